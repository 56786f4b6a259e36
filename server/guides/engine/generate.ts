/**
 * The guide engine: scene reading → writer → render → sanitise. Pure apart from the writer it is given
 * (the LLM writer calls out; the offline writer does not). Every citation is checked against the
 * script; a claim whose line is not in the script with that speaker is dropped.
 */
import type { ChildGuideDocument, Citation, GuideDocument, GuideRequest, GenerationStep } from '../../../common/contracts/guides.js';
import { CHILD_GUIDE_MAX_AGE } from '../../../common/limits.js';
import { readScript, type ScriptInput } from './reading/read-script.js';
import type { Reading } from './reading/types.js';
import { renderChildGuide, renderGuide } from './render.js';
import { sanitiseGuideHtml } from './sanitise.js';
import { writeChildGuide } from './writers/child.js';
import { citationsOf, writeOfflineGuide, type WriterInput } from './writers/offline.js';

/** Writes the structured adult guide; the LLM writer and the offline writer both fit. */
export type GuideWriter = (input: WriterInput) => Promise<GuideDocument>;

export const offlineWriter: GuideWriter = async (input) => writeOfflineGuide(input);

export interface EngineResult {
  reading: Reading;
  guide: GuideDocument;
  html: string;
  child: ChildGuideDocument | null;
  childHtml: string | null;
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
  const wanted = c.quote.replace(/…$/, '').replace(/\s+/g, ' ').trim();
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

/** Runs the engine for one request. `onStep` reports progress for the page. */
export async function generateGuide(
  inputs: ScriptInput[],
  request: GuideRequest,
  options: { writer?: GuideWriter; now?: Date; onStep?: (step: GenerationStep) => void } = {},
): Promise<EngineResult> {
  const step = options.onStep ?? (() => {});
  step('analysing');
  const reading = readScript(inputs, request.characterName);
  if (!reading.character || reading.totals.lines === 0) throw new CharacterNotFoundError(request.characterName, reading.suggestions);
  const input: WriterInput = { request, reading, now: options.now ?? new Date() };
  step('writing');
  const written = await (options.writer ?? offlineWriter)(input);
  const { guide } = dropUngrounded(written, (c) => isGrounded(c, inputs));
  let child: ChildGuideDocument | null = null;
  if (request.childGuideRequested && request.actorAge <= CHILD_GUIDE_MAX_AGE) {
    step('child');
    child = writeChildGuide(input);
  }
  step('rendering');
  return {
    reading,
    guide,
    html: sanitiseGuideHtml(renderGuide(guide)),
    child,
    childHtml: child ? sanitiseGuideHtml(renderChildGuide(child)) : null,
  };
}

export { citationsOf };
