/**
 * Prints how often the reading's tactics are ones a coach accepts, against blind labels of every line of the
 * coached character (`tactic-labels-*.ts`, written without sight of the labeller): per beat (the tactic a guide
 * prints with the line it quotes) and per line (the tactic the line alone shows). `npx tsx
 * server/guides/engine/reading/test-sides/score-tactics.ts`.
 */
import type { Line } from '../types.js';
import { lineTacticOf, readSide } from './coach-checks.js';
import type { TestSide } from './side.js';
import { TACTIC_LABELS_A } from './tactic-labels-a.js';
import { TACTIC_LABELS_B } from './tactic-labels-b.js';
import { TACTIC_LABELS_C } from './tactic-labels-c.js';
import type { TacticLabel } from './tactic-labels-b.js';
import { UNSEEN_5 } from './unseen-5.js';
import { UNSEEN_8 } from './unseen-8.js';
import { UNSEEN_11 } from './unseen-11.js';
import { UNSEEN_13 } from './unseen-13.js';
import { UNSEEN_15 } from './unseen-15.js';

const SETS: Record<string, TestSide[]> = {
  'unseen-5': UNSEEN_5,
  'unseen-8': UNSEEN_8,
  'unseen-11': UNSEEN_11,
  'unseen-13': UNSEEN_13,
  'unseen-15': UNSEEN_15,
};
const verbose = process.argv.includes('--lines');

/** Each label matched to the character's line it was written for, in page order (a short line may recur). */
function matched(lines: Line[], labels: TacticLabel[]): Map<Line, TacticLabel> {
  const out = new Map<Line, TacticLabel>();
  let from = 0;
  for (const label of labels) {
    const at = lines.findIndex((l, i) => i >= from && l.text.replace(/\s+/g, ' ').includes(label.line));
    if (at < 0) continue;
    out.set(lines[at]!, label);
    from = at + 1;
  }
  return out;
}

const judge = (label: TacticLabel | undefined, tactic: string) =>
  !label ? null : label.fair.includes(tactic as never) ? 'fair' : label.wrong.includes(tactic as never) ? 'wrong' : 'other';

type Tally = Record<'fair' | 'wrong' | 'other', number>;
const share = (t: Tally) => {
  const all = t.fair + t.wrong + t.other;
  return `${t.fair}/${all} fair (${((100 * t.fair) / all).toFixed(0)}%), ${t.wrong} contradict the line (${((100 * t.wrong) / all).toFixed(0)}%)`;
};

function score(title: string, sets: Record<string, TacticLabel[]>): void {
  console.log(title);
  const tally = { beats: { fair: 0, wrong: 0, other: 0 }, lines: { fair: 0, wrong: 0, other: 0 } };
  for (const [key, labels] of Object.entries(sets)) {
    const [set, id] = key.split('/') as [string, string];
    const side = SETS[set]?.find((s) => s.id === id);
    if (!side) continue;
    const { reading } = readSide(side);
    for (const scene of reading.scenes) {
      const mine = scene.lines.filter((l) => l.speaker === side.character);
      const labelOf = matched(mine, labels);
      for (const beat of scene.beats) {
        const verdict = beat.line && judge(labelOf.get(beat.line), beat.tactic);
        if (!verdict) continue;
        tally.beats[verdict]++;
        if (verbose && verdict === 'wrong') console.log(`  beat ✗ ${key}: ${beat.tactic} — “${beat.line!.text}”`);
      }
      for (const line of mine) {
        const tactic = lineTacticOf(scene, line);
        const verdict = judge(labelOf.get(line), tactic);
        if (!verdict) continue;
        tally.lines[verdict]++;
        if (verbose && verdict !== 'fair')
          console.log(
            `  line ${verdict === 'wrong' ? '✗' : '·'} ${key}: ${tactic} (fair: ${labelOf.get(line)!.fair.join(', ')}) — “${line.text}”`,
          );
      }
    }
  }

  console.log(`  beats: ${share(tally.beats)}`);
  console.log(`  lines: ${share(tally.lines)}`);
}

score('sets 5 and 8 (labels A, tuned on from decision 057)', TACTIC_LABELS_A);
score('sets 11 and 13 (labels B, held out)', TACTIC_LABELS_B);
score('set 15 (labels C, written with the set, held out)', TACTIC_LABELS_C);
