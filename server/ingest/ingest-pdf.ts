/**
 * The ingestion pipeline: PDF bytes → Script. Pure stages, values in and out: text layer per
 * page, OCR for pages without a usable one, furniture removal, parsing.
 */
import { SCRIPT_VERSION, type PageReading, type ReadingSource, type Script } from '../../common/contracts/script.js';
import { normaliseDeep } from '../../common/text/normalise.js';
import { cleanPages } from './clean-page.js';
import type { PageText } from './positioned-text.js';
import { parseScript } from './parse-script.js';
import { readPages, type Recognise } from './read-pages.js';
import type { TaggedLine } from './script-builder.js';
import { unfoldTwoUp } from './two-up.js';

export interface IngestOptions {
  /** OCR for pages whose text layer is missing, garbled or doubtful; without it such pages keep what they have or are named unread. */
  ocr?: Recognise;
}

/** Reads a PDF into a Script. Throws IngestError for files it cannot read. */
export async function ingestPdf(data: Uint8Array, options: IngestOptions = {}): Promise<Script> {
  return (await readPdf(data, options)).script;
}

/** Reads a PDF into a Script and the line-level reading behind it (each printed line with its kind). */
export async function readPdf(data: Uint8Array, options: IngestOptions = {}): Promise<{ script: Script; lines: TaggedLine[] }> {
  return read(await readPages(data, options.ocr));
}

/** Turns read pages into the Script with its extraction summary. */
export function assemble(pages: PageText[]): Script {
  return read(pages).script;
}

function read(rawPages: PageText[]): { script: Script; lines: TaggedLine[] } {
  // A text layer (or OCR) can hold NUL and other control characters: normalised here, once, before anything reads them.
  const pages = normaliseDeep(rawPages);
  const lines = cleanPages(pages.map(unfoldTwoUp));
  const sources = new Map<number, ReadingSource>(
    pages.map((p) => [p.page, { via: p.method === 'text' ? 'text' : 'ocr', confidence: round(p.confidence) }]),
  );
  // An OCR line's own confidence, when OCR gave one, says more than its page's mean.
  const parsed = parseScript(lines, (page, lineConfidence) => {
    const source = sources.get(page) ?? { via: 'text', confidence: 1 };
    return source.via === 'ocr' && lineConfidence !== undefined ? { via: 'ocr', confidence: round(lineConfidence) } : source;
  });
  const allText = lines.map((l) => l.text).join('\n');
  const methods = pages.filter((p) => p.method !== 'none').map((p) => p.method);
  const method = methods.every((m) => m === 'text') ? 'text' : methods.every((m) => m === 'ocr') ? 'ocr' : 'mixed';
  const confidence = pages.length ? pages.reduce((n, p) => n + p.confidence, 0) / pages.length : 0;
  const withText = new Set(lines.map((l) => l.page));
  const script: Script = {
    version: SCRIPT_VERSION,
    family: parsed.family,
    pages: pages.length,
    scenes: parsed.scenes,
    characters: parsed.characters,
    extraction: {
      method,
      confidence: round(confidence),
      wordCount: (allText.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length,
      textLength: allText.length,
      preview: allText.slice(0, 500),
      pages: pages.map((p) => pageReading(p, withText.has(p.page))),
    },
  };
  return { script, lines: parsed.lines };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** How a page was read; a page that gave no text at all is named as unreadable. */
function pageReading(page: PageText, hasText: boolean): PageReading {
  if (page.method === 'none' || page.rows.length === 0)
    return { page: page.page, via: 'none', confidence: 0, note: page.note ?? `page ${page.page} could not be read` };
  const note = page.note ?? (hasText ? undefined : 'no script text on this page');
  return { page: page.page, via: page.method, confidence: round(page.confidence), ...(note ? { note } : {}) };
}

/**
 * The CLI's and benchmarks' JSON shape: one block per speech (spoken words only), scene headings,
 * typed cues, and every printed line with the kind it was read as.
 */
export function summarise(script: Script, lines: TaggedLine[] = []) {
  const elements = script.scenes.flatMap((s) => s.elements);
  return {
    family: script.family,
    characters: script.characters.map((c) => c.name),
    blocks: elements.flatMap((el) => (el.kind === 'speech' && el.text ? [{ speaker: el.speaker, text: el.text }] : [])),
    scenes: script.scenes.filter((s) => s.heading).map((s) => ({ heading: s.heading })),
    cues: elements.flatMap((el) => (el.kind === 'cue' ? [{ cue: el.cue, text: el.text }] : [])),
    lines,
    extractionMethod: script.extraction.method,
    extractionConfidence: script.extraction.confidence,
    pages: script.pages,
  };
}
