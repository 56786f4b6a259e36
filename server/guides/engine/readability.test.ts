import { expect, test } from 'vitest';
import { bannedPhrases, readingGrade, syllables } from './readability.js';

test('syllables', () => {
  expect(syllables('cat')).toBe(1);
  expect(syllables('lemonade')).toBe(3);
  expect(syllables('table')).toBe(2);
  expect(syllables('interrogate')).toBe(4);
});

test('short plain sentences read below grade 4; dense prose reads far above', () => {
  expect(readingGrade('You are Maya. You sell lemonade. Your dad helps you. You want a bike.')).toBeLessThan(2);
  expect(
    readingGrade(
      'The character’s psychological motivation necessitates a sophisticated interpretation of circumstantial relationships throughout the narrative.',
    ),
  ).toBeGreaterThan(12);
});

test('result words for feelings are caught; wants and games are not', () => {
  expect(bannedPhrases('Be sadder here. Act angrier there. Look really scared.')).toHaveLength(3);
  expect(bannedPhrases('What would you do if your dad said no? Say the line like a robot.')).toEqual([]);
});
