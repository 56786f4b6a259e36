/**
 * Stage 2: OCR for pages whose text layer is missing or unusable. Each page is rasterised and
 * recognised with word boxes — by the native `tesseract` command when it is installed (about
 * twice as fast), otherwise by tesseract.js with the bundled English data, never a download.
 * Boxes are mapped back to PDF points and deskewed, so the parser sees the same positioned rows
 * it gets from a text PDF.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { inspectPage, openPdf, type Strip } from './extract-text.js';
import { wordsToRows, type PageText, type Word } from './positioned-text.js';
import { quarterTurned, rasterisePage } from './rasterise.js';

export type OcrEngine = 'native' | 'wasm';

export interface OcrOptions {
  engine?: OcrEngine;
  /** Rendering resolution; 200 dpi reads 10–12 pt script type as well as 240 did on the corpus, and faster. */
  dpi?: number;
  /** Pages recognised at once (default: the number of cores). */
  concurrency?: number;
  /** Recognise only this band of the named pages: the quick sample that checks a doubtful text layer. */
  strips?: Record<number, Strip>;
}

/** Scans below this resolution (faxes, 150 dpi office scans, downsized phone photos) are drawn larger for OCR. */
const LOW_RES_DPI = 170;
/** Resolution low-resolution scans are drawn at: Tesseract reads best with capitals 20–30 pixels tall. */
const UPSCALED_DPI = 300;
/**
 * Tesseract's page segmentation mode. Measured on the damaged corpus (28 documents, character F1 /
 * attribution / fidelity): 3 (automatic) 1.000 / 0.981 / 0.989, 4 (one column) 1.000 / 0.981 / 0.991
 * and faster on faxes, 11 (sparse text) 0.967 / 0.912 / 0.924.
 */
const PAGE_SEGMENTATION = '4';
/** A page whose cleaned image is this empty is blank, not unreadable. */
const BLANK_INK = 0.0005;
/** Below this mean word confidence OCR output is mostly noise: the page is named as unreadable instead. */
const UNREADABLE_CONFIDENCE = 0.4;
/**
 * A page read with no words, or under this confidence, may have been scanned on its side or upside down:
 * it is read again turned each other way, and a turn is kept when it reads clearly better.
 */
const TURN_CHECK_CONFIDENCE = 0.6;
/** How much better a turned reading must be than the upright one to be kept. */
const TURN_MARGIN = 0.15;

/**
 * Specks on a scan come back as low-confidence punctuation; real words can score low too
 * (a speck on a letter), so only marks without letters or digits are dropped.
 */
const isSpeck = (w: Word) => !/[\p{L}\p{N}]/u.test(w.text) && (w.confidence ?? 100) < 60;

let nativeAvailable: boolean | undefined;
/** True when the `tesseract` command is on PATH. */
export function hasNativeTesseract(): boolean {
  nativeAvailable ??= spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0;
  return nativeAvailable;
}

/** Recognises the given pages of a PDF. */
export async function ocrPages(pdf: Uint8Array, pageNumbers: number[], options: OcrOptions = {}): Promise<PageText[]> {
  const engine = options.engine ?? (hasNativeTesseract() ? 'native' : 'wasm');
  const dpi = options.dpi ?? 200;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? availableParallelism(), pageNumbers.length));
  const doc = await openPdf(pdf.slice());
  const recogniser = engine === 'native' ? nativeRecogniser() : await wasmRecogniser(concurrency);
  try {
    const results: PageText[] = [];
    let next = 0;
    const work = async () => {
      while (next < pageNumbers.length) {
        const pageNumber = pageNumbers[next++]!;
        results.push(await recognisePage(doc, pageNumber, recogniser, dpi, options.strips?.[pageNumber]));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, work));
    return results.sort((a, b) => a.page - b.page);
  } finally {
    await recogniser.close();
    await doc.destroy();
  }
}

/**
 * One page (or strip) through OCR: low-resolution scans drawn larger, the image binarised and
 * cleaned, words mapped back to PDF points. A page OCR cannot make sense of is named as unread.
 */
