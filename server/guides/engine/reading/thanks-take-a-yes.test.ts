/**
 * Thanks take a yes; they give none (decision 054). "Thank you." after the partner's line marks that line as the yes
 * when its speaker held out before it, and never makes the thanked one's terms ("Don't touch the heating.") the want
 * the scene is about. "I need one more hour." says the want outright ("give me one more hour"), and "Please." asks: it
 * calls no one.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';

const LIBRARY = `
# INT. TOWN LIBRARY - FRONT DESK - NIGHT
The lights are going off row by row. PRIYA (17) runs in, soaked, a laptop bag over her head.
PRIYA: Please. I need one more hour.
MR. ODUYA: We closed at eight. I'm the man who locks up.
PRIYA: My essay's on the computer here. It's due at nine tomorrow.
MR. ODUYA: There's no late opening. There's no overtime either. I've a bus to catch.
PRIYA: It's one file. I'll be twenty minutes.
MR. ODUYA: Twenty minutes is what they all say.
PRIYA: It's for the scholarship. If it's late, I'm out.
MR. ODUYA: (quiet) Which scholarship?
PRIYA: The Halloran. My gran was a cleaner here. Forty years.
MR. ODUYA: (a long breath) Agnes Halloran's granddaughter. She fed my cat when I was in hospital.
He takes the keys off his belt.
MR. ODUYA: Computer four is on the left. Don't touch the heating and don't talk to me till you've saved it twice.
PRIYA: Thank you. Thank you.
`;

test('the line thanked is the yes, and the one who thanks was the one pressing', () => {
  const scene = readScript([{ script: sidesOf('screenplay', LIBRARY), fileType: 'sides' }], 'PRIYA').scenes[0]!;
  expect(scene.turn).toMatchObject({ by: 'MR. ODUYA', because: 'gives-in', text: 'Computer four is on the left.' });
  expect(scene.arc?.pursuer).toBe('PRIYA');
  expect(scene.arc?.want?.askText).toBe('I need one more hour.');
  // The need's object is the playable want: "give me one more hour".
  expect(scene.arc?.want?.verbPhrase).toMatch(/^give \w+ one more hour$/);
  expect(scene.arc?.outcome).toBe('pursuer');
});

const BOATHOUSE = `
# INT. BOATHOUSE - NIGHT
MARA (16) stands at the rail in the rain. Old FENWICK (70) coils a rope.
MARA: I need the boat tonight.
FENWICK: It's blowing a gale out there.
MARA: I can handle a gale. You taught me.
FENWICK: I taught your mother too. Look where that got her.
MARA: She'd have gone. You know she would.
Fenwick stops coiling.
FENWICK: Oars are under the tarp.
MARA: Thank you. Thank you, Fen.
`;

test('thanks argue against nothing, and "Look where that got her." asks for nothing', () => {
  const scene = readScript([{ script: sidesOf('screenplay', BOATHOUSE), fileType: 'sides' }], 'MARA').scenes[0]!;
  expect(scene.events.filter((e) => e.text.startsWith('Thank you'))).toEqual([]);
  // The balance moves on her card ("She'd have gone." — Fenwick stops coiling); the oars are the yes it wins.
  expect(scene.turn).toMatchObject({ by: 'MARA', text: "She'd have gone." });
  expect(scene.arc).toMatchObject({ pursuer: 'MARA', outcome: 'pursuer' });
  expect(scene.wants.map((w) => w.askText)).not.toContain('Look where that got her.');
});
