import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { hugePagePdf, imageBombPdf } from '../../test/fixtures/hostile.js';
import { openPdf, readTextLayer, type Strip } from './extract-text.js';
import type { PageText } from './positioned-text.js';
import { readPages, type Recognise } from './read-pages.js';

const corpus = (name: string) => new Uint8Array(readFileSync(`test/fixtures/corpus/${name}.pdf`));

/** A stand-in OCR engine that "reads" each page as the clean twin's text layer, and records what it was asked. */
function fakeOcr(cleanTwin: string) {
  const calls: Array<{ pages: number[]; strips?: Record<number, Strip> }> = [];
  const recognise: Recognise = async (_pdf, pageNumbers, options) => {
    calls.push({ pages: pageNumbers, strips: options?.strips });
    const doc = await openPdf(corpus(cleanTwin));
    const pages: PageText[] = [];
    for (const p of pageNumbers) {
      const text = await readTextLayer(await doc.getPage(p));
      const strip = options?.strips?.[p];
      pages.push({
        ...text,
        method: 'ocr',
        confidence: 0.93,
        rows: strip ? text.rows.filter((r) => r.y >= strip.top && r.y <= strip.bottom) : text.rows,
      });
    }
    await doc.destroy();
    return pages;
  };
  return { recognise, calls };
}

test('a clean text PDF and a scan with a sound OCR layer are read without OCR', async () => {
  for (const name of ['lemonade-screenplay', 'lemonade-scan-ocr-layer']) {
    const ocr = fakeOcr('lemonade-screenplay');
    const pages = await readPages(corpus(name), ocr.recognise);
    expect(ocr.calls).toEqual([]);
    expect(pages.map((p) => p.method)).toEqual(['text', 'text', 'text']);
  }
});

test('text drawn as outlines is OCR’d, not called empty', async () => {
  const ocr = fakeOcr('lemonade-screenplay');
  const pages = await readPages(corpus('lemonade-outlined'), ocr.recognise);
  expect(ocr.calls).toEqual([{ pages: [1, 2, 3], strips: undefined }]);
  expect(pages.map((p) => [p.method, p.note])).toEqual([1, 2, 3].map(() => ['ocr', 'text drawn as outlines: read by OCR']));
});

test('a garbage invisible layer is replaced; a doubtful page is first checked on a strip', async () => {
  const ocr = fakeOcr('precinct-screenplay');
  const pages = await readPages(corpus('precinct-bad-ocr-layer'), ocr.recognise);
  const sampled = ocr.calls.find((c) => c.strips);
  expect(sampled).toBeDefined();
  for (const p of sampled!.pages) expect(sampled!.strips![p]!.bottom - sampled!.strips![p]!.top).toBeLessThan(792 / 4);
  expect(pages.map((p) => p.method)).toEqual(['ocr', 'ocr', 'ocr']);
  expect(pages.every((p) => /read by OCR/.test(p.note ?? ''))).toBe(true);
});

test('a page OCR cannot read, or cannot be OCR’d at all, is named with a note', async () => {
  const broken: Recognise = async (_pdf, pageNumbers) =>
    pageNumbers.map((page) => ({
      page,
      width: 612,
      height: 792,
      method: 'none',
      confidence: 0,
      rows: [],
      dropped: [],
      note: `page ${page} could not be read: test`,
    }));
  const mixed = await readPages(corpus('precinct-mixed'), broken);
  expect(mixed.map((p) => [p.method, p.note])).toEqual([
    ['text', undefined],
    ['none', 'page 2 could not be read: test'],
    ['text', undefined],
  ]);
  const offline = await readPages(corpus('precinct-mixed'));
  expect(offline[1]).toMatchObject({
    method: 'none',
    note: 'page 2 could not be read: it has no text layer and no OCR engine is available',
  });
});

test('a huge page and an image bomb are refused with the problem named', async () => {
  await expect(readPages(new Uint8Array(await hugePagePdf()))).rejects.toMatchObject({
    code: 'TOO_COMPLEX',
    message: /Page 1 measures 200 × 200 inches/,
  });
  await expect(readPages(new Uint8Array(await imageBombPdf()))).rejects.toMatchObject({
    code: 'TOO_COMPLEX',
    message: /image of 40,000 × 40,000 pixels/,
  });
});
