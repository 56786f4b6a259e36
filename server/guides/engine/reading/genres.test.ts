/**
 * The scene reading against a coach's reading of nine original sides (one per genre of the spec's
 * example list): the central want, the partner's line that resists, the named stakes, the turn,
 * the partners and each relationship. The expectations were written by hand before the reading ran.
 */
import { describe, expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';
import { NINE_GENRES } from './test-sides/nine-genres.js';
import type { TestSide } from './test-sides/side.js';

/** Reads a side and returns the reading of its scene beside the pronouns of the whole reading. */
export function readSide(side: TestSide) {
  const reading = readScript([{ script: sidesOf(side.family, side.page), fileType: 'sides' }], side.character);
  return { reading, scene: reading.scenes[0]! };
}

/** Each part of the coach's reading as a separate check, so a report can count them. */
export function checksOf(side: TestSide): Array<[string, () => void]> {
  const { coach } = side;
  const { reading, scene } = readSide(side);
  return [
    ['partners', () => expect([...scene.partners].sort()).toEqual([...coach.partners].sort())],
    [
      'want',
      () => {
        // The central ask is the one fought over; without a fight, what they were after up to the turn ("Go." after it is the outcome).
        const at = (line: unknown) => scene.items.findIndex((i) => i.kind === 'speech' && i.line === line);
        const turnAt = scene.turn ? at(scene.turn.line) : Infinity;
        const theirs = scene.wants.filter((w) => w.from === coach.want.from);
        const want = theirs.find((w) => w.resisted) ?? theirs.find((w) => at(w.ask) <= turnAt);
        expect(want?.of).toBe(coach.want.of);
        expect(want?.askText).toContain(coach.want.ask);
      },
    ],
    [
      'obstacle',
      () =>
        coach.obstacle
          ? expect({ by: scene.obstacle?.by, says: scene.obstacle?.line.text }).toEqual({
              by: coach.obstacle.by,
              says: expect.stringContaining(coach.obstacle.says) as string,
            })
          : expect(scene.obstacle).toBeNull(),
    ],
    [
      'stakes',
      () =>
        expect(
          coach.stakes.some((s) => scene.stakes[0]?.line.text.includes(s)),
          scene.stakes[0]?.text,
        ).toBe(true),
    ],
    ['turn', () => expect(scene.turn?.line.text).toContain(coach.turn)],
    [
      'relationships',
      () => {
        for (const [partner, want] of Object.entries(coach.relationships)) {
          const r = scene.relationships.find((x) => x.partner === partner);
          expect(r, partner).toBeDefined();
          if (want.named) expect(r!.named).toContain(want.named);
          for (const term of want.callsThem ?? []) expect(r!.callsThem).toContain(term);
          for (const term of want.calledBy ?? []) expect(r!.calledBy).toContain(term);
          if (want.history) expect(r!.sharedHistory.map((h) => h.text).join(' ')).toContain(want.history);
        }
      },
    ],
    [
      'pronouns',
      () => {
        for (const [name, pronoun] of Object.entries(coach.pronouns ?? {})) expect(reading.pronouns[name], name).toBe(pronoun);
      },
    ],
  ];
}

describe.each(NINE_GENRES.map((s) => [s.label, s] as const))('%s', (_label, side) => {
  test.each(checksOf(side))('%s', (_name, check) => check());
});