async function recognisePage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  recogniser: Recogniser,
  dpi: number,
  strip?: Strip,
): Promise<PageText> {
  const page = await doc.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const unread = (why: string): PageText => ({
    page: pageNumber,
    width,
    height,
    method: 'none',
    confidence: 0,
    rows: [],
    dropped: [],
    note: `page ${pageNumber} could not be read: ${why}`,
  });
  try {
    const { imageDpi } = await inspectPage(page);
    const upscale = imageDpi !== null && imageDpi < LOW_RES_DPI;
    const image = await rasterisePage(page, upscale ? Math.max(dpi, UPSCALED_DPI) : dpi, {
      cleanForOcr: true,
      strip,
      ...(upscale ? { sourceDpi: imageDpi } : {}),
    });
    page.cleanup();
    const toPoints = (words: Word[]) =>
      words.map((w) => ({
        ...w,
        x: w.x / image.scale,
        y: w.y / image.scale + image.top,
        width: w.width / image.scale,
        height: w.height / image.scale,
      }));
    let text = toPageText(pageNumber, width, height, toPoints(await recogniser.recognise(image.png)));
    if (text.rows.length === 0 && image.ink < BLANK_INK) return { ...text, confidence: 1, note: 'blank page' };
    let turnedNote: string | undefined;
    if (!strip && (text.rows.length === 0 || text.confidence < TURN_CHECK_CONFIDENCE)) {
      // Scanned on its side or upside down: read it turned each other way; the turned page is the page read.
      for (const quarters of [2, 1, 3]) {
        const turned = await quarterTurned(image.png, quarters);
        const sideways = quarters % 2 === 1;
        const attempt = toPageText(
          pageNumber,
          sideways ? height : width,
          sideways ? width : height,
          toPoints(await recogniser.recognise(turned.png)),
        );
        const floor = text.rows.length ? text.confidence + TURN_MARGIN : UNREADABLE_CONFIDENCE;
        if (attempt.rows.length && attempt.confidence >= floor) {
          text = attempt;
          turnedNote = `page scanned turned ${quarters * 90}°, read turned upright`;
        }
        if (turnedNote && text.confidence >= TURN_CHECK_CONFIDENCE) break;
      }
    }
    if (text.rows.length === 0) return unread('no text could be recognised on it');
    if (text.confidence < UNREADABLE_CONFIDENCE && !strip)
      return unread(`the image is too faint, blurred or damaged for OCR (${Math.round(text.confidence * 100)}% confidence)`);
    const note = [upscale ? `low-resolution scan (${imageDpi} dpi) upscaled for OCR` : '', turnedNote ?? ''].filter(Boolean).join('; ');
    return note ? { ...text, note } : text;
  } catch (err) {
    console.error(`OCR of page ${pageNumber} failed`, err);
    return unread('OCR failed on it');
  }
}

/** Words → deskewed rows with the page's mean confidence. */
export function toPageText(page: number, width: number, height: number, raw: Word[]): PageText {
  const words = raw.filter((w) => w.text.trim() && !isSpeck(w)).map((w) => ({ ...w, text: fixOcrText(w.text) }));
  const angle = skewOf(words);
  const cx = width / 2;
  const cy = height / 2;
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const upright = words.map((w) => {
    const mx = w.x + w.width / 2 - cx;
    const my = w.y + w.height / 2 - cy;
    const x = mx * cos - my * sin + cx;
    const y = mx * sin + my * cos + cy;
    return { ...w, x: x - w.width / 2, y: y - w.height / 2 };
  });
  const confidence = words.length ? words.reduce((n, w) => n + (w.confidence ?? 0), 0) / words.length / 100 : 0;
  return {
    page,
    width,
    height,
    method: 'ocr',
    confidence: Math.round(confidence * 1000) / 1000,
    rows: wordsToRows(page, upright),
    dropped: [],
  };
}

