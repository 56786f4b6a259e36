import { expect, test } from 'vitest';
import { dropOutsized, wordsToRows, type Word } from './positioned-text.js';

const w = (text: string, x: number, y: number, height = 12): Word => ({ text, x, y, width: text.length * 7.2, height });

test('words on one baseline form a row; a wide gap starts a new segment (dual dialogue)', () => {
  const rows = wordsToRows(1, [
    w('He', 108, 100),
    w('started', 129.6, 100.5),
    w('it!', 187.2, 99.5),
    w('She', 330, 100),
    w('said', 358.8, 100),
  ]);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.segments.map((s) => s.text)).toEqual(['He started it!', 'She said']);
});

test('rows are ordered top to bottom', () => {
  const rows = wordsToRows(1, [w('second', 108, 124), w('first', 108, 100)]);
  expect(rows.map((r) => r.segments[0]!.text)).toEqual(['first', 'second']);
});

test('outsized stamps are dropped before rows are built', () => {
  expect(
    dropOutsized([w('MAYA', 266, 100), w('Hi.', 180, 112), w('there', 220, 112), w('SIDES', 200, 300, 28)]).map((x) => x.text),
  ).toEqual(['MAYA', 'Hi.', 'there']);
});

test('a line printed over another (a stamp across a cue) is a segment of its own, not glued to the words under it', () => {
  const stamp: Word = { text: 'SIDES FOR CASTING ONLY - someone@agency.example', x: 200, y: 100, width: 250, height: 9 };
  const rows = wordsToRows(1, [stamp, w('RAY', 252, 99)]);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.segments.map((s) => s.text)).toEqual([stamp.text, 'RAY']);
});

test('a capitals name, a gap wider than a space, then a sentence: the speech tabbed beside its cue is its own segment', () => {
  // A word processor's tab stop can fall a few points after a long name: narrower than the 2.5-character split.
  const name: Word = { text: 'MAN IN WET COAT', x: 72, y: 100, width: 98, height: 11 };
  const speech: Word = { text: 'Are you still open?', x: 180, y: 100, width: 96, height: 11 };
  expect(wordsToRows(1, [name, speech])[0]!.segments.map((s) => s.text)).toEqual(['MAN IN WET COAT', 'Are you still open?']);
});

test('action opening with a name keeps its one space and stays whole', () => {
  const rows = wordsToRows(1, [w('MAYA', 72, 100), w('runs', 108, 100), w('to', 144, 100), w('the', 165.6, 100), w('door.', 194.4, 100)]);
  expect(rows[0]!.segments.map((s) => s.text)).toEqual(['MAYA runs to the door.']);
  // A single Courier space before a capitalised word is still a space, not a tab.
  const named = wordsToRows(1, [w('MAYA', 72, 100), w('Lopez', 108, 100), w('waves.', 151.2, 100)]);
  expect(named[0]!.segments.map((s) => s.text)).toEqual(['MAYA Lopez waves.']);
});

test('a play that letter-spaces its speakers ("O R L A") reads them as names, a wider space parting two words', async () => {
  const { assemble } = await import('./ingest-pdf.js');
  const body: Array<[string, number]> = [
    ['O R L A', 280],
    ['The gate was open when I came. I shut it behind me.', 90],
    ['M I S S   V E E', 262],
    ['You shut it on the goat, dear. He is still outside.', 90],
    ['O R L A', 280],
    ['Then the goat can learn to knock, like the rest of us.', 90],
    ['M I S S   V E E', 262],
    ['Go and fetch him in before the rain comes over the hill.', 90],
  ];
  const rows = wordsToRows(
    1,
    body.map(([text, x], i) => w(text, x, 100 + i * 36 + (i % 2) * -18)),
  );
  expect(rows.map((r) => r.segments[0]!.text).filter((t) => /^[A-Z ]+$/.test(t))).toEqual(['ORLA', 'MISS VEE', 'ORLA', 'MISS VEE']);
  const script = assemble([{ page: 1, width: 612, height: 792, method: 'text', confidence: 1, rows, dropped: [] }]);
  expect(script.characters.map((c) => c.name).sort()).toEqual(['MISS VEE', 'ORLA']);
});

test('two capitals, or capitals inside a sentence, are left as printed', () => {
  const rows = wordsToRows(1, [w('P R', 300, 100), w('I said A B C, then stopped.', 90, 130)]);
  expect(rows.map((r) => r.segments[0]!.text)).toEqual(['P R', 'I said A B C, then stopped.']);
});
