/** Maturity by phrase in context: a tool's own blade is not a weapon; a blade on its own still is. */
import { expect, test } from 'vitest';
import { flaggedSentence, matureFlags } from './maturity.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';

const flagsOf = (text: string) => matureFlags([{ speaker: 'ACTION', text, id: null, ref: 'p.1' }]).map((f) => f.topic);

test('a blender missing its blade is a kitchen, not a weapon; a drawn blade is', () => {
  expect(flagsOf('PIPER holds a blender. It is missing its lid, its blade and most of its dignity.')).toEqual([]);
  expect(flagsOf("The fan's blade spins.")).toEqual([]);
  expect(flagsOf('He draws a blade from his boot.')).toEqual(['weapons']);
  expect(flagsOf('She picks up the knife.')).toEqual(['weapons']);
});

test('household things named like the list are not flags; the drink, the strip and the weed still are', () => {
  expect(flagsOf('You used Scotch tape.')).toEqual([]);
  expect(flagsOf('She reads the comic strip and laughs.')).toEqual([]);
  expect(flagsOf('They spent Sunday pulling weeds.')).toEqual([]);
  expect(flagsOf('He pours a Scotch and drinks it.')).toEqual(['alcohol']);
  expect(flagsOf('He rolls a joint of weed.')).toEqual(['drugs']);
});

test('"Bloody hell" is language a parent hears about; a bloody nose is not', () => {
  expect(flagsOf('Bloody hell, Mum.')).toEqual(['strong language']);
  expect(flagsOf('He has a bloody nose from the ball.')).toEqual([]);
});

test('"crap" is mild language a parent hears about; a beer is alcohol, quoted at the sentence that holds it', () => {
  expect(flagsOf('That was a crap shot.')).toEqual(['mild language']);
  expect(flagsOf('Oh, piss off.')).toEqual(['mild language']);
  expect(flagsOf('Root beer. Just root beer.')).toEqual([]);
  const [beer] = matureFlags([
    { speaker: 'ACTION', text: 'Rain on the shed roof. RAFE (16) sits on a crate. A warm beer stands by his boot.', id: null, ref: 'p.1' },
  ]);
  expect(beer?.topic).toBe('alcohol');
  expect(flaggedSentence(beer!)).toBe('A warm beer stands by his boot.');
  const [long] = matureFlags([
    {
      speaker: 'ACTION',
      text: 'Out on the jetty, RAFE (16) leans against the bait fridge with his cap pulled low and a bottle of vodka wedged between his knees.',
      id: null,
      ref: 'p.1',
    },
  ]);
  expect(flaggedSentence(long!)).toBe('…and a bottle of vodka wedged between his knees.');
});

test('a vape or a cigarette is flagged to the parent; a smoke alarm is not', () => {
  expect(flagsOf('Jas pulls a purple vape from her blazer pocket.')).toEqual(['smoking and vaping']);
  expect(flagsOf('He lights a cigarette at the window.')).toEqual(['smoking and vaping']);
  expect(flagsOf('The smoke alarm beeps. Nobody moves.')).toEqual([]);
});

test('a teenager is told nothing, but the parent is: the warning names the vape with its line', () => {
  const doc = offlineGuideOf(
    `
# 4 INT. SCHOOL TOILETS - DAY
JAS (14) leans on the sinks. She holds out a purple vape to MINA (13).
JAS: Go on. Everyone does it.
MINA: I'm fine.
`,
    'MINA',
    { actorAge: 13 },
  );
  expect(doc.warnings.join(' ')).toContain('smoking and vaping');
});

test('a knife in a kitchen at work cuts the bread; a knife drawn or pointed at someone is a weapon', () => {
  const page = (...lines: string[]) =>
    matureFlags(lines.map((text, i) => ({ speaker: 'ACTION', text, id: null, ref: `p.${i + 1}` }))).map((f) => f.topic);
  expect(page('Mum butters toast at the counter.', 'She sets the knife down and turns.')).toEqual([]);
  expect(page('He passes her the bread knife.')).toEqual([]);
  expect(page('The kitchen. Onions on the board.', 'He points the knife at Rafe.')).toEqual(['weapons']);
  expect(page('A knife glints on the back seat.')).toEqual(['weapons']);
});

test("a fake ID, skipping school and a parent's thing sold are risk-taking a parent hears about; a school day is not", () => {
  expect(flagsOf('Kenzie, this is a fake ID.')).toEqual(['risk-taking']);
  expect(flagsOf("We're skipping school Friday.")).toEqual(['risk-taking']);
  expect(flagsOf("I sold my dad's old watch. He never wears it.")).toEqual(['risk-taking']);
  expect(flagsOf("Thursday's a school day. I sold my bike.")).toEqual([]);
});
