import { expect, test } from 'vitest';
import { capitalise } from '../../lib/format';
import { canGenerate, fallbackUsage, remainingGuides } from './usage';

test('remaining is limit minus used, never below 0; null limit is unlimited', () => {
  expect(remainingGuides(0, 3)).toBe(3);
  expect(remainingGuides(5, 3)).toBe(0);
  expect(remainingGuides(7, null)).toBeNull();
});

test('generation is allowed only with guides left or no limit', () => {
  expect(canGenerate(0, 1)).toBe(true);
  expect(canGenerate(1, 1)).toBe(false);
  expect(canGenerate(100, null)).toBe(true);
});

test('dashboard fallback uses the user values with a default limit of 1 and marks demo', () => {
  expect(fallbackUsage({})).toEqual({ planName: 'Free', used: 0, limit: 1, renewsAt: null, demo: true });
  expect(fallbackUsage({ subscription: 'starter', guidesUsed: 2, guidesLimit: 3 })).toMatchObject({
    planName: 'Starter',
    used: 2,
    limit: 3,
  });
  expect(capitalise('premium')).toBe('Premium');
});
