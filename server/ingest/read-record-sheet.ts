/**
 * Voice-over record sheets (a game's, an animation's or an e-learning course's voice session): a ruled table with a row
 * per line of speech, read row by row by the columns its header row names.
 */
import type { Line } from './clean-page.js';
import { hasLower, isOcr, median, type RecordSheet } from './page-layout.js';
import type { Segment } from './positioned-text.js';
import { cutAtColumn } from './read-av-page.js';
import type { ScriptBuilder } from './script-builder.js';
import { cueTypeOf, headingParts, isNeverSpeaker, parseCue, recordHeaderCells, type Cue, type RecordColumns } from './script-words.js';

/** Rows naming a speaker in the speaker column with words in the text column that make a page a record sheet. */
const RECORD_MIN_ROWS = 2;
/** A cell's text starts within this many points of where its column's cells start: further in, it is debris or show-through. */
const RECORD_CELL_TOLERANCE = 10;
/** A cell may start this far left of its header cell (OCR reads the rule before a header as a letter of it). */
const RECORD_HEADER_SLACK = 8;
/** Glyph heights within which a further OCR piece of a cell's line is more of it (a lost space), not debris beside it. */
const RECORD_OCR_JOIN = 2;
/** Glyph heights under which a line naming no speaker continues the row above it (a cell's wrapped line). */
const RECORD_WRAP_GAP = 2.2;
/** A speaker written in the sheet's own case, as a name cell often is ("Old Ferryman"): one to four capitalised words. */
const CASED_NAME = /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,3}$/u;

/** The column a cell starting at x stands in: the last one whose header starts at or before it (-1 left of them all). */
function recordColumnOf(x: number, starts: readonly number[]): number {
  let k = -1;
  starts.forEach((start, i) => {
    if (x >= start - RECORD_HEADER_SLACK) k = i;
  });
  return k;
}

/** A line's segments cut at every column boundary, each with its column. */
function recordPieces(l: Line, starts: readonly number[]): Array<{ col: number; s: Segment }> {
  let segments: Segment[] = l.segments;
  for (const start of starts.slice(1)) segments = segments.flatMap((s) => cutAtColumn(s, start - RECORD_HEADER_SLACK));
  return segments.map((s) => ({ col: recordColumnOf(s.x, starts), s }));
}

/**
 * Where each column's cells start: of the places at least two cells under the header start (within a few points), the
 * one nearest the header cell, so a header set a little off its column, or a ruled border OCR read before it, does not
 * move the column, and show-through read in the middle of a column (often more pieces than the cells) is not taken for it.
 */
function recordCellStarts(lines: Line[], columns: RecordColumns): number[] {
  const xs = columns.starts.map(() => [] as number[]);
  for (const l of lines) for (const { col, s } of recordPieces(l, columns.starts)) if (col >= 0) xs[col]!.push(s.x);
  return columns.starts.map((header, col) => {
    const own = xs[col]!;
    const near = (x: number) => own.filter((y) => Math.abs(y - x) <= 4).length;
    const best = own.filter((x) => near(x) >= RECORD_MIN_ROWS).sort((a, b) => Math.abs(a - header) - Math.abs(b - header))[0];
    return best ?? header;
  });
}

/**
 * A row line's cells, one string per column ('' where it prints nothing there); null for a line running across the
 * columns from the left (a scene row, a note under the table). A cell's text starts where its column's cells start;
 * on an OCR line a piece starting elsewhere in a cell, or after the cell's first piece, is debris (show-through, a
 * speck), not more of the cell.
 */
function recordCells(l: Line, sheet: RecordSheet): string[] | null {
  const { starts, text } = sheet.columns;
  const first = l.segments[0];
  if (!first) return starts.map(() => '');
  const col = recordColumnOf(first.x, starts);
  const next = starts[col + 1];
  if (col < text && next !== undefined && first.x + first.width > next + RECORD_CELL_TOLERANCE) return null;
  const out = starts.map(() => '');
  const end = starts.map(() => -Infinity);
  for (const { col: c, s } of recordPieces(l, starts)) {
    let words = s.text.trim();
    // A cell's ruled border, read by OCR as a bar or a letter before its first word ("I Panicked, running."), stands left of it.
    if (isOcr(l) && s.x < sheet.cellX[c]! - 2) words = words.replace(/^[|Il!]\s*(?=\S)/, '');
    if (c < 0 || !words) continue;
    if (out[c]) {
      // OCR splits a cell's line where it lost a space; a piece far off, or with no word in it, is debris.
      if (!isOcr(l) || (s.x - end[c]! <= RECORD_OCR_JOIN * l.size && /\p{L}{3}/u.test(words))) out[c] = `${out[c]} ${words}`;
    } else if (Math.abs(s.x - sheet.cellX[c]!) <= RECORD_CELL_TOLERANCE) out[c] = words;
    if (out[c]) end[c] = Math.max(end[c]!, s.x + s.width);
  }
  return out;
}

/**
 * A record sheet's header row at a line: its cells with those of lines less than half a glyph height above or below it,
 * since OCR reads a shaded header's cells at slightly different heights and can make two rows of it. `y` is the band's
 * lowest line (the table starts under it), `top` its highest.
 */
