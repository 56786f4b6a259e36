/**
 * Reading classes found by the lead reading guides for sides written for the purpose (a permission slip
 * signed at last, a broken vase hidden from a grandmother, a lighthouse at night), each shown on a small
 * original scene with other names and words than those sides.
 */
import { describe, expect, test } from 'vitest';
import { guideRequest, type GuideRequestInput } from '../../../../common/contracts/guides.js';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { generateGuide } from '../generate.js';
import { meaning, openerOf } from '../writers/offline.js';
import { readScript } from './read-script.js';

/** A guide request for these tests: the character and what the test is about, the rest fixed. */
const requestFor = (characterName: string, over: Omit<GuideRequestInput, 'characterName' | 'productionTitle'>) =>
  guideRequest.parse({ uploadId: '00000000-0000-4000-8000-000000000001', characterName, productionTitle: 'Sides', ...over });
const junoRequest = () =>
  requestFor('JUNO', { productionType: 'tv-series', roleSize: 'series-regular', genre: 'Family drama', actorAge: 16 });
const read = (page: string, who: string) => readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], who);
const sceneOf = (page: string, who: string) => read(page, who).scenes[0]!;

const LOAN = `
# 7 INT. CAR - DAY
JUNO (16) holds a form on her knee. Her mum, BEA (40s), drives.
JUNO: Mum. The bank wants it back by Friday.
BEA: Wants what?
JUNO: The loan form. For the course.
BEA: Juno.
JUNO: Then fill it in.
BEA: We don't borrow.
JUNO: You borrowed for the boiler.
BEA: That was different. We saved for the boiler.
JUNO: I saved it myself.
She tucks a roll of notes into the glovebox.
BEA: How long did that take you?
JUNO: All year.
Bea pulls over. Holds out her hand for the pen.
BEA: Where do I fill it in?
`;

describe('calls, late yeses and what is shown', () => {
  test('"Mum." and a name said alone call someone; they are not what anyone wants', () => {
    const scene = sceneOf(LOAN, 'JUNO');
    expect(scene.wants.map((w) => w.askText)).not.toContain('Mum.');
    expect(scene.wants.map((w) => w.askText)).not.toContain('Juno.');
    expect(scene.objective?.askText).toBe('Then fill it in.');
  });

  test('asking how to do what was ordered lines ago ("Where do I fill it in?") is the yes, and the turn', () => {
    const scene = sceneOf(LOAN, 'JUNO');
    const grant = scene.events.find((e) => e.kind === 'grant' && e.text === 'Where do I fill it in?');
    expect(grant && scene.events[grant.respondsTo!]!.text).toBe('Then fill it in.');
    expect(scene.turn).toMatchObject({ because: 'gives-in', by: 'BEA', text: 'Where do I fill it in?' });
  });

  test("one's own doing, shown on the page as it is said, is news", () => {
    const scene = sceneOf(LOAN, 'JUNO');
    expect(scene.events.some((e) => e.kind === 'news' && e.text === 'I saved it myself.')).toBe(true);
  });
});

const SHED = `
# 2 INT. SHED - DAY
KIT (11) stands in front of the workbench, very still. His uncle, RORY (30s), comes in.
RORY: Why are you standing there?
KIT: Guarding. Tools are valuable.
RORY: Where's my drill?
KIT: Which drill?
RORY: The drill.
KIT: Have you checked the van?
RORY: Shift.
KIT: I can't. I've got cramp.
RORY: Kit Donnelly.
He steps aside. The drill sits in two halves on the bench.
KIT: I dropped it.
RORY: You glued it.
KIT: Mostly.
A beat. Rory laughs.
RORY: It never worked anyway.
KIT: So can I keep the glue?
`;

describe('the one who is pressed', () => {
  test('a lone verb after a yes-or-no question is an order, and holding out against it is the scene', () => {
    const scene = sceneOf(SHED, 'KIT');
    expect(scene.wants.find((w) => w.from === 'RORY' && w.askText === 'Shift.')).toMatchObject({ verbPhrase: 'shift', resisted: true });
    // "Which drill?" buys time; it asks for nothing.
    expect(scene.wants.some((w) => w.from === 'KIT' && w.askText === 'Which drill?')).toBe(false);
  });

  test("a few words of one's own doing after dodging are the truth coming out", () => {
    const scene = sceneOf(SHED, 'KIT');
    expect(scene.events.some((e) => e.kind === 'news' && e.by === 'KIT' && e.text === 'I dropped it.')).toBe(true);
  });

  test('"He steps aside." in a scene of two where the other is "she" gives the pronoun by elimination', () => {
    const AUNT = SHED.replace('His uncle, RORY (30s), comes in.', 'Their aunt, RORY (30s), comes in.').replace(
      'Rory laughs.',
      'Rory laughs. She shrugs.',
    );
    expect(read(AUNT, 'KIT').pronouns.KIT).toBe('he');
    expect(read(AUNT.replace('He steps aside.', 'Kit steps aside.'), 'KIT').pronouns.KIT).toBe('they');
  });

  test('the guide says who wants what of the pressed one, and that they hold out', async () => {
    const request = requestFor('KIT', { productionType: 'tv-series', roleSize: 'guest-star', genre: 'Multi-camera comedy', actorAge: 11 });
    const { guide } = await generateGuide([{ script: sidesOf('multi-cam', SHED), fileType: 'sides' }], request);
    // Decision 043: the question Rory presses ("The drill.") is the scene; Kit stalls it with a question back.
    expect(guide.story.join(' ')).toContain("Rory wants an answer from Kit: “Where's my drill?” Kit puts it back: “Which drill?”");
    // What the page shows just before it is told first: "…: He steps aside. … Then Kit comes clean".
    expect(guide.story.join(' ')).toMatch(
      /It turns after Rory's “Kit Donnelly\.”: He steps aside\. .* Then Kit comes clean: “I dropped it\.”/,
    );
    // Kit puts the question off ("Which drill?") rather than refuse it: the scene is keeping the answer (decision 053).
    expect(guide.scenes[0]!.objective.choice).toBe("To keep the answer to Rory's “Where's my drill?” from him without ever saying no.");
  });
});

