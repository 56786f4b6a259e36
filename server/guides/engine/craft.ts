/**
 * The frame decides the advice (GUIDE-CRAFT): how each format sizes physical work, buttons and
 * self-tapes, and what each role size asks. Scene-specific notes come from the reading; this
 * table only says how the frame shapes them.
 */
import type { ProductionType, RoleSize } from '../../../common/contracts/guides.js';
import type { ScriptFamily } from '../../../common/contracts/script.js';

export type Format = 'audio' | 'stage' | 'commercial' | 'multicam' | 'soap' | 'single-cam-comedy' | 'horror' | 'film' | 'drama';

/** The format the guide coaches for: production type first, then the genre, then the page's own family. */
export function formatOf(productionType: ProductionType, genre: string, family: ScriptFamily): Format {
  const g = genre.toLowerCase();
  if (productionType === 'audio-drama' || /audio|podcast|radio/.test(g) || family === 'audio') return 'audio';
  if (productionType === 'commercial' || family === 'commercial') return 'commercial';
  if (productionType === 'theater' || /musical|stage|play\b/.test(g) || family === 'stage') return 'stage';
  if (/multi[- ]?cam|sitcom|studio audience/.test(g) || family === 'multi-cam') return 'multicam';
  if (/soap|daytime|telenovela/.test(g) || family === 'soap') return 'soap';
  if (/horror|thriller|suspense/.test(g)) return 'horror';
  if (/comedy|rom[- ]?com|comedic|animated|dramedy/.test(g)) return 'single-cam-comedy';
  if (productionType === 'film' || productionType === 'short-film' || productionType === 'student-film') return 'film';
  return 'drama';
}

interface FrameNotes {
  frame: string;
  /** Two behaviours sized to this frame. */
  physical: [string, string];
  button: 'yes' | 'optional' | 'rarely';
  /** How a scene ends in this frame. */
  ending: string;
  /** The self-tape framing line (audio has none: it is a recording). */
  tapeFrame: string;
  /** How big a written action is played in this frame ("small enough for the close-up"). */
  size: string;
}

export const FRAMES: Record<Format, FrameNotes> = {
  audio: {
    frame:
      'Audio drama: there is no camera. Everything the listener gets is your voice — distance from the mic, breath, the sound of the place, thought they can hear.',
    physical: [
      'Move on the mic, not the face: lean in for the private lines, come off a step for the shouted ones.',
      'Let the breath tell the listener what the body is doing — climbing, cold, holding something heavy.',
    ],
    button: 'rarely',
    ending: 'An audio scene ends on a sound: your last breath or word, clean, with room after it for the edit.',
    tapeFrame: 'Record in a small soft room (a wardrobe of clothes works), mouth a hand-span from the mic, no camera needed unless asked.',
    size: 'in the voice and the breath, since nobody sees it',
  },
  stage: {
    frame: 'Stage: your voice and body fill a room. Stillness reads from the back row; the reader is your scene partner, play to them.',
    physical: [
      'Use the whole body on the big moments: a cross, a turn away, a sit — one clear move per beat.',
      'Keep the face open out front on the key lines; land consonants so the back row hears them.',
    ],
    button: 'optional',
    ending: 'A stage scene ends on a clear final picture held long enough for the lights.',
    tapeFrame: 'Frame wider than for screen — knees up — so the body reads.',
    size: 'big enough to read from the back row',
  },
  commercial: {
    frame:
      'Commercial: the product moment is the story. Bright, real energy, timing to the length, and the brand line said clearly; a little ad-lib around the copy is fine.',
    physical: [
      'Handle the product (or a stand-in) easily and keep it in frame on its line.',
      'Find one real, specific reaction to the product — not a big smile, a discovery.',
    ],
    button: 'yes',
    ending: 'Commercials nearly always want a button: a look, a bite, a last beat with the product.',
    tapeFrame: 'Mid-chest up, hands in frame when there is a product; slate if casting asks.',
    size: 'easy and real, with the product in frame',
  },
  multicam: {
    frame:
      'Multi-camera sitcom: a live audience and wide frames. Land the joke on the last word, then hold still for the laugh before the next line.',
    physical: [
      'Open out to the audience side even in a two-person scene.',
      'Make one physical bit clean and repeatable rather than three small ones.',
    ],
    button: 'yes',
    ending: 'Multi-cam scenes end on a button; casting expects one.',
    tapeFrame: 'Mid-chest up, a little wider than a close-up, so physical comedy reads.',
    size: 'clean enough to read in a wide shot',
  },
  soap: {
    frame: 'Daytime soap: heightened and fast, shot on close-ups. Commit to each revelation and let it land on your face.',
    physical: [
      'Turn to the camera side on the revelation so the close-up finds you.',
      'Hold your reaction three full seconds after the last line — that is the shot.',
    ],
    button: 'yes',
    ending: 'The scene ends on your reaction, held for the close-up.',
    tapeFrame: 'Close: shoulders up, eyes in the top third, the reader tight beside the lens.',
    size: 'small enough for the close-up',
  },
  'single-cam-comedy': {
    frame: 'Single-camera comedy: shot like a film, close and real. The situation is funny; you play the want straight.',
    physical: ['Keep gestures inside the frame, around chest height.', 'Let a reaction live in the eyes a beat before you speak.'],
    button: 'optional',
    ending: 'A small, real reaction can button the scene; a big bit reads as mugging.',
    tapeFrame: 'Mid-chest to just above the head; eyes in the top third.',
    size: 'small and real, inside the frame',
  },
  horror: {
    frame: 'Thriller/horror: the frame is close and the tension lives in stillness, breath and what you notice before anyone else.',
    physical: [
      'Let the breath change before the face does.',
      'When something is heard, lock the eyes on one point; do not search the room.',
    ],
    button: 'optional',
    ending: 'End on a held beat of listening, short and still.',
    tapeFrame: 'Close, chest up; low, even light is fine — no coloured gels.',
    size: 'slow and still, so the tension holds',
  },
  film: {
    frame: 'Film: the most intimate frame — small, true, listening. The camera sees you think.',
    physical: [
      'Keep any movement slow and motivated; sudden moves leave a close frame.',
      'Pick one object in the place and let it do the work.',
    ],
    button: 'rarely',
    ending: 'Film scenes end on a held thought, not a button.',
    tapeFrame: 'Mid-chest to just above the head; eyes in the top third.',
    size: 'small, because the camera is close',
  },
  drama: {
    frame: 'TV drama: a close frame that catches thought. The work is in listening and in what you hold back.',
    physical: [
      'Stillness reads: one small action, the rest of the body quiet.',
      'Let the eyes move on the discoveries, not on every line.',
    ],
    button: 'rarely',
    ending: 'Drama scenes rarely want a button: end on the thought and stay in it.',
    tapeFrame: 'Mid-chest to just above the head; eyes in the top third.',
    size: 'small and quiet, so the thought shows',
  },
};

export const ROLE_NOTES: Record<RoleSize, string> = {
  lead: 'As the lead the story is told through your choices: every shift in the beats should show in you.',
  supporting: "A supporting role serves the lead's story with a point of view of its own — know what you want from them.",
  'series-regular':
    'For a series regular casting asks "can we watch this person every week?": a clear point of view and range across the beats.',
  recurring: 'A recurring role needs a life between episodes: one specific trait, played consistently.',
  'guest-star': "A guest star drives this week's story: come in with clear stakes and make the scene about what you need.",
  'co-star': "A co-star serves the scene: be real, make the moment clear, and don't make a meal of a few lines.",
};
