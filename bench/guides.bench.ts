/**
 * bench:guides — the offline writer on every fixture: generation time, grounding (share of cited
 * lines that exist with the right speaker; must be 100%), rubric coverage per guide, the child
 * guide's reading grade and banned-phrase count. Beside it, the same rubric applied to a generic
 * guide that does not read the script (what a chatbot without the sides gives).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { guideRequest, type GuideDocument } from '../common/contracts/guides.js';
import { citationsOf, generateGuide, isGrounded } from '../server/guides/engine/generate.js';
import { bannedPhrases, readingGrade } from '../server/guides/engine/readability.js';
import { childFacingProse } from '../server/guides/engine/writers/child.js';
import { ingestPdf } from '../server/ingest/ingest-pdf.js';
import { ocrPages } from '../server/ingest/ocr.js';
import { CORPUS_DIR } from '../test/fixtures/generate.js';

/** Rubric items a guide must cover (GUIDE-CRAFT), each checked per scene where it applies. */
function coverage(doc: GuideDocument): { covered: number; total: number; missing: string[] } {
  const checks: Array<[string, boolean]> = [
    ['context notes', doc.contextNotes.length > 0],
    ['prep plan', doc.prepPlan.steps.length > 0],
    ['cue line sheet', doc.cueSheet.length > 0],
    ['self-tape checklist', doc.selfTape.length > 0],
  ];
  doc.scenes.forEach((s, i) => {
    const n = `scene ${i + 1}`;
    checks.push(
      [`${n} given circumstances`, s.givenCircumstances.length > 0],
      [`${n} moment before`, Boolean(s.momentBefore.text)],
      [`${n} relationships`, s.relationships.length > 0],
      [`${n} objective`, Boolean(s.objective.choice && s.objective.alternate)],
      [`${n} obstacle and stakes`, Boolean(s.objective.obstacle && s.objective.stakes)],
      [`${n} beat map with turn`, s.beats.length > 0 && s.beats.filter((b) => b.isTurn).length === 1],
      [`${n} subtext`, s.subtext.length > 0],
      [`${n} physicality 2–4`, s.physicality.length >= 2 && s.physicality.length <= 4],
      [`${n} button 1–3`, s.button.options.length >= 1 && s.button.options.length <= 3 && Boolean(s.button.dropIt)],
      [`${n} unexpected colour`, Boolean(s.unexpected)],
    );
  });
  return {
    covered: checks.filter(([, ok]) => ok).length,
    total: checks.length,
    missing: checks.filter(([, ok]) => !ok).map(([name]) => name),
  };
}

const rows: string[] = [];
let guides = 0;
let cites = 0;
let grounded = 0;
let covered = 0;
let total = 0;
let banned = 0;
const grades: number[] = [];
const times: number[] = [];
for (const file of readdirSync(CORPUS_DIR)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const script = await ingestPdf(new Uint8Array(readFileSync(path.join(CORPUS_DIR, file))), { ocr: (pdf, pages) => ocrPages(pdf, pages) });
  const inputs = [{ script, fileType: 'sides' as const }];
  for (const character of script.characters.filter((c) => c.lines >= 2).slice(0, 3)) {
    const request = guideRequest.parse({
      uploadId: 'bench',
      characterName: character.name,
      productionTitle: 'Bench',
      productionType: 'tv-series',
      roleSize: 'guest-star',
      genre: file.includes('multicam') ? 'multi-camera sitcom' : 'drama',
      actorAge: 10,
      childGuideRequested: true,
    });
    const start = performance.now();
    const result = await generateGuide(inputs, request);
    const ms = performance.now() - start;
    const c = citationsOf(result.guide);
    const ok = c.filter((x) => isGrounded(x, inputs)).length;
    const cov = coverage(result.guide);
    const grade = readingGrade(childFacingProse(result.child!));
    const bad = bannedPhrases(result.childHtml!).length;
    guides++;
    cites += c.length;
    grounded += ok;
    covered += cov.covered;
    total += cov.total;
    banned += bad;
    grades.push(grade);
    times.push(ms);
    rows.push(
      `${file.replace('.pdf', '').padEnd(26)} ${character.name.padEnd(16)} ${ms.toFixed(1).padStart(7)} ms  ${`${ok}/${c.length}`.padStart(7)} grounded  ${`${cov.covered}/${cov.total}`.padStart(7)} rubric  grade ${grade.toFixed(1).padStart(5)}  banned ${bad}${cov.missing.length ? `  (missing: ${cov.missing.join(', ')})` : ''}`,
    );
  }
}

// The reference: a generic guide that never reads the sides — nothing it says cites a line.
const generic = [
  'Know your objective.',
  'Make strong choices.',
  'Listen to your scene partner.',
  'Be present and in the moment.',
  'Have fun with it!',
];

console.log(
  `\nbench:guides — offline writer, ${guides} guides from ${readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.pdf')).length} fixtures\n`,
);
rows.forEach((r) => console.log(r));
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `\ngeneration     median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms per guide (target < 2 s for 10 pages)`,
);
console.log(
  `grounding      ${grounded}/${cites} cited lines exist with the right speaker (${((grounded / cites) * 100).toFixed(1)}%; must be 100%)`,
);
console.log(`rubric         ${covered}/${total} sections present and non-empty (${((covered / total) * 100).toFixed(1)}%)`);
console.log(
  `child guides   reading grade max ${Math.max(...grades).toFixed(1)}, mean ${(grades.reduce((a, b) => a + b, 0) / grades.length).toFixed(1)} (target ≤ 4); banned phrases ${banned} (must be 0)`,
);
console.log(
  `reference      a generic guide that does not read the sides: ${generic.length} notes, 0 cited lines, 0 scene-specific sections`,
);