test("the story puts the character's clock with the want and tells their own news on the way to the turn", async () => {
  const request = junoRequest();
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', LOAN), fileType: 'sides' }], request);
  const story = guide.story.join(' ');
  expect(story).toContain('Juno wants Bea to fill it in (“The bank wants it back by Friday.”)');
  expect(story).toContain('Juno tells Bea “I saved it myself.”');
  expect(story).toContain(
    'It turns on the page: Bea pulls over. Holds out her hand for the pen. Then Bea gives way: “Where do I fill it in?”',
  );
});

test('a reply that says little, before the turn, is said with the want still under it in its own words', () => {
  const scene = sceneOf(LOAN, 'JUNO');
  const line = (start: string) => scene.items.flatMap((i) => (i.kind === 'speech' ? [i.line] : [])).find((l) => l.text.startsWith(start))!;
  const note = meaning(scene, { line: line('All year.'), kind: 'short-reply', answering: line('How long'), score: 1 });
  expect(note).toBe('“All year.” is all Bea gets, and under it Juno is still asking Bea to fill it in.');
  // The partner's turn comes right after her last line: that line is what tips Bea.
  expect(meaning(scene, { line: line('All year.'), kind: 'turn', answering: line('How long'), score: 1 })).toMatch(
    /^The last thing Juno says before Bea gives in \(“Where do I fill it in\?”\)/,
  );
});

describe('what is not an ask, and whose place it is', () => {
  const ORCHARD = `
# Scene Four. The orchard. Dusk.
IRIS, eighties, wraps apples in newspaper. Her grandson JOE, twenties, holds a letter.
JOE: The trust wrote back, Gran.
IRIS: The trust writes every autumn.
JOE: They're taking the orchard. For a car park.
IRIS: Your grandfather grafted that tree in nineteen sixty.
JOE: I know.
IRIS: Every autumn. Sixty autumns.
JOE: Come and stay with us. There's a room.
IRIS: I don't want a room.
IRIS: (holding out an apple) Russets. Plant the pips at yours.
`;
  test('"Every autumn." says how often, it asks for nothing', () => {
    const scene = sceneOf(ORCHARD, 'IRIS');
    expect(scene.wants.some((w) => w.askText.startsWith('Every'))).toBe(false);
  });
  test('"at yours" is the listener\'s place', () => {
    const scene = sceneOf(ORCHARD, 'IRIS');
    expect(scene.wants.find((w) => w.from === 'IRIS')?.verbPhrase).toBe('plant the pips at his place');
  });
});

test("the character's own ask is never read as holding something back, and a child is asked about a line once", async () => {
  const page = `# INT. CAR - MORNING
MUM (40s) drives, on the phone. GUS (7) holds out a jam sandwich from the back seat.
MUM: (into phone) Friday. No, Friday.
GUS: Mum.
MUM: What?
GUS: Bite it.
MUM: I had toast.
GUS: Toast isn't lunch.
Mum takes a bite. Chews. Hangs up.
MUM: ...Fine. That's lovely.
GUS: Said so.`;
  const request = requestFor('GUS', {
    productionType: 'commercial',
    roleSize: 'lead',
    genre: 'Commercial',
    actorAge: 7,
    childGuideRequested: true,
  });
  const { guide, child } = await generateGuide([{ script: sidesOf('commercial', page), fileType: 'sides' }], request);
  expect(guide.scenes[0]!.subtext.map((s) => s.cite.quote)).not.toContain('Bite it.');
  const toast = child!.whatWouldYouDo.filter((q) => q.includes('I had toast.'));
  expect(toast.length).toBe(1);
  // A short yes is quoted whole.
  expect(child!.whatWouldYouDo).toContain("What would you do if Mum said “...Fine. That's lovely.” to you?");
});

