/**
 * bench:guides — the offline writer over every fixture (the PDF corpus and the test sides of
 * test/fixtures/guide-sides.ts), printed beside the previous writer's figures: words per guide,
 * advice sentences shared by 3+ stories (names masked), quotes that are not a speaker's exact
 * words, function words offered as images, furniture coached as beats, maturity flags (false and
 * missed), the child guide's reading grade and milliseconds per guide.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { guideRequest, type GuideRequestInput } from '../common/contracts/guides.js';
import type { Script } from '../common/contracts/script.js';
import { citationsOf, generateGuide } from '../server/guides/engine/generate.js';
import { readingGrade } from '../server/guides/engine/readability.js';
import { childFacingProse } from '../server/guides/engine/writers/child.js';
import { ingestPdf } from '../server/ingest/ingest-pdf.js';
import { ocrPages } from '../server/ingest/ocr.js';
import { CORPUS_DIR } from '../test/fixtures/generate.js';
import { GUIDE_SIDES } from '../test/fixtures/guide-sides.js';
import { CORPUS_MATURE, figuresOf, sharedFrames, type GuideFigures, type GuideSample } from './guide-metrics.js';
import { benchWriter } from './guides-llm.js';

// `-- --writer llm`: the same fixtures and figures for the configured model (bench/guides-llm.ts).
const llm = benchWriter(process.argv.slice(2));

/**
 * The previous offline writer (commit a2d00a4), measured by this file's metrics on the same
 * fixtures before the writer was rewritten (the test sides fed to it in its own Script shape).
 */
const PREVIOUS_WRITER_A2D00A4: GuideFigures = {
  guides: 59,
  medianWords: 1466,
  maxWords: 1881,
  adviceSentences: 810,
  sharedShare: 0.826,
  citations: 1678,
  misquoted: 0,
  functionWordImages: 28,
  furnitureBeats: 2,
  maturityFlags: 12,
  falseMaturityFlags: 11,
  missedMaturityFlags: 16,
  maxChildGrade: 0.39,
  medianMs: 8.0,
  maxMs: 48.8,
};

function speechesOf(script: Script): GuideSample['speeches'] {
  return script.scenes.flatMap((s) =>
    s.elements.flatMap((e) =>
      e.kind === 'speech'
        ? [
            {
              speaker: e.speaker,
              text: e.text,
              directions: e.parts
                .filter((p) => p.kind === 'direction')
                .map((p) => p.text)
                .join(' '),
            },
          ]
        : [],
    ),
  );
}
const actionsOf = (script: Script) =>
  script.scenes.flatMap((s) => [s.heading, ...s.elements.filter((e) => e.kind !== 'speech').map((e) => e.text)]);

async function sample(
  story: string,
  script: Script,
  character: string,
  over: Partial<GuideRequestInput>,
  mature: boolean | null,
): Promise<GuideSample> {
  const inputs = [{ script, fileType: 'sides' as const }];
  const request = guideRequest.parse({
    uploadId: 'bench',
    characterName: character,
    productionTitle: 'Bench',
    childGuideRequested: true,
    ...over,
  });
  const start = performance.now();
  const result = await generateGuide(inputs, request, llm ? { writer: llm.writer } : {});
  llm?.record(result.writing);
  const ms = performance.now() - start;
  return {
    story,
    character,
    cast: script.characters.map((c) => c.name),
    speeches: speechesOf(script),
    actions: actionsOf(script),
    html: result.html,
    citations: citationsOf(result.guide),
    childGrade: result.child ? readingGrade(childFacingProse(result.child)) : null,
    expectedMature: mature,
    ms,
  };
}

const samples: GuideSample[] = [];
for (const file of readdirSync(CORPUS_DIR)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const script = await ingestPdf(new Uint8Array(readFileSync(path.join(CORPUS_DIR, file))), { ocr: (pdf, pages) => ocrPages(pdf, pages) });
  const story = file.split('-')[0]!;
  for (const c of script.characters.filter((x) => x.lines >= 2).slice(0, 3))
    samples.push(
      await sample(
        story,
        script,
        c.name,
        {
          productionType: 'tv-series',
          roleSize: 'guest-star',
          genre: file.includes('multicam') ? 'multi-camera sitcom' : 'drama',
          actorAge: 10,
        },
        CORPUS_MATURE[story] ?? null,
      ),
    );
}
for (const side of GUIDE_SIDES)
  samples.push(
    await sample(
      side.id,
      side.script,
      side.character,
      { productionType: side.productionType, roleSize: side.roleSize, genre: side.genre, actorAge: Math.min(side.actorAge, 12) },
      side.mature,
    ),
  );

const now = figuresOf(samples);
const rows: Array<[string, (f: GuideFigures) => string, string]> = [
  ['guides', (f) => String(f.guides), ''],
  ['words per guide (median / max)', (f) => `${f.medianWords} / ${f.maxWords}`, '≤ 1,500 for up to 3 pages'],
  ['advice sentences in 3+ stories', (f) => `${(f.sharedShare * 100).toFixed(1)}% of ${f.adviceSentences}`, '≤ 10%'],
  ['quotes not the speaker’s words', (f) => `${f.misquoted} of ${f.citations}`, '0'],
  ['function words as images', (f) => String(f.functionWordImages), '0'],
  ['furniture coached as beats', (f) => String(f.furnitureBeats), '0'],
  ['maturity flags (false / missed)', (f) => `${f.maturityFlags} (${f.falseMaturityFlags} / ${f.missedMaturityFlags})`, '0 false'],
  ['child reading grade (max)', (f) => f.maxChildGrade.toFixed(1), '≤ 4'],
  ['ms per guide (median / max)', (f) => `${f.medianMs.toFixed(1)} / ${f.maxMs.toFixed(1)}`, '≤ 2,000 for 10 pages'],
];
console.log(`\nbench:guides — offline writer over ${samples.length} guides (${new Set(samples.map((s) => s.story)).size} stories)\n`);
console.log(`${'figure'.padEnd(34)} ${'previous (a2d00a4)'.padEnd(22)} ${'now'.padEnd(22)} target`);
for (const [label, show, target] of rows)
  console.log(`${label.padEnd(34)} ${show(PREVIOUS_WRITER_A2D00A4).padEnd(22)} ${show(now).padEnd(22)} ${target}`);
llm?.print();
// `-- --frames`: the sentence frames shared by most stories, to see what still reads as a form letter.
if (process.argv.includes('--frames')) {
  console.log('\nmost shared sentence frames (stories · frame; N = a name, Q = a quote, # = a number)');
  for (const [frame, stories] of sharedFrames(samples, 60)) console.log(`${String(stories).padStart(3)} · ${frame}`);
}
