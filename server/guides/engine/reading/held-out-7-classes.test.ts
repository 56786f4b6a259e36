/**
 * Classes the seventh held-out read showed (decision 046), each on a small scene in words of its own: the speaker's
 * own no is never their ask (seen on the seventh set's commercial, not reproduced
 * small); "I want it." says the want outright; a threat joined on with "or" is not part of the
 * ask; a call to attention before a statement leaves nothing to turn round; "us" said by one of a family is them.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { storyOf } from '../writers/story.js';
import { readScript } from './read-script.js';
import { sentencesOf } from './language.js';
import { verbPhraseOf } from './wants.js';

const read = (page: string, character: string, family: 'screenplay' | 'stage' = 'screenplay') => {
  const reading = readScript([{ script: sidesOf(family, page), fileType: 'sides' }], character);
  return { reading, scene: reading.scenes[0]! };
};

const ALLOTMENT = `
# SCENE 4. An allotment shed. Sunday.
ROS sorts seed packets into a biscuit tin. NELL, her sister, stands in the doorway holding a battered watering can.
ROS: That's for the skip.
NELL: It's Dad's can.
ROS: It's rusted through.
NELL: I want it.
ROS: You've got a balcony. You told me at Christmas, you haven't got room for a cactus.
NELL: I'll make room.
ROS: Fine. Take it.
`;

test('"I want it." said outright is the want, and the partner holding her to her words holds out against it', () => {
  const { scene } = read(ALLOTMENT, 'NELL', 'stage');
  expect(scene.arc?.pursuer).toBe('NELL');
  expect(scene.arc?.want?.askText).toBe('I want it.');
});

const phrase = (text: string, partner = 'VIC', pronoun: 'he' | 'she' | 'they' = 'he') =>
  verbPhraseOf(sentencesOf(text)[0]!, partner, pronoun);

test('a threat joined on with "or" is not part of the ask; a choice with "or" keeps it', () => {
  expect(phrase('Sign the lease by Friday or the landlord changes the locks.')).toBe('sign the lease by Friday');
  expect(phrase('Pay me back tonight or else.')).toBe('pay you back tonight');
  expect(phrase('Bring the red one or the blue one.')).toBe('bring the red one or the blue one');
});

test('a call to attention before a statement ("Look, I\'ve waited an hour.") is no ask to turn round', () => {
  expect(phrase("Look, I've waited an hour.")).toBeNull();
  expect(phrase('Listen, we drove all night.')).toBeNull();
});

const FLAT = `
# 7 INT. LETTINGS AGENCY - DAY
PRIYA (30s) types at a desk. MARCUS (30s), her old classmate, sits opposite with a folder of payslips.
MARCUS: I need you to put us on the shortlist, Priya.
PRIYA: I can't do that.
MARCUS: We've been at my mum's eight weeks. Four of us in one room.
PRIYA: There are nine families ahead of you.
`;

test('"us" said by one of a family is them in the story, never "him both"', () => {
  const { reading } = read(FLAT, 'PRIYA');
  const story = storyOf(reading).join(' ');
  expect(story).not.toMatch(/\b(him|her) both\b/);
  expect(story).toMatch(/Marcus wants Priya to put them on the shortlist/);
});
