import { expect, test } from 'vitest';
import { parseTsv, skewOf, toPageText } from './ocr.js';
import type { Word } from './positioned-text.js';

test('tesseract TSV word rows become words with line keys', () => {
  const tsv = [
    'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
    '4\t1\t1\t1\t1\t0\t100\t50\t200\t30\t-1\t',
    '5\t1\t1\t1\t1\t1\t100\t50\t80\t30\t96.5\tMAYA',
    '5\t1\t1\t1\t1\t2\t190\t52\t40\t28\t91\t(V.O.)',
  ].join('\n');
  expect(parseTsv(tsv)).toEqual([
    { text: 'MAYA', x: 100, y: 50, width: 80, height: 30, confidence: 96.5, lineKey: '1.1.1' },
    { text: '(V.O.)', x: 190, y: 52, width: 40, height: 28, confidence: 91, lineKey: '1.1.1' },
  ]);
});

test('skew is measured from OCR lines and removed', () => {
  const angle = (1.2 * Math.PI) / 180;
  const words: Word[] = [];
  // An upright page of six lines at x = 108, rotated by `angle` about the page centre like a crooked scan.
  const [cx, cy] = [306, 396];
  for (let line = 0; line < 6; line++) {
    for (let i = 0; i < 6; i++) {
      const [ux, uy] = [108 + i * 60 + 20 - cx, 100 + line * 24 + 5 - cy];
      const x = ux * Math.cos(angle) - uy * Math.sin(angle) + cx;
      const y = ux * Math.sin(angle) + uy * Math.cos(angle) + cy;
      words.push({ text: `w${i}`, x: x - 20, y: y - 5, width: 40, height: 10, lineKey: `1.1.${line}`, confidence: 90 });
    }
  }
  expect(skewOf(words)).toBeCloseTo(angle, 2);
  const page = toPageText(1, 612, 792, words);
  expect(page.rows).toHaveLength(6);
  const lefts = page.rows.map((r) => r.segments[0]!.x);
  expect(Math.max(...lefts) - Math.min(...lefts)).toBeLessThan(0.5); // left edges line up again
  expect(lefts[0]).toBeCloseTo(108, 0);
});

test('specks (low-confidence marks without letters) are dropped; braces read as parentheses', () => {
  const page = toPageText(1, 612, 792, [
    { text: '(quietly}', x: 223, y: 100, width: 60, height: 10, confidence: 80 },
    { text: ':', x: 400, y: 100, width: 3, height: 3, confidence: 20 },
  ]);
  expect(page.rows.map((r) => r.segments.map((s) => s.text).join('|'))).toEqual(['(quietly)']);
});

test('tesseract.js reads a scanned page offline with the bundled English model', async () => {
  const { readFileSync } = await import('node:fs');
  const { ocrPages } = await import('./ocr.js');
  const { assemble, summarise } = await import('./ingest-pdf.js');
  const pages = await ocrPages(new Uint8Array(readFileSync('test/fixtures/corpus/birthday-scan-stage.pdf')), [1], {
    engine: 'wasm',
    concurrency: 1,
  });
  expect(pages[0]!.method).toBe('ocr');
  expect(summarise(assemble(pages)).blocks.slice(0, 2)).toEqual([
    { speaker: 'THEO', text: "You know he's not coming, right?" },
    { speaker: 'ROSIE', text: 'He said he would.' },
  ]);
}, 120_000);

test('a page scanned upside down or lying on its side is read turned upright, not named unreadable', async () => {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const lines = ['OSWALDO', 'The kettle has been whistling for an age.', 'PERPETUA', 'Then somebody should lift it off the hob.'];
  // Page 1 upside down; page 2 a portrait page lying on its side (a landscape sheet, the text running down it).
  for (const [size, angle] of [
    [[612, 792], 180],
    [[792, 612], 90],
  ] as const) {
    doc.addPage({ size: [...size], margin: 0 });
    doc.save().rotate(angle, { origin: [size[0] / 2, size[1] / 2] });
    const [left, top] = angle === 180 ? [90, 120] : [90 + (size[0] - size[1]) / 2, 120 - (size[0] - size[1]) / 2];
    lines.forEach((t, i) =>
      doc
        .font('Helvetica')
        .fontSize(14)
        .text(t, left, top + i * 22, { lineBreak: false }),
    );
    doc.restore();
  }
  doc.end();
  const { ocrPages } = await import('./ocr.js');
  const pages = await ocrPages(new Uint8Array(await done), [1, 2]);
  for (const page of pages) {
    expect(page.method).toBe('ocr');
    const text = page.rows.map((r) => r.segments.map((s) => s.text).join(' ')).join('\n');
    expect(text).toContain('PERPETUA');
    expect(text).toMatch(/kettle has been whistling/);
    expect(page.note).toMatch(/turned/);
  }
  // The sideways page is read in its upright frame: taller than wide.
  expect(pages[1]!.height).toBeGreaterThan(pages[1]!.width);
}, 120_000);
