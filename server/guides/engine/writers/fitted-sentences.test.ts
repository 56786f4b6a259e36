/**
 * Sentences the thirteenth set's guides wrote by formula onto lines they did not fit (decision 056): a partner who has the
 * last word gets the button (the character takes it), and an audio guide never asks the actor to "hold on" anyone; a word
 * after a title ("Mrs. Adeyemi's key") or a closing vocative ("a tenner, pet") is never the thing a line is about; the
 * obstacle quotes walls put up after the ask, not before it; a turn "answers" only after a question; one key-line note
 * per frame; no "rehearsed or blurted" moment-before choice where the page shows the character before the first line; and
 * a measure ("thirty thousand feet") or a time of day ("this evening") is never a line's topic; the button carries no
 * tactic tail ("still reasoning").
 */
import { expect, test } from 'vitest';
import { guideRequest, type ProductionType } from '../../../../common/contracts/guides.js';
import type { ScriptFamily } from '../../../../common/contracts/script.js';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { generateGuide } from '../generate.js';
import { readScript } from '../reading/read-script.js';
import type { Line } from '../reading/types.js';
import { aboutLine } from './gist.js';
import { turnSaidAs } from './phrasing.js';
import { UNSEEN_13 } from '../reading/test-sides/unseen-13.js';

const guideOf = async (family: ScriptFamily, productionType: ProductionType, page: string, character: string) =>
  (
    await generateGuide(
      [{ script: sidesOf(family, page), fileType: 'sides' }],
      guideRequest.parse({
        uploadId: 'u',
        characterName: character,
        productionTitle: 'Last Word',
        productionType,
        roleSize: 'lead',
        genre: 'comedy',
        actorAge: 30,
      }),
    )
  ).guide.scenes[0]!;

const BOILER = `
# SCENE 2. A STAIRWELL. MIDNIGHT.
SFX: A boiler knocking. Water dripping onto lino.
RHIAN: (close) Mr. Bevan? It's Rhian, top flat. There's water coming through my ceiling.
BEVAN: (on phone, sleepy) Through your what?
RHIAN: My ceiling. It's on the bed.
BEVAN: (on phone) Put a bucket under it.
RHIAN: I've got four buckets under it. Is there anybody who can turn the water off?
BEVAN: (on phone) Mrs. Adeyemi's key. Flat three. It's on the hook by the meter. Her tap's under the sink.
RHIAN: Under the sink. Right. Thank you.
BEVAN: (on phone, going) And don't wake the baby!
SFX: The call cuts off. The dripping goes on.
`;

test('the partner with the last word gets the button, and on audio nobody is held on', async () => {
  const scene = await guideOf('audio', 'audio-drama', BOILER, 'RHIAN');
  const button = scene.button.options.join(' ');
  expect(button).toMatch(/Bevan has the last word/);
  expect(button).not.toMatch(/hold on/i);
});

test('a word after a title is a name, never the thing a line is about', () => {
  const page = `
# SCENE 3. THE SAME STAIRWELL. LATER.
RHIAN: Is there anybody who can turn the water off?
BEVAN: (on phone) Mrs. Adeyemi's key. Flat three. It's on the hook by the meter. Her tap's by the boiler.
RHIAN: Right. Thank you.
`;
  const scene = readScript([{ script: sidesOf('audio', page), fileType: 'sides' }], 'RHIAN').scenes[0]!;
  const said = scene.items.find((i) => i.kind === 'speech' && i.line.speaker === 'BEVAN');
  expect(said?.kind === 'speech' && aboutLine(scene, said.line)).not.toMatch(/adeyemi/i);
});

test('a word after the last comma is the one spoken to, not part of the thing asked for', () => {
  const page = `
# INT. FARM OFFICE - DAY
IFAN (30) leans in the doorway. His uncle GARETH (60) does the accounts.
IFAN: Could you lend me a tenner, pet?
GARETH: What for?
`;
  const scene = readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], 'IFAN').scenes[0]!;
  expect(aboutLine(scene, scene.lines[0]!)).toBe('the tenner');
});

test('what the partner said before the ask was made is no wall against it (the thirteenth set’s diner lot)', async () => {
  const side = UNSEEN_13.find((s) => s.id === 'ride-film')!;
  const scene = await guideOf(side.family, 'film', side.page, side.character);
  expect(scene.objective.obstacle).not.toMatch(/My mother says a lot of things/);
});

