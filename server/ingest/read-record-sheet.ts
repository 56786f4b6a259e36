/**
 * Voice-over record sheets (a game's, an animation's or an e-learning course's voice session): a ruled table with a row
 * per line of speech, read row by row by the columns its header row names.
 */
import type { Line } from './clean-page.js';
import { hasLower, isOcr, median, type RecordSheet } from './page-layout.js';
import type { Segment } from './positioned-text.js';
import type { ScriptBuilder } from './script-builder.js';
import { cueTypeOf, headingParts, isNeverSpeaker, parseCue, recordHeaderCells, type Cue, type RecordColumns } from './script-words.js';

/** Rows naming a speaker in the speaker column with words in the text column that make a page a record sheet. */
const RECORD_MIN_ROWS = 2;
/**
 * Rows (a name cell beside a sentence cell) that make a page with no header row naming its columns a record sheet: more
 * than under a header, since the page's own geometry is the only evidence.
 */
const RECORD_INFERRED_ROWS = 3;
/** Cell starts within this many points of one another are one column's (the place cells start repeating down the page). */
const RECORD_COLUMN_SPREAD = 4;
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
/** A name cell saying "the speaker above" with a mark: " ” 〃 ″ '' — – - or the word ditto. */
const DITTO = /^(?:["“”〃″'’]{1,2}|[—–-]{1,2}|ditto)$/iu;
/**
 * Words that are spoken, not told: someone speaking (I, we), spoken to (you), asking or exclaiming. A row with a blank
 * name cell and none of these, nor a direction of its own, is a sound or walla row told in the third person ("Crowd
 * cheers in the distance."), not the speaker above going on.
 */
const SPOKEN = /\b(?:I|I['’](?:m|ll|ve|d)|me|my|mine|we|us|our|you|your|yours|let['’]s)\b|[?!]/iu;
/** The end of a sentence at the end of a cell's line: a name cell's next line under it starts a row, not more of the name. */
const SENTENCE_END = /[.!?…]["'”’)]?$/u;

/** The column a cell starting at x stands in: the last one whose header starts at or before it (-1 left of them all). */
function recordColumnOf(x: number, starts: readonly number[]): number {
  let k = -1;
  starts.forEach((start, i) => {
    if (x >= start - RECORD_HEADER_SLACK) k = i;
  });
  return k;
}

/** A proportional font's narrow characters (about 0.3 em), and its wide ones (capitals, about 0.68 em; the rest about 0.52). */
const NARROW_GLYPH = /[ijltfrI.,;:'’!|\s-]/u;
const WIDE_GLYPH = /[\p{Lu}mw]/u;
const glyphWeight = (c: string) => (NARROW_GLYPH.test(c) ? 0.3 : WIDE_GLYPH.test(c) ? 0.68 : 0.52);

/**
 * A segment running across a cell border, cut there: pdf.js joins a name that nearly fills its cell with the words in
 * the next one ("CAPTAIN MARROW Then we use…"), the gap between them printed as one space. Each word's place is
 * estimated from its characters' widths in a proportional font at the line's glyph height, a name cell's capitals
 * taking more room than running words; the width the glyphs leave over is that gap at the border. The cut is at the
 * space whose next word would then start nearest where the column starts (an even share of the run puts it a word late).
 */
function cutAtCell(s: Segment, start: number, size: number): Segment[] {
  if (s.x >= start - RECORD_HEADER_SLACK || s.x + s.width <= start - RECORD_HEADER_SLACK) return [s];
  const chars = [...s.text];
  const ems = chars.reduce((n, c) => n + glyphWeight(c), 0);
  // Glyphs that more than fill the run are set smaller than the line's height says: the run is shared out by their widths.
  const scale = Math.min(size, s.width / ems);
  const gap = s.width - ems * scale;
  let at = s.x;
  let i = -1;
  let x = Infinity;
  for (let k = 0; k < chars.length; k++) {
    at += glyphWeight(chars[k]!) * scale;
    if (chars[k] === ' ' && Math.abs(at + gap - start) < Math.abs(x - start)) [i, x] = [k, at + gap];
  }
  if (i < 0) return [s];
  const left = chars.slice(0, i).join('').trimEnd();
  const right = chars
    .slice(i + 1)
    .join('')
    .trim();
  return left && right
    ? [
        { text: left, x: s.x, width: x - gap - s.x },
        { text: right, x, width: s.x + s.width - x },
      ]
    : [s];
}

/** A line's segments cut at every column boundary, each with its column. */
function recordPieces(l: Line, starts: readonly number[]): Array<{ col: number; s: Segment }> {
  let segments: Segment[] = l.segments;
  for (const start of starts.slice(1)) segments = segments.flatMap((s) => cutAtCell(s, start, l.size));
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
    const near = (x: number) => own.filter((y) => Math.abs(y - x) <= RECORD_COLUMN_SPREAD).length;
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
function recordHeaderBand(l: Line, lines: Line[]): HeaderBand | null {
  const band = lines.filter((o) => o.page === l.page && Math.abs(o.y - l.y) <= Math.max(o.size, l.size) / 2);
  const cells = band.flatMap((o) => o.segments).sort((a, b) => a.x - b.x);
  const columns = recordHeaderCells(cells);
  return columns ? { columns, cells, top: Math.min(...band.map((o) => o.y)), y: Math.max(...band.map((o) => o.y)) } : null;
}

/** A header row found on a page: the columns its labels name, its cells (in the same order), and its highest and lowest line. */
interface HeaderBand {
  columns: RecordColumns;
  cells: Segment[];
  top: number;
  y: number;
}

/** The speaker a name cell gives, in capitals or in the sheet's own case. */
function recordSpeaker(cell: string): Cue | null {
  const cue = parseCue(CASED_NAME.test(cell) ? cell.toUpperCase() : cell);
  return cue && !isNeverSpeaker(cue.name) ? cue : null;
}

/**
 * A cell that is a speaker's name and nothing else: no label colon or full stop after it, which an inline cue has
 * ("EDIE:  Where's the boat?", "BEA.  You again.") and a table's name cell does not.
 */
const isNameCell = (cell: string) => !/[:.]$/.test(cell) && recordSpeaker(cell) !== null;

/** A cell of running words: two or more, in small letters, not a name in the sheet's own case. */
const isSentenceCell = (cell: string) => hasLower(cell) && /\S\s+\S/.test(cell) && !CASED_NAME.test(cell);

/** Rows under a sheet's columns that name a speaker and give words in the text column: what bears the columns out. */
function rowsBorneOut(lines: Line[], sheet: RecordSheet): Line[] {
  const { speaker, text } = sheet.columns;
  return lines.filter((l) => {
    const cells = recordCells(l, sheet);
    return cells !== null && recordSpeaker(cells[speaker]!) !== null && hasLower(cells[text]!);
  });
}

/**
 * Where cells start repeating down the page: the starts of the lines' pieces, gathered where they lie within a few points of
 * one another, each place kept when two lines or more start a piece there. A ruled table's columns are such places; a
 * page of prose has one (its margin) and a screenplay a few that never stand side by side on one line.
 */
function repeatedStarts(lines: Line[]): number[] {
  const xs = lines.flatMap((l) => l.segments.map((s) => ({ x: s.x, l }))).sort((a, b) => a.x - b.x);
  const places: number[] = [];
  for (let i = 0; i < xs.length;) {
    let j = i;
    while (j < xs.length && xs[j]!.x - xs[i]!.x <= RECORD_COLUMN_SPREAD) j++;
    if (new Set(xs.slice(i, j).map((p) => p.l)).size >= RECORD_MIN_ROWS) places.push(xs[i]!.x);
    i = j;
  }
  return places;
}

/** A line's text in each of the given columns ('' where it prints nothing there). */
function cellsAt(l: Line, starts: number[]): string[] {
  const out = starts.map(() => '');
  for (const { col, s } of recordPieces(l, starts)) {
    const words = s.text.trim();
    if (col >= 0 && words) out[col] = out[col] ? `${out[col]} ${words}` : words;
  }
  return out;
}

/**
 * A sheet's columns decided from the rows themselves, for a header the reader does not know or one set off its columns
 * (labels centred over wide columns, in the sheet's own case, or no header row at all): the columns are where cells
 * start repeating down the page; the speaker column is the one whose cells are short names with a column of running
 * words beside them on the same lines, and that column is the text; the next column right of it with words in small
 * letters on two rows or more is the direction. A header row the reader knows still says which column is which, by the
 * column under the middle of each of its labels.
 */
function inferredColumns(lines: Line[], header: HeaderBand | null): RecordColumns | null {
  const starts = repeatedStarts(lines);
  if (starts.length < 2) return null;
  const rows = lines.map((l) => cellsAt(l, starts));
  const under = (cell: Segment) => recordColumnOf(cell.x + cell.width / 2, starts);
  let speaker: number;
  let text: number;
  let direction: number | null;
  if (header) {
    const { columns, cells } = header;
    speaker = under(cells[columns.speaker]!);
    text = under(cells[columns.text]!);
    direction = columns.direction === null ? null : under(cells[columns.direction]!);
    if (speaker < 0 || text <= speaker || (direction !== null && direction <= text)) return null;
  } else {
    // The speaker column: of each pair of neighbouring columns, the one most often a name beside running words.
    const pairs = starts.slice(0, -1).map((_, k) => rows.filter((r) => isNameCell(r[k]!) && isSentenceCell(r[k + 1]!)).length);
    const best = Math.max(...pairs);
    if (best < RECORD_INFERRED_ROWS) return null;
    speaker = pairs.indexOf(best);
    text = speaker + 1;
    const after = starts.map((_, k) => k).filter((k) => k > text);
    direction = after.find((k) => rows.filter((r) => hasLower(r[k]!)).length >= RECORD_MIN_ROWS) ?? null;
    // A grid: a third cell on the same lines as the name and the words (an ID, a direction), which two-column layouts
    // with the speech tabbed beside the name do not print.
    const gridRows = rows.filter(
      (r) => isNameCell(r[speaker]!) && isSentenceCell(r[text]!) && r.some((c, k) => c && k !== speaker && k !== text),
    );
    // A speaker on two rows, or a ditto mark, as a record sheet has and a cast table (each name once) does not.
    const names = rows.flatMap((r) => (isNameCell(r[speaker]!) ? [recordSpeaker(r[speaker]!)!.name] : []));
    const repeats = new Set(names).size < names.length || rows.some((r) => DITTO.test(r[speaker]!));
    if (gridRows.length < RECORD_MIN_ROWS || !repeats) return null;
  }
  return { starts, speaker, text, direction };
}

/**
 * A header row the reader has no labels for (in the sheet's own case, "Character | Line | Direction"; or words it does
 * not list): the line just above the table's first row with a short label, and nothing else, over two columns or more
 * including the speaker's and the text's. It is not script, and what stands above it is the sheet's title.
 */
function labelRowAbove(lines: Line[], columns: RecordColumns, firstRow: Line): Line | null {
  const above = lines.filter((l) => l.y < firstRow.y).at(-1);
  if (!above || above.segments.length < 2) return null;
  const label = (t: string) => t.trim().split(/\s+/).length <= 3 && t.trim().length <= 24 && !/[.!?,;]$/.test(t.trim());
  if (!above.segments.every((s) => label(s.text))) return null;
  const over = new Set(above.segments.map((s) => recordColumnOf(s.x + s.width / 2, columns.starts)));
  return over.has(columns.speaker) && over.has(columns.text) ? above : null;
}

/**
 * The record sheet on a page: its own header row, or the previous page's columns when the table runs on without one;
 * either way only when rows under it name a speaker and give words in the text column, so a cover page's labels or
 * a cast table never make one.
 */
export function recordSheetOf(lines: Line[], previous: RecordSheet | null): RecordSheet | null {
  const header = lines.map((l) => recordHeaderBand(l, lines)).find((h) => h !== null) ?? null;
  const below = header ? lines.filter((l) => l.y > header.y) : lines;
  const sheetOf = (columns: RecordColumns, top: number | null, y: number | null): RecordSheet => ({
    columns,
    headerTop: top,
    headerY: y,
    cellX: recordCellStarts(y === null ? lines : lines.filter((l) => l.y > y), columns),
  });
  // The columns where the header's labels start, or the previous page's, when the rows bear them out.
  const given = header?.columns ?? previous?.columns;
  if (given) {
    const sheet = sheetOf(given, header?.top ?? null, header?.y ?? null);
    if (rowsBorneOut(below, sheet).length >= RECORD_MIN_ROWS) return sheet;
  }
  // Otherwise the columns from where the rows' cells start: a header set off its columns, or none the reader knows.
  const columns = inferredColumns(below, header);
  if (!columns) return null;
  let sheet = sheetOf(columns, header?.top ?? null, header?.y ?? null);
  const rows = rowsBorneOut(below, sheet);
  if (rows.length < (header ? RECORD_MIN_ROWS : RECORD_INFERRED_ROWS)) return null;
  const labels = header ? null : labelRowAbove(below, columns, rows[0]!);
  if (labels) sheet = sheetOf(columns, labels.y, labels.y);
  return sheet;
}

/**
 * A record sheet page: every row a speech by the name in its speaker column, its words from the text column (wrapped
 * lines joined), the direction column kept as the speech's direction; ID and TAKES columns are not script. A line
 * across the columns is a scene row (a heading) or a note (action); a row naming no speaker is action. A name cell left
 * blank or holding a ditto mark is the speaker of the row above, as sheets print a run of lines by one character; a
 * blank one only when the row is spoken (see SPOKEN) or carries a direction, since a sound or walla row is printed the
 * same way. A line under a row in its name column is that name wrapped in its cell while the row's words run on.
 */
export function readRecordPage(lines: Line[], sheet: RecordSheet, b: ScriptBuilder) {
  const { speaker, text, direction } = sheet.columns;
  interface Row {
    cue: Cue | null;
    printed: string;
    /** The name cell is blank or a ditto mark: the speaker may be the row above's. */
    same: 'blank' | 'ditto' | null;
    page: number;
    words: string[];
    directions: string[];
    y: number;
    confidence: number | undefined;
  }
  let row: Row | null = null;
  // The speaker of the row just read, while the rows run on under it (a scene row, a note or a row read as action ends it).
  let above: Cue | null = null;
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
    const spoken = row.directions.length > 0 || SPOKEN.test(row.words.join(' '));
    const cue = row.cue ?? (row.same === 'ditto' || (row.same === 'blank' && spoken) ? above : null);
    if (cue && row.words.length) {
      const el = b.speech(cue, row.page, row.printed);
      for (const w of row.words) b.say(el, w, row.page);
      if (row.directions.length) b.note(el, row.directions, row.page);
      above = cue;
    } else {
      for (const t of [...row.words, ...row.directions]) b.action(t, row.page, false);
      above = null;
    }
    row = null;
  };
  const open = (l: Line, name: string, words: string, note: string): Row => ({
    cue: name && !DITTO.test(name) ? recordSpeaker(name) : null,
    printed: name,
    same: !name ? 'blank' : DITTO.test(name) ? 'ditto' : null,
    page: l.page,
    words: words ? [words] : [],
    directions: note ? [note] : [],
    y: l.y,
    confidence: l.confidence,
  });
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
      above = null;
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
    const name = cells[speaker]!;
    const near = row !== null && (l.y - row.y) / unit < RECORD_WRAP_GAP;
    // A row starts with its speaker's name or its ID (any other cell left of the text); a line without one wraps the row above.
    const id = cells.some((c, i) => c && i < text && i !== speaker);
    // The name wrapped in its cell ("FIRST MATE" over "ODALYS VOSS", "NARRATOR" over "(V.O.)"), the row's words running on beside it.
    const wrappedName =
      row && near && !id && /\p{L}{2}/u.test(name) && !DITTO.test(name) && row.printed && !row.same && wrapsName(row.words.at(-1), words)
        ? recordSpeaker(`${row.printed} ${name}`)
        : null;
    if (row && wrappedName) {
      row.printed = `${row.printed} ${name}`;
      row.cue = wrappedName;
      if (words) row.words.push(words);
      if (note) row.directions.push(note);
      row.y = l.y;
    } else if (id || name) {
      flush();
      row = open(l, name, words, note);
    } else if (!words && !note) {
      continue;
    } else if (row && near) {
      // On an OCR line under a row, a cell with no word of three letters in it is specks or show-through, not a wrapped line.
      const debris = (cell: string) => isOcr(l) && !/\p{L}{3}/u.test(cell);
      const wrapped = words && !debris(words) ? words : '';
      const noted = note && !debris(note) ? note : '';
      if (!wrapped && !noted) continue;
      if (wrapped) row.words.push(wrapped);
      if (noted) row.directions.push(noted);
      row.y = l.y;
    } else {
      // A row printing no ID and no name, a row's height below the last: a blank name cell.
      flush();
      row = open(l, '', words, note);
    }
  }
  flush();
}

/**
 * Whether a name cell's second line stands beside more of the same row's words: it does when the line prints no words, or
 * its words carry on a sentence the row's last line left open ("…until I have" over "counted them twice.").
 */
function wrapsName(last: string | undefined, words: string): boolean {
  return !words || !last || !SENTENCE_END.test(last) || !/^\p{Lu}/u.test(words);
}
