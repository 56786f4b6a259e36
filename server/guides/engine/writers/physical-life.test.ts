/**
 * Physical life is what the page has the character do (decision 054): their first move and their last, then one between, the
 * sentences of one action the character does joined ("…a long time, then kneels…"), an action opening on their
 * pronoun counted as theirs when nobody else in the scene goes by it; the directions on their lines after, a written
 * pause last.
 */
import { expect, test } from 'vitest';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';

const POND = `
# EXT. GRANNY'S GARDEN - DUSK
KIT (10) sits on the back step with a jam jar in her lap. Her grandad WILF (70s) hangs out a tea towel.
WILF: What's in the jar?
KIT: Nothing.
WILF: Nothing's swimming.
KIT: A newt. Can I keep him?
WILF: Newts like the pond, love.
KIT: (beat) I'd give him a leaf every day.
WILF: And where does he sleep?
She turns the jar in her hands.
KIT: In the jar. By my bed. He likes me.
WILF: He'd miss the water.
KIT: I'd miss him more.
WILF: I know, love.
Kit looks at the jar a long time. Then she walks to the pond, crouches at the edge and tips the jar.
KIT: Bye, newt.
`;

test("the page's moves for the character come first, a pronoun-led sentence counted as theirs, the pause last", () => {
  const notes = offlineGuideOf(POND, 'KIT', { actorAge: 15 }).scenes[0]!.physicality.map((n) => n.text);
  expect(notes.some((n) => n.includes('crouches at the edge and tips the jar'))).toBe(true);
  expect(notes.some((n) => n.includes('turns the jar in her hands'))).toBe(true);
  expect(notes.findIndex((n) => n.startsWith('The pause'))).not.toBe(0);
});

test('a short guide keeps where the scene starts and where it ends up', () => {
  const notes = offlineGuideOf(POND, 'KIT', { actorAge: 10, roleSize: 'co-star' }).scenes[0]!.physicality.map((n) => n.text);
  expect(notes).toHaveLength(2);
  expect(notes[0]).toContain('sits on the back step');
  expect(notes[1]).toContain('tips the jar');
});
