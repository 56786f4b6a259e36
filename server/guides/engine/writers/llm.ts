/**
 * The LLM writer: the configured model writes the guide from the scene reading, one section per call — the
 * opening (summary, story, context), each scene's coaching, the prep plan with the self-tape notes, and the
 * child's guide when asked. Calls run side by side (the provider caps how many at once) and each is reported
 * as it ends. What must be exact stays computed: the title, the counts, the cue line sheet and the parent's
 * maturity warnings.
 *
 * Every answer is checked (llm-check.ts). A section whose claims fail is sent back once with the reasons;
 * what still fails is dropped, and a part the guide must have (a beat map, an objective) is taken from the
 * offline writer. A child section that fails the child checks twice is the offline writer's. A call that is
 * late, too large, malformed, refused or fails at the provider costs that section only: it is the offline
 * writer's, and the guide's note says which sections those were and why.
 */
import type { ChildGuideDocument, GuideDocument, SectionProgress } from '../../../../common/contracts/guides.js';
import { LlmError, type StructuredLlm } from '../../../llm/llm.js';
import { emptyReport, wantsChildGuide, type GuideWriter, type WritingReport } from '../generate.js';
import type { Reading, SceneReading } from '../reading/types.js';
import { writeChildGuide } from './child.js';
import { checkChildText, checkCite, checkProse, type Lookup } from './llm-check.js';
import {
  CHILD_FIELDS,
  lineById,
  promptFor,
  repairPrompt,
  schemaFor,
  SYSTEM_PROMPT,
  type ChildAnswer,
  type ModelCite,
  type OverviewAnswer,
  type PlanAnswer,
  type SceneAnswer,
  type SceneGuide,
} from './llm-sections.js';
import { writeOfflineGuide, type WriterInput } from './offline.js';
import { nameOf } from './phrasing.js';

export interface LlmWriterOptions {
  /** Each call's limit, from when it gets its turn at the provider. */
  callTimeoutMs: number;
  /** The whole guide's limit: sections still unwritten by then are the offline writer's. */
  deadlineMs: number;
  /** Characters of script text one call may carry (full scripts are cut to it, the character's own lines last). */
  maxScriptChars: number;
  /** Told of each section that fell back, for the server log. */
  onFallback?: (section: string, err: LlmError) => void;
}

/** A checked answer: what to use, and why any part of the answer failed. */
interface Checked<T> {
  value: T;
  problems: string[];
}

const REASON: Record<LlmError['kind'], string> = {
  timeout: 'the AI answer was late',
  'too-large': 'the AI answer was too long',
  malformed: 'the AI answer could not be read',
  refused: 'the AI model declined',
  quota: "the AI provider's quota was reached",
  key: 'the AI provider did not accept the key',
  network: 'the AI provider could not be reached',
  provider: 'the AI provider had an error',
};

const asLlmError = (err: unknown) => (err instanceof LlmError ? err : new LlmError('malformed', 'The AI answer could not be used.'));

