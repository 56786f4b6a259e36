/**
 * bench:parse — parse quality on the fixture corpus, per family and overall, split text-layer vs
 * scanned, beside a conventional rule-based parser over pdftotext (when poppler is installed).
 * Figures: character-name F1, speech attribution, dialogue fidelity, and on text layers the
 * line-level tag F1 for character cues and dialogue lines.
 *   npm run bench:parse [-- --text-only]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPdf, summarise } from '../server/ingest/ingest-pdf.js';
import { ocrPages } from '../server/ingest/ocr.js';
import { CORPUS_DIR } from '../test/fixtures/generate.js';
import { scoreLines, scoreParse, type Score } from '../test/fixtures/score.js';
import { baselineParse } from './baseline-parser.js';

interface Row {
  name: string;
  family: string;
  kind: string;
  ours: Score;
  ref: Score | null;
  cue: number | null;
  dialogue: number | null;
  refCue: number | null;
  refDialogue: number | null;
}

const textOnly = process.argv.includes('--text-only');
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const rows: Row[] = [];

for (const file of readdirSync(CORPUS_DIR)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const full = path.join(CORPUS_DIR, file);
  const truth = JSON.parse(readFileSync(full.replace(/\.pdf$/, '.expected.json'), 'utf8'));
  if (textOnly && truth.kind !== 'text') continue;
  const { script, lines } = await readPdf(new Uint8Array(readFileSync(full)), { ocr: (pdf, pages) => ocrPages(pdf, pages) });
  const ref = hasPdftotext ? baselineParse(full) : null;
  const ours = scoreLines(truth.lines ?? [], lines);
  const theirs = ref && truth.lines ? scoreLines(truth.lines, ref.lines) : null;
  rows.push({
    name: file.replace(/\.pdf$/, ''),
    family: truth.family ?? 'screenplay',
    kind: truth.kind,
    ours: scoreParse(truth, summarise(script, lines)),
    ref: ref ? scoreParse(truth, ref) : null,
    cue: truth.lines ? (ours.character?.f1 ?? 0) : null,
    dialogue: truth.lines ? (ours.dialogue?.f1 ?? 0) : null,
    refCue: theirs ? (theirs.character?.f1 ?? 0) : null,
    refDialogue: theirs ? (theirs.dialogue?.f1 ?? 0) : null,
  });
}

const f = (n: number | null) => (n === null ? '    –' : n.toFixed(3)).padStart(6);
const mean = (group: Row[], pick: (r: Row) => number | null) => {
  const values = group.map(pick).filter((v): v is number => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
};
const line = (label: string, group: Row[]) =>
  `${label.padEnd(30)} ${String(group.length).padStart(3)} │ ${f(mean(group, (r) => r.ours.f1))} ${f(mean(group, (r) => r.ours.attribution))} ${f(mean(group, (r) => r.ours.fidelity))} ${f(mean(group, (r) => r.cue))} ${f(mean(group, (r) => r.dialogue))} │ ${f(mean(group, (r) => r.ref?.f1 ?? null))} ${f(mean(group, (r) => r.ref?.attribution ?? null))} ${f(mean(group, (r) => r.ref?.fidelity ?? null))} ${f(mean(group, (r) => r.refCue))} ${f(mean(group, (r) => r.refDialogue))}`;

console.log(
  `\nbench:parse — ${rows.length} documents; "ref" is a rule-based parser over pdftotext -layout${hasPdftotext ? '' : ' (poppler not installed: no reference)'}`,
);
const header = `${'set'.padEnd(30)}   n │ charF1 attrib  fidel  cueF1  diaF1 │  refF1 refAtt refFid refCue refDia`;
console.log(`\n${header}`);
for (const r of rows) {
  console.log(line(`${r.name} (${r.kind === 'text' ? r.family : 'scan'})`, [r]));
  if (r.ours.missing.length || r.ours.extra.length)
    console.log(`${''.padEnd(36)}missing: ${r.ours.missing.join(', ') || '–'}  extra: ${r.ours.extra.join(', ') || '–'}`);
}
console.log(`\n${header}`);
for (const kind of ['text', 'scanned']) {
  const group = rows.filter((r) => r.kind === kind);
  if (!group.length) continue;
  for (const family of [...new Set(group.map((r) => r.family))].sort())
    console.log(
      line(
        `${kind} · ${family}`,
        group.filter((r) => r.family === family),
      ),
    );
  console.log(line(`${kind} · all`, group));
}
console.log('\ntargets: text F1 ≥ 0.99, attribution ≥ 0.98, fidelity ≥ 0.99, cue ≥ 0.98, dialogue ≥ 0.95; scanned ≥ 0.95 / 0.93 / 0.95');
