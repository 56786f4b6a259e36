/**
 * The guide engine: scene reading → writer → render → sanitise. Pure apart from the writer it is given
 * (the LLM writer calls out; the offline writer does not). Every citation is checked against the
 * script; a claim whose line is not in the script with that speaker is dropped.
 */
import type {
  ChildGuideDocument,
  Citation,
  GuideDocument,
  GuideRequest,
  GenerationStep,
  SectionProgress,
} from '../../../common/contracts/guides.js';
import { CHILD_GUIDE_MAX_AGE } from '../../../common/limits.js';
import { readScript, type ScriptInput } from './reading/read-script.js';
import type { Reading } from './reading/types.js';
import { renderChildGuide, renderGuide } from './render.js';
import { sanitiseGuideHtml } from './sanitise.js';
import { writeChildGuide } from './writers/child.js';
import { citationsOf, writeOfflineGuide, type WriterInput } from './writers/offline.js';

/** How a guide was written: the sections, who wrote each, and what it cost (stored with the job by its caller). */
export interface WritingReport {
  /** "offline", or the provider and model. */
  writer: string;
  ms: number;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  sections: Array<{ section: string; label: string; writer: SectionProgress['writer']; reason?: string }>;
  /** Claims sent back with their reasons and right the second time. */
  repairedClaims: number;
  /** Claims that failed their checks twice, or once when the repair call failed, plus any the final grounding check removed. */
  droppedClaims: number;
}

/** A report with nothing counted yet, for a writer to fill in (the offline writer leaves it so). */
export const emptyReport = (writer: string): WritingReport => ({
  writer,
  ms: 0,
  calls: 0,
  inputTokens: 0,
  outputTokens: 0,
  sections: [],
  repairedClaims: 0,
  droppedClaims: 0,
});

/** What a writer hands back: the adult guide, the child guide when the request wants one, and how it went. */
export interface WrittenGuide {
  guide: GuideDocument;
  child: ChildGuideDocument | null;
  report?: WritingReport;
}

/** Progress a writer may report while it works. */
export interface WriterHooks {
  onSection?: (progress: SectionProgress) => void;
}

/** Writes the structured guides; the LLM writer and the offline writer both fit. */
export type GuideWriter = (input: WriterInput, hooks?: WriterHooks) => Promise<WrittenGuide>;

/** True when the request asks for a child guide and the actor is young enough for one. */
export const wantsChildGuide = (request: GuideRequest) => request.childGuideRequested && request.actorAge <= CHILD_GUIDE_MAX_AGE;

/** The default writer: no network, deterministic. */
export const offlineWriter: GuideWriter = async (input) => ({
  guide: writeOfflineGuide(input),
  child: wantsChildGuide(input.request) ? writeChildGuide(input) : null,
});

export interface EngineResult {
  reading: Reading;
  guide: GuideDocument;
  html: string;
  child: ChildGuideDocument | null;
  childHtml: string | null;
  /** Time, tokens and the sections' writers. */
  writing: WritingReport;
}

export class CharacterNotFoundError extends Error {
  constructor(
    readonly typed: string,
    readonly suggestions: string[],
  ) {
    super(`“${typed}” has no lines in these pages.${suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : ''}`);
  }
}

/** True when the quote is the exact words of a line by that speaker (or of an action line). */
export function isGrounded(c: Citation, inputs: ScriptInput[]): boolean {
  // A quote cut at either end ("…It was on your screen, Theo.") is still the exact words it keeps.
  const wanted = c.quote.replace(/^…|…$/g, '').replace(/\s+/g, ' ').trim();
  if (!wanted) return false;
  for (const input of inputs) {
    for (const scene of input.script.scenes) {
      for (const el of scene.elements) {
        if (el.kind === 'speech') {
          const mine = el.speaker === c.speaker;
          if (mine && el.text.replace(/\s+/g, ' ').includes(wanted)) return true;
          if ((mine || c.speaker === 'ACTION') && el.parts.some((p) => p.kind === 'direction' && p.text.includes(wanted))) return true;
        } else if (c.speaker === 'ACTION' && el.text.replace(/\s+/g, ' ').includes(wanted)) return true;
      }
    }
  }
  return false;
}

/** Removes every claim whose citation is not grounded; returns the cleaned guide and how many went. */
export function dropUngrounded(doc: GuideDocument, ok: (c: Citation) => boolean): { guide: GuideDocument; dropped: number } {
  let dropped = 0;
  const keep = <T>(items: T[], citeOf: (t: T) => Citation | undefined, required: boolean) =>
    items.filter((item) => {
      const c = citeOf(item);
      const good = c ? ok(c) : !required;
      if (!good) dropped++;
      return good;
    });
  const scenes = doc.scenes.map((s) => ({
    ...s,
    givenCircumstances: keep(s.givenCircumstances, (n) => n.cite, false),
    momentBefore: s.momentBefore.cite && !ok(s.momentBefore.cite) ? (dropped++, { text: s.momentBefore.text }) : s.momentBefore,
    actorsChoice: keep(s.actorsChoice, (n) => n.cite, false),
    relationships: keep(s.relationships, (r) => r.cite, false),
    beats: keep(s.beats, (b) => b.startsAt, true),
    subtext: keep(s.subtext, (t) => t.cite, true),
    discoveries: keep(s.discoveries, (d) => d.cite, true),
    physicality: keep(s.physicality, (p) => p.cite, false),
  }));
  const cueSheet = keep(doc.cueSheet, (q) => q.line, true).map((q) => (q.cue && !ok(q.cue) ? { ...q, cue: null } : q));
  return { guide: { ...doc, scenes, cueSheet }, dropped };
}

/**
 * Runs the engine for one request. `onStep` reports progress for the page; while the guide is written, each
 * finished section is reported again as `writing` with the section's progress (callers that read only the
 * step see the same steps as before).
 */
export async function generateGuide(
  inputs: ScriptInput[],
  request: GuideRequest,
  options: { writer?: GuideWriter; now?: Date; onStep?: (step: GenerationStep, section?: SectionProgress) => void } = {},
): Promise<EngineResult> {
  const step = options.onStep ?? (() => {});
  const started = performance.now();
  step('analysing');
  const reading = readScript(inputs, request.characterName);
  if (!reading.character || reading.totals.lines === 0) throw new CharacterNotFoundError(request.characterName, reading.suggestions);
  const input: WriterInput = { request, reading, now: options.now ?? new Date() };
  step('writing');
  const written = await (options.writer ?? offlineWriter)(input, { onSection: (s) => step('writing', s) });
  const { guide, dropped } = dropUngrounded(written.guide, (c) => isGrounded(c, inputs));
  const report = written.report ?? emptyReport('offline');
  const child = wantsChildGuide(request) ? written.child : null;
  if (child) step('child');
  step('rendering');
  return {
    reading,
    guide,
    html: sanitiseGuideHtml(renderGuide(guide)),
    child,
    childHtml: child ? sanitiseGuideHtml(renderChildGuide(child)) : null,
    writing: { ...report, ms: Math.round(performance.now() - started), droppedClaims: report.droppedClaims + dropped },
  };
}

export { citationsOf };
