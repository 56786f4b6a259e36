/**
 * Positioned text: the common shape of a page whether it came from the PDF text layer or OCR.
 * Words are grouped into rows and rows split into segments at wide gaps, so the parser sees
 * dual-dialogue columns and margin scene numbers as separate pieces of a row.
 */

/** A word or text run with its box in PDF points, y measured from the top of the page. */
export interface Word {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Tesseract's line id, when OCR grouped the words itself. */
  lineKey?: string;
  /** OCR confidence 0..100. */
  confidence?: number;
  /** The page placed this run at a column of its own (found inside a run pdf.js had joined): it starts a segment. */
  columnStart?: boolean;
}

/** A run of words on one row with no wide gap inside. */
export interface Segment {
  text: string;
  x: number;
  width: number;
}

/** One visual row of a page. */
export interface Row {
  page: number;
  /** Vertical centre, points from the top. */
  y: number;
  /** Typical glyph height on the row (≈ font size). */
  size: number;
  segments: Segment[];
  /** OCR rows: the mean confidence of the row's words, 0..1 (the page's confidence applies otherwise). */
  confidence?: number;
}

export interface PageText {
  page: number;
  width: number;
  height: number;
  /** 'none' when the page could not be read at all (it is named to the user, not silently missing). */
  method: 'text' | 'ocr' | 'none';
  /** 0..1: OCR mean confidence, or text-layer quality. */
  confidence: number;
  /** Why the text layer was replaced, or why the page could not be read. */
  note?: string;
  rows: Row[];
  /** Text the reader dropped before parsing (rotated watermark runs), kept for diagnostics. */
  dropped: string[];
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/**
 * Groups words into rows (by vertical centre, or by OCR line id) and splits each row into
 * segments wherever the gap is wider than two and a half character widths (one space is one),
 * or where a word is printed over the run before it.
 */
export function wordsToRows(page: number, words: Word[]): Row[] {
  const clean = words.filter((w) => w.text.trim().length > 0);
  if (clean.length === 0) return [];
  const typical = median(clean.map((w) => w.height)) || 10;

  const groups: Word[][] = [];
  if (clean.every((w) => w.lineKey)) {
    const byKey = new Map<string, Word[]>();
    for (const w of clean) byKey.set(w.lineKey!, [...(byKey.get(w.lineKey!) ?? []), w]);
    groups.push(...byKey.values());
  } else {
    const sorted = [...clean].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
    let current: Word[] = [];
    let centre = -Infinity;
    for (const w of sorted) {
      const c = w.y + w.height / 2;
      if (current.length > 0 && Math.abs(c - centre) <= Math.max(2, 0.45 * Math.min(typical, w.height))) {
        current.push(w);
        centre = (centre * (current.length - 1) + c) / current.length;
      } else {
        if (current.length) groups.push(current);
        current = [w];
        centre = c;
      }
    }
    if (current.length) groups.push(current);
  }

  const rows = groups.map((group) => toRow(page, group));
  // OCR line ids can give two columns of one visual row separate lines; merge rows that share a centre.
  rows.sort((a, b) => a.y - b.y);
  const merged: Row[] = [];
  for (const row of rows) {
    const last = merged.at(-1);
    const overlapsHorizontally = last?.segments.some((s) => row.segments.some((t) => t.x < s.x + s.width && s.x < t.x + t.width));
    if (last && Math.abs(row.y - last.y) < 0.4 * Math.min(row.size, last.size) && !overlapsHorizontally) {
      last.segments = [...last.segments, ...row.segments].sort((a, b) => a.x - b.x);
    } else {
      merged.push(row);
    }
  }
  return merged;
}

function toRow(page: number, group: Word[]): Row {
  const words = [...group].sort((a, b) => a.x - b.x);
  const size = median(words.map((w) => w.height)) || 10;
  const charWidth = median(words.map((w) => w.width / Math.max(1, w.text.length))) || size * 0.6;
  const segments: Segment[] = [];
  let seg: { parts: string[]; x: number; end: number } | null = null;
  for (const w of words) {
    const gap = seg ? w.x - seg.end : 0;
    // A word that starts well inside the run before it is printed over it (a stamp across a cue): its own segment.
    if (
      !seg ||
      w.columnStart ||
      gap > 2.5 * charWidth ||
      gap < -charWidth ||
      isTabAfterName(segments.length, seg.parts.join(''), w, gap, size)
    ) {
      if (seg) segments.push({ text: seg.parts.join('').trim(), x: seg.x, width: seg.end - seg.x });
      seg = { parts: [w.text], x: w.x, end: w.x + w.width };
      continue;
    }
    const needsSpace = gap > 0.25 * charWidth && !/\s$/.test(seg.parts.at(-1)!) && !/^\s/.test(w.text);
    seg.parts.push(needsSpace ? ` ${w.text}` : w.text);
    seg.end = Math.max(seg.end, w.x + w.width);
  }
  if (seg) segments.push({ text: seg.parts.join('').trim(), x: seg.x, width: seg.end - seg.x });
  const y = median(words.map((w) => w.y + w.height / 2));
  const scored = words.filter((w) => w.confidence !== undefined);
  const confidence = scored.length ? Math.round(scored.reduce((n, w) => n + w.confidence!, 0) / scored.length) / 100 : undefined;
  return {
    page,
    y,
    size,
    segments: segments.filter((s) => s.text.length > 0).map((s) => ({ ...s, text: unspaced(s.text).replace(/\s+/g, ' ') })),
    ...(confidence === undefined ? {} : { confidence }),
  };
}

/** Capitals set apart by one space each, three or more ("F E N W I C K"), words apart by two or more spaces. */
const LETTER_SPACED = /^\p{Lu}(?: \p{Lu})+(?: {2,}\p{Lu}(?: \p{Lu})+)*$/u;

/**
 * A name printed letter-spaced, as acting editions and older plays set their speakers ("F E N W I C K",
 * "M R S   P E E L"): the text layer gives a space between every letter. The letters are one word again (a
 * wider space parts two words), so the name reads as the name. Only a whole segment of single capitals, three or
 * more: two letters ("P R") are a watermark's fragment as often as a name, and words in a sentence are never spaced so.
 */
export function unspaced(text: string): string {
  const t = text.trim();
  if (!LETTER_SPACED.test(t) || t.replace(/\s/g, '').length < 3) return text;
  return t
    .split(/ {2,}/)
    .map((w) => w.replace(/ /g, ''))
    .join(' ');
}

/** Wider than a space in any font (a Courier space is 0.6 em): a gap this wide after a name is a tab. */
const TAB_GAP_EM = 0.75;

/**
 * A name in capitals opening a row, then a gap wider than a space, then a sentence: a cue with its
 * speech tabbed to the right ("MAN IN WET COAT  Are you open?"), even where the tab stop fell close
 * to the name. Action that opens with a name goes on in lower case ("MAYA runs"), so it stays whole.
 */
function isTabAfterName(segmentsBefore: number, before: string, word: Word, gap: number, size: number): boolean {
  // OCR's word boxes space words unevenly; there only the wide split above applies.
  if (segmentsBefore > 0 || word.confidence !== undefined || gap <= TAB_GAP_EM * size) return false;
  const opensSentence = /^(\(?[\p{Lu}]|["'‘“(]\p{L})/u.test(word.text) && /\p{Ll}/u.test(word.text);
  return opensSentence && !/\p{Ll}/u.test(before) && /\p{Lu}.*\p{Lu}/u.test(before);
}

/** Words this many times taller than the page's typical text are stamps, not script. */
const OUTSIZED = 1.7;

/** Drops stamps ("SIDES", a name across the page), set far larger than the script's text. */
export function dropOutsized(words: Word[]): Word[] {
  const typical = median(words.map((w) => w.height));
  return typical ? words.filter((w) => w.height <= typical * OUTSIZED) : words;
}

/** The text of a row, segments joined by a space. */
export const rowText = (row: Row) => row.segments.map((s) => s.text).join(' ');

/**
 * The leftmost x (in 6 pt bins) shared by at least 12% of the given row starts — a page's body
 * margin. Null when no bin is shared enough; callers choose their own fallback.
 */
export function leftmostSharedX(xs: number[]): number | null {
  const bins = xs.map((x) => Math.round(x / 6) * 6);
  const counts = new Map<number, number>();
  for (const x of bins) counts.set(x, (counts.get(x) ?? 0) + 1);
  const threshold = Math.max(2, bins.length * 0.12);
  const candidates = [...counts.entries()].filter(([, n]) => n >= threshold).map(([x]) => x);
  return candidates.length ? Math.min(...candidates) : null;
}