function recordHeaderBand(l: Line, lines: Line[]): { columns: RecordColumns; top: number; y: number } | null {
  const band = lines.filter((o) => o.page === l.page && Math.abs(o.y - l.y) <= Math.max(o.size, l.size) / 2);
  const columns = recordHeaderCells(band.flatMap((o) => o.segments).sort((a, b) => a.x - b.x));
  return columns ? { columns, top: Math.min(...band.map((o) => o.y)), y: Math.max(...band.map((o) => o.y)) } : null;
}

/** The speaker a name cell gives, in capitals or in the sheet's own case. */
function recordSpeaker(cell: string): Cue | null {
  const cue = parseCue(CASED_NAME.test(cell) ? cell.toUpperCase() : cell);
  return cue && !isNeverSpeaker(cue.name) ? cue : null;
}

/**
 * The record sheet on a page: its own header row, or the previous page's columns when the table runs on without one;
 * either way only when rows under it name a speaker and give words in the text column, so a cover page's labels or
 * a cast table never make one.
 */
export function recordSheetOf(lines: Line[], previous: RecordSheet | null): RecordSheet | null {
  const header = lines.map((l) => recordHeaderBand(l, lines)).find((h) => h !== null) ?? null;
  const columns = header?.columns ?? previous?.columns;
  if (!columns) return null;
  const below = header ? lines.filter((l) => l.y > header.y) : lines;
  const sheet: RecordSheet = {
    columns,
    headerTop: header?.top ?? null,
    headerY: header?.y ?? null,
    cellX: recordCellStarts(below, columns),
  };
  const rows = below.filter((l) => {
    const cells = recordCells(l, sheet);
    return cells !== null && recordSpeaker(cells[columns.speaker]!) !== null && hasLower(cells[columns.text]!);
  }).length;
  return rows >= RECORD_MIN_ROWS ? sheet : null;
}

/**
 * A record sheet page: every row a speech by the name in its speaker column, its words from the text column (wrapped
 * lines joined), the direction column kept as the speech's direction; ID and TAKES columns are not script. A line
 * across the columns is a scene row (a heading) or a note (action); a row naming no speaker is action.
 */
export function readRecordPage(lines: Line[], sheet: RecordSheet, b: ScriptBuilder) {
  const { speaker, text, direction } = sheet.columns;
  interface Row {
    cue: Cue | null;
    printed: string;
    page: number;
    words: string[];
    directions: string[];
    y: number;
    confidence: number | undefined;
  }
  let row: Row | null = null;
  // The glyph height of the rows' name lines: OCR gives every line its own, and a short line's is often a third off.
  const unit = median(
    lines.flatMap((l) => {
      const cells = recordCells(l, sheet);
      return cells && cells[speaker] ? [l.size] : [];
    }),
  );
  const flush = () => {
    if (!row) return;
    b.reading(row.confidence);
    if (row.cue && row.words.length) {
      const el = b.speech(row.cue, row.page, row.printed);
      for (const w of row.words) b.say(el, w, row.page);
      if (row.directions.length) b.note(el, row.directions, row.page);
    } else for (const t of [...row.words, ...row.directions]) b.action(t, row.page, false);
    row = null;
  };
  for (const l of lines) {
    if (sheet.headerY !== null && l.y <= sheet.headerY) {
      b.reading(l.confidence);
      // Above the table: the sheet's title and session lines. The header row itself is not script.
      if (l.y < sheet.headerTop!) b.action(l.text.trim(), l.page, false);
      continue;
    }
    const cells = recordCells(l, sheet);
    if (!cells) {
      flush();
      b.reading(l.confidence);
      const printed = l.text.trim();
      const heading = headingParts(printed);
      const type = cueTypeOf(printed);
      if (heading) b.heading(heading, l.page, printed);
      else if (type) b.cue(type, printed, l.page);
      else b.action(printed, l.page, false);
      continue;
    }
    const words = cells[text]!;
    const note = direction === null ? '' : cells[direction]!;
    // A row starts with its speaker's name or its ID (any cell left of the text but a note's); a line without one wraps the row above.
    const opens = cells.some((c, i) => c && i < text);
    if (opens) {
      flush();
      const name = cells[speaker]!;
      row = {
        cue: name ? recordSpeaker(name) : null,
        printed: name,
        page: l.page,
        words: words ? [words] : [],
        directions: note ? [note] : [],
        y: l.y,
        confidence: l.confidence,
      };
    } else if (!words && !note) {
      continue;
    } else if (row && (l.y - row.y) / unit < RECORD_WRAP_GAP) {
      // On an OCR line under a row, a cell with no word of three letters in it is specks or show-through, not a wrapped line.
      const debris = (cell: string) => isOcr(l) && !/\p{L}{3}/u.test(cell);
      const wrapped = words && !debris(words) ? words : '';
      const noted = note && !debris(note) ? note : '';
      if (!wrapped && !noted) continue;
      if (wrapped) row.words.push(wrapped);
      if (noted) row.directions.push(noted);
      row.y = l.y;
    } else {
      flush();
      row = {
        cue: null,
        printed: '',
        page: l.page,
        words: words ? [words] : [],
        directions: note ? [note] : [],
        y: l.y,
        confidence: l.confidence,
      };
    }
  }
  flush();
}