/** Someone the reading knows is named in the text (any word of their name), or the text speaks to "you". */
function namesSomeone(text: string, names: string[]): boolean {
  return names.some((n) =>
    nameOf(n)
      .split(/[\s.#]+/)
      .filter((w) => w.length >= 3)
      .some((w) => new RegExp(`\\b${w.replace(/[^\p{L}\p{N}'’-]/gu, '')}\\b`, 'iu').test(text)),
  );
}

/** Keeps the items that pass `fails` (null = passes), recording the failures under `path`. */
function keep<T>(items: T[], max: number, path: string, fails: (t: T) => string | null, problems: string[]): T[] {
  const out: T[] = [];
  items.slice(0, max).forEach((item, i) => {
    const why = fails(item);
    if (why) problems.push(`${path}[${i}] ${why}`);
    else out.push(item);
  });
  return out;
}

function checkOverview(a: OverviewAnswer, base: GuideDocument, reading: Reading, callback: boolean): Checked<Partial<GuideDocument>> {
  const problems: string[] = [];
  const people = [reading.character!, ...reading.scenes.flatMap((s) => s.present)];
  const summaryWhy =
    checkProse(a.summary, reading) ??
    (namesSomeone(a.summary, [reading.character!]) ? null : `does not name ${nameOf(reading.character!)}`);
  if (summaryWhy) problems.push(`summary ${summaryWhy}`);
  const story = keep(
    a.story,
    8,
    'story',
    (s) => checkProse(s, reading) ?? (namesSomeone(s, people) ? null : 'is not about the people in these pages'),
    problems,
  );
  const contextNotes = keep(a.contextNotes, 6, 'contextNotes', (s) => checkProse(s, reading), problems);
  const keepCb = keep(a.callbackKeep, 4, 'callbackKeep', (s) => checkProse(s, reading), problems);
  const adjust = keep(a.callbackAdjust, 4, 'callbackAdjust', (s) => checkProse(s, reading), problems);
  return {
    value: {
      summary: summaryWhy ? base.summary : a.summary,
      story: story.length >= 2 ? story : base.story,
      contextNotes: contextNotes.length ? contextNotes : base.contextNotes,
      ...(callback && base.callback
        ? { callback: { keep: keepCb.length ? keepCb : base.callback.keep, adjust: adjust.length ? adjust : base.callback.adjust } }
        : {}),
    },
    problems,
  };
}

function checkScene(a: SceneAnswer, base: SceneGuide, reading: Reading, lines: Lookup): Checked<SceneGuide> {
  const problems: string[] = [];
  const prose = (s: string) => checkProse(s, reading);
  const cite = (c: ModelCite) => {
    const r = checkCite(c, lines);
    return 'cite' in r ? r.cite : null;
  };
  const citeWhy = (c: ModelCite | null) => {
    if (!c) return null;
    const r = checkCite(c, lines);
    return 'reason' in r ? r.reason : null;
  };
  const noteWhy = (n: { text: string; cite: ModelCite | null }) => prose(n.text) ?? citeWhy(n.cite);
  const asNote = (n: { text: string; cite: ModelCite | null }) => ({ text: n.text, ...(n.cite ? { cite: cite(n.cite)! } : {}) });
  const momentWhy = noteWhy(a.momentBefore);
  if (momentWhy) problems.push(`momentBefore ${momentWhy}`);
  const objective = { ...base.objective };
  for (const k of ['choice', 'alternate', 'obstacle', 'stakes'] as const) {
    const why = prose(a.objective[k]);
    if (why) problems.push(`objective.${k} ${why}`);
    else objective[k] = a.objective[k];
  }
  const beats = keep(a.beats, 12, 'beats', (b) => prose(b.note) ?? prose(b.title) ?? citeWhy(b.startsAt), problems);
  const firstTurn = beats.findIndex((b) => b.isTurn);
  const subtext = keep(a.subtext, 6, 'subtext', (t) => prose(t.meant) ?? citeWhy(t.cite), problems);
  const buttonOptions = keep(a.button.options, 3, 'button.options', prose, problems);
  const unexpectedWhy = prose(a.unexpected);
  if (unexpectedWhy) problems.push(`unexpected ${unexpectedWhy}`);
  const buttonWhy = prose(a.button.wanted) ?? prose(a.button.dropIt);
  if (buttonWhy) problems.push(`button ${buttonWhy}`);
  return {
    value: {
      heading: base.heading,
      givenCircumstances: keep(a.givenCircumstances, 6, 'givenCircumstances', noteWhy, problems).map(asNote),
      momentBefore: momentWhy ? base.momentBefore : asNote(a.momentBefore),
      relationships: keep(a.relationships, 4, 'relationships', (r) => prose(r.want) ?? citeWhy(r.cite), problems).map((r) => ({
        partner: r.partner,
        want: r.want,
        ...(r.cite ? { cite: cite(r.cite)! } : {}),
      })),
      objective,
      // A beat map and subtext are what the guide is for: if none of the model's survive, the offline writer's stand.
      beats: beats.length
        ? beats.map((b, i) => ({ title: b.title, tactic: b.tactic, isTurn: i === firstTurn, note: b.note, startsAt: cite(b.startsAt)! }))
        : base.beats,
      subtext: subtext.length ? subtext.map((t) => ({ cite: cite(t.cite)!, meant: t.meant })) : base.subtext,
      discoveries: keep(a.discoveries, 4, 'discoveries', (d) => prose(d.text) ?? citeWhy(d.cite), problems).map((d) => ({
        text: d.text,
        cite: cite(d.cite)!,
      })),
      physicality: keep(a.physicality, 4, 'physicality', noteWhy, problems).map(asNote),
      button: buttonWhy
        ? base.button
        : { wanted: a.button.wanted, options: buttonOptions.length ? buttonOptions : base.button.options, dropIt: a.button.dropIt },
      unexpected: unexpectedWhy ? base.unexpected : a.unexpected,
      actorsChoice: keep(a.actorsChoice, 3, 'actorsChoice', noteWhy, problems).map(asNote),
    },
    problems,
  };
}

function checkPlan(a: PlanAnswer, base: GuideDocument, reading: Reading): Checked<Pick<GuideDocument, 'prepPlan' | 'selfTape'>> {
  const problems: string[] = [];
  const steps = keep(a.steps, 8, 'steps', (s) => checkProse(s, reading), problems);
  const selfTape = keep(a.selfTape, 8, 'selfTape', (s) => checkProse(s, reading), problems);
  const timeWhy = checkProse(a.timeLeft, reading);
  if (timeWhy) problems.push(`timeLeft ${timeWhy}`);
  return {
    value: {
      prepPlan: { timeLeft: timeWhy ? base.prepPlan.timeLeft : a.timeLeft, steps: steps.length >= 2 ? steps : base.prepPlan.steps },
      selfTape: selfTape.length >= 2 ? selfTape : base.selfTape,
    },
    problems,
  };
}

function checkChild(a: ChildAnswer, base: ChildGuideDocument, reading: Reading): Checked<ChildGuideDocument> {
  const problems: string[] = [];
  const out = { ...base };
  for (const field of CHILD_FIELDS) {
    const sentences = a[field].slice(0, 8);
    // The parent's notes are for an adult: held to the script's words, not to the child's reading level.
    const why = !sentences.length
      ? 'is empty'
      : field === 'parentNotes'
        ? checkProse(sentences.join(' '), reading)
        : checkChildText(sentences, reading);
    if (why) problems.push(`${field} ${why}`);
    else out[field] = sentences;
  }
  return { value: out, problems };
}

/** The LLM writer over a provider. */
export function llmWriter(llm: StructuredLlm, options: LlmWriterOptions): GuideWriter {
  return async (input: WriterInput, hooks = {}) => {
    const started = performance.now();
    const { reading, request } = input;
    const base = writeOfflineGuide(input);
    const baseChild = wantsChildGuide(request) ? writeChildGuide(input) : null;
    const lines = lineById(reading);
    const deadline = AbortSignal.timeout(options.deadlineMs);
    const report = emptyReport(llm.label);
    const total = 2 + reading.scenes.length + (baseChild ? 1 : 0);

    function finished(section: string, label: string, writer: SectionProgress['writer'], reason?: string) {
      report.sections.push({ section, label, writer, ...(reason ? { reason } : {}) });
      hooks.onSection?.({ section, label, writer, done: report.sections.length, total });
    }

    async function ask<T>(schema: (typeof schemaFor)[keyof typeof schemaFor], prompt: string): Promise<T> {
      report.calls++;
      try {
        const { object, usage } = await llm.generate({
          schema,
          system: SYSTEM_PROMPT,
          prompt,
          signal: deadline,
          timeoutMs: options.callTimeoutMs,
        });
        report.inputTokens += usage.inputTokens;
        report.outputTokens += usage.outputTokens;
        return object as T;
      } catch (err) {
        const e = asLlmError(err);
        report.inputTokens += e.usage.inputTokens;
        report.outputTokens += e.usage.outputTokens;
        throw e;
      }
    }

    /** One section: ask, check, send the failures back once, keep what passes; any failed call is the offline writer's. */
    async function section<A, T>(
      key: string,
      label: string,
      kind: keyof typeof schemaFor,
      prompt: string,
      check: (answer: A) => Checked<T>,
      fallback: T,
    ): Promise<T> {
      let answer: A;
      try {
        answer = await ask<A>(schemaFor[kind], prompt);
      } catch (err) {
        const e = asLlmError(err);
        options.onFallback?.(key, e);
        finished(key, label, 'offline', ['quota', 'key', 'network'].includes(e.kind) ? e.message : REASON[e.kind]);
        return fallback;
      }
      let checked = check(answer);
      if (checked.problems.length) {
        const failed = checked.problems.length;
        try {
          checked = check(await ask<A>(schemaFor[kind], repairPrompt(prompt, answer, checked.problems)));
          report.repairedClaims += Math.max(0, failed - checked.problems.length);
        } catch (err) {
          options.onFallback?.(`${key} (repair)`, asLlmError(err));
        }
        report.droppedClaims += checked.problems.length;
      }
      finished(key, label, 'llm');
      return checked.value;
    }

    const days = request.auditionDate
      ? Math.round((Date.parse(`${request.auditionDate}T12:00:00Z`) - input.now.getTime()) / 86_400_000)
      : null;
    const max = options.maxScriptChars;
    const [overview, scenes, plan, child] = await Promise.all([
      section<OverviewAnswer, Partial<GuideDocument>>(
        'overview',
        'the summary and the story',
        'overview',
        promptFor({ kind: 'overview' }, input, max),
        (a) => checkOverview(a, base, reading, Boolean(request.callbackNotes)),
        {},
      ),
      Promise.all(
        reading.scenes.map((scene: SceneReading, i) =>
          section<SceneAnswer, SceneGuide>(
            `scene-${i + 1}`,
            reading.scenes.length > 1 ? `scene ${i + 1}` : 'the scene',
            'scene',
            promptFor({ kind: 'scene', scene }, input, max),
            (a) => checkScene(a, base.scenes[i]!, reading, lines),
            base.scenes[i]!,
          ),
        ),
      ),
      section<PlanAnswer, Pick<GuideDocument, 'prepPlan' | 'selfTape'>>(
        'plan',
        'the prep plan',
        'plan',
        promptFor({ kind: 'plan', daysLeft: days }, input, max),
        (a) => checkPlan(a, base, reading),
        { prepPlan: base.prepPlan, selfTape: base.selfTape },
      ),
      baseChild
        ? section<ChildAnswer, ChildGuideDocument>(
            'child',
            "the child's guide",
            'child',
            promptFor({ kind: 'child' }, input, max),
            (a) => checkChild(a, baseChild, reading),
            baseChild,
          )
        : Promise.resolve(null),
    ]);
    report.ms = Math.round(performance.now() - started);
    return { guide: { ...base, ...overview, scenes, ...plan, writer: noteOf(llm.label, report) }, child, report };
  };
}

/** The guide's note: who wrote it, and which sections came from the offline writer, and why. */
function noteOf(label: string, report: WritingReport): GuideDocument['writer'] {
  const offline = report.sections.filter((s) => s.writer === 'offline');
  if (offline.length === report.sections.length)
    return {
      kind: 'offline',
      note: `The AI writer could not write this guide (${offline[0]?.reason ?? 'no answer'}), so PrepGold's own offline writer wrote it from your script.`,
    };
  const which = offline.map((s) => `${s.label} (${s.reason})`).join('; ');
  return {
    kind: 'llm',
    note: `Written with ${label}; every quoted line was checked against your script.${which ? ` From PrepGold's offline writer: ${which}.` : ''}`,
  };
}
