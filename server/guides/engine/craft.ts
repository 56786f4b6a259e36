/**
 * Craft guidance chosen by the production's context, in our own words. Scene-specific notes come
 * from the analysis; this table only says how the format, genre and role size shape them.
 */
import type { ProductionType, RoleSize } from '../../../common/contracts/guides.js';

export type Format = 'multicam' | 'single-cam-comedy' | 'drama' | 'horror' | 'soap' | 'commercial' | 'stage' | 'film';

/** The format the guide coaches for, from production type and genre. */
export function formatOf(productionType: ProductionType, genre: string): Format {
  const g = genre.toLowerCase();
  if (productionType === 'commercial') return 'commercial';
  if (productionType === 'theater' || /musical|stage|play/.test(g)) return 'stage';
  if (/multi[- ]?cam|sitcom|studio audience/.test(g)) return 'multicam';
  if (/soap|daytime|telenovela/.test(g)) return 'soap';
  if (/horror|thriller|suspense/.test(g)) return 'horror';
  if (/comedy|rom[- ]?com|comedic|animated|dramedy/.test(g)) return 'single-cam-comedy';
  if (productionType === 'film' || productionType === 'short-film' || productionType === 'student-film') return 'film';
  return 'drama';
}

export const FORMAT_NOTES: Record<
  Format,
  { frame: string; energy: string; button: 'yes' | 'optional' | 'rarely'; buttonWhy: string; physical: string[] }
> = {
  multicam: {
    frame:
      'Multi-camera sitcom: played to a live audience and several cameras, so the frame is wide and the performance can be bigger and brighter.',
    energy: 'Land the joke on the last word of the line, then hold still for the laugh before the next line — never talk into it.',
    button: 'yes',
    buttonWhy: 'Multi-cam scenes end on a button almost every time; casting expects one.',
    physical: [
      'Open your body out to the audience side, even in a two-person scene.',
      'Make one physical bit clean and repeatable rather than three small ones.',
    ],
  },
  'single-cam-comedy': {
    frame:
      'Single-camera comedy: shot like a film, so the frame is close and the comedy comes from playing it real — the situation is funny, you are not trying to be.',
    energy: 'Keep it grounded and specific; let the writing do the jokes and commit fully to what the character wants.',
    button: 'optional',
    buttonWhy: 'A small, real reaction can button a single-cam scene; a big bit usually reads as mugging.',
    physical: ['Keep gestures inside the frame, around chest height.', 'Let a reaction live in the eyes for a beat before you speak.'],
  },
  drama: {
    frame: 'TV drama: a close frame where the camera catches thought, so the work is in listening and in what you hold back.',
    energy: 'Play the want, not the feeling; the feeling will come if the want is strong and the stakes are real.',
    button: 'rarely',
    buttonWhy: 'Drama scenes rarely want a button; end on the thought and stay in it.',
    physical: [
      'Stillness reads: pick one small action and let the rest of the body be quiet.',
      'Let the eyes move on the discoveries, not on every line.',
    ],
  },
  film: {
    frame: 'Film: the most intimate frame; the camera is close enough to see you think.',
    energy: 'Less is more — make the choice private and specific, and trust the lens to find it.',
    button: 'rarely',
    buttonWhy: 'Film scenes usually end on a held thought rather than a button.',
    physical: [
      'Keep any movement slow and motivated; sudden moves leave a close frame.',
      'Find one physical detail of the place (the table, the jar, the door) and use it.',
    ],
  },
  horror: {
    frame: 'Thriller/horror: tension lives in stillness, breath and what the character notices before anyone else.',
    energy: 'Play the character trying not to be afraid — fighting the fear reads stronger than showing it.',
    button: 'optional',
    buttonWhy: 'A held beat of listening or a last look off-camera is the usual ending; keep it short.',
    physical: [
      'Let your breath change before your face does.',
      "Lock your eyes on one point when something is heard or seen; don't search the room.",
    ],
  },
  soap: {
    frame: 'Daytime drama: heightened stakes and long-held close-ups; the scene often ends on a reaction the camera holds.',
    energy: 'Commit fully to the emotion of the moment and let each revelation land on your face.',
    button: 'yes',
    buttonWhy: 'Soaps end scenes on a held reaction shot — plan what your face does after the last line.',
    physical: [
      'Hold the reaction three full seconds after the last line.',
      'Turn to the camera side on the key revelation so the close-up can find you.',
    ],
  },
  commercial: {
    frame: 'Commercial: short, warm, specific, and about the product or moment the brand wants remembered.',
    energy: 'Bright, real energy; say the product or key phrase clearly and enjoy it.',
    button: 'yes',
    buttonWhy: 'Commercials almost always want a button — a look, a bite, a smile at the product.',
    physical: [
      'Keep the product (or the imagined one) in frame and handle it easily.',
      'Finish with a clean, natural look that could be the last shot of the spot.',
    ],
  },
  stage: {
    frame: 'Stage: your voice and body fill a room, so the choices are bigger and the whole body tells the story.',
    energy: 'Play to the back of the room without pushing: clear consonants, full breath, and energy that carries to the end of each line.',
    button: 'optional',
    buttonWhy: 'On stage a scene ends on a clear final picture rather than a camera button.',
    physical: [
      "Use the whole body: a cross or a turn can say what the line doesn't.",
      'Keep your face open to the audience on the key lines.',
    ],
  },
};

