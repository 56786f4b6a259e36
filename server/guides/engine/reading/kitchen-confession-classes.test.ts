/**
 * A child's confession in a kitchen (decision 054): "Don't tell Mom." — "We'll tell her together." promises the very
 * doing forbidden, so it is a no, and the child does not "get what they wanted"; "Don't tell Mom." asks, it says no to
 * nothing; a comfort after the turn ("Come here.") is no side of the fight to play from; a knife put down by a father
 * buttering toast is no weapon.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';
import { guideRequest } from '../../../../common/contracts/guides.js';
import { writeChildGuide } from '../writers/child.js';
import { readScript } from './read-script.js';

const REQUEST = {
  uploadId: 'u',
  characterName: 'ELLIE',
  productionTitle: 'T',
  productionType: 'film',
  roleSize: 'lead',
  genre: 'drama',
  actorAge: 9,
} as const;

const KITCHEN = `
# INT. APARTMENT - KITCHEN - MORNING
ELLIE (9) stands on a chair by the fish tank, very still. Her DAD (40s) packs lunches at the counter.
DAD: Ellie, shoes. Bus in ten minutes.
ELLIE: Can I stay home today?
DAD: Are you sick?
ELLIE: Sort of. My stomach.
DAD: Your stomach ate two waffles.
ELLIE: It's a different part of my stomach.
Dad stops buttering. He looks at the tank. It is empty except for a little plastic castle.
DAD: Where's Bubbles?
ELLIE: He's hiding. In the castle.
DAD: Ellie.
ELLIE: I cleaned the tank. Like you showed me. I put him in the sink so he'd be safe.
DAD: And?
ELLIE: I forgot the plug.
Ellie's chin wobbles. Dad puts the knife down and comes around the counter.
DAD: Hey. Hey. Come here.
He lifts her off the chair and holds her.
ELLIE: Don't tell Mom. She gave him to me.
DAD: We'll tell her together. Tonight. Okay?
ELLIE: Do I have to go to school?
DAD: Yeah, bug. You have to go to school. But I'll pick you up myself.
`;

test('promising the very doing forbidden is a no, and the child is not told she got what she wanted', () => {
  const scene = readScript([{ script: sidesOf('screenplay', KITCHEN), fileType: 'sides' }], 'ELLIE').scenes[0]!;
  expect(scene.events.find((e) => e.text === "We'll tell her together.")?.kind).toBe('refusal');
  expect(scene.arc?.outcome).not.toBe('pursuer');
  // A bare "And?" asks for the rest of the story; the holding out is the waffles.
  expect(scene.arc?.holding?.text).toBe('Your stomach ate two waffles.');
  const request = guideRequest.parse({ ...REQUEST, childGuideRequested: true });
  const child = writeChildGuide({
    request,
    reading: readScript([{ script: sidesOf('screenplay', KITCHEN), fileType: 'sides' }], 'ELLIE'),
    now: new Date(),
  });
  expect(child.story.join(' ')).toContain('Dad');
  expect(child.story.join(' ')).not.toContain('You get what you wanted');
});

test('"Don\'t tell Mom." asks; a comfort after the turn is no side to play from; the butter knife is not flagged', () => {
  const doc = offlineGuideOf(KITCHEN, 'ELLIE', { actorAge: 9 });
  const scene = doc.scenes[0]!;
  expect(scene.beats.map((b) => b.title).join(' ')).not.toContain('Ellie says no');
  expect(scene.objective.alternate ?? '').not.toContain('come here');
  expect(doc.warnings.join(' ')).not.toContain('weapons');
});

test('"ELLIE (9) stands… Her DAD (40s) packs lunches": the possessor is the one the sentence before was about', () => {
  expect(readScript([{ script: sidesOf('screenplay', KITCHEN), fileType: 'sides' }], 'ELLIE').pronouns.ELLIE).toBe('she');
});
