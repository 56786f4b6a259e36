import { expect, test } from 'vitest';
import { guideRequest } from '../contracts/guides.js';
import { cleanText, normaliseDeep, normaliseText } from './normalise.js';

test('NUL and other control characters go, tab and newline stay, line ends become \\n', () => {
  expect(normaliseText('MA\u0000YA\u0007\tsays\r\nhi\rthere\u007f\u001b[31m')).toBe('MAYA\tsays\nhi\nthere[31m');
});

test('text is composed to NFC and cut to its cap without halving a character', () => {
  expect(normaliseText('Zoe\u0308')).toBe('Zoë');
  expect(normaliseText('ab😀', 3)).toBe('ab');
  expect(normaliseText('abc', 2)).toBe('ab');
});

test('every string inside a value is normalised, other values kept', () => {
  expect(normaliseDeep({ a: ['x\u0000y', 2, null], b: { c: 'e\u0301', d: true } })).toEqual({ a: ['xy', 2, null], b: { c: 'é', d: true } });
});

test('a form field is normalised, trimmed and refused past its cap or empty when required', () => {
  expect(cleanText(5).parse(' a\u0000b ')).toBe('ab');
  expect(cleanText(2).safeParse('abc').success).toBe(false);
  expect(cleanText(5, 'Name is required').safeParse('\u0000 ').error?.issues[0]?.message).toBe('Name is required');
});

const request = {
  uploadIds: ['u1'],
  characterName: 'Maya',
  productionTitle: 'T',
  productionType: 'film',
  roleSize: 'lead',
  genre: 'drama',
};

test('actor age is a whole number from the spec range, as a number or the form input digits, nothing coerced', () => {
  expect(guideRequest.parse({ ...request, actorAge: 10 }).actorAge).toBe(10);
  expect(guideRequest.parse({ ...request, actorAge: ' 14 ' }).actorAge).toBe(14);
  for (const actorAge of [[10], true, '10abc', 10.5, 0, 101, '', null, '1e1']) {
    expect(guideRequest.safeParse({ ...request, actorAge }).success, JSON.stringify(actorAge)).toBe(false);
  }
});

test('a guide request with a key the form never sends is refused', () => {
  expect(guideRequest.safeParse({ ...request, actorAge: 10, paid: true }).success).toBe(false);
});
