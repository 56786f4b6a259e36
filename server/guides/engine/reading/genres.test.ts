/**
 * The scene reading against a coach's reading of nine original sides (one per genre of the spec's
 * example list): the central want, the partner's line that resists, the named stakes, the turn,
 * the partners, each relationship and the pronouns the page uses. The expectations were written by
 * hand before the reading ran.
 */
import { describe, expect, test } from 'vitest';
import { checksOf } from './test-sides/coach-checks.js';
import { NINE_GENRES } from './test-sides/nine-genres.js';

describe.each(NINE_GENRES.map((s) => [s.label, s] as const))('%s', (_label, side) => {
  test.each(checksOf(side).map((c) => [c.name, c] as const))('%s', (_name, check) => {
    expect(check.got, `expected ${JSON.stringify(check.expected)}`).toSatisfy(() => check.pass);
  });
});
