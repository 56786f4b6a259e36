/**
 * bench:parse — parse quality on the fixture corpus, per document and overall, split text-layer
 * vs scanned, beside a conventional rule-based parser over pdftotext (when poppler is installed).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ingestPdf, summarise } from '../server/ingest/ingest-pdf.js';
import { ocrPages } from '../server/ingest/ocr.js';
import { CORPUS_DIR } from '../test/fixtures/generate.js';
import { scoreParse, type Score } from '../test/fixtures/score.js';
import { baselineParse } from './baseline-parser.js';

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const rows: Array<{ name: string; kind: string; ours: Score; ref: Score | null; seconds: number }> = [];

for (const file of readdirSync(CORPUS_DIR)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const full = path.join(CORPUS_DIR, file);
  const truth = JSON.parse(readFileSync(full.replace(/\.pdf$/, '.expected.json'), 'utf8'));
  const start = performance.now();
  const script = await ingestPdf(new Uint8Array(readFileSync(full)), { ocr: (pdf, pages) => ocrPages(pdf, pages) });
  const seconds = (performance.now() - start) / 1000;
  rows.push({
    name: file.replace(/\.pdf$/, ''),
    kind: truth.kind,
    ours: scoreParse(truth, summarise(script)),
    ref: hasPdftotext ? scoreParse(truth, baselineParse(full)) : null,
    seconds,
  });
}

const f = (n: number) => n.toFixed(3);
console.log(
  `\nbench:parse — ${rows.length} documents; "ref" is a rule-based parser over pdftotext -layout${hasPdftotext ? '' : ' (poppler not installed: no reference)'}\n`,
);
console.log(
  `${'document'.padEnd(28)} ${'kind'.padEnd(8)} ${'charF1'.padStart(7)} ${'attrib'.padStart(7)} ${'fidel'.padStart(7)} │ ${'refF1'.padStart(7)} ${'refAttr'.padStart(7)} ${'refFid'.padStart(7)} │ secs`,
);
for (const r of rows) {
  const ref = r.ref
    ? `${f(r.ref.f1).padStart(7)} ${f(r.ref.attribution).padStart(7)} ${f(r.ref.fidelity).padStart(7)}`
    : '      –       –       –';
  console.log(
    `${r.name.padEnd(28)} ${r.kind.padEnd(8)} ${f(r.ours.f1).padStart(7)} ${f(r.ours.attribution).padStart(7)} ${f(r.ours.fidelity).padStart(7)} │ ${ref} │ ${r.seconds.toFixed(2)}`,
  );
  if (r.ours.missing.length || r.ours.extra.length)
    console.log(`${''.padEnd(38)}missing: ${r.ours.missing.join(', ') || '–'}  extra: ${r.ours.extra.join(', ') || '–'}`);
}
for (const kind of ['text', 'scanned']) {
  const group = rows.filter((r) => r.kind === kind);
  if (!group.length) continue;
  const mean = (pick: (s: Score) => number, which: 'ours' | 'ref') =>
    group.reduce((n, r) => n + (r[which] ? pick(r[which]!) : 0), 0) / group.length;
  const targets =
    kind === 'text' ? 'targets F1 ≥ 0.99, attribution ≥ 0.98, fidelity ≥ 0.99' : 'targets F1 ≥ 0.95, attribution ≥ 0.93, fidelity ≥ 0.95';
  console.log(
    `\n${kind.padEnd(8)} mean  charF1 ${f(mean((s) => s.f1, 'ours'))}  attribution ${f(mean((s) => s.attribution, 'ours'))}  fidelity ${f(mean((s) => s.fidelity, 'ours'))}   (${targets})`,
  );
  if (hasPdftotext)
    console.log(
      `${''.padEnd(8)} ref   charF1 ${f(mean((s) => s.f1, 'ref'))}  attribution ${f(mean((s) => s.attribution, 'ref'))}  fidelity ${f(mean((s) => s.fidelity, 'ref'))}`,
    );
}
