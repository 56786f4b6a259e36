/**
 * The offline writer's sizing and phrasing rules that the reading does not decide: a small role gets
 * a short guide, and a want phrase the reading cut short is never printed as a want.
 */
import { expect, test } from 'vitest';
import { guideRequest } from '../../../../common/contracts/guides.js';
import { GUIDE_SIDES, sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { generateGuide } from '../generate.js';
import { readScript } from '../reading/read-script.js';
import { meaning, openerOf, tidyPunctuation } from './offline.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';

const TRAUMA = `
# INT. COUNTY GENERAL - TRAUMA BAY - NIGHT
DR. VANCE (40s) works over a teenage skater, ELI (15). NURSE PIKE (30s) holds a line steady.
DR. VANCE: Pressure?
NURSE PIKE: Ninety over sixty. Falling.
ELI: Where's my board?
NURSE PIKE: Your board's safe, bud. Stay with me. What's your name?
ELI: Eli.
DR. VANCE: Call the OR. We're going up.
NURSE PIKE: His dad's in the hall. He's asking for you.
DR. VANCE: Tell him we're doing everything we can.
NURSE PIKE: He wants to hear it from you, Doctor.
DR. VANCE: Two minutes. Keep him talking.
NURSE PIKE: Hey, Eli. Tell me about the board.
`;

const requestFor = (character: string, roleSize: 'co-star' | 'lead') =>
  guideRequest.parse({
    uploadId: 'u',
    characterName: character,
    productionTitle: 'Night Shift',
    productionType: 'tv-series',
    roleSize,
    genre: 'medical drama',
    actorAge: 30,
  });
const guideFor = async (character: string, roleSize: 'co-star' | 'lead') => {
  const request = requestFor(character, roleSize);
  return { ...(await generateGuide([{ script: sidesOf('screenplay', TRAUMA), fileType: 'sides' }], request)), request };
};

test('a co-star gets the key line or two, one partner and one button, not a lead’s guide', async () => {
  const costar = await guideFor('NURSE PIKE', 'co-star');
  const lead = await guideFor('NURSE PIKE', 'lead');
  expect(lead.guide.scenes.length).toBe(costar.guide.scenes.length);
  for (const scene of costar.guide.scenes) {
    expect(scene.subtext.length).toBeLessThanOrEqual(2);
    expect(scene.relationships.length).toBeLessThanOrEqual(1);
    expect(scene.button.options.length).toBe(1);
    expect(scene.actorsChoice.length).toBeLessThanOrEqual(1);
  }
  // The same rule holds back a richer scene, which a lead gets in full.
  const side = GUIDE_SIDES.find((s) => s.id === 'ladder-multicam')!;
  const ladder = (roleSize: 'co-star' | 'lead') =>
    generateGuide(
      [{ script: side.script, fileType: 'sides' }],
      guideRequest.parse({ ...lead.request, characterName: side.character, roleSize }),
    );
  const count = (g: Awaited<ReturnType<typeof ladder>>) =>
    g.guide.scenes.reduce((n, s) => n + s.relationships.length + s.button.options.length + s.subtext.length, 0);
  expect(count(await ladder('co-star'))).toBeLessThan(count(await ladder('lead')));
});

test('a want the reading cut short ("call the" from "Call the OR.") is quoted, never printed as a phrase', async () => {
  const { html } = await guideFor('NURSE PIKE', 'co-star');
  expect(html).not.toMatch(/\bto call the\b[^ A-Za-z]/);
  expect(html).not.toMatch(/ to call the\./);
});

const KITCHEN = `
# INT. KITCHEN - EARLY MORNING
ZARA (14), coat already on, stands by the door. Her brother TUNDE (19) eats cereal.
ZARA: Drive me to the hospital.
TUNDE: I've got work at eight.
ZARA: Visiting starts at seven. You'd be back by half past.
TUNDE: Zara. Dad said no visits till he's off the ward.
ZARA: Drive me to the hospital, Tunde.
TUNDE: You've got a maths test. No.
NEIGHBOUR: (O.S.) Anyone seen my cat?
ZARA: I was there when he fell.
TUNDE: Ten minutes. You hold the flowers.
`;

test('the obstacle quotes the partner’s own walls against the want, and a voice off is no relationship', async () => {
  const request = guideRequest.parse({ ...requestFor('ZARA', 'lead'), characterName: 'ZARA' });
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', KITCHEN), fileType: 'sides' }], request);
  const scene = guide.scenes[0]!;
  // Anchored on what Zara is after, with Tunde's resisting lines in his words (never a bare “Zara.”).
  expect(scene.objective.obstacle).toMatch(/getting Tunde to drive (her|them) to the hospital/);
  expect(scene.objective.obstacle).toMatch(/“I've got work at eight\.”|“You've got a maths test\.”/);
  expect(scene.objective.obstacle).not.toContain('“Zara.”');
  expect(scene.relationships.map((r) => r.partner)).not.toContain('NEIGHBOUR');
});

test('an event is told by what was asked: a no is never “to” the reason given, and the same ask pressed is “again”', () => {
  const scene = readScript([{ script: sidesOf('screenplay', KITCHEN), fileType: 'sides' }], 'ZARA').scenes[0]!;
  const told = scene.events.map((e) => openerOf(scene, e));
  const refusal = scene.events.findIndex((e) => e.kind === 'refusal' && e.text === "I've got work at eight.");
  expect(refusal).toBeGreaterThanOrEqual(0);
  expect(told[refusal]).toBe('Tunde pushes back on the hospital');
  const pressed = scene.events.findIndex((e) => e.kind === 'request' && e.text.startsWith('Drive me to the hospital,'));
  expect(told[pressed]).toBe('Zara asks again about the hospital');
});

test('an order given to dodge the character’s question is not a want to play against', async () => {
  const LAMP = `
# INT. LAMP ROOM - NIGHT
GRANDAD polishes the lens. FINN climbs the stairs with a box.
FINN: The council left a letter. I read it.
GRANDAD: That letter was addressed to me.
FINN: Where will we live?
GRANDAD: Pass me the other rag.
FINN: Where will we live, Grandad?
GRANDAD: Your aunt has a flat in Leeds.
FINN: I'm not going to Leeds.
GRANDAD: I'll write to the council.
`;
  const request = guideRequest.parse({ ...requestFor('FINN', 'lead'), characterName: 'FINN' });
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', LAMP), fileType: 'sides' }], request);
  const { choice, alternate } = guide.scenes[0]!.objective;
  expect(`${choice} ${alternate}`).not.toMatch(/other rag/);
});

test('a written pause is timing, heard on audio; a delivery note is for the voice and the mic, not the face', async () => {
  const FERRY = `
# INT. FERRY CAR DECK - NIGHT
MARNIE: (close, whispering) Pip. Pip, are you in there?
PIP: Go away. You're nobody. You sat next to me for one hour on a bus.
MARNIE: (beat) One hour's long enough.
PIP: Why are you helping me?
MARNIE: Because last year nobody helped me.
`;
  const request = guideRequest.parse({ ...requestFor('MARNIE', 'lead'), characterName: 'MARNIE', productionType: 'audio-drama' });
  const { guide } = await generateGuide([{ script: sidesOf('audio', FERRY), fileType: 'sides' }], request);
  const physical = guide.scenes[0]!.physicality.map((p) => p.text).join(' ');
  expect(physical).toContain("The pause in “One hour's long enough.” is written in");
  // What the pause is for comes from its beat: finding the next way in.
  expect(physical).toMatch(/a breath while Marnie finds how to \w+/);
  expect(physical).toContain('is marked close, whispering: put it into the voice and the distance from the mic');
  expect(physical).not.toMatch(/Put \(/);
});

test('an ask pressed again in fewer words is named in its fullest ("drive you to the hospital", not "drive you")', async () => {
  const PRESSED = `
# INT. KITCHEN - MORNING
ZARA (14) stands by the door. Her brother TUNDE (19) eats cereal.
ZARA: Drive me to the hospital.
TUNDE: I've got work at eight.
ZARA: Visiting starts at seven.
TUNDE: You've got a maths test.
ZARA: So drive me. Or I get the bus and I'm late anyway.
TUNDE: Ten minutes. You hold the flowers.
`;
  const request = guideRequest.parse({ ...requestFor('ZARA', 'lead'), characterName: 'ZARA' });
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', PRESSED), fileType: 'sides' }], request);
  const { choice, alternate } = guide.scenes[0]!.objective;
  expect(choice).toBe('To get Tunde to drive you to the hospital.');
  expect(alternate).not.toMatch(/to drive you/);
});

const LOCKER = `
# INT. ARENA - LOCKER ROOM - NIGHT
RILEY (15) sits on the bench, skates on. COACH DEB (50s) comes in with a clipboard.
COACH DEB: Scouts were at the rink Saturday.
RILEY: I know.
COACH DEB: They asked me where you were.
RILEY: At the mall. We got pretzels.
COACH DEB: Pretzels.
RILEY: They were good pretzels.
COACH DEB: Since when do you skip a tryout?
RILEY: I don't think I like it anymore.
COACH DEB: You don't have to decide tonight.
RILEY: Okay.
`;

test('a word repeated inside one exchange is an echo, not the thing the scene keeps coming back to', async () => {
  const request = guideRequest.parse({ ...requestFor('RILEY', 'lead'), genre: 'sports drama' });
  const { html } = await generateGuide([{ script: sidesOf('screenplay', LOCKER), fileType: 'sides' }], request);
  expect(html).not.toMatch(/pretzels — the thing this scene keeps coming back to|tie them to the pretzels|still between you/);
});

test('a scene section with nothing to say has no heading, and a line quoted before is recalled by its first words', async () => {
  const { html } = await guideFor('NURSE PIKE', 'co-star');
  expect(html).not.toMatch(/<h3>[^<]+<\/h3>\s*(<h3>|<\/section>)/);
  const reminders = [...html.matchAll(/<p class="g-ref">\(([^)]*)\)<\/p>/g)].map((m) => m[1]!);
  for (const r of reminders) expect(r).toMatch(/^(The stage direction|[\w. ]+)(, page \d+)?: “.+”$/);
});

const STAND = `
# INT. OFFICE - DAY
ROSA (40s) sits across from MARCUS (19).
ROSA: Tomorrow they'll ask where you were.
MARCUS: I know. I told you. Walking.
ROSA: Walking where?
MARCUS: Around. So don't put me on the stand.
ROSA: You're the whole case.
MARCUS: Then don't call me.
ROSA: I have to.
`;

test('a negative order is a want to stop the partner, and news the character already has is not coached as news', async () => {
  const request = guideRequest.parse({ ...requestFor('MARCUS', 'lead'), genre: 'legal drama' });
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', STAND), fileType: 'sides' }], request);
  const scene = guide.scenes[0]!;
  expect(scene.objective.choice).not.toMatch(/say yes/);
  expect(scene.objective.choice).toMatch(/^To (get Rosa to not put you on the stand|stop Rosa)/);
  for (const d of scene.discoveries) expect(d.text).not.toMatch(/is new to Marcus/);
});

test('a short reply is read for what it does: already known, going along, or as vague as words get', () => {
  const scene = readScript([{ script: sidesOf('screenplay', STAND), fileType: 'sides' }], 'MARCUS').scenes[0]!;
  const line = (start: string) => scene.items.flatMap((i) => (i.kind === 'speech' ? [i.line] : [])).find((l) => l.text.startsWith(start))!;
  const reply = (start: string, answering: string) =>
    meaning(scene, { line: line(start), kind: 'short-reply', answering: line(answering), score: 1 });
  expect(reply('I know.', 'Tomorrow')).toMatch(/stops Rosa before the explaining starts/);
  expect(reply('Around.', 'Walking where?')).toMatch(/vaguest words/);
  // With no want of their own in words, nothing is claimed to be under the reply.
  expect(reply('Then don', "You're the whole")).toMatch(/gives back almost nothing/);
  // A short question answered short ("How did you know?" — "Clear head.") is no "lot" given: the answer is sure.
  const quick = readScript(
    [{ script: sidesOf('screenplay', '\n# 1 INT. KITCHEN - DAY\nFAY: How did you know?\nIVO: Good ears.\n'), fileType: 'sides' }],
    'IVO',
  ).scenes[0]!;
  const [asked, answer] = quick.items.flatMap((i) => (i.kind === 'speech' ? [i.line] : []));
  expect(meaning(quick, { line: answer!, kind: 'short-reply', answering: asked!, score: 1 })).toMatch(/answers shorter/);
});

test('what a key line carries outranks its surface kind, and a second line carrying the same builds on the first', () => {
  const scene = readScript([{ script: sidesOf('screenplay', STAND), fileType: 'sides' }], 'MARCUS').scenes[0]!;
  const line = scene.lines.find((l) => l.text.startsWith('Around.'))!;
  const confession = { line, kind: 'change-of-subject' as const, answering: null, score: 3, carries: 'confession' as const };
  expect(meaning(scene, confession)).toMatch(/has kept .+ back until now/);
  expect(meaning(scene, confession)).not.toMatch(/answers another/);
  expect(meaning(scene, confession, true)).toMatch(/More of what Marcus kept back/);
});

test('a long, level answer to news gets no listening note', async () => {
  const page = `# INT. KITCHEN - DAY\nLEN (60s) reads a letter. TESS (30s) comes in.\nTESS: The council wrote back about the letter.\nLEN: The council writes every spring and it always says the same thing about the roof and the boiler.\nTESS: They're closing the library.\nLEN: Closing it? When?\nTESS: March.`;
  const request = guideRequest.parse({ ...requestFor('LEN', 'lead'), genre: 'drama' });
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', page), fileType: 'sides' }], request);
  const notes = guide.scenes[0]!.discoveries.map((d) => d.cite?.quote ?? '');
  const scene = readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], 'LEN').scenes[0]!;
  // The reading hears news there; the writer coaches a discovery only where the reaction shows it landing.
  expect(scene.discoveries.map((d) => d.reaction.text)).toContain(
    'The council writes every spring and it always says the same thing about the roof and the boiler.',
  );
  expect(notes.some((q) => q.startsWith('The council writes every spring'))).toBe(false);
});

