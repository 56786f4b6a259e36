/**
 * Command line over the same pipeline the server runs, without the server.
 *   npm run --silent analyze -- FILE.pdf [--json]
 */
import { readFileSync } from 'node:fs';
import { ingestPdf, summarise } from './ingest/ingest-pdf.js';
import { IngestError } from './ingest/ingest-error.js';
import { ocrPages } from './ingest/ocr.js';

const USAGE = 'usage: analyze FILE.pdf [--json]';

async function analyze(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  let data: Uint8Array;
  try {
    data = new Uint8Array(readFileSync(file));
  } catch (err) {
    console.error(`cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const script = await ingestPdf(data, { ocr: (pdf, pages) => ocrPages(pdf, pages) });
  const summary = summarise(script);
  if (json) {
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return 0;
  }
  const out: string[] = [];
  out.push(`${file}: ${script.pages} page(s), ${script.layout}, read by ${summary.extractionMethod} (confidence ${summary.extractionConfidence.toFixed(2)})`);
  out.push('', 'Characters (dialogue blocks, words):');
  for (const c of script.characters) out.push(`  ${c.name.padEnd(24)} ${String(c.lines).padStart(3)} lines ${String(c.words).padStart(5)} words${c.age ? `  age ${c.age}` : ''}`);
  out.push('', 'Scenes:');
  script.scenes.forEach((s, i) => {
    const speakers = [...new Set(s.elements.filter((e) => e.kind === 'dialogue').map((e) => e.speaker))];
    out.push(`  ${String(i + 1).padStart(2)}. ${s.heading || '(pages start mid-scene)'} — p.${s.page}${speakers.length ? ` — ${speakers.join(', ')}` : ''}`);
  });
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<number>> = { analyze };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: cli <${Object.keys(commands).join('|')}> …\n${USAGE}`);
  process.exit(2);
}
run(rest).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof IngestError ? `${err.code}: ${err.message}` : err);
    process.exit(1);
  },
);
