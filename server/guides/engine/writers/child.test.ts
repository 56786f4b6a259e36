/** The child's story is told to the child: their own turn is "you", a question they ask is shown to them. */
import { expect, test } from 'vitest';
import { guideRequest } from '../../../../common/contracts/guides.js';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { generateGuide } from '../generate.js';

const LAMP_ROOM = `
Scene Three. The lamp room. Night. GRANDAD polishes the lens. FINN climbs the stairs.
GRANDAD: You should be asleep.
FINN: Where will we live?
GRANDAD: Pass me the other rag.
FINN: Where will we live, Grandad?
GRANDAD: Your aunt has a flat in Leeds.
FINN: I'm not going. I read the letter. I know about the light.
GRANDAD: It's not up to you, lad.
FINN: I'm the one who found Mum's postcards. All of them.
GRANDAD: I'll write to the council.
`;

test('the child hears their own question, and the place without a capital in the middle of a sentence', async () => {
  const request = guideRequest.parse({
    uploadId: 'u',
    characterName: 'FINN',
    productionTitle: 'The Keeper',
    productionType: 'theater',
    roleSize: 'lead',
    genre: 'drama',
    actorAge: 11,
    childGuideRequested: true,
  });
  const { child } = await generateGuide([{ script: sidesOf('stage', LAMP_ROOM), fileType: 'sides' }], request);
  const story = child!.story.join(' ');
  expect(story).toContain('The place: the lamp room.');
  expect(story).toMatch(/You want Grandad to answer you: “Where will we live\??”/);
  // Never the character's own name for the child's own move.
  expect(story).not.toMatch(/Then Finn /);
});
