/**
 * Stage 3a: page furniture out. Drops what is printed on the page but is not the script:
 * page numbers, CONTINUED, (MORE) (remembered, it joins speeches), scene numbers in the margins,
 * revision asterisks, headers and footers, and watermarks (outsized stamps, lines repeated
 * across pages, names and emails stamped on every sheet).
 */
import { leftmostSharedX, rowText, type PageText, type Row, type Segment } from './positioned-text.js';
import { cueTypeOf, headingParts, parseCue, withoutMarginMarks } from './script-words.js';

/** A row of script text after cleaning. */
export interface Line {
  page: number;
  y: number;
  size: number;
  /** Left edge of the first segment. */
  x: number;
  text: string;
  segments: Segment[];
  /** A (MORE) marker followed this line: the speech continues on the next page. */
  more?: boolean;
  /** OCR confidence of the row, 0..1, when OCR gave one. */
  confidence?: number;
  /** Vertical space (pt) of watermark lines set aside just above this line, so they leave no gap. */
  setAside?: number;
  /** Width of its page (pt): centred text is centred on it (A5 and A4 sides are not letter-sized). */
  pageWidth?: number;
}

const PAGE_NUMBER = /^(page\s*)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?\.?$/i;
const CONTINUED = /^\(?\s*CONT(INUED|'D|’D|D)?\s*\)?\s*:?\s*(\(\d+\))?$/i;
const MORE = /^\(\s*MORE\s*\)$/i;
const SCENE_NUMBER = /^[A-Z]?\d{1,4}(\.\d{1,3})?[A-Z]{0,3}\.?$|^[A-Z]{1,2}\d?$/;
const REVISION = /^\*+$/;
/** A revision asterisk or a scene or page number standing after the text of a row ("MAYA    12", "MAYA *"). */
const TRAILING_MARK = /^(\*+|[A-Z]?\d{1,4}(\.\d{1,3})?[A-Z]{0,2}\.?)$/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const WATERMARK_WORDS = /\b(CONFIDENTIAL|DO NOT (COPY|DISTRIBUTE)|PROPERTY OF|LICENSED TO|WATERMARK|FOR AUDITION PURPOSES)\b/i;
const SIDES_MARKER = /^\*?\s*(END OF SIDES?|START OF SIDES?|SIDES|END|START)\s*\*?$/i;

/** Share of the page height treated as header or footer band. */
const MARGIN_BAND = 0.065;

const normalised = (s: string) => s.toUpperCase().replace(/[^A-Z]/g, '');

const BYLINE = /^((written|screenplay|teleplay|story|adapted|book)( and \w+)? by|by)\b/i;
const SCENE_START = /^(\d+[A-Z]?\s+)?(INT|EXT|I\/E|EST)[.\s]|^(SCENE|ACT)\s+\w+/i;

/**
 * A title page: the first of several pages, a handful of lines, a byline ("Written by"), and no
 * scene heading. Its title, names and contact details are not script.
 */
export function isTitlePage(page: PageText, pageCount: number): boolean {
  if (page.page !== 1 || pageCount < 2 || page.rows.length > 25) return false;
  // OCR may read a speck before the byline ("_ by Jo Ellis").
  const texts = page.rows.map((r) => rowText(r).replace(/^[^\p{L}\p{N}]+/u, ''));
  return texts.some((t) => BYLINE.test(t.trim())) && !texts.some((t) => SCENE_START.test(t.trim()));
}

/** Removes page furniture from every page and returns the script lines in reading order. */
export function cleanPages(printedPages: PageText[]): Line[] {
  const pages = printedPages.map(unquoted);
  const repeated = repeatedTexts(pages);
  const stamped = stampedLines(pages);
  const fragments = letterFragments(pages);
  const lines: Line[] = [];
  for (const page of pages) {
    if (isTitlePage(page, pages.length)) continue;
    const leftMargin = bodyLeftMargin(page.rows);
    const annotation = page.method === 'ocr' ? annotationsOf(page) : () => false;
    let setAside = 0;
    let previousY: number | null = null;
    let bodyY: number | null = null;
    const pageStep = lineStep([page.rows]);
    for (const printed of page.rows) {
      const fragment = fragments.get(printed);
      // Letters landing between the script's lines take no line of their own; one on a line of its own leaves no gap behind.
      if (fragment === 'between') continue;
      if (fragment === 'own-line') {
        if (previousY !== null) setAside += printed.y - previousY;
        previousY = printed.y;
        continue;
      }
      const row = withoutStampedSegments({ ...printed, segments: printed.segments.filter((s) => !annotation(s)) }, stamped);
      if (row.segments.length === 0) continue;
      const step = previousY === null ? 0 : row.y - previousY;
      previousY = row.y;
      // A line of the body run on into the bottom band, a line step under the body's last line, is the body's: a footer
      // is set apart from it.
      const runsOn = bodyY !== null && pageStep > 0 && row.y - bodyY - setAside <= SET_APART_STEPS * pageStep;
      const inBand = row.y < page.height * MARGIN_BAND || (row.y > page.height * (1 - MARGIN_BAND) && !runsOn);
      const text = rowText(row);
      if (MORE.test(text.trim())) {
        const last = lines.at(-1);
        if (last && last.page === page.page) last.more = true;
        continue;
      }
      const key = normalised(text);
      if (stamped.has(key)) {
        setAside += step;
        continue;
      }
      if (inBand || isFurniture(text) || isRepeatedHere(repeated, key, row.y)) continue;
      const segments = row.segments
        .map((s) => ({ ...s, text: s.text.replace(/\s+\*+$/, '').trim() }))
        .filter(
          (s, i, all) =>
            !REVISION.test(s.text) && !isMarginNumber(s, i, all, leftMargin, page.width) && !EMAIL.test(s.text) && s.text.length > 0,
        );
      // A mark after the text ("MAYA    12") goes, so the cue reads as a cue.
      while (segments.length > 1 && TRAILING_MARK.test(segments.at(-1)!.text)) segments.pop();
      if (segments.length === 0) continue;
      lines.push({
        page: page.page,
        y: row.y,
        size: row.size,
        x: segments[0]!.x,
        text: segments.map((s) => s.text).join(' '),
        segments,
        pageWidth: page.width,
        ...(row.confidence !== undefined ? { confidence: row.confidence } : {}),
        ...(setAside ? { setAside } : {}),
      });
      bodyY = row.y;
      setAside = 0;
    }
  }
  return lines;
}

/** An e-mail's quoting marks opening a row: ">", "> >", ">>". */
const QUOTE_MARKS = /^(?:>\s?)+/;
/** Rows of a page that must open with quoting marks, and their least share of its rows, for the page to be a quoted e-mail. */
const QUOTED_ROWS = 5;
const QUOTED_SHARE = 0.5;

/**
 * Sides pasted into an e-mail and quoted in a reply: most rows open with ">" (a blank line of the script is a ">"
 * alone). The marks are the mail's, not the script's: they come off, a row of nothing but marks is the blank line it
 * was, and the text keeps its place after them, so the script's own layout (flush or indented) reads as it was sent.
 * Rows without marks (the reply's own lines above the quote) are left as they are.
 */
export function unquoted(page: PageText): PageText {
  const quoted = page.rows.filter((r) => QUOTE_MARKS.test(r.segments[0]?.text ?? ''));
  if (quoted.length < QUOTED_ROWS || quoted.length < page.rows.length * QUOTED_SHARE) return page;
  const rows = page.rows.flatMap((row) => {
    const [first, ...rest] = row.segments;
    const marks = first ? QUOTE_MARKS.exec(first.text) : null;
    if (!first || !marks) return [row];
    const text = first.text.slice(marks[0].length).trim();
    // The marks' share of the run's width: the text starts that far in.
    const cut = (first.width * marks[0].length) / Math.max(1, first.text.length);
    const segments = text ? [{ text, x: first.x + cut, width: Math.max(0, first.width - cut) }, ...rest] : rest;
    return segments.length ? [{ ...row, segments }] : [];
  });
  return { ...page, rows };
}

/**
 * One to three capital letters alone on a row: what a diagonal or outlined watermark leaves behind when its
 * letters land as text runs of their own between the script's lines.
 */
const LETTER_FRAGMENT = /^[A-Z](?: ?[A-Z]){0,2}$/;
/** A row whose glyphs are this much larger or smaller (share of the body's size) was not typed with the script. */
const FRAGMENT_SIZE_RATIO = 0.25;
/** A row nearer than this share of the body's type size to a row above or below sits between the script's lines (a size or more apart). */
const BETWEEN_LINES = 0.75;
/** A row further than this share of the body's type size below the row above it has a blank line over it (a line is ~1.2 sizes). */
const BLANK_LINE_ABOVE = 1.8;
/** Rows of the document that must start (or centre) within COLUMN_REACH of a row for it to stand in a column of the script. */
const FRAGMENT_COLUMN_ROWS = 2;

/**
 * Watermark letter fragments, and whether each sat between the script's lines or on a line of its own. A short
 * capitals row is a fragment on any of: glyphs of another size than the body's (text layers only: OCR box heights
 * vary too much to tell); a place between two lines; the same letters at the same place on another page and
 * nowhere else (a watermark is stamped alike on every sheet) or a place in no column of the script — these two only when it could
 * not be a short name standing after a blank line over its speech ("AL", "JO").
 */
function letterFragments(pages: PageText[]): Map<Row, 'between' | 'own-line'> {
  // A typed word of the script's own ("TAG" opening a soap's last act) is not a watermark's letters.
  const isCandidate = (row: Row) => {
    const text = rowText(row).trim();
    return row.segments.length === 1 && LETTER_FRAGMENT.test(text) && !cueTypeOf(text) && !headingParts(text);
  };
  const letters = (row: Row) => rowText(row).trim();
  const place = (row: Row) => `${letters(row)}@${Math.round(row.segments[0]!.x / 6)}:${Math.round(row.y / 6)}`;
  const candidates = pages.flatMap((p) => p.rows.filter(isCandidate).map((row) => ({ row, page: p.page })));
  const pagesAt = new Map<string, Set<number>>();
  for (const { row, page } of candidates) pagesAt.set(place(row), (pagesAt.get(place(row)) ?? new Set()).add(page));
  // A watermark prints its letters only where it lands, alike on every sheet; a name ("DAD") stands elsewhere too.
  const elsewhere = new Set(candidates.filter(({ row }) => pagesAt.get(place(row))!.size < 2).map(({ row }) => letters(row)));
  // Every other row marks a column, short names too: a name's column is shared by its other cues.
  const everyRow = pages.flatMap((p) => p.rows);
  const starts = everyRow.map((r) => ({ row: r, x: r.segments[0]!.x }));
  const centres = everyRow.map((r) => ({ row: r, x: (r.segments[0]!.x + r.segments.at(-1)!.x + r.segments.at(-1)!.width) / 2 }));
  const inColumn = (row: Row) => {
    const s = row.segments[0]!;
    const near = (xs: Array<{ row: Row; x: number }>, x: number) =>
      xs.filter((o) => o.row !== row && Math.abs(o.x - x) <= COLUMN_REACH).length >= FRAGMENT_COLUMN_ROWS;
    return near(starts, s.x) || near(centres, s.x + s.width / 2);
  };
  const out = new Map<Row, 'between' | 'own-line'>();
  for (const page of pages) {
    const bodySize = median(page.rows.filter((r) => !isCandidate(r)).map((r) => r.size));
    page.rows.forEach((row, i) => {
      if (!isCandidate(row)) return;
      const above = page.rows[i - 1];
      const below = page.rows[i + 1];
      // Rows nearer than half a glyph are one row OCR split in two, not letters between lines.
      const splitRow = (r: Row) => Math.abs(r.y - row.y) < 0.5 * Math.min(r.size, row.size);
      const between = [above, below].some((r) => r && !splitRow(r) && Math.abs(r.y - row.y) < BETWEEN_LINES * bodySize);
      const otherSize = page.method === 'text' && bodySize > 0 && Math.abs(row.size - bodySize) > FRAGMENT_SIZE_RATIO * bodySize;
      const stampedAlike = pagesAt.get(place(row))!.size >= 2 && !elsewhere.has(letters(row));
      // A name of two or three letters after a blank line, right over a line of words, may be a cue ("AL"): place
      // and repetition alone do not set it aside.
      const blankAbove = !above || row.y - above.y > BLANK_LINE_ABOVE * bodySize;
      const mayBeCue = blankAbove && below !== undefined && /\p{Ll}/u.test(rowText(below)) && parseCue(rowText(row)) !== null;
      const misplaced = stampedAlike || !inColumn(row);
      if (between || otherSize || (misplaced && !mayBeCue)) out.set(row, between ? 'between' : 'own-line');
    });
  }
  return out;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Typed script starts its lines left of this share of the page width, save for transitions and dual dialogue's right column. */
const ANNOTATION_SIDE = 0.55;
/** Rows a column needs to be the script's own: a note in the margin starts where no typed line does. */
const COLUMN_ROWS = 2;
/** Points within which two rows start in one column. */
const COLUMN_REACH = 10;

/**
 * Handwriting beside the script on a scan ("slower - breathe here" written next to a speech): OCR
 * reads it as pieces of text in the right half of the page, each starting where no typed column
 * does. Typed script there is a transition, a cue (dual dialogue's right-hand speaker) or a column
 * shared by other rows (dual dialogue, a commercial's AUDIO column), and stays.
 */
function annotationsOf(page: PageText): (s: Segment) => boolean {
  const starts = page.rows.flatMap((row, i) => row.segments.map((s) => ({ x: s.x, row: i })));
  return (s) => {
    if (s.x < page.width * ANNOTATION_SIDE || cueTypeOf(s.text) || parseCue(s.text)) return false;
    const rows = new Set(starts.filter((o) => Math.abs(o.x - s.x) <= COLUMN_REACH).map((o) => o.row));
    return rows.size < COLUMN_ROWS + 1;
  };
}

/**
 * A long line printed at least this many times in a document, word for word, is a stamp (a licensee's name
 * and number)...
 */
const STAMP_REPEATS = 3;
/**
 * ...or twice, at the same height on two pages (a footer stamp on a two-page side) or carrying a phone
 * number or an address (a licensee's line). Twice anywhere else is the script repeating itself: a scene
 * revisited ("EXT. THE ESTATE - DAY"), a line said again.
 */
const STAMP_PAIR_REPEATS = 2;
/** What a licensee's line carries and a script's line does not: a phone number, an e-mail, a web address. */
const CONTACT = new RegExp(String.raw`\d[\d ().-]{5,}\d|https?:\/\/|www\.|${EMAIL.source}`, 'i');
/** Letters a line needs before its repetition is taken as a stamp: a short line ("Stopped!") may be said twice. */
const STAMP_MIN_LETTERS = 16;

/**
 * Watermark lines: the licensee's line printed between the script's lines, again and again down
 * every page. Found by repetition — the same long line three times, or twice at one height on two
 * pages — unless it reads as a character cue or a scene heading, which legitimately repeat.
 */
function stampedLines(pages: PageText[]): Set<string> {
  const counts = new Map<string, number>();
  /** Where each long line is printed, to tell a footer printed twice from a line the script says twice. */
  const places = new Map<string, Array<{ page: number; y: number; size: number }>>();
  const printedAs = new Map<string, string>();
  /** Lines read by OCR, which prints no stamp twice alike: every reading of each, as printed. */
  const misreadable = new Map<string, string[]>();
  // A stamp printed across a row of the script shares that row: count its segment on its own too.
  const texts = (row: Row) => [rowText(row), ...(row.segments.length > 1 ? row.segments.map((s) => s.text) : [])];
  for (const page of pages)
    for (const row of page.rows) {
      // Once per row: a line and its one long segment ("Maya counts… *") normalise alike.
      const keys = new Map(
        texts(row)
          // A cue or a scene heading legitimately comes back ("EXT. THE ESTATE - DAY" three times): never a stamp, nor a
          // cue with a revision asterisk or a scene number after it, whose letters are the bare cue's.
          .filter((t) => !isCueLike(withoutMarginMarks(t)) && !headingParts(t.trim()))
          .map((t) => [normalised(t), t] as const),
      );
      for (const [key, text] of keys)
        if (key.length >= STAMP_MIN_LETTERS) {
          counts.set(key, (counts.get(key) ?? 0) + 1);
          places.set(key, [...(places.get(key) ?? []), { page: page.page, y: row.y, size: row.size }]);
          printedAs.set(key, text);
          // A row and its own segment read nearly alike: compare pieces as printed, never a row with itself.
          if (page.method === 'ocr' && row.segments.some((s) => s.text === text))
            misreadable.set(key, [...(misreadable.get(key) ?? []), text]);
        }
    }
  const samePlace = (key: string) => {
    const [a, b] = places.get(key)!;
    return Boolean(a && b && a.page !== b.page && Math.abs(a.y - b.y) <= 2 * Math.max(a.size, b.size));
  };
  const stamps = new Set(
    [...counts]
      .filter(([key, n]) => n >= STAMP_REPEATS || (n === STAMP_PAIR_REPEATS && (samePlace(key) || CONTACT.test(printedAs.get(key)!))))
      .map(([key]) => key),
  );
  for (const key of misreadRepeats(misreadable, counts)) stamps.add(key);
  return stamps;
}

/** Words of a line long enough to identify it: OCR misreads a letter here and there, rarely most of them. */
const identifyingWords = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []);
/** Share of identifying words (Jaccard) two readings of one printed line have in common... */
const SAME_LINE_WORDS = 0.5;
/**
 * ...and how often such a line must be printed to be a stamp; a line read nearly alike twice is one already when it
 * carries contact details, as a line printed twice alike must (dialogue echoes its own words: "It's late." / "It's
 * later than that.").
 */
const MISREAD_STAMP_REPEATS = 3;
const NEARLY_ALIKE_WORDS = 0.7;

/**
 * Stamps as OCR reads them ("Tom Reyes Northlight Casting", "Tom Reyes WNorcthlight Casting"):
 * lines sharing most of their identifying words with at least two other lines. Readings whose letters are alike
 * ("f Harbourside. Talent", "fHarbourside. 1Talent") are one line, with the words of all of them.
 */
function misreadRepeats(printed: Map<string, string[]>, counts: Map<string, number>): string[] {
  const words = new Map(
    [...printed]
      .map(([key, texts]) => [key, new Set(texts.flatMap((t) => [...identifyingWords(t)]))] as const)
      .filter(([, w]) => w.size >= 3),
  );
  const byWord = new Map<string, string[]>();
  for (const [key, ws] of words) for (const w of ws) byWord.set(w, [...(byWord.get(w) ?? []), key]);
  const out: string[] = [];
  for (const [key, ws] of words) {
    const shared = new Map<string, number>();
    for (const w of ws) for (const other of byWord.get(w)!) if (other !== key) shared.set(other, (shared.get(other) ?? 0) + 1);
    let prints = counts.get(key)!;
    let nearlyAlike = 0;
    let contact = printed.get(key)!.some((t) => CONTACT.test(t));
    for (const [other, n] of shared) {
      const similarity = n / (ws.size + words.get(other)!.size - n);
      if (similarity >= SAME_LINE_WORDS) prints += counts.get(other)!;
      if (similarity < NEARLY_ALIKE_WORDS) continue;
      nearlyAlike += counts.get(other)!;
      contact ||= printed.get(other)!.some((t) => CONTACT.test(t));
    }
    if (prints >= MISREAD_STAMP_REPEATS || (counts.get(key)! + nearlyAlike >= STAMP_PAIR_REPEATS && contact)) out.push(key);
  }
  return out;
}

/**
 * A row whose segments include a stamp or furniture printed over the script's own line (a licensee's
 * line across a cue): the stamp goes, the script's words stay. A row that is only a stamp is left
 * whole, for the row-level checks to set aside.
 */
function withoutStampedSegments(row: Row, stamped: Set<string>): Row {
  if (row.segments.length < 2) return row;
  // Only what is never script: a repeated stamp, a licensee's address, watermark words (a number can be a cue's).
  const isStamp = (t: string) => stamped.has(normalised(t)) || WATERMARK_WORDS.test(t) || (EMAIL.test(t) && t.split(/\s+/).length <= 12);
  const kept = row.segments.filter((s) => !isStamp(s.text));
  return kept.length === row.segments.length || kept.length === 0 ? row : { ...row, segments: kept };
}

/**
 * Capitals of a name's length, optionally with extensions: what a cue looks like before parsing. A radio
 * script numbers its cues and puts a colon after the name ("9   CUSTOMS OFFICER BRANDVOLD:" over its speech).
 */
const isCueLike = (text: string) => /^(\d{1,3}\.?\s+)?[A-Z][A-Z .'#-]{1,30}(\s*\([^)]*\))*:?$/.test(text.replace(/[’`]/g, "'"));

function isFurniture(text: string): boolean {
  const t = text.trim();
  return (
    PAGE_NUMBER.test(t) ||
    CONTINUED.test(t) ||
    REVISION.test(t) ||
    WATERMARK_WORDS.test(t) ||
    SIDES_MARKER.test(t) ||
    (EMAIL.test(t) && t.split(/\s+/).length <= 12)
  );
}

/** A scene number standing alone in the left or right margin of a row. */
function isMarginNumber(s: Segment, index: number, all: Segment[], leftMargin: number, pageWidth: number): boolean {
  if (!SCENE_NUMBER.test(s.text) || all.length < 2) return false;
  const first = index === 0 && s.x < leftMargin - 8;
  const last = index === all.length - 1 && s.x > pageWidth * 0.78;
  return first || last;
}

/**
 * The body's left edge on a page: the leftmost x shared by a good share of long rows
 * (action lines in a screenplay, speeches in a play). Margin numbers sit left of it.
 */
export function bodyLeftMargin(rows: Row[]): number {
  const xs = rows.filter((r) => rowText(r).length > 25).map(longestStart);
  if (xs.length === 0) return Math.min(...rows.map((r) => r.segments[0]?.x ?? 72), 72);
  return leftmostSharedX(xs) ?? Math.min(...xs.map((x) => Math.round(x / 6) * 6));
}

/** Start of a row's text ignoring a short leading margin number. */
function longestStart(r: Row): number {
  const first = r.segments[0]!;
  return r.segments.length > 1 && SCENE_NUMBER.test(first.text) ? r.segments[1]!.x : first.x;
}

/** Height bands a running header or footer is matched in: it recurs at its own place, nowhere else. */
const BAND = 24;

/** True when the row's text is furniture repeated at this height (a band either side allows for drift). */
function isRepeatedHere(repeated: Map<string, Set<number>>, key: string, y: number): boolean {
  const bands = repeated.get(key);
  if (!bands) return false;
  const band = Math.round(y / BAND);
  return bands.has(band) || bands.has(band - 1) || bands.has(band + 1);
}

/**
 * The distance between consecutive lines of a paragraph over the document: the smallest gap between
 * rows seen at least twice (pages of one-line speeches have more blank-line gaps than single ones).
 */
function lineStep(pages: Row[][]): number {
  const gaps = pages
    .flatMap((rows) => rows.slice(1).map((r, i) => Math.round(r.y - rows[i]!.y)))
    .filter((g) => g > 4)
    .sort((a, b) => a - b);
  return gaps.find((g, i) => i > 0 && g - gaps[i - 1]! <= 1) ?? gaps[Math.floor(gaps.length / 4)] ?? 0;
}

/** A running header or footer is set apart from the body by more than a line step. */
const SET_APART_STEPS = 1.4;

/**
 * Texts that recur on at least half the pages (and at least two) at a similar height are
 * stamped furniture (headers, footers, watermarks), at that height only. A short one, or one that reads
 * like a character cue however long ("CORPORAL DESMOND OYEYEMI-HART" landing mid-page at one height on two
 * pages), must be the first or last row of its pages, and when it reads like a character cue also set apart
 * from the body by more than a line step: a cue that happens to open two pages sits right over its speech.
 */
function repeatedTexts(pages: PageText[]): Map<string, Set<number>> {
  if (pages.length < 2) return new Map();
  const seen = new Map<string, { pages: Set<number>; edge: boolean; cueLike: boolean }>();
  const step = lineStep(pages.map((p) => p.rows));
  for (const page of pages) {
    page.rows.forEach((row, i) => {
      const text = rowText(row);
      const key = normalised(text);
      if (key.length < 4) return;
      const band = `${key}@${Math.round(row.y / BAND)}`;
      const entry = seen.get(band) ?? { pages: new Set<number>(), edge: true, cueLike: false };
      entry.pages.add(page.page);
      const first = i === 0;
      const last = i === page.rows.length - 1;
      const neighbour = first ? page.rows[1] : last ? page.rows[i - 1] : undefined;
      const apart = !neighbour || Math.abs(neighbour.y - row.y) > SET_APART_STEPS * step;
      // A running header or footer is the first or last row of its page; a CONT'D cue at the top is script.
      entry.edge &&= (first || last) && !/CONT/i.test(text) && (apart || !isCueLike(text.trim()));
      // However long, a name that may be a cue must be a page's first or last row to be its running header.
      entry.cueLike ||= isCueLike(withoutMarginMarks(text));
      seen.set(band, entry);
    });
  }
  const out = new Map<string, Set<number>>();
  for (const [band, entry] of seen) {
    const at = band.lastIndexOf('@');
    const key = band.slice(0, at);
    if (entry.pages.size >= 2 && entry.pages.size >= pages.length * 0.5 && ((key.length > 14 && !entry.cueLike) || entry.edge))
      out.set(key, (out.get(key) ?? new Set()).add(Number(band.slice(at + 1))));
  }
  return out;
}
