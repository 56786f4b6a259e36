/**
 * "You live in Leeds." says where someone lives; it tells them to do nothing (decision 054). Read as an order, it made
 * the grandfather the one pressing and "to live in Leeds" the scene's want. One's own name said calls nobody. A silence
 * that sets the scene is not the moment it turns.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { sentencesOf } from './language.js';
import { readScript } from './read-script.js';
import { readSide } from './test-sides/coach-checks.js';
import { UNSEEN_11 } from './test-sides/unseen-11.js';

const SHED = `
# SCENE TWO. An allotment shed, evening.
WALTER, seventies, sorts seed packets into a biscuit tin. His granddaughter JO, twenty, stands in the doorway, dripping.
JO: Mum says you've sold the allotment.
WALTER: Mum says a lot of things.
JO: Have you?
WALTER: Pass me the twine.
JO: Grandad. Have you sold it?
WALTER: The council wants it back. There's a waiting list. Forty names.
JO: That's not selling. That's giving it up.
WALTER: My knees gave it up. I'm just signing the form.
JO: I'll dig it. Saturdays. I'll come every Saturday.
WALTER: You live in Leeds.
JO: There's a train.
WALTER: (he stops sorting) Your gran planted those raspberry canes the year you were born.
JO: I know. She told me every summer.
A long pause. The rain gets heavier.
WALTER: The form's on the windowsill. It's not posted.
JO: Then don't post it.
WALTER: Saturdays, you said.
JO: Every one.
WALTER: (handing her the twine) Then you'd better learn to tie a bean pole.
`;

test('where someone lives is said, not asked; the one who comes to keep the allotment is the one pressing', () => {
  const scene = readScript([{ script: sidesOf('stage', SHED), fileType: 'sides' }], 'JO').scenes[0]!;
  expect(scene.events.filter((e) => e.text === 'You live in Leeds.' && e.kind === 'request')).toEqual([]);
  expect(scene.arc?.pursuer).toBe('JO');
});

test("one's own name said (a month that is also her name) calls nobody", () => {
  const page = `
# INT. FARMHOUSE KITCHEN - NIGHT
APRIL (30s) dries a plate. Her brother HAL (30s) does the bills.
HAL: Since when?
APRIL: April. It's funny, right? April in April.
HAL: You never said, April.
`;
  const scene = readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], 'APRIL').scenes[0]!;
  expect(scene.relationships.find((r) => r.partner === 'HAL')?.callsThem ?? []).not.toContain('April');
});

test("a silence in the scene's first third sets the scene; pressing is counted up to the moment that moves it", () => {
  // The eleventh read's café: "A WAITRESS puts down a bacon barm. Neither of them looks at it." comes eight lines in.
  const side = UNSEEN_11.find((s) => s.id === 'promenade-uktv')!;
  expect(readSide(side).scene.arc?.pursuer).toBe('LORRAINE');
});

test('"Which is more than I can say for my sister." hangs a clause on the sentence before: it says, it does not ask', () => {
  expect(sentencesOf('He has perfect attendance. Which is more than I can say for my sister.').map((s) => s.question)).toEqual([
    false,
    false,
  ]);
  expect(sentencesOf('Which one. The red?').map((s) => s.question)).toEqual([true, true]);
});