test('one full stop after a quotation that ends with its own, a quote inside it included', () => {
  expect(tidyPunctuation('To get Glen to say yes: “Define "your."”.')).toBe('To get Glen to say yes: “Define "your."”');
  expect(tidyPunctuation('Hardest at “No.”.')).toBe('Hardest at “No.”');
  expect(tidyPunctuation('She says “wait”.')).toBe('She says “wait”.');
});

test("the partner's turn is a listening moment, and the opposite colour goes on the ask itself", async () => {
  const page = `# INT. GARAGE - NIGHT\nOWEN (30s) wipes his hands on a rag. His sister KAT (30s) leans in the doorway.\nKAT: Lend me the van.\nOWEN: No.\nKAT: Just till Sunday. I'll fill the tank.\nOWEN: You said that in June.\nKAT: I'm asking you properly. Lend me the van.\nOWEN: Fine. Take it.\nKAT: Thank you.`;
  const request = guideRequest.parse({ ...requestFor('KAT', 'lead'), genre: 'drama' });
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', page), fileType: 'sides' }], request);
  const scene = guide.scenes[0]!;
  expect(scene.discoveries[0]!.text).toBe(
    'Owen gives way — “Fine. Take it.” — and that is the yes to lend you the van: let it reach Kat before “Thank you.”',
  );
  expect(scene.discoveries[0]!.cite?.quote).toBe('Thank you.');
  // The ask in its own words, so the note is this scene's.
  expect(scene.unexpected).toMatch(/^Optional, once: ask Owen to lend you the van /);
});

