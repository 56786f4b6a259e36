/**
 * Prints how many parts of the coach's reading the scene reading gets, per side and in total, for
 * the nine genre sides and the unseen ones: `npx tsx server/guides/engine/reading/test-sides/score.ts`.
 */
import { ARCS_A } from './arcs-a.js';
import { ARCS_B } from './arcs-b.js';
import { arcChecksOf, checksOf, readSide } from './coach-checks.js';
import { NINE_GENRES } from './nine-genres.js';
import type { TestSide } from './side.js';
import { UNSEEN } from './unseen.js';
import { UNSEEN_2 } from './unseen-2.js';
import { UNSEEN_3 } from './unseen-3.js';
import { UNSEEN_4 } from './unseen-4.js';
import { UNSEEN_5 } from './unseen-5.js';
import { UNSEEN_6 } from './unseen-6.js';
import { UNSEEN_7 } from './unseen-7.js';
import { UNSEEN_8 } from './unseen-8.js';
import { UNSEEN_9 } from './unseen-9.js';
import { UNSEEN_10 } from './unseen-10.js';
import { UNSEEN_11 } from './unseen-11.js';
import { UNSEEN_12 } from './unseen-12.js';
import { UNSEEN_13 } from './unseen-13.js';
import { UNSEEN_14 } from './unseen-14.js';
import { UNSEEN_15 } from './unseen-15.js';

function score(title: string, sides: TestSide[]): void {
  let held = 0;
  let all = 0;
  console.log(title);
  for (const side of sides) {
    const checks = checksOf(side);
    held += checks.filter((c) => c.pass).length;
    all += checks.length;
    const missed = checks.filter((c) => !c.pass);
    console.log(`  ${side.id}: ${checks.length - missed.length}/${checks.length}`);
    for (const c of missed) console.log(`    ✗ ${c.name}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.got)}`);
  }
  console.log(`  total ${held}/${all}`);
  // Where the character is the one pressing, the reading's objective should be the coach's central ask.
  const pressing = sides.filter((side) => side.coach.want.from === side.character);
  const agree = pressing.filter((side) => readSide(side).scene.objective?.askText.includes(side.coach.want.ask));
  console.log(`  objective = the coach's want where the character presses: ${agree.length}/${pressing.length}`);
  // The arc (decision 043): who presses, where it turns, who comes out with it.
  const arcs = sides.map(arcChecksOf);
  const tally = (name: string) => {
    const all = arcs.flat().filter((c) => c.name === name);
    return all.length ? `${name} ${all.filter((c) => c.pass).length}/${all.length}` : null;
  };
  console.log(`  arc: ${['pursuer', 'ask', 'turn', 'outcome'].map(tally).filter(Boolean).join(', ')}`);
}

score('nine genres (tuned on)', NINE_GENRES);
score('unseen', UNSEEN);
score('unseen, second set', UNSEEN_2);
score('unseen, third set', UNSEEN_3);
score('unseen, fourth set', UNSEEN_4);
score("unseen, fifth set (the fifth rubric read's sides)", UNSEEN_5);
score("unseen, sixth set (the sixth rubric read's sides, tuned on in decision 045)", UNSEEN_6);
score("unseen, seventh set (the seventh rubric read's sides, tuned on in decision 047)", UNSEEN_7);
score("unseen, eighth set (the eighth rubric read's sides, tuned on from decision 049)", UNSEEN_8);
score("unseen, ninth set (the ninth rubric read's sides, tuned on in decision 051)", UNSEEN_9);
score("unseen, tenth set (the tenth rubric read's sides, tuned on from decision 053)", UNSEEN_10);
score("unseen, eleventh set (the eleventh rubric read's sides, tuned on from decision 054)", UNSEEN_11);
score("unseen, twelfth set (the twelfth rubric read's sides, tuned on from decision 055)", UNSEEN_12);
score('unseen, thirteenth set (blind A/B of decision 055, tuned on from decision 056)', UNSEEN_13);
score('unseen, fourteenth set (blind A/B of decision 056, tuned on from here)', UNSEEN_14);
score('unseen, fifteenth set (blind A/B of decision 057)', UNSEEN_15);
score('arc set A (written for decision 043, tuned on)', ARCS_A);
score('arc set B (written for decision 043, tuned on)', ARCS_B);
