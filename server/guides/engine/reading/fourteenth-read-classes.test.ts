/**
 * Classes the fourteenth set showed (decision 057), each in words of its own: a role noun that ends on an accented letter
 * ("Her fiancé LUC", "NINA, his fiancée") gives the pronoun as any other does — JavaScript's \b had never matched after
 * the "é".
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';

test('"Her fiancé LUC" makes Luc "he"; "NINA (29), his fiancée," makes Nina "she"', () => {
  const reading = readScript(
    [
      {
        script: sidesOf(
          'screenplay',
          `
# 3 INT. REGISTRY OFFICE - CORRIDOR - DAY
MAEVE (30) waits on a bench with a bouquet. Her fiancé LUC (32) runs in, tie undone.
LUC: The car died on the ring road.
MAEVE: You're here. That's what counts.

# 4 INT. FLAT - NIGHT
TOM (31) irons a shirt. NINA (29), his fiancée, reads the seating plan.
NINA: Your uncle can't sit by my dad.
TOM: Then he stands.
`,
        ),
        fileType: 'sides',
      },
    ],
    'MAEVE',
  );
  expect(reading.pronouns.LUC).toBe('he');
  expect(reading.pronouns.NINA).toBe('she');
});

const read = (page: string, character: string) =>
  readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;

test('the one holding out handing over the very thing asked for is the yes, however few words go with it', () => {
  const scene = read(
    `
# 6 INT. SCHOOL OFFICE - DAY
MR. ABARA (50s), the caretaker, polishes a trophy. JUNE (12) stands at the counter.
JUNE: I need the gym key. The team's locked out.
MR. ABARA: Gym's shut on Sundays.
JUNE: It's the final. Twenty girls in the rain.
MR. ABARA: Not my rule, June.
JUNE: Please. Give me the key and I'll bring it straight back.
MR. ABARA: Your mother played in that gym.
JUNE: I know. Please.
He looks at the trophy a long time. Then he slides the key across the counter to her.
`,
    'JUNE',
  );
  expect(scene.arc?.outcome).toBe('pursuer');
});

test('terms set on the very thing asked ("You want my van, you wash it first.") come out with a yes', () => {
  const scene = read(
    `
# 2 EXT. DRIVEWAY - DAY
OLIVE (17) holds a bucket. Her uncle STAN (60s) tinkers under the bonnet of an old van.
OLIVE: Lend me the van for Saturday.
STAN: The van's older than you.
OLIVE: I've booked the gig. It's the only van that fits the drums.
STAN: It burns oil.
OLIVE: I'll top it up. Every mile.
Stan wipes his hands on a rag for a long moment.
STAN: You want my van, you wash it first. Inside and out.
Olive is already filling the bucket.
`,
    'OLIVE',
  );
  expect(scene.arc?.outcome).toBe('pursuer');
});

test('"(a sigh) Lift him up." is giving way, not the wall; "Please can Biscuit be in the parade?" asks leave for the dog', () => {
  const scene = read(
    `
# 11 EXT. VILLAGE GREEN - DAY
TOBY (8) holds a scruffy terrier on a string. MRS. PIKE (70s), in charge of the parade, folds up her list.
TOBY: Please can Biscuit be in the parade?
MRS. PIKE: The list closed at nine, love. Rules are rules.
TOBY: Can you just see him walk? Just once round.
MRS. PIKE: (a sigh) Lift him up, then.
Toby lifts Biscuit up. Biscuit licks her glasses.
MRS. PIKE: Well. He's clean, I'll say that.
TOBY: Biscuit, we're in!
`,
    'TOBY',
  );
  const parade = scene.wants.find((w) => w.askText === 'Please can Biscuit be in the parade?');
  expect(parade?.verbPhrase).toBe('let Biscuit be in the parade');
  expect(scene.obstacle?.line.text).not.toContain('Lift him up');
});
