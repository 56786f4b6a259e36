/**
 * A subtext note says what the page shows (decision 052): a short answer the asker knocks straight down is a cover;
 * "If…" said to a plan hangs a doubt on it; a borrowed word is "turned into a no" only where the line refuses; a plan
 * put to the partner ("We could…") asks outright and gets no "plain fact" note.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';
import { readScript } from '../reading/read-script.js';
import { meaning } from './offline.js';
import { UNSEEN_10 } from '../reading/test-sides/unseen-10.js';

const ALLOTMENT = `
# 4 EXT. ALLOTMENTS - EVENING
A wheelbarrow of leeks. PRIYA (60s) kneels at the bed, gloves off. Her brother ANIL (60s) leans on the gate.
ANIL: Show's on Saturday. We enter the leeks, we win the cup, we're on the front of the Gazette.
PRIYA: If the frost holds off.
ANIL: It'll hold off. The judges aren't fussy this year.
PRIYA: The judges aren't the problem.
ANIL: Then what is?
PRIYA: We could skip the show this year.
ANIL: Why?
PRIYA: The weather.
ANIL: The weather's been perfect for a month.
PRIYA: I'm tired, Anil.
ANIL: You've never been tired in your life.
Priya holds out her hands. The knuckles are swollen, the fingers bent.
PRIYA: I can't hold a trowel, Anil. I haven't since March.
ANIL: (quietly) ...Since March.
ANIL: Then we'll enter next year. Both of us.
`;

test('each subtext note rests on what the page shows', () => {
  const notes = offlineGuideOf(ALLOTMENT, 'PRIYA')
    .scenes[0]!.subtext.map((s) => s.meant)
    .join(' ');
  // Anil knocks the answer down at once: a cover, never "the fewer the words, the surer".
  expect(notes).toContain('“The weather.” is a cover');
  expect(notes).not.toContain('the fewer the words');
  expect(notes).not.toContain('vaguest words');
  // "The judges aren't the problem." argues with his word; it refuses nothing.
  expect(notes).not.toContain('into a no');
  // "We could skip the show this year." is the ask, said as a plan.
  expect(notes).not.toContain('plain fact');
  expect(notes).not.toContain('On the surface');
});

test('"If the frost holds off." said to a plan hangs a doubt on it; it is not "the vaguest words there are"', () => {
  const reading = readScript([{ script: sidesOf('screenplay', ALLOTMENT), fileType: 'sides' }], 'PRIYA');
  const scene = reading.scenes[0]!;
  const speeches = scene.items.flatMap((i) => (i.kind === 'speech' ? [i.line] : []));
  const line = speeches.find((l) => l.text === 'If the frost holds off.')!;
  const plan = speeches.find((l) => l.speaker === 'ANIL')!;
  const note = meaning(scene, { line, kind: 'short-reply', answering: plan, score: 2 }, false, reading);
  expect(note).toContain('“If the frost holds off.” hangs a doubt on it');
});

test('a turn is called a refusal only where the line says no; otherwise it is quoted as said', () => {
  // The tenth read's commercial (committed and tuned on): the events read Pop's order on the app as a no.
  const side = UNSEEN_10.find((x) => x.id === 'basketday-commercial')!;
  const guide = offlineGuideOf(side.page, side.character, { productionType: 'commercial' }, side.family);
  const story = guide.story.join(' ');
  expect(story).not.toContain('Pop refuses');
  expect(story).toContain('Then Pop says: “Eggs. Rye. Sardines. ...Cannoli.”');
  expect(guide.scenes[0]!.discoveries.map((d) => d.text).join(' ')).not.toContain('says no for good');
});
