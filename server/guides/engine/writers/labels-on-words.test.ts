/**
 * A label says of a line only what the line's words (or the page beside it) carry (decision 054): "says no" where
 * it says no, "gives way" where it says yes, the page shows the thing given or the other thanks it, "holds out" where a
 * no is in it. A line the reading takes for a no or a yes without saying one is quoted as said.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { offlineGuideOf } from '../../../../test/fixtures/offline-guide.js';
import { SAYS_NO } from '../reading/arc.js';
import { readScript } from '../reading/read-script.js';
import { openerOf } from './offline.js';
import { carriesYes } from './phrasing.js';

const shed = (yes: string) => `
# INT. BIKE SHED - MORNING
LEO (12) holds out his hand. His sister NIA (15) wheels her bike out.
LEO: Lend me your bike for the race.
NIA: It's my bike, Leo.
LEO: You're not even racing.
NIA: Mum bought it for my birthday.
LEO: One race. I'll clean it after.
NIA: You said that about the skateboard.
LEO: That was different.
NIA: ${yes}
LEO: Thanks, Nia.
`;

const guideText = (page: string) => {
  const guide = offlineGuideOf(page, 'LEO');
  return { story: guide.story.join(' '), listening: guide.scenes[0]!.discoveries.map((d) => d.text).join(' ') };
};

test('a statement back that says no in no words pushes back; it is not called a no', () => {
  const scene = readScript([{ script: sidesOf('screenplay', shed('Fine. Take it.')), fileType: 'sides' }], 'LEO').scenes[0]!;
  const back = scene.events.find((e) => e.text === "It's my bike, Leo.");
  expect(back?.kind).toBe('refusal');
  expect(openerOf(scene, back!)).toMatch(/^Nia pushes back/);
});

test('a yes is giving way where the words say it or the thanks hear it; a yes only implied is quoted as said', () => {
  const said = guideText(shed('Fine. Take it. Bring it back in one piece.'));
  expect(said.story).toContain('Nia gives way: “Fine. Take it.');
  expect(said.listening).toContain('Nia gives way — “Fine. Take it.');

  const thanked = guideText(shed('(sighs) Bring it back in one piece.'));
  expect(thanked.story).toContain('Nia gives way: “Bring it back in one piece.”');

  const implied = guideText(shed('(sighs) Bring it back in one piece.').replace('LEO: Thanks, Nia.', 'LEO: One piece. Promise.'));
  expect(implied.story).not.toContain('gives way');
  expect(implied.story).toContain('Nia says: “Bring it back in one piece.”');
  expect(implied.listening).not.toContain('gives way');
});

test('a no in words includes the contracted ones; a yes in words is one a sentence opens with, or a thing handed over', () => {
  for (const no of ["I don't want strangers in my kitchen.", "She won't.", 'Nope.', 'I cannot.']) expect(SAYS_NO.test(no)).toBe(true);
  expect(SAYS_NO.test('Knotted rope.')).toBe(false);
  const line = (text: string) => {
    const page = `# INT. HALL - DAY\nROSA: Can I go?\nTEO: ${text}\n`;
    const scene = readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], 'ROSA').scenes[0]!;
    return scene.items.flatMap((i) => (i.kind === 'speech' && i.line.speaker === 'TEO' ? [i.line] : []))[0]!;
  };
  expect(carriesYes(line('Oh, all right. Go on, then.'))).toBe(true);
  expect(carriesYes(line('Here. Take it.'))).toBe(true);
  expect(carriesYes(line('The oars are under the tarp.'))).toBe(false);
  expect(carriesYes(line("I'm fine, thanks."))).toBe(false);
});

test('the obstacle says no only where the hardest wall says one, and a colour is tried only after the pushes back it follows', () => {
  const page = `
# INT. BIKE SHED - MORNING
LEO (12) holds out his hand. His sister NIA (15) wheels her bike out.
LEO: Lend me your bike for the race.
NIA: It's decided, Leo.
LEO: One race. I'll clean it after.
NIA: It's decided.
LEO: Please, Nia.
`;
  const objective = offlineGuideOf(page, 'LEO').scenes[0]!.objective;
  expect(objective.obstacle).toMatch(/Nia pushes back/);
  expect(objective.obstacle).not.toContain('says no');
  // "Lend me your bike" opens the scene: no push back has been heard yet when it is said.
  expect(offlineGuideOf(page, 'LEO').scenes[0]!.unexpected).not.toContain('pushes back');
});

test('news with a "not" in it is told, not "blurted"', () => {
  const page = `
# INT. KITCHEN - NIGHT
NOOR (40s) stands at the sink. Her son ADAM (17) eats toast.
NOOR: Give me the car keys.
ADAM: Why?
NOOR: I'm asking you for the keys.
ADAM: It's my car.
NOOR: I didn't sleep. Not after last time.
ADAM: That was one time.
NOOR: Your dad never drove after a party. Not once.
Adam puts down the toast.
ADAM: Fine. Take them.
NOOR: Thank you.
`;
  const story = offlineGuideOf(page, 'NOOR').story.join(' ');
  expect(story).toContain("Noor tells Adam “I didn't sleep.”");
  expect(story).not.toContain('blurts');
});
