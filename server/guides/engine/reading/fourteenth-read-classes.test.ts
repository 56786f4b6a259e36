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
