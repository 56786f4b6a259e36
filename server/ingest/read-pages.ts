/**
 * Stage 1–2: every page of a PDF as positioned text, each read the best way it can be. A clean
 * text layer is kept; a missing, garbled or outlined one is replaced by OCR; a doubtful one
 * (often an invisible layer left by an earlier OCR pass) is checked against OCR of a strip of
 * the page first. A page that cannot be read is returned as such, with a note naming it.
 */
import {
  decidePage,
  inspectPage,
  isClearlyText,
  judgeSample,
  openPdf,
  pageTooLarge,
  readTextLayer,
  type PageDecision,
  type Strip,
} from './extract-text.js';
import { IngestError } from './ingest-error.js';
import { rowText, type PageText } from './positioned-text.js';

/** OCR of the given pages, or only of a strip of each page that `strips` names (the quick sample of a doubtful layer). */
export type Recognise = (pdf: Uint8Array, pageNumbers: number[], options?: { strips?: Record<number, Strip> }) => Promise<PageText[]>;

/** Reads every page; throws IngestError for a file that cannot be read at all. */
export async function readPages(data: Uint8Array, ocr?: Recognise): Promise<PageText[]> {
  // pdf.js may detach the buffer it is given; keep our own copy for the OCR stage.
  const copy = data.slice();
  const doc = await openPdf(data);
  const pages: PageText[] = [];
  const decisions: PageDecision[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const tooLarge = pageTooLarge(page);
      if (tooLarge) throw new IngestError('TOO_COMPLEX', tooLarge);
      const text = await readTextLayer(page).catch(() => null);
      if (!text) {
        pages.push(unreadable(p, page.view, 'its content is damaged'));
        decisions.push({ read: 'text' });
        continue;
      }
      // A clean text page (the common case) needs no look at what else the page draws.
      const decision = isClearlyText(text) ? { read: 'text' as const } : decidePage(text, await inspectPage(page));
      pages.push(decision.read === 'blank' ? { ...text, confidence: 1, note: 'blank page' } : text);
      decisions.push(decision);
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  await settleDoubtfulLayers(copy, pages, decisions, ocr);
  const toOcr = decisions.flatMap((d, i) => (d.read === 'ocr' ? [{ page: i + 1, note: d.note }] : []));
  if (toOcr.length === 0) return pages;
  if (!ocr) {
    for (const { page } of toOcr) {
      const text = pages[page - 1]!;
      if (text.rows.length === 0)
        pages[page - 1] = unreadable(page, [0, 0, text.width, text.height], 'it has no text layer and no OCR engine is available');
    }
    return pages;
  }
  for (const recognised of await ocr(
    copy,
    toOcr.map((t) => t.page),
  )) {
    const why = toOcr.find((t) => t.page === recognised.page)!.note;
    // An unread page's own note names it; otherwise say why OCR was used, and what OCR had to do.
    const note = recognised.method === 'none' ? recognised.note : [why, recognised.note].filter(Boolean).join('; ');
    pages[recognised.page - 1] = { ...recognised, ...(note ? { note } : {}) };
  }
  return pages;
}

/**
 * Doubtful layers are compared with OCR of the strip of the page that carries the most text;
 * a layer that disagrees with the page and reads worse is replaced by OCR of the whole page.
 */
async function settleDoubtfulLayers(pdf: Uint8Array, pages: PageText[], decisions: PageDecision[], ocr: Recognise | undefined) {
  const strips: Record<number, Strip> = {};
  const notes: Record<number, string> = {};
  decisions.forEach((d, i) => {
    if (d.read !== 'sample') return;
    strips[i + 1] = densestStrip(pages[i]!);
    notes[i + 1] = d.note;
    // Without an OCR engine there is nothing to compare with: the layer is the best reading there is.
    decisions[i] = { read: 'text' };
  });
  const sampled = Object.keys(strips).map(Number);
  if (sampled.length === 0 || !ocr) return;
  for (const sample of await ocr(pdf, sampled, { strips })) {
    const strip = strips[sample.page]!;
    const layer = pages[sample.page - 1]!.rows.filter((r) => r.y >= strip.top && r.y <= strip.bottom);
    // Cropped again here, so a recogniser that ignores `strips` and reads the whole page still compares like with like.
    const seen = sample.rows.filter((r) => r.y >= strip.top && r.y <= strip.bottom);
    const verdict = judgeSample(layer.map(rowText).join('\n'), seen.map(rowText).join('\n'));
    if (!verdict.keep) {
      const shared = Math.round(verdict.agreement * 100);
      decisions[sample.page - 1] = {
        read: 'ocr',
        note: `${notes[sample.page]} and disagrees with the page image (${shared}% of words shared): read by OCR`,
      };
    }
  }
}

/**
 * The run of rows, at most a fifth of the page tall, holding the most text: the cheapest fair
 * sample. Its edges fall halfway between rows, so OCR never sees a line cut in half.
 */
function densestStrip(page: PageText): Strip {
  const rows = [...page.rows].sort((a, b) => a.y - b.y);
  const height = Math.max(page.height / 5, 100);
  let best = { from: 0, to: 0, chars: -1 };
  for (let from = 0; from < rows.length; from++) {
    let chars = 0;
    let to = from;
    while (to < rows.length && rows[to]!.y - rows[from]!.y <= height) chars += rowText(rows[to++]!).length;
    if (chars > best.chars) best = { from, to: to - 1, chars };
  }
  const first = rows[best.from];
  const last = rows[best.to];
  if (!first || !last) return { top: 0, bottom: height };
  const above = rows[best.from - 1];
  const below = rows[best.to + 1];
  return {
    top: above ? (above.y + first.y) / 2 : Math.max(0, first.y - first.size * 1.5),
    bottom: below ? (last.y + below.y) / 2 : Math.min(page.height, last.y + last.size * 1.5),
  };
}

function unreadable(page: number, view: number[], why: string): PageText {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
  return {
    page,
    width: Math.abs(x1 - x0),
    height: Math.abs(y1 - y0),
    method: 'none',
    confidence: 0,
    rows: [],
    dropped: [],
    note: `page ${page} could not be read: ${why}`,
  };
}
