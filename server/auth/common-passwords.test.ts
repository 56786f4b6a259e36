import { expect, test } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

test('refuses common bases with the usual decorations', () => {
  for (const p of ['Password1', 'Passw0rd!', 'Welcome123', 'Sunshine2024', 'Qwerty123', 'Iloveyou1!', 'Aaaaaaa1']) {
    expect(isCommonPassword(p), p).toBe(true);
  }
});

test('accepts uncommon passwords', () => {
  for (const p of ['Curtain-Call-42', 'Spotlight-Ready-7', 'Mx7!pQ2rT9', 'Password-Tango-Lima-9']) {
    expect(isCommonPassword(p), p).toBe(false);
  }
});
