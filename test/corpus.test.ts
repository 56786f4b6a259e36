/**
 * The parser on the fixture corpus: every text-layer document (every family, clean and with
 * text-level damage) meets the text targets, line kinds included; scanned documents (a noisy
 * photocopy, faxes, a mixed packet, a note written beside a speech) meet the scanned targets, and every expected
 * file is exactly what the generator derives from the source scripts (no hand-tuned answers).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ingestPdf, readPdf, summarise } from '../server/ingest/ingest-pdf.js';
import { ocrPages } from '../server/ingest/ocr.js';
import { buildFixture, CORPUS_DIR, FIXTURES } from './fixtures/generate.js';
import { scoreLines, scoreParse } from './fixtures/score.js';

const read = (name: string) => ({
  pdf: new Uint8Array(readFileSync(path.join(CORPUS_DIR, `${name}.pdf`))),
  expected: JSON.parse(readFileSync(path.join(CORPUS_DIR, `${name}.expected.json`), 'utf8')),
});

describe('expected outputs come from the source scripts', () => {
  test.each(FIXTURES.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    const { expected } = read(f.name);
    expect(expected).toEqual((await buildFixture(f)).expected);
  });
});

describe('text-layer documents', () => {
  test.each(FIXTURES.filter((f) => !f.scan).map((f) => [f.name] as const))('%s meets the text targets', async (name) => {
    const { pdf, expected } = read(name);
    const { script, lines: tagged } = await readPdf(pdf);
    const summary = summarise(script, tagged);
    const score = scoreParse(expected, summary);
    expect(score.missing, 'missing characters').toEqual([]);
    expect(score.extra, 'extra characters').toEqual([]);
    expect(score.f1).toBeGreaterThanOrEqual(0.99);
    expect(score.attribution).toBeGreaterThanOrEqual(0.98);
    expect(score.fidelity).toBeGreaterThanOrEqual(0.99);
    expect(summary.scenes).toEqual(expected.scenes);
    expect(summary.extractionMethod).toBe('text');
    if (expected.family !== 'packet') expect(script.family).toBe(expected.family);
    const lines = scoreLines(expected.lines, summary.lines);
    expect(lines.character!.f1, 'character cue lines').toBeGreaterThanOrEqual(0.98);
    expect(lines.dialogue!.f1, 'dialogue lines').toBeGreaterThanOrEqual(0.95);
  });
});

describe('scanned documents', () => {
  test.each([
    ['precinct-scan-noisy', 'ocr'],
    ['room214-scan-fax', 'ocr'],
    ['precinct-mixed', 'mixed'],
    // 120 dpi faxes carrying licensee lines and marks after cues; a note written beside a speech (decision 016).
    ['precinct-licensee-fax', 'ocr'],
    ['night-bus-uk-fax', 'ocr'],
    ['lemonade-scan-note-beside-speech', 'ocr'],
  ])(
    '%s meets the scanned targets through OCR',
    async (name, method) => {
      const { pdf, expected } = read(name);
      const script = await ingestPdf(pdf, { ocr: (data, pages) => ocrPages(data, pages) });
      const summary = summarise(script);
      const score = scoreParse(expected, summary);
      expect(summary.extractionMethod).toBe(method);
      if (method === 'mixed') expect(script.extraction.pages.map((p) => p.via)).toEqual(['text', 'ocr', 'text']);
      expect(summary.extractionConfidence).toBeGreaterThan(0.5);
      expect(score.f1).toBeGreaterThanOrEqual(0.95);
      expect(score.attribution).toBeGreaterThanOrEqual(0.93);
      expect(score.fidelity).toBeGreaterThanOrEqual(0.95);
    },
    60_000,
  );
});
