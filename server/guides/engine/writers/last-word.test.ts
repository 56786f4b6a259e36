/**
 * The button and the key lines where the thirteenth set's guides spoke by formula (decision 056): a partner who has the
 * last word gets the button (the character takes it), and an audio guide never asks the actor to "hold on" anyone; a
 * word after a title ("Mrs. Adeyemi's key") is a name, never "the mrs. adeyemi"; "a tenner, pet" asks for the tenner.
 */
import { expect, test } from 'vitest';
import { guideRequest, type ProductionType } from '../../../../common/contracts/guides.js';
import type { ScriptFamily } from '../../../../common/contracts/script.js';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { generateGuide } from '../generate.js';
import { readScript } from '../reading/read-script.js';
import { aboutLine } from './gist.js';
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
