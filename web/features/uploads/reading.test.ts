import { describe, expect, test } from 'vitest';
import type { UploadReading } from '../../../common/contracts/corrections';
import type { Script } from '../../../common/contracts/script';
import { dropped, findSpeaker, fixesOf, linesOf, renamed, speakerSummary, speakersOf, undone, unreadablePages } from './reading';

const source = { via: 'text', confidence: 1 } as const;
const reading = (
  filename: string,
  speeches: Array<[string, string]>,
  corrections: UploadReading['corrections'] = { renames: [], notCharacters: [] },
  pages: Script['extraction']['pages'] = [],
): UploadReading => {
  const counts = new Map<string, number>();
  for (const [speaker] of speeches) counts.set(speaker, (counts.get(speaker) ?? 0) + 1);
  const characters = [...counts].map(([name, lines]) => ({ name, lines, words: lines, scenes: [0] }));
  return {
    upload: { filename } as UploadReading['upload'],
    corrections,
    detected: characters.map((c) => ({ name: c.name, lines: c.lines })),
    script: {
      version: 2,
      family: 'screenplay',
      pages: 3,
      scenes: [
        {
          heading: 'INT. KITCHEN - DAY',
          number: null,
          setting: { interior: 'INT', place: 'KITCHEN', time: 'DAY' },
          page: 1,
          elements: speeches.map(([speaker, text], i) => ({
            kind: 'speech',
            speaker,
            extensions: [],
            parts: [{ kind: 'words', text }],
            text,
            id: `s${i + 1}`,
            page: 1,
            source,
          })),
        },
      ],
      characters,
      extraction: { method: 'text', confidence: 1, wordCount: 10, textLength: 50, preview: '', pages },
    },
  };
};

const a = reading('a.pdf', [
  ['MAYA', 'Hi.'],
  ['DAD', 'Hello.'],
  ['MAYA', 'Bye.'],
]);
const b = reading('b.pdf', [
  ['Maya', 'Again.'],
  ['SUPER', 'Fresh'],
]);

describe('the reading on the dashboard', () => {
  test('speakers add up over files under one spelling, most lines first', () => {
    expect(speakersOf([a, b])).toEqual([
      { name: 'MAYA', lines: 3 },
      { name: 'DAD', lines: 1 },
      { name: 'SUPER', lines: 1 },
    ]);
    expect(findSpeaker(speakersOf([a, b]), ' maya ')?.name).toBe('MAYA');
    expect(findSpeaker(speakersOf([a, b]), 'MAY')).toBeNull();
  });

  test("a speaker's lines, file by file", () => {
    expect(linesOf([a, b], 'maya').map((l) => `${l.filename}:${l.text}`)).toEqual(['a.pdf:Hi.', 'a.pdf:Bye.', 'b.pdf:Again.']);
  });

  test('an unreadable page is named', () => {
    const scan = reading('scan.pdf', [], undefined, [
      { page: 1, via: 'ocr', confidence: 0.9 },
      { page: 3, via: 'none', confidence: 0, note: 'no text and no image' },
      { page: 4, via: 'none', confidence: 0, note: 'page 4 could not be read: the image is too faint' },
      { page: 5, via: 'none', confidence: 0 },
    ]);
    expect(unreadablePages(scan)).toEqual([
      'Page 3 could not be read (no text and no image).',
      'Page 4 could not be read: the image is too faint.',
      'Page 5 could not be read.',
    ]);
  });

  test('renaming, merging and dropping touch only the uploads that have the speaker', () => {
    expect(renamed(a, 'DAD', 'FATHER')).toEqual({ renames: [{ from: 'DAD', to: 'FATHER' }], notCharacters: [] });
    expect(renamed(b, 'DAD', 'FATHER')).toBeNull();
    expect(dropped(b, 'super')).toEqual({ renames: [], notCharacters: ['SUPER'] });
    // A renamed speaker is found under its new name, and renaming it back needs no fix.
    const fixed = { ...a, corrections: { renames: [{ from: 'DAD', to: 'FATHER' }], notCharacters: [] } };
    expect(renamed(fixed, 'FATHER', 'POP')).toEqual({ renames: [{ from: 'DAD', to: 'POP' }], notCharacters: [] });
    expect(renamed(fixed, 'FATHER', 'DAD')).toEqual({ renames: [], notCharacters: [] });
    expect(dropped(fixed, 'FATHER')).toEqual({ renames: [], notCharacters: ['DAD'] });
  });

  test('fixes are listed once over all files and undone one by one', () => {
    const one = { ...a, corrections: { renames: [{ from: 'MAYA', to: 'LILY' }], notCharacters: [] } };
    const two = { ...b, corrections: { renames: [{ from: 'Maya', to: 'LILY' }], notCharacters: ['SUPER'] } };
    expect(fixesOf([one, two])).toEqual([
      { kind: 'rename', from: 'MAYA', to: 'LILY' },
      { kind: 'rename', from: 'Maya', to: 'LILY' },
      { kind: 'drop', name: 'SUPER' },
    ]);
    expect(undone(two, { kind: 'drop', name: 'SUPER' })).toEqual({ renames: [{ from: 'Maya', to: 'LILY' }], notCharacters: [] });
    expect(undone(one, { kind: 'drop', name: 'SUPER' })).toBeNull();
  });
});

test('the line under the character field names the speaker, their lines and scenes, and the first line', () => {
  const r = reading('a.pdf', [
    ['DAD', 'Business booming?'],
    ['MAYA', 'Three customers. One was Mrs. O’Brien, and she only paid half, which is not the point at all, Dad.'],
    ['MAYA', 'Half.'],
  ]);
  expect(speakerSummary([r], 'maya')).toBe(
    'MAYA · 2 lines in 1 scene · first line: “Three customers. One was Mrs. O’Brien, and she only paid half, which…”',
  );
  expect(speakerSummary([r], 'Lucy')).toBeNull();
});
