import { describe, expect, test } from 'vitest';
import type { Script, ScriptCharacter, SpeechElement } from '../../common/contracts/script.js';
import { applyCorrections, checkCorrections } from './apply-corrections.js';

const source = { via: 'text', confidence: 1 } as const;
const speech = (id: string, speaker: string, text: string, page = 1): SpeechElement => ({
  kind: 'speech',
  speaker,
  extensions: [],
  parts: [{ kind: 'words', text }],
  text,
  id,
  page,
  source,
});
const character = (name: string, lines: number, scenes: number[], extra: Partial<ScriptCharacter> = {}): ScriptCharacter => ({
  name,
  lines,
  words: lines * 3,
  scenes,
  ...extra,
});

const script: Script = {
  version: 2,
  family: 'commercial',
  pages: 2,
  scenes: [
    {
      heading: 'INT. KITCHEN - DAY',
      number: null,
      setting: { interior: 'INT', place: 'KITCHEN', time: 'DAY' },
      page: 1,
      elements: [speech('s1', 'MOM', 'Eat up.'), speech('s2', 'SUPER', 'Fresh every morning'), speech('s3', 'KID', 'Yum!')],
    },
    {
      heading: 'EXT. PARK - DAY',
      number: null,
      setting: { interior: 'EXT', place: 'PARK', time: 'DAY' },
      page: 2,
      elements: [speech('s4', 'MOTHER', 'Careful!', 2), { kind: 'action', text: 'She runs.', page: 2, source }],
    },
  ],
  characters: [
    character('MOM', 1, [0], { introduction: 'MOM (40s), tired and kind.' }),
    character('SUPER', 1, [0]),
    character('KID', 1, [0], { age: 8 }),
    character('MOTHER', 1, [1], { age: 41 }),
  ],
  extraction: { method: 'text', confidence: 1, wordCount: 9, textLength: 60, preview: '', pages: [] },
};

describe('reading corrections', () => {
  test('no corrections leave the Script as it is', () => {
    expect(applyCorrections(script, { renames: [], notCharacters: [] })).toBe(script);
  });

  test('a merge adds the counts and scenes and keeps what the target knew first', () => {
    const fixed = applyCorrections(script, { renames: [{ from: 'MOTHER', to: 'mom' }], notCharacters: [] });
    expect(fixed.characters[0]).toEqual({
      name: 'MOM',
      lines: 2,
      words: 6,
      scenes: [0, 1],
      introduction: 'MOM (40s), tired and kind.',
      age: 41,
    });
    expect(fixed.scenes[1]!.elements[0]).toMatchObject({ kind: 'speech', speaker: 'MOM', id: 's4' });
    expect(fixed.characters.map((c) => c.name)).toEqual(['MOM', 'SUPER', 'KID']);
  });

  test('a name that is not a character becomes direction with its words, and leaves the list', () => {
    const fixed = applyCorrections(script, { renames: [{ from: 'KID', to: 'LILY' }], notCharacters: ['SUPER'] });
    expect(fixed.scenes[0]!.elements[1]).toEqual({ kind: 'action', text: 'SUPER: Fresh every morning', page: 1, source });
    expect(fixed.characters.map((c) => c.name)).toEqual(['MOM', 'LILY', 'MOTHER']);
    expect(fixed.characters[1]).toMatchObject({ name: 'LILY', age: 8 });
    // The stored Script is never changed in place.
    expect(script.scenes[0]!.elements[1]).toMatchObject({ kind: 'speech', speaker: 'SUPER' });
  });

  test('only detected speakers can be corrected', () => {
    expect(() => checkCorrections(script, { renames: [{ from: 'DAD', to: 'MOM' }], notCharacters: ['SUPER'] })).toThrow(
      'DAD is not a speaker in this upload',
    );
    expect(() => checkCorrections(script, { renames: [{ from: 'KID', to: 'LILY' }], notCharacters: ['SUPER'] })).not.toThrow();
  });
});
