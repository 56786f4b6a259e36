/**
 * Two-up sheets: two pages of sides printed side by side on one landscape sheet (to save paper, then
 * scanned or saved again as PDF). Each half has its own margins, so read as one sheet its cues and
 * speeches would sit at the wrong indents. A sheet that is two pages is unfolded into one tall page,
 * the left page above the right, where every indent means again what it means on a single page.
 */
import type { PageText, Row } from './positioned-text.js';
import { avHeaderCells, recordHeaderCells } from './script-words.js';

/** A two-up sheet is landscape: wider than this share of its height. */
const LANDSCAPE = 1.2;
/** Each half carries at least this share of the sheet's rows, or the sheet is one page with a wide right column. */
const MIN_HALF_SHARE = 0.25;
/** Fewer rows than this on a sheet is too little evidence to unfold it. */
const MIN_ROWS = 8;

/** The sheet as one page if it is two pages side by side; otherwise the page as it was. */
export function unfoldTwoUp(page: PageText): PageText {
  if (page.width < page.height * LANDSCAPE || page.rows.length < MIN_ROWS) return page;
  // A commercial's table (VIDEO | AUDIO, with a TIME or SHOT column or not) and a voice-over record sheet (CHARACTER | LINE)
  // are landscape and two-sided too, but one page read across.
  if (page.rows.some((r) => avHeaderCells(r.segments) || recordHeaderCells(r.segments))) return page;
  const middle = page.width / 2;
  const segments = page.rows.flatMap((r) => r.segments);
  // Nothing may be printed across the fold.
  if (segments.some((s) => s.x < middle && s.x + s.width > middle)) return page;
  const left: Row[] = [];
  const right: Row[] = [];
  for (const row of page.rows) {
    const l = row.segments.filter((s) => s.x < middle);
    const r = row.segments.filter((s) => s.x >= middle);
    if (l.length) left.push({ ...row, segments: l });
    if (r.length) right.push({ ...row, y: row.y + page.height, segments: r.map((s) => ({ ...s, x: s.x - middle })) });
  }
  const share = Math.min(left.length, right.length) / page.rows.length;
  if (share < MIN_HALF_SHARE) return page;
  return { ...page, width: middle, height: page.height * 2, rows: [...left, ...right] };
}
