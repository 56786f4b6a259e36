import { describe, expect, test } from 'vitest';
import { MESSAGES, normaliseEmail, passwordProblem, registerRequest } from './auth.js';

describe('registration rules, in the spec order', () => {
  test('mismatch wins over every other problem', () => {
    expect(passwordProblem('a', 'b')).toBe('Passwords do not match');
  });
  test('then length', () => {
    expect(passwordProblem('Ab1', 'Ab1')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('abcdefg', 'abcdefg')).toBe('Password must be at least 8 characters');
  });
  test('then character classes', () => {
    for (const p of ['abcdefgh1', 'ABCDEFGH1', 'Abcdefghi']) {
      expect(passwordProblem(p, p)).toBe('Password must contain at least one uppercase letter, one lowercase letter, and one number');
    }
  });
  test('a password meeting every rule passes', () => {
    expect(passwordProblem('Curtain-Call-42', 'Curtain-Call-42')).toBeNull();
    expect(passwordProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
  });
  test('the schema reports the first problem only, on the right field', () => {
    const r = registerRequest.safeParse({ email: 'a@b.co', password: 'x', confirmPassword: 'y' });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([expect.objectContaining({ message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] })]);
  });
});

describe('email normalisation', () => {
  test('trims and lower-cases', () => {
    expect(normaliseEmail('  Parent@Example.COM\t')).toBe('parent@example.com');
  });
  test('the schema normalises before validating, and defaults the name to ""', () => {
    const r = registerRequest.parse({ email: ' Kid.Actor@Mail.Org ', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' });
    expect(r.email).toBe('kid.actor@mail.org');
    expect(r.name).toBe('');
  });
  test('an invalid email is refused', () => {
    expect(registerRequest.safeParse({ email: 'nope', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }).success).toBe(false);
  });
});
