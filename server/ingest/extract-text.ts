/** Stage 1: the PDF text layer with positions, through pdf.js (legacy build, no eval). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { IngestError } from './ingest-error.js';
import { dropOutsized, wordsToRows, type PageText, type Word } from './positioned-text.js';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = path.join(pdfjsRoot, 'standard_fonts') + path.sep;

export const MAX_PAGES = 300;

/** Opens a PDF for reading; throws IngestError for encrypted, malformed, empty or oversized files. */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  if (!isPdf(data)) throw new IngestError('NOT_A_PDF', 'This file is not a PDF. Please upload a PDF file.');
  if (!hasEndMarker(data)) {
    throw new IngestError(
      'MALFORMED_PDF',
      'This PDF is incomplete (it may not have finished downloading). Download it again and re-upload.',
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
      maxImageSize: 64_000_000,
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
  for (const item of content.items as TextItem[]) {
    if (typeof item.str !== 'string' || item.str.length === 0) continue;
    // Map through the viewport so rotated pages and odd media boxes land upright.
    const [a, b, c, d, e, f] = multiply(viewport.transform, item.transform);
    const size = Math.hypot(c, d);
    if (Math.abs(b) > 0.05 * Math.abs(a) || Math.abs(c) > 0.05 * Math.abs(d)) {
      if (item.str.trim()) dropped.push(item.str.trim());
      continue;
    }
    // Widths are in text space; scale by the viewport's horizontal factor.
    const width = item.width * Math.hypot(viewport.transform[0]!, viewport.transform[1]!);
    words.push({ text: item.str, x: e, y: f - size * 0.8, width, height: size });
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

/** Share of characters that are ordinary text (letters, digits, punctuation); 0 when the page has none. */
export function textQuality(words: Word[]): number {
  const text = words.map((w) => w.text).join('');
  const visible = text.replace(/\s/g, '');
  if (visible.length === 0) return 0;
  const ordinary = visible.match(/[\p{L}\p{N}.,;:!?'"’‘“”()\-–—&/#*@$%…\[\]]/gu)?.length ?? 0;
  return ordinary / visible.length;
}

/**
 * True when a page's text layer cannot be trusted and the page should be OCR'd: garbled text,
 * or little text on a page that carries an image (a scan). A short text-only page is fine.
 */
export async function needsOcr(page: PDFPageProxy, text: PageText): Promise<boolean> {
  const chars = text.rows.reduce((n, r) => n + r.segments.reduce((m, s) => m + s.text.replace(/\s/g, '').length, 0), 0);
  if (chars > 0 && text.confidence < 0.75) return true;
  if (chars >= 200) return false;
  const ops = await page.getOperatorList();
  return ops.fnArray.some((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject || op === OPS.paintImageMaskXObject);
}

function multiply(m1: number[], m2: number[]): [number, number, number, number, number, number] {
  const [a1, b1, c1, d1, e1, f1] = m1 as [number, number, number, number, number, number];
  const [a2, b2, c2, d2, e2, f2] = m2 as [number, number, number, number, number, number];
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}