test('a turn is "answers" only after a question; a line after news only says', () => {
  const page = `
# INT. KENNELS - OFFICE - DAY
PIP (12) holds a lead with no dog on it. The kennel owner, MAUREEN (60), looks up from her ledger.
MAUREEN: Are you here for Biscuit?
PIP: Is he ready?
MAUREEN: Biscuit went to a farm this morning. A family with sheep.
PIP: He's scared of sheep.
`;
  const scene = readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], 'PIP').scenes[0]!;
  const afterNews = scene.lines.at(-1)!;
  const afterQuestion = scene.items.find((i) => i.kind === 'speech' && i.line.text.startsWith('Biscuit went'));
  const turn = (line: Line) => ({ by: line.speaker, line, text: line.text, because: 'answers' as const });
  expect(turnSaidAs(scene, turn(afterNews))).toBe('says');
  if (afterQuestion?.kind === 'speech') expect(turnSaidAs(scene, turn(afterQuestion.line))).toBe('answers');
});

test('one key-line note per frame: the same sentence is not filled again with another line’s words', async () => {
  const side = UNSEEN_13.find((s) => s.id === 'relatives-uktv')!;
  const scene = await guideOf(side.family, 'tv-series', side.page, side.character);
  expect(scene.subtext.filter((n) => /gives back almost nothing/.test(n.meant)).length).toBeLessThanOrEqual(1);
});

test('the page that shows the character before the first line is not silent on the moment before', async () => {
  const shown = `
# INT. SCHOOL OFFICE - DAY
TAMSIN (14) sits outside the head's door, shredding a tissue into a neat pile.
TAMSIN: Is he in?
MR. ABARA: He's on the phone. Sit tight.
TAMSIN: I've been sitting tight for an hour.
`;
  const bare = `
# INT. SCHOOL OFFICE - DAY
TAMSIN: Is he in?
MR. ABARA: He's on the phone. Sit tight.
TAMSIN: I've been sitting tight for an hour.
`;
  const choices = async (page: string) => (await guideOf('screenplay', 'film', page, 'TAMSIN')).actorsChoice.map((c) => c.text).join(' ');
  expect(await choices(shown)).not.toMatch(/Actor's choice, moment before/);
  expect(await choices(bare)).toMatch(/Actor's choice, moment before/);
});

test('a measure or a time of day is never the thing a line is about', () => {
  const page = `
# INT. AIRPORT GATE - NIGHT
SUKI (30) grips a boarding pass. Her brother DEV (35) blocks the jet bridge.
DEV: You'll be at thirty thousand feet by the time they read it.
SUKI: Dev. I told them this evening.
`;
  const scene = readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], 'SUKI').scenes[0]!;
  const topics = scene.items.flatMap((i) => (i.kind === 'speech' ? [aboutLine(scene, i.line)] : []));
  expect(topics).not.toContain('the feet');
  expect(topics).not.toContain('the evening');
});

test('the button never tags the last line with the last beat’s tactic ("let it land, still reasoning")', async () => {
  const page = `
# INT. GARDEN SHED - DAY
OTTO (10) holds out a jar with a spider in it. His grandad, BRAM (70), backs into the mower.
OTTO: Look. She's called Maud.
BRAM: She's very nice. Over there is nice too.
OTTO: You can hold the jar.
BRAM: I'll admire her from the door.
OTTO: She's more scared of you.
BRAM: I doubt that.
`;
  for (const scene of [await guideOf('screenplay', 'film', page, 'OTTO'), await guideOf('screenplay', 'film', page, 'BRAM')])
    expect(`${scene.button.options.join(' ')} ${scene.button.dropIt}`).not.toMatch(/still (?!set on)\w+ing\b/);
});

test("the moment before carries in what the character is after and what they say just happened, not a state or the other's deed", async () => {
  const scene = await guideOf(
    'screenplay',
    'film',
    `
# 4 EXT. SHOWGROUND - SHEEP PENS - DAY
IVY (10) runs up to the judging ring with a lamb on a rope. MR. HALE (60s), the steward, is closing the gate.
IVY: Has it started? Am I too late?
MR. HALE: Judging closed at two, love.
IVY: The tractor broke down. Pip jumped off the trailer in the lane. Please can Pip be in the ring?
MR. HALE: Rules are rules.
IVY: Just once round. Please.
MR. HALE: (a sigh) Once round. Walk him, then.
`,
    'IVY',
  );
  expect(scene.momentBefore.text).toContain('Carry in what has just happened');
  expect(scene.momentBefore.text).toContain('“The tractor broke down.”');
  expect(scene.momentBefore.text).toContain('getting Mr. Hale to let Pip be in the ring');
});
