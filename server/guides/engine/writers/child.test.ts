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

test("the child's story: the family word they call someone names who that is, the story ends on the page's last picture, and no exchange is listed when there is a want", async () => {
  const page = `# INT. NANA'S FLAT - DAY\nNANA (80) folds a towel. TEO (9) sits at her feet with a recorder.\nTEO: Nana, the concert's Friday. Will you come?\nNANA: Friday? Play it for me first.\nTEO: Okay. I'm gonna go slow.\nNANA: You always rush.\nTEO: Will you come, Nana?\nNANA: I'll be in the front row.\nTeo plays, slow, all the way through.`;
  const request = guideRequest.parse({
    uploadId: 'u',
    characterName: 'TEO',
    productionTitle: 'Blue House',
    productionType: 'short-film',
    roleSize: 'lead',
    genre: 'family drama',
    actorAge: 9,
    childGuideRequested: true,
  });
  const { child } = await generateGuide([{ script: sidesOf('screenplay', page), fileType: 'sides' }], request);
  expect(child!.story).toContain('Nana is there. Nana is your grandmother.');
  expect(child!.story.some((l) => l.startsWith('At the end: Teo plays'))).toBe(true);
  expect(child!.story.some((l) => l.startsWith('You say:'))).toBe(false);
});

test('a child who is the one pressed hears what is wanted of them and their own no, and an order is told, not asked', async () => {
  const page = `# INT. HALLWAY - DAY
ROSIE (9) sits on the bottom stair, arms round a shoebox. Her brother DEV (14) stands over her.
DEV: What's in the box?
ROSIE: Shoes.
DEV: Have you been in my room?
ROSIE: No.
DEV: Open it.
ROSIE: I can't. It's glued.
DEV: Rosie.
She lifts the lid. Inside, his lost hamster, asleep on a sock.
ROSIE: I found him. Behind the fridge.
DEV: You found Nugget.
ROSIE: Can I keep the sock?`;
  const request = guideRequest.parse({
    uploadId: '00000000-0000-4000-8000-000000000001',
    characterName: 'ROSIE',
    productionTitle: 'Box',
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'Family comedy',
    actorAge: 9,
    childGuideRequested: true,
  });
  const { child } = await generateGuide([{ script: sidesOf('screenplay', page), fileType: 'sides' }], request);
  expect(child!.story).toContain('Dev wants you to open it.');
  expect(child!.story).toContain("You don't want to. You say: “I can't. It's glued.”");
  expect(child!.whatYouWant[0]).toBe('Dev wants you to open it. You want to get out of it.');
  expect(child!.whatWouldYouDo).toContain('What would you do if Dev told you, “Open it.”?');
});

test("an audio child guide listens with the voice, not the face; a camera's instruction is no button", async () => {
  const page = `# SCENE 2. THE BOATHOUSE. NIGHT.
SFX: Rain on a tin roof.
NIA: (whispering) Grandad? Are you in here?
GRANDAD: Over here, pet. Mind the oars.
NIA: I brought the torch.
GRANDAD: Good girl. Shine it on the hull.
HOLD on Nia.`;
  const request = guideRequest.parse({
    uploadId: '00000000-0000-4000-8000-000000000001',
    characterName: 'NIA',
    productionTitle: 'Boathouse',
    productionType: 'audio-drama',
    roleSize: 'lead',
    genre: 'Audio drama',
    actorAge: 9,
    childGuideRequested: true,
  });
  const { guide, child } = await generateGuide([{ script: sidesOf('audio', page), fileType: 'sides' }], request);
  expect(child!.bodyAndVoice.join(' ')).not.toMatch(/face|look at/i);
  expect(guide.scenes[0]!.button.options.join(' ')).not.toContain('HOLD on Nia');
  expect(guide.story.join(' ')).not.toMatch(/HOLD on Nia/i);
});
