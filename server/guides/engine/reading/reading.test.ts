import { describe, expect, test } from 'vitest';
import { GUIDE_SIDES } from '../../../../test/fixtures/guide-sides.js';
import { FUNCTION_WORDS } from '../../../../bench/guide-metrics.js';
import { sentencesOf } from './language.js';
import { isChildSafe } from './maturity.js';
import { readScript } from './read-script.js';

const readingOf = (id: string) => {
  const side = GUIDE_SIDES.find((s) => s.id === id)!;
  return readScript([{ script: side.script, fileType: 'sides' }], side.character).scenes[0]!;
};

describe('the language layer', () => {
  test('questions, imperatives and negation come from the tagger, not punctuation alone', () => {
    const [order, question, refusal] = sentencesOf("Swap shifts with me. Can we go? I won't go back there.");
    expect(order).toMatchObject({ imperative: true, question: false });
    expect(question).toMatchObject({ question: true, imperative: false });
    expect(refusal!.negative).toBe(true);
    expect(sentencesOf('Cat on the roof.')[0]!.imperative).toBe(false);
  });
});

describe('reading a scene', () => {
  test.each(GUIDE_SIDES.map((s) => [s.id]))('%s: a turn, beats with one tactic each, images that are content words', (id) => {
    const scene = readingOf(id);
    expect(scene.turn).not.toBeNull();
    expect(scene.beats.filter((b) => b.isTurn)).toHaveLength(1);
    for (const image of scene.images) expect(FUNCTION_WORDS.has(image.word)).toBe(false);
    // Page furniture never opens a beat.
    for (const beat of scene.beats) expect(scene.items[beat.start]!.kind).not.toBe('cue');
  });

  test('the obstacle is the partner refusing the ask, and the turn is that refusal', () => {
    const scene = readingOf('photo-teen-drama');
    expect(scene.wants.find((w) => w.from === 'JADE')?.verbPhrase).toBe('tell them it was her');
    expect(scene.resistance.every((r) => r.by === 'TESS')).toBe(true);
    expect(scene.turn?.line.text).toMatch(/^Jade, I can't/);
  });

  test('relationships come from the page and the way people address each other', () => {
    const lily = readingOf('stray-kid-film').relationships[0]!;
    expect(lily.callsThem).toContain('Grandpa');
    expect(lily.sharedHistory.map((h) => h.text).join(' ')).toMatch(/Christmas/);
    expect(readingOf('photo-teen-drama').relationships[0]!.named).toMatch(/best friend/);
  });

  test('mature content is read in context: weapons and blood flag, idioms do not', () => {
    expect(readingOf('farmhouse-thriller').mature.map((m) => m.topic)).toEqual(expect.arrayContaining(['weapons', 'blood and injury']));
    expect(readingOf('rings-comedy-film').mature).toEqual([]);
    expect(readingOf('ladder-multicam').mature).toEqual([]);
    expect(readingOf('drive-drama-film').mature).toEqual([]);
    expect(isChildSafe('Dana is going to kill you.')).toBe(false);
    expect(isChildSafe('She hands Toby the glue gun.')).toBe(true);
  });

  test('the moment before and the repeated images come from the scene', () => {
    const del = readingOf('ladder-multicam');
    expect(del.images[0]!.word).toBe('ladder');
    expect(readingOf('photo-teen-drama').momentBefore.presumes).toBe('search');
  });
});