test("the character's statement back against an ask argues; it is not told as their no", () => {
  const scene = sceneOf(LOAN, 'JUNO');
  const back = scene.events.find((e) => e.by === 'JUNO' && e.kind === 'refusal' && e.text === 'You borrowed for the boiler.');
  expect(back?.argued).toBe(true);
  expect(openerOf(scene, back!)).toMatch(/^Juno argues back/);
});

test("the character's own news that the partner turns on is a key line, said with what comes of it", async () => {
  const request = junoRequest();
  // Without "We saved for the boiler." the line echoes nothing: only the story makes it key.
  const page = LOAN.replace(' We saved for the boiler.', '');
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', page), fileType: 'sides' }], request);
  const note = guide.scenes[0]!.subtext.find((s) => s.cite.quote === 'I saved it myself.');
  expect(note?.meant).toBe(
    '“I saved it myself.” is what Bea gives in after (“Where do I fill it in?”): play it as the card Juno has kept till last.',
  );
});

describe('power moves, prices and yeses in other words', () => {
  const BOARDROOM = `
# INT. PENTHOUSE - OFFICE - NIGHT
CORDELIA pours two whiskies. MARCUS comes in, coat still on.
MARCUS: You asked for me.
CORDELIA: Sit down, Marcus.
MARCUS: I'll stand.
CORDELIA: The shareholders meet at ten. You'll support my motion.
MARCUS: I've already pledged my shares to Felix.
CORDELIA: Do you remember Geneva?
MARCUS: You wouldn't.
CORDELIA: There's a letter on my desk for your wife.
MARCUS: Ten o'clock.
CORDELIA: Ten. Don't be late.
`;
  test('a plan that undoes the order is a no; a future told to the listener is an ask, and a new one', () => {
    const scene = sceneOf(BOARDROOM, 'CORDELIA');
    expect(scene.events.find((e) => e.text === "I'll stand.")?.kind).toBe('refusal');
    expect(scene.wants.find((w) => w.askText === "You'll support my motion.")).toMatchObject({
      verbPhrase: 'support your motion',
      pressed: 1,
    });
  });
  test('the ask made with the stakes is the objective, and the time taken up is the yes', () => {
    const scene = sceneOf(BOARDROOM, 'CORDELIA');
    expect(scene.objective?.askText).toBe("You'll support my motion.");
    expect(scene.turn).toMatchObject({ because: 'gives-in', by: 'MARCUS', text: "Ten o'clock." });
  });

  const LOCKUP = `
# 12 INT. HOLDING CELL - NIGHT
SERGEANT DIAZ (40s) leans on the bars. Inside, TOMMY REED (19) picks at a plaster.
DIAZ: Who sent you to the warehouse?
TOMMY: Nobody sends me.
DIAZ: Give me the driver and I'll talk to the judge.
TOMMY: And my sister?
DIAZ: She stays out of it.
A door bangs somewhere. Tommy jumps.
TOMMY: Okafor. The driver is Okafor. He works nights.
DIAZ: Stay here.
TOMMY: I'm coming with you.
`;
  test('an order with a price on it is still the ask, and naming the thing asked for hands it over', () => {
    const scene = sceneOf(LOCKUP, 'DIAZ');
    expect(scene.wants.find((w) => w.from === 'DIAZ' && w.askText.startsWith('Give me the driver'))).toMatchObject({
      verbPhrase: 'give you the driver',
      granted: true,
    });
    expect(scene.events.find((e) => e.kind === 'grant' && e.by === 'TOMMY')?.text).toBe('The driver is Okafor.');
    // Told to stay, the one who says he is coming has said no.
    expect(scene.events.find((e) => e.text === "I'm coming with you.")?.kind).toBe('refusal');
  });
});

test('the yes to the price the character named, late in the scene, is the turn', () => {
  const SHOP = `
# 3 INT. BIKE SHOP - BACK ROOM - NIGHT
MRS. ABARA (60s) locks the back door. RUFUS (14) sits on a crate, holding a chain.
ABARA: Give me the code and I'll let you walk out of here.
RUFUS: And my bike?
ABARA: Your bike stays with me tonight.
Rufus looks at the door. Then at the chain.
RUFUS: It was my brother's idea.
ABARA: I didn't ask whose idea it was.
A long pause. Rufus puts the chain down.
RUFUS: The code is four four one nine.
ABARA: Good lad. Go home.
`;
  const scene = sceneOf(SHOP, 'ABARA');
  expect(scene.turn).toMatchObject({ because: 'gives-in', by: 'RUFUS', text: 'The code is four four one nine.' });
});

test('the given circumstances say where, who is in the room as the page has them, and what the partner is doing', async () => {
  const request = junoRequest();
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', LOAN), fileType: 'sides' }], request);
  const given = guide.scenes[0]!.givenCircumstances.map((g) => g.text);
  expect(given[0]).toMatch(/^Car, day \(inside\): Juno \(16\) with Bea, her (mum|mother)\.$/);
  expect(given[1]).toBe('Her mum, Bea, drives.');
});
