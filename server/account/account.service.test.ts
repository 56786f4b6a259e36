import { expect, test } from 'vitest';
import { monthlyPeriodEnd } from './account.service.js';

const d = (s: string) => new Date(s);

test('the period ends on the next monthly anniversary of sign-up', () => {
  expect(monthlyPeriodEnd(d('2026-01-15T10:00:00Z'), d('2026-01-20T00:00:00Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
  expect(monthlyPeriodEnd(d('2026-01-15T10:00:00Z'), d('2026-03-15T09:59:59Z')).toISOString()).toBe('2026-03-15T10:00:00.000Z');
  expect(monthlyPeriodEnd(d('2026-01-15T10:00:00Z'), d('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
});

test('month-end sign-ups clamp to shorter months', () => {
  expect(monthlyPeriodEnd(d('2026-01-31T00:00:00Z'), d('2026-02-01T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  expect(monthlyPeriodEnd(d('2026-01-31T00:00:00Z'), d('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-03-31T00:00:00.000Z');
});
