/**
 * The ingestion pipeline: PDF bytes → Script. Pure stages, values in and out: text layer per
 * page, OCR for pages without a usable one, furniture removal, parsing.
 */
import type { Script } from '../../common/contracts/script.js';
import { cleanPages } from './clean-page.js';
import { needsOcr, openPdf, readTextLayer } from './extract-text.js';
import type { PageText } from './positioned-text.js';
import { parseScript } from './parse-script.js';

export interface IngestOptions {
  /** OCR for pages whose text layer is missing or garbled; without it those pages stay empty. */
  ocr?: (pdf: Uint8Array, pageNumbers: number[]) => Promise<PageText[]>;
}

/** Reads a PDF into a Script. Throws IngestError for files it cannot read. */
export async function ingestPdf(data: Uint8Array, options: IngestOptions = {}): Promise<Script> {
  // pdf.js may detach the buffer it is given; keep our own copy for the OCR stage.
  const copy = data.slice();
  const doc = await openPdf(data);
  const pages: PageText[] = [];
  const ocrPages: number[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const text = await readTextLayer(page);
      pages.push(text);
      if (await needsOcr(page, text)) ocrPages.push(p);
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  if (ocrPages.length > 0 && options.ocr) {
    for (const recognised of await options.ocr(copy, ocrPages)) pages[recognised.page - 1] = recognised;
  }
  return assemble(pages);
}

/** Turns read pages into the Script with its extraction summary. */
export function assemble(pages: PageText[]): Script {
  const lines = cleanPages(pages);
  const parsed = parseScript(lines);
  const allText = lines.map((l) => l.text).join('\n');
  const methods = pages.map((p) => p.method);
  const method = methods.every((m) => m === 'text') ? 'text' : methods.every((m) => m === 'ocr') ? 'ocr' : 'mixed';
  const confidence = pages.length ? pages.reduce((n, p) => n + p.confidence, 0) / pages.length : 0;
  return {
    layout: parsed.layout,
    pages: pages.length,
    scenes: parsed.scenes,
    characters: parsed.characters,
    extraction: {
      method,
      confidence: Math.round(confidence * 1000) / 1000,
      wordCount: (allText.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length,
      textLength: allText.length,
      preview: allText.slice(0, 500),
      pageMethods: methods,
    },
  };
}

/** The CLI's and benchmarks' JSON shape: dialogue blocks in reading order, parentheticals excluded. */
export function summarise(script: Script) {
  const blocks: Array<{ speaker: string; text: string }> = [];
  const byBlock = new Map<number, { speaker: string; text: string }>();
  for (const scene of script.scenes) {
    for (const el of scene.elements) {
      if (el.kind !== 'dialogue' || el.block === undefined) continue;
      const existing = byBlock.get(el.block);
      if (existing) existing.text = `${existing.text} ${el.text}`;
      else {
        const b = { speaker: el.speaker!, text: el.text };
        byBlock.set(el.block, b);
        blocks.push(b);
      }
    }
  }
  return {
    characters: script.characters.map((c) => c.name),
    blocks,
    scenes: script.scenes.filter((s) => s.heading).map((s) => ({ heading: s.heading })),
    extractionMethod: script.extraction.method,
    extractionConfidence: script.extraction.confidence,
    pages: script.pages,
  };
}