test('the alternative objective is no small ask made after the turn', async () => {
  const RIDE = `
# EXT. FERRY DOCK - EVENING
TOMAS (40) sets down a suitcase beside his cousin ANIKA (45), who is coiling a mooring line.
TOMAS: Could you take me across tonight?
ANIKA: The last crossing was at six.
TOMAS: Please. I'll pay for the fuel.
ANIKA: No.
Anika drops the rope. She looks at the suitcase for a long moment.
ANIKA: Case goes under the bench.
TOMAS: Thank you. Really.
TOMAS: Can I steer?
ANIKA: No.
`;
  const request = guideRequest.parse({ ...requestFor('TOMAS', 'lead'), characterName: 'TOMAS' });
  const { guide } = await generateGuide([{ script: sidesOf('screenplay', RIDE), fileType: 'sides' }], request);
  expect(guide.scenes[0]!.objective.alternate).not.toMatch(/steer/);
});

test('a stage page runs as stage time and an audio page as air time, not screen time', () => {
  const lines = Array.from({ length: 10 }, (_, i) => `ADA: Line ${i} about the boat.\nBEN: Reply ${i} about the tide.`).join('\n');
  for (const [family, said] of [
    ['stage', 'stage time'],
    ['audio', 'air time'],
  ] as const) {
    const guide = offlineGuideOf(`# ACT ONE\n${lines}`, 'ADA', {}, family);
    expect(JSON.stringify(guide.prepPlan)).toContain(said);
    expect(JSON.stringify(guide.prepPlan)).not.toContain('screen time');
  }
});
