/**
 * `npm run bench:guides -- --writer llm`: the LLM writer over the same fixtures, against whatever LLM_*
 * configures (a local model server keeps the sides on the machine). Adds the figures only a model has:
 * claims dropped after their one repair, sections that fell back to the offline writer, seconds per guide.
 */
import { loadConfig } from '../server/config.js';
import type { GuideWriter, WritingReport } from '../server/guides/engine/generate.js';
import { llmWriter } from '../server/guides/engine/writers/llm.js';
import { createLlm } from '../server/llm/index.js';

/** The writer `--writer llm` asks for, with what it records per guide; null for the offline writer. */
export function benchWriter(argv: string[]): { writer: GuideWriter; record(r: WritingReport): void; print(): void } | null {
  const at = argv.indexOf('--writer');
  if (at < 0 || argv[at + 1] !== 'llm') return null;
  const config = loadConfig();
  const llm = createLlm(config.llm);
  if (!llm || !config.llm)
    throw new Error('--writer llm needs LLM_PROVIDER and LLM_MODEL (and LLM_BASE_URL or LLM_API_KEY); see README "Choosing a provider"');
  const reports: WritingReport[] = [];
  const writer = llmWriter(llm, {
    deadlineMs: config.llm.timeoutMs,
    callTimeoutMs: config.llm.callTimeoutMs,
    maxScriptChars: config.llm.maxScriptChars,
  });
  return {
    writer,
    record: (r) => reports.push(r),
    print() {
      const sum = (f: (r: WritingReport) => number) => reports.reduce((n, r) => n + f(r), 0);
      const sections = sum((r) => r.sections.length);
      const fellBack = sum((r) => r.sections.filter((s) => s.writer === 'offline').length);
      const secs = reports.map((r) => r.ms / 1000).sort((a, b) => a - b);
      console.log(`\nLLM writer: ${llm.label} (figures above are this writer's)`);
      console.log(`${'claims repaired / dropped'.padEnd(34)} ${sum((r) => r.repairedClaims)} / ${sum((r) => r.droppedClaims)}`);
      console.log(`${'sections from the offline writer'.padEnd(34)} ${fellBack} of ${sections}`);
      console.log(
        `${'seconds per guide (median / max)'.padEnd(34)} ${(secs[Math.floor(secs.length / 2)] ?? 0).toFixed(1)} / ${(secs.at(-1) ?? 0).toFixed(1)}`,
      );
      console.log(`${'tokens in / out'.padEnd(34)} ${sum((r) => r.inputTokens)} / ${sum((r) => r.outputTokens)}`);
    },
  };
}