export const ROLE_NOTES: Record<RoleSize, string> = {
  lead: 'As the lead you carry the scene: every beat change should be visible in you, and the story is told through your choices.',
  supporting:
    "A supporting role serves the lead's story with a strong, specific point of view of its own — know exactly what you want from them.",
  'series-regular':
    'For a series regular, casting is asking "can we watch this person every week?" Show a clear, likeable point of view and range across the beats.',
  recurring:
    'A recurring role needs a character that feels like it has a life between episodes: one strong, specific trait played consistently.',
  'guest-star':
    "A guest star often drives the episode's story for one week: come in with clear stakes and make the scene about what you need.",
  'co-star':
    "A co-star has a few lines that move the scene along: serve the scene, be real, make the moment clear, and don't try to steal it.",
};

/** Tactics paired with an opposite colour to try once. */
export const OPPOSITES: Record<string, string> = {
  'to confront': 'Try one take where you say the hardest line quietly, almost kindly — the threat can be in how little you push.',
  'to challenge': 'Try one take where you say the hardest line quietly, almost kindly — the threat can be in how little you push.',
  'to interrogate': 'Try one take where you ask the questions lightly, as if you already know the answer and are giving them a chance.',
  'to corner': 'Try one take where you ask the questions lightly, as if you already know the answer and are giving them a chance.',
  'to test': 'Try one take where you already trust them completely — and let the line land as a real question.',
  'to plead with': 'Try one take where you play it as if you have already won — confident, even playful — and see what it does to the ask.',
  'to bargain with':
    'Try one take where you play it as if you have already won — confident, even playful — and see what it does to the ask.',
  'to brush off': 'Try one take where the brush-off nearly breaks: one word that comes out too honest before you cover it.',
  'to shut down': 'Try one take where the brush-off nearly breaks: one word that comes out too honest before you cover it.',
  'to reassure': 'Try one take where the reassuring is really for yourself — you are the one who needs to hear it.',
  'to comfort': 'Try one take where the reassuring is really for yourself — you are the one who needs to hear it.',
  'to win over': "Try one take where you don't need them at all — the less you chase, the more they may come to you.",
  'to charm': "Try one take where you don't need them at all — the less you chase, the more they may come to you.",
  'to apologise to': 'Try one take where you are still a little bit right and not ready to give that up.',
  'to make peace with': 'Try one take where you are still a little bit right and not ready to give that up.',
};
export const DEFAULT_OPPOSITE =
  'Try one take with the opposite energy to your first instinct — if you went loud, go quiet; if you went sad, find what is funny to the character — and keep whichever feels truer.';

/** Playable objectives keyed by the scene's main tactic; {P} is the partner. */
export const OBJECTIVES: Record<string, string> = {
  'to interrogate': 'to get {P} to tell you the truth',
  'to corner': 'to get {P} to tell you the truth',
  'to test': 'to find out whether you can trust {P}',
  'to confront': 'to make {P} take you seriously',
  'to challenge': 'to make {P} take you seriously',
  'to plead with': 'to get {P} to say yes',
  'to bargain with': 'to get {P} to give you what you need',
  'to reassure': 'to make {P} feel safe',
  'to comfort': 'to make {P} feel safe',
  'to win over': 'to win {P} over',
  'to charm': 'to win {P} over',
  'to brush off': 'to get {P} to drop it',
  'to shut down': 'to get {P} to drop it',
  'to hold off': 'to keep {P} from getting too close',
  'to stall': 'to keep {P} from getting too close',
  'to apologise to': 'to get {P} to forgive you',
  'to make peace with': 'to get {P} to forgive you',
  'to convince': 'to get {P} to see it your way',
  'to persuade': 'to get {P} to see it your way',
  'to push': 'to make {P} give in',
};
