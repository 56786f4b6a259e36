/**
 * Sides kept as typed text, read the way the product reads a PDF's text layer. A sides file is a
 * Courier 12 page as it prints: every character 7.2 pt wide, every line 12 pt high, column 0 at the
 * action margin (1.5 in), a form feed between pages. Each word becomes a positioned word and the
 * product's own stages take it from there (rows, furniture, the parser), so an example's Script
 * comes from its layout, not from a hand-built structure. Reading text instead of rendering a PDF
 * and extracting it again skips only pdf.js, keeps the build fast and needs no PDF writer.
 */
import type { Script } from '../../common/contracts/script.js';
import { assemble } from '../../server/ingest/ingest-pdf.js';
import { wordsToRows, type PageText, type Word } from '../../server/ingest/positioned-text.js';

const CHAR_WIDTH = 7.2;
const LINE_HEIGHT = 12;
const ACTION_MARGIN = 108;
const TOP_MARGIN = 72;
const LETTER = { width: 612, height: 792 };

/** The pages of typed sides as the text layer of a Courier PDF would give them. */
export function typedPages(text: string): PageText[] {
  return text.split('\f').map((pageText, i) => {
    const words: Word[] = pageText.split('\n').flatMap((line, row) =>
      [...line.matchAll(/\S+/g)].map((m) => ({
        text: m[0],
        x: ACTION_MARGIN + m.index * CHAR_WIDTH,
        y: TOP_MARGIN + row * LINE_HEIGHT,
        width: m[0].length * CHAR_WIDTH,
        height: LINE_HEIGHT,
      })),
    );
    return { page: i + 1, ...LETTER, method: 'text', confidence: 1, rows: wordsToRows(i + 1, words), dropped: [] };
  });
}

/** Typed sides → Script, through the same furniture removal and parser as an uploaded PDF. */
export const readTypedSides = (text: string): Script => assemble(typedPages(text));
