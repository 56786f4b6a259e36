import { describe, expect, test } from 'vitest';
import { batchProblem, combine, formatSize, methodLabel, successMessages, tooLittleText, type UploadedFile } from './upload-state';

const file = (over: Partial<UploadedFile>): UploadedFile => ({
  success: true,
  uploadId: 'id',
  filename: 'a.pdf',
  textLength: 100,
  wordCount: 80,
  extractionMethod: 'text',
  extractionConfidence: 1,
  characterNames: [],
  preview: '',
  error: null,
  fileType: 'sides',
  pages: 1,
  sizeBytes: 1000,
  reading: null,
  ...over,
});

describe('batchProblem', () => {
  test('counts non-PDF files', () => {
    expect(
      batchProblem([
        { name: 'a.pdf', type: 'application/pdf', size: 1 },
        { name: 'b.docx', type: 'application/msword', size: 1 },
        { name: 'c.png', type: 'image/png', size: 1 },
      ]),
    ).toBe('Please upload PDF files only. Found 2 invalid file(s).');
  });
  test('refuses files over 10 MB', () => {
    expect(batchProblem([{ name: 'a.pdf', type: 'application/pdf', size: 10_485_761 }])).toBe(
      'Some files are too large. Max size is 10MB per file.',
    );
    expect(batchProblem([{ name: 'a.pdf', type: 'application/pdf', size: 10_485_760 }])).toBeNull();
  });
});

test('combine totals files, de-duplicates names and keeps each type', () => {
  const c = combine([
    file({ uploadId: '1', characterNames: ['MAYA', 'DAD'], wordCount: 50, fileType: 'sides' }),
    file({ uploadId: '2', characterNames: ['DAD', "MRS. O'BRIEN"], wordCount: 60, extractionMethod: 'ocr', fileType: 'full_script' }),
  ])!;
  expect(c).toMatchObject({
    uploadIds: ['1', '2'],
    wordCount: 110,
    fileCount: 2,
    fileTypes: ['sides', 'full_script'],
    extractionMethod: 'mixed',
  });
  expect(c.characterNames).toEqual(['MAYA', 'DAD', "MRS. O'BRIEN"]);
  expect(tooLittleText(c)).toBe(true);
  expect(combine([])).toBeNull();
});

test('method labels follow the spec', () => {
  expect(methodLabel(undefined)).toBe('unknown');
  expect(methodLabel('adobe')).toBe('Adobe Extract OCR');
  expect(methodLabel('basic')).toBe('Basic OCR');
  expect(methodLabel('ocr')).toBe('ocr');
});

test('success toasts name the method and the first three characters', () => {
  expect(successMessages([file({ characterNames: ['MAYA', 'DAD', 'MOM', 'LEO'] })])).toEqual([
    'Successfully processed 1 PDF(s) as audition sides or full script using text!',
    'Found 4 character name(s): MAYA, DAD, MOM…',
  ]);
  expect(formatSize(2_500_000)).toBe('2.4 MB');
});