/** Common OCR confusions in scripts: braces for parentheses, a sans-serif "I" read as a bar, curly quotes stuck to words by specks. */
function fixOcrText(text: string): string {
  if (text === '|') return 'I';
  return text
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .replace(/^[‘`]+(?=\p{Lu})/u, '');
}

/** The page's skew in radians: the median slope of OCR lines long enough to measure. */
export function skewOf(words: Word[]): number {
  const byLine = new Map<string, Word[]>();
  for (const w of words) if (w.lineKey) byLine.set(w.lineKey, [...(byLine.get(w.lineKey) ?? []), w]);
  const slopes: number[] = [];
  for (const ws of byLine.values()) {
    if (ws.length < 3) continue;
    const xs = ws.map((w) => w.x + w.width / 2);
    const ys = ws.map((w) => w.y + w.height); // baselines (bottoms) are steadier than centres
    const span = Math.max(...xs) - Math.min(...xs);
    if (span < 100) continue;
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    let num = 0;
    let den = 0;
    xs.forEach((x, i) => {
      num += (x - mx) * (ys[i]! - my);
      den += (x - mx) ** 2;
    });
    if (den > 0) slopes.push(num / den);
  }
  if (slopes.length < 3) return 0;
  slopes.sort((a, b) => a - b);
  return Math.atan(slopes[Math.floor(slopes.length / 2)]!);
}

interface Recogniser {
  recognise(png: Buffer): Promise<Word[]>;
  close(): Promise<void>;
}

/** The `tesseract` command, one single-threaded process per page (parallelism is ours). */
function nativeRecogniser(): Recogniser {
  return {
    recognise: (png) =>
      new Promise((resolve, reject) => {
        // One thread per process (`env` sets it for the child alone; pages run in parallel instead), and
        // scripts are dark text on light paper: skipping the inverted-text pass saves about a fifth of the time.
        // Page segmentation 4 (one column of text of varying size) reads a page as rows across, as the parser
        // wants them; automatic layout (3) dropped short names standing alone in a left column on faxes.
        const args = [
          'OMP_THREAD_LIMIT=1',
          'tesseract',
          'stdin',
          'stdout',
          '-l',
          'eng',
          '--psm',
          PAGE_SEGMENTATION,
          '-c',
          'tessedit_do_invert=0',
          'tsv',
        ];
        const child = spawn('env', args, { stdio: ['pipe', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (c: Buffer) => out.push(c));
        child.stderr.on('data', (c: Buffer) => err.push(c));
        child.on('error', reject);
        child.on('close', (code) => {
          if (code !== 0) reject(new Error(`tesseract exited with ${code}: ${Buffer.concat(err).toString().slice(0, 300)}`));
          else resolve(parseTsv(Buffer.concat(out).toString('utf8')));
        });
        child.stdin.on('error', () => {});
        child.stdin.end(png);
      }),
    close: async () => {},
  };
}

/** Parses tesseract's TSV output (level 5 rows are words). */
export function parseTsv(tsv: string): Word[] {
  const words: Word[] = [];
  for (const line of tsv.split('\n').slice(1)) {
    const f = line.split('\t');
    if (f.length < 12 || f[0] !== '5') continue;
    const text = f.slice(11).join('\t').trim();
    if (!text) continue;
    words.push({
      text,
      x: Number(f[6]),
      y: Number(f[7]),
      width: Number(f[8]),
      height: Number(f[9]),
      confidence: Number(f[10]),
      lineKey: `${f[2]}.${f[3]}.${f[4]}`,
    });
  }
  return words;
}

const require = createRequire(import.meta.url);

/**
 * tesseract.js with the English model from @tesseract.js-data/eng, read from node_modules.
 * Caching and downloads are off: a failed network fetch would otherwise kill the process.
 */
async function wasmRecogniser(workers: number): Promise<Recogniser> {
  const { createScheduler, createWorker, OEM } = await import('tesseract.js');
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  const scheduler = createScheduler();
  for (let i = 0; i < workers; i++) {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      errorHandler: (e: unknown) => console.error('tesseract.js worker error', e),
    });
    scheduler.addWorker(worker);
  }
  return {
    async recognise(png) {
      const result = await scheduler.addJob('recognize', png, {}, { blocks: true, text: false });
      const words: Word[] = [];
      result.data.blocks?.forEach((block, b) =>
        block.paragraphs.forEach((par, p) =>
          par.lines.forEach((line, l) =>
            line.words.forEach((w) =>
              words.push({
                text: w.text,
                x: w.bbox.x0,
                y: w.bbox.y0,
                width: w.bbox.x1 - w.bbox.x0,
                height: w.bbox.y1 - w.bbox.y0,
                confidence: w.confidence,
                lineKey: `${b}.${p}.${l}`,
              }),
            ),
          ),
        ),
      );
      return words;
    },
    close: () => scheduler.terminate(),
  };
}
