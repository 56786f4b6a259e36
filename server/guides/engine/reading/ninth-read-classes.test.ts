/**
 * Classes from the ninth held-out set (decision 050): asking leave ("Could I see him?"), someone else's doing asked
 * for ("I'd like Admiral to give the eulogy."), a no that goes on to ask, pointing at something ("Look at them."),
 * and a line that breaks off ("...Did he—"), which gives nothing. Each scene is in other words than the set's sides.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';
import { sentencesOf } from './language.js';
import { subtextOf } from './lines.js';
import { namedRole } from './people.js';
import { readScript } from './read-script.js';

const sceneOf = (page: string, who: string) => readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], who).scenes[0]!;

test('"Could I see her?" asks leave, and is the want the partner refuses; "Look at these." only shows', () => {
  const scene = sceneOf(
    `
# 1 INT. WARD CORRIDOR - NIGHT
OONA: Look at these. Forty years of hospital soap.
PETRA: Visiting's over.
OONA: Could I see her, Petra? Five minutes. I won't wake her.
PETRA: No.
`,
    'OONA',
  );
  expect(scene.objective?.askText).toBe('Could I see her, Petra?');
  expect(scene.objective?.verbPhrase).toBe('let you see her');
  expect(scene.wants.some((w) => w.askText === 'Look at these.')).toBe(false);
});

test('"I\'d like Biscuit to carry the rings." asks for someone else\'s doing, after a no that answered a question', () => {
  const scene = sceneOf(
    `
# 1 INT. CHAPEL VESTRY - DAY
VERGER: And the rings. Will your brother carry them?
ABEL: No. I'd like Biscuit to carry the rings.
VERGER: Biscuit?
ABEL: My spaniel. She's very steady.
VERGER: We don't have dogs at the altar.
ABEL: She's been to every family thing since she was a puppy.
VERGER: Rules are rules.
`,
    'ABEL',
  );
  expect(scene.objective?.verbPhrase).toBe('let Biscuit carry the rings');
  expect(scene.arc?.pursuer).toBe('ABEL');
  expect(scene.arc?.want?.askText).toBe("I'd like Biscuit to carry the rings.");
  // The verger's "Will your brother carry them?" was answered, not held out against.
  expect(scene.wants.find((w) => w.askText === 'Will your brother carry them?')?.resisted).toBe(false);
});

test('a line that breaks off after holding out ("...Was she—") gives nothing', () => {
  const scene = sceneOf(
    `
# 1 EXT. PIER - NIGHT
NED: Tell me where you are standing.
ROSA: Not your business.
NED: I'd like you to walk back to the bench.
ROSA: Why should I?
NED: Because my sister stood on this pier.
ROSA: ...Was she—
NED: Walk back, Rosa.
`,
    'NED',
  );
  expect(scene.events.some((e) => e.kind === 'grant' && e.text.startsWith('...Was she'))).toBe(false);
});

test('a child playing the scene is not coached to take a last look at its beer', () => {
  const page = `
# 1 EXT. TREEHOUSE - DUSK
Up in the treehouse, NOOR (10) finds her cousin SAMI (16) with a bottle of beer. The beer sits on the plank between them.
NOOR: Is that beer?
SAMI: Go home, Noor.
NOOR: Not till you come to the party. Grandma's asking.
SAMI: Fine. Five minutes.
He leaves the beer on the plank.
`;
  const options = offlineGuideOf(page, 'NOOR', { productionType: 'short-film', actorAge: 10 }).scenes[0]!.button.options;
  expect(options.join(' ')).not.toMatch(/beer/);
});

test('a cast list under the heading is not where the first beat starts', () => {
  const page = `
# SCENE 1. A greenhouse. Morning.
CHARACTERS — IDA, seventy, a grower; BEN, twenty, her grandson.
IDA waters the tomatoes. BEN leans in the doorway.
BEN: Gran. The buyer's here.
IDA: Tell him Thursday.
BEN: He says today or never.
IDA: Then never.
`;
  const beats = offlineGuideOf(page, 'IDA', { productionType: 'theater' }, 'stage').scenes[0]!.beats;
  expect(beats[0]!.startsAt.quote).not.toMatch(/^CHARACTERS/);
});

test('a cast list\'s "SIMON KETT, thirty-four, her biographer" names the role past the age', () => {
  expect(namedRole('RUTH', ['CHARACTERS — MAEVE DOYLE, sixty, a potter; RUTH ANSEL, twenty-two, her apprentice.'])).toBe('her apprentice');
  expect(namedRole('MAEVE', ['CHARACTERS — MAEVE DOYLE, 60, a potter; RUTH ANSEL, 22, her apprentice.'])).toBe('a potter');
});

test('an answer in other words ("Is that a family friend?" — "He\'s a tortoise.") is no change of subject unless the asker comes back for it', () => {
  const scene = sceneOf(
    `
# 1 INT. REGISTRY OFFICE - DAY
CLERK: And the witness. Is that a family friend?
WES: He's a tortoise. Ninety years old. He was Grandad's.
CLERK: I see. We need a signature.
WES: He can hold the pen in his mouth.
`,
    'WES',
  );
  // Read without the turn, which would take the line first.
  const lines = scene.items.flatMap((i) => (i.kind === 'speech' ? [i.line] : []));
  expect(subtextOf(lines, 'WES', scene.events, null).find((c) => c.line.text.startsWith("He's a tortoise"))?.kind).not.toBe(
    'change-of-subject',
  );
});

test('a name said alone in answer ("Marcus.") is not "the fewer the words, the surer"', () => {
  const page = `
# 1 INT. BAKERY - NIGHT
MARCUS carries in a crate. ALMA ices a cake.
MARCUS: The health inspector said the rats were gone.
ALMA: They came back.
MARCUS: (holding up a small cage) Humane trap?
ALMA: Marcus.
`;
  const notes = offlineGuideOf(page, 'ALMA').scenes[0]!.subtext.map((s) => s.meant);
  expect(notes.join(' ')).not.toContain('the fewer the words');
});

const TRAWLER = `
# 1 INT. TRAWLER WHEELHOUSE - NIGHT
Rain on the glass. MAREN (34) sits with her gloves on, pouring tea. Her skipper TOBIAS (50) checks the engine gauge, his back to her.
MAREN: How's the engine?
TOBIAS: Fine. Same as the last time you asked.
MAREN: The harbour radio called. The gale's coming at noon, not four.
TOBIAS: Noon's fine. We're back in by ten.
MAREN: We could stay in. Go out next week.
TOBIAS: Next week the shoal's gone. The co-op paid for this trip.
MAREN: I think we should stay in.
TOBIAS: Why?
MAREN: The swell.
TOBIAS: You've never minded a swell. What aren't you saying?
Maren doesn't answer. Tobias looks at her gloves.
TOBIAS: Take off your gloves.
MAREN: They're warmer on.
TOBIAS: Take them off, Maren.
She peels off one glove. Two fingers are white.
MAREN: Next week, then.
TOBIAS: Next week. Drink your tea.
`;

test('news said long before the partner turns is not "the card kept till last"; a short answer the asker doubts is a cover', () => {
  const notes = offlineGuideOf(TRAWLER, 'MAREN')
    .scenes[0]!.subtext.map((s) => s.meant)
    .join(' ');
  expect(notes).not.toContain('kept till last');
  expect(notes).toContain('“The swell.” is a cover');
  expect(notes).not.toContain('the fewer the words');
});

test('"Don\'t tell." — "I won\'t tell." keeps it; the want said later in fuller words is the want, pressed again', () => {
  const scene = sceneOf(
    `
# 1 EXT. SHED ROOF - DUSK
IVY: Dad says you have to come in.
JUDE: Dad can say it himself.
IVY: He did. Twice.
JUDE: Don't tell him about the cigarette.
IVY: I won't tell. Come in and read something for Nan, Jude.
JUDE: I'm not reading a poem at a barbecue.
`,
    'IVY',
  );
  expect(scene.events.find((e) => e.text === "I won't tell.")?.kind).toBe('grant');
  const want = scene.wants.find((w) => w.askText.startsWith('Come in and read'));
  expect(want?.pressed).toBe(2);
  expect(scene.wants.some((w) => w.askText === 'Dad says you have to come in.')).toBe(false);
  // ...however many lines later it comes.
  const later = sceneOf(
    `
# 1 EXT. SHED ROOF - DUSK
IVY: Dad says you have to come in.
JUDE: Dad can say it himself.
IVY: Is that a lighter?
JUDE: It's a torch.
IVY: It says lighter.
JUDE: Then it's a lighter.
IVY: Come in and read something for Nan, Jude.
JUDE: I'm not reading a poem at a barbecue.
`,
    'IVY',
  );
  expect(later.wants.find((w) => w.askText.startsWith('Come in and read'))?.pressed).toBe(2);
  expect(later.wants.some((w) => w.askText === 'Dad says you have to come in.')).toBe(false);
});

test('"She sings it every night at nine." is a routine, not a clock running out', () => {
  const scene = sceneOf(
    `
# 1 INT. CARE HOME LOUNGE - DAY
NURSE: And the hymn. Who'll lead it?
DEV: I'd like Mum's budgie to lead it.
NURSE: We don't allow birds in the lounge.
DEV: She sings it every night at nine. In Mum's voice.
`,
    'DEV',
  );
  expect(scene.stakes.some((k) => k.kind === 'deadline' && k.text.includes('every night'))).toBe(false);
});

test('a question met by the partner pressing their own ask is put off, and it is what the character fights for', () => {
  const scene = sceneOf(
    `
# 1 EXT. HARBOUR WALL - DUSK
CALLUM: Come to the dance with me on Saturday.
NORA: Sit down, Callum. You're blocking the light.
CALLUM: I'm standing.
NORA: The letters in your coat. I'm going to ask you once. Who writes them?
CALLUM: Nora, I'm asking you to the dance. Is that not enough?
NORA: Not till I know.
CALLUM: They're from my father. He's in Barlinnie.
`,
    'NORA',
  );
  const put = scene.events.find((e) => e.by === 'CALLUM' && e.text.startsWith('Nora, I'));
  expect(put?.kind).toBe('dodge');
  // "I'm going to ask you once." plans her own move; it grants nothing of his dance.
  expect(scene.events.some((e) => e.by === 'NORA' && e.kind === 'grant')).toBe(false);
  expect(scene.objective?.askText).toBe('Who writes them?');
});

test('the plain present after how often it comes round tells a habit back; it is no instruction', () => {
  const scene = sceneOf(
    `
# 1 INT. BAKERY - MORNING
MAVIS: Every Friday for a year. You buy a rye loaf and leave it on the bench outside.
OWEN: I like rye.
MAVIS: You sign the book by the till.
`,
    'MAVIS',
  );
  const asks = scene.events.filter((e) => e.by === 'MAVIS' && e.kind === 'request').map((e) => e.text);
  expect(asks).toEqual(['You sign the book by the till.']);
});

const SCHOOL_GATES = `
# 1 INT. SCHOOL OFFICE - DAY
MARGOT: Ruth was at the gates on Friday. Theo had his cap on backwards.
SECRETARY: He always does.
MARGOT: Could I take him for the afternoon, Mrs. Dale? Just the afternoon.
SECRETARY: Not without his mother's say-so.
`;

test('the him or her a want asks for is the person last named with that pronoun, off the cast; a possessive stays', () => {
  const scene = sceneOf(SCHOOL_GATES, 'MARGOT');
  expect(scene.objective?.verbPhrase).toBe('let you take Theo for the afternoon');
  expect(offlineGuideOf(SCHOOL_GATES, 'MARGOT').scenes[0]!.objective.choice).toBe(
    'To get Secretary to let you take Theo for the afternoon.',
  );
  const possessive = sceneOf(
    `
# 1 INT. CLOAKROOM - NIGHT
DINA: Ruth left early. Theo had his cap on.
PORTER: Cloakroom's closed.
DINA: Give me her coat, please. I'll sign for it.
PORTER: No ticket, no coat.
`,
    'DINA',
  );
  expect(possessive.objective?.verbPhrase).toBe('give you her coat');
});

const CARAVAN = `
# 1 EXT. CARAVAN PARK - DUSK
MOIRA: The roof's gone again. I think we should sell the caravan.
GORDON: Your dad built that porch.
MOIRA: We could sell it in the spring, then.
GORDON: No.
`;

test('a plan for the two of them is put to the partner ("I think we should sell the caravan."): the want is to agree to it', () => {
  const scene = sceneOf(CARAVAN, 'MOIRA');
  expect(scene.objective?.askText).toBe('I think we should sell the caravan.');
  expect(scene.objective?.verbPhrase).toBe('agree to sell the caravan');
  expect(scene.objective?.resisted).toBe(true);
  // ...and the guide says it so, though "agree" is not a word of the ask.
  expect(offlineGuideOf(CARAVAN, 'MOIRA').scenes[0]!.objective.choice).toBe('To get Gordon to agree to sell the caravan.');
});

test('a title\'s word in lower case ends its sentence ("…give the cup a miss. Just this once."); a title does not', () => {
  expect(sentencesOf('We could give the cup a miss. Just this once.').map((s) => s.text)).toEqual([
    'We could give the cup a miss.',
    'Just this once.',
  ]);
  expect(sentencesOf('Ask Miss. Hale first.').map((s) => s.text)).toEqual(['Ask Miss. Hale first.']);
});
