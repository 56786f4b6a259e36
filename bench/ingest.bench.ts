/**
 * bench:ingest — speed. Text extraction in pages/second beside `pdftotext`; end-to-end parse of
 * a 10-page text PDF; OCR seconds/page (rasterise + recognise, parallel over the cores) beside
 * the `tesseract` command on the same page images, one after another.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { ingestPdf } from '../server/ingest/ingest-pdf.js';
import { openPdf, readTextLayer } from '../server/ingest/extract-text.js';
import { hasNativeTesseract, ocrPages } from '../server/ingest/ocr.js';
import { rasterisePage } from '../server/ingest/rasterise.js';
import { CORPUS_DIR, FIXTURES } from '../test/fixtures/generate.js';
import { renderPdf } from '../test/fixtures/render.js';
import { SCRIPTS } from '../test/fixtures/source.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'prepgold-bench-'));
const has = (cmd: string, arg: string) => spawnSync(cmd, [arg]).status === 0;

// A 10-page text PDF: the screenplay source scripts back to back, short pages.
const long = await renderPdf(
  {
    id: 'long',
    title: 'Long',
    family: 'screenplay',
    elements: SCRIPTS.filter((s) => s.family === 'screenplay').flatMap((s) => s.elements),
  },
  { layout: 'screenplay', sceneNumbers: true, pageNumbers: true, linesPerPage: 24 },
);
const longFile = path.join(tmp, 'ten-pages.pdf');
writeFileSync(longFile, long);
const textFiles = [longFile, ...FIXTURES.filter((f) => !f.scan).map((f) => path.join(CORPUS_DIR, `${f.name}.pdf`))];
const scanFiles = FIXTURES.filter((f) => f.scan).map((f) => path.join(CORPUS_DIR, `${f.name}.pdf`));

async function timeIt<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, (performance.now() - start) / 1000];
}

console.log(
  `\nbench:ingest — ${availableParallelism()} cores, OCR engine: ${hasNativeTesseract() ? 'native tesseract' : 'tesseract.js'}\n`,
);

// Warm-up so module loading is not counted.
await ingestPdf(new Uint8Array(readFileSync(textFiles[1]!)));

let pages = 0;
const [, ourText] = await timeIt(async () => {
  for (const file of textFiles) {
    const doc = await openPdf(new Uint8Array(readFileSync(file)));
    for (let p = 1; p <= doc.numPages; p++) {
      await readTextLayer(await doc.getPage(p));
      pages++;
    }
    await doc.destroy();
  }
});
console.log(`text layer   prepgold (pdf.js)   ${(pages / ourText).toFixed(1).padStart(7)} pages/s  (${pages} pages)`);
if (has('pdftotext', '-v')) {
  const [, refText] = await timeIt(async () => {
    for (const file of textFiles) spawnSync('pdftotext', ['-layout', file, '-']);
  });
  console.log(`text layer   pdftotext (ref)     ${(pages / refText).toFixed(1).padStart(7)} pages/s`);
} else console.log('text layer   pdftotext (ref)     not installed');

const longPages = (await openPdf(new Uint8Array(long))).numPages;
const runs = 5;
const [, e2e] = await timeIt(async () => {
  for (let i = 0; i < runs; i++) await ingestPdf(new Uint8Array(long));
});
console.log(`end to end   ${longPages}-page text PDF     ${(e2e / runs).toFixed(3).padStart(7)} s per document (target < 1 s)`);

let ocrCount = 0;
const [, ours] = await timeIt(async () => {
  for (const file of scanFiles) {
    const data = new Uint8Array(readFileSync(file));
    const doc = await openPdf(data.slice());
    const numbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
    await doc.destroy();
    await ocrPages(data, numbers);
    ocrCount += numbers.length;
  }
});
console.log(
  `OCR          prepgold            ${(ours / ocrCount).toFixed(2).padStart(7)} s/page  (${ocrCount} pages, rasterise + recognise, parallel)`,
);
if (has('tesseract', '--version')) {
  const images: string[] = [];
  for (const file of scanFiles) {
    const doc = await openPdf(new Uint8Array(readFileSync(file)));
    for (let p = 1; p <= doc.numPages; p++) {
      const img = await rasterisePage(await doc.getPage(p), 200, { cleanForOcr: true });
      const out = path.join(tmp, `${path.basename(file)}-${p}.png`);
      writeFileSync(out, img.png);
      images.push(out);
    }
    await doc.destroy();
  }
  const [, ref] = await timeIt(async () => {
    for (const img of images) spawnSync('tesseract', [img, 'stdout', 'tsv'], { encoding: 'utf8' });
  });
  console.log(
    `OCR          tesseract (ref)     ${(ref / images.length).toFixed(2).padStart(7)} s/page  (same images, one at a time, default threads)`,
  );
} else console.log('OCR          tesseract (ref)     not installed');
console.log(`\n(target: OCR under 1.5 s per page on 2 cores)  files in ${tmp}; corpus ${readdirSync(CORPUS_DIR).length / 2} documents`);
