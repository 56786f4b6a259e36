import { expect, test } from 'vitest';
import type { PageText, Row } from './positioned-text.js';
import { unfoldTwoUp } from './two-up.js';

const row = (y: number, ...segs: Array<[number, string]>): Row => ({
  page: 1,
  y,
  size: 12,
  segments: segs.map(([x, text]) => ({ x, text, width: text.length * 7.2 })),
});
const sheet = (width: number, height: number, rows: Row[]): PageText => ({
  page: 1,
  width,
  height,
  method: 'text',
  confidence: 1,
  rows,
  dropped: [],
});

/** One page of sides, offset to the right by `dx`, starting at row `y0`. */
const sidesPage = (dx: number, y0: number, who: string): Row[][] =>
  [
    [[dx + 266, who]],
    [[dx + 180, 'A line of speech that runs on.']],
    [[dx + 108, 'Some action on the page.']],
    [[dx + 266, 'OTHER']],
    [[dx + 180, 'An answer.']],
  ].map((segs, i) => [row(y0 + i * 12, ...(segs as Array<[number, string]>))]);

test('two pages side by side on a landscape sheet become one tall page, the left page first', () => {
  const left = sidesPage(0, 100, 'LEFTY').flat();
  const right = sidesPage(612, 94, 'RIGHTY').flat();
  const unfolded = unfoldTwoUp(
    sheet(
      1224,
      792,
      [...left, ...right].sort((a, b) => a.y - b.y),
    ),
  );
  expect(unfolded.width).toBe(612);
  expect(unfolded.height).toBe(1584);
  const texts = unfolded.rows.map((r) => r.segments.map((s) => `${s.x}:${s.text}`).join(' '));
  expect(texts[0]).toBe('266:LEFTY');
  expect(texts[5]).toBe('266:RIGHTY');
  // The right page keeps its own indents and follows the left one down the tall page.
  expect(unfolded.rows[5]!.y).toBeGreaterThan(unfolded.rows[4]!.y);
});

test('a portrait page, a landscape page with text across the middle, and a VIDEO | AUDIO table are left as they are', () => {
  const portrait = sheet(612, 792, [...sidesPage(0, 100, 'A').flat(), ...sidesPage(0, 300, 'B').flat()]);
  expect(unfoldTwoUp(portrait)).toBe(portrait);
  const across = sheet(1224, 792, [
    ...sidesPage(0, 100, 'A').flat(),
    ...sidesPage(612, 100, 'B').flat(),
    row(400, [400, 'A line of action printed right across the middle of a wide page.']),
  ]);
  expect(unfoldTwoUp(across)).toBe(across);
  const av = sheet(1224, 792, [
    row(80, [60, 'VIDEO'], [700, 'AUDIO']),
    ...sidesPage(0, 100, 'A').flat(),
    ...sidesPage(612, 100, 'B').flat(),
  ]);
  expect(unfoldTwoUp(av)).toBe(av);
});

test('a landscape table with a column before its picture cell (TIME | PICTURE | SOUND, SHOT | VISION | AUDIO) is one page read across', () => {
  for (const header of [
    row(80, [40, 'SECS'], [110, 'PICTURE'], [660, 'SOUND']),
    row(80, [40, 'SHOT'], [100, 'VISION:'], [640, 'AUDIO:']),
  ]) {
    const table = sheet(1224, 792, [header, ...sidesPage(0, 100, 'A').flat(), ...sidesPage(612, 100, 'B').flat()]);
    expect(unfoldTwoUp(table)).toBe(table);
  }
});
