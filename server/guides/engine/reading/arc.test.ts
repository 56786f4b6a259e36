/**
 * The scene's arc (decision 043), each class on a small scene of its own words: who presses whom, the beat the page
 * holds for the change, the ask hinted or said outright, and an outcome said only when the page says it.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { storyOf } from '../writers/story.js';
import { readScript } from './read-script.js';

const read = (page: string, character: string) => {
  const reading = readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character);
  return { reading, scene: reading.scenes[0]! };
};

const GREENHOUSE = `
# 4 INT. ALLOTMENT SHED - DAY
MABLI (12) waits by the seed trays. Her uncle, GETHIN (50s), repots a fern.
GETHIN: You're hovering.
MABLI: The county show's on Saturday.
GETHIN: Good for the county.
MABLI: There's a junior class. Under thirteens. You need an adult to sign.
GETHIN: No.
MABLI: I'd water every morning. Before school.
GETHIN: You said that about the rabbit.
MABLI: I was nine. I'm twelve.
Gethin puts down the trowel. He looks at the fern a long time.
GETHIN: Which pot would you use?
MABLI: The blue one. The big one.
GETHIN: Fine. Form's on the hook. Bring it back signed by your mam too.
MABLI: Thank you!
`;

test('the page holds the change in a beat: the turn is the first line after it, and the line it answers lands', () => {
  const { scene } = read(GREENHOUSE, 'MABLI');
  expect(scene.arc?.beat?.item.text).toBe('Gethin puts down the trowel. He looks at the fern a long time.');
  expect(scene.arc?.landing?.text).toBe("I was nine. I'm twelve.");
  // The turn is the line the beat answers or the first after it; the story tells all three.
  expect(["I was nine. I'm twelve.", 'Which pot would you use?']).toContain(scene.turn?.line.text);
  expect(storyOf(read(GREENHOUSE, 'MABLI').reading).join(' ')).toContain(
    "It turns after Mabli's “I was nine. I'm twelve.”: Gethin puts down the trowel. He looks at the fern a long time. Then Gethin",
  );
});

test('a beat the events did not see moves the turn to the first line after it', () => {
  // Without Mabli's "I'm twelve." and Gethin's "Fine.", the events see no shift beside the beat.
  const page = GREENHOUSE.replace("MABLI: I was nine. I'm twelve.", 'MABLI: Please.').replace(
    "GETHIN: Fine. Form's on the hook. Bring it back signed by your mam too.\nMABLI: Thank you!\n",
    'MABLI: I could paint it.\n',
  );
  expect(read(page, 'MABLI').scene.turn?.line.text).toBe('Which pot would you use?');
});

test('the one held out against is the pursuer, and a yes in words after the beat gives them the outcome', () => {
  const { scene } = read(GREENHOUSE, 'MABLI');
  expect(scene.arc).toMatchObject({ pursuer: 'MABLI', resister: 'GETHIN', outcome: 'pursuer' });
  // Hinted, never asked: the line the no answers is the ask.
  expect(scene.arc?.want?.askText).toBe('You need an adult to sign.');
  expect(scene.arc?.holding?.text).toBe('No.');
});

test('without a word either way after the beat, who won stays open', () => {
  const silent = GREENHOUSE.replace("GETHIN: Fine. Form's on the hook. Bring it back signed by your mam too.\nMABLI: Thank you!\n", '');
  expect(read(silent, 'MABLI').scene.arc?.outcome).toBe('open');
});

const CAFE = `
# 9 INT. ALL-NIGHT CAFE - NIGHT
PERRIN (40s) slides into the booth. He sits opposite his sister ODILE (40s), who is stirring a cold coffee.
ODILE: What do you want, Perrin?
PERRIN: I'd like you to come to Dad's on Sunday.
ODILE: I've got work.
PERRIN: On a Sunday?
ODILE: Some of us work Sundays.
PERRIN: He's asked for you. Twice.
Odile stops stirring.
ODILE: He asked?
PERRIN: Twice.
`;

test('the one asked "What do you want?" is the pursuer, and the want said outright is the ask', () => {
  const { scene } = read(CAFE, 'ODILE');
  expect(scene.arc).toMatchObject({ pursuer: 'PERRIN', resister: 'ODILE' });
  expect(scene.arc?.want?.askText).toBe("I'd like you to come to Dad's on Sunday.");
  const story = storyOf(read(CAFE, 'ODILE').reading).join(' ');
  expect(story).toContain("Perrin tells Odile what he wants: “I'd like you to come to Dad's on Sunday.”");
  expect(story).toContain("It turns after Perrin's “He's asked for you. Twice.”: Odile stops stirring.");
});

const STAIRWELL = `
# 2 INT. STAIRWELL - NIGHT
TOBIAS (11) sits on the bottom step, coat on. His sister RENN (16) comes down two at a time.
RENN: You said you were at Kai's.
TOBIAS: I was. Then I wasn't.
RENN: Mum rang Kai's mum.
TOBIAS: Did she ring her, or did she ring her?
RENN: ...What's that mean?
TOBIAS: Nothing. Forget it. Can we go up?
`;

test('asking what was meant presses for more: it is no dodge, and the one held to their word is pressed', () => {
  const { scene } = read(STAIRWELL, 'TOBIAS');
  expect(scene.events.some((e) => e.kind === 'dodge' && e.text === "...What's that mean?")).toBe(false);
  expect(scene.arc).toMatchObject({ pursuer: 'RENN', resister: 'TOBIAS' });
  const story = storyOf(read(STAIRWELL, 'TOBIAS').reading).join(' ');
  expect(story).toContain("Renn holds Tobias to his word: “You said you were at Kai's.”");
  // The character pressed holds out and wants something of his own, each said on its own.
  expect(story).toContain('and he wants something of his own: “Can we go up?”');
});

test("a want phrase is said only when the words are the ask's own; otherwise the line is quoted", () => {
  const ROOF = `
# 3 INT. FLAT - DAY
A new beanbag sits on the rug. NELL (30s) stands over it. Her flatmate JOS (30s) comes in.
NELL: We said no more furniture.
JOS: It's not furniture. It's a lifestyle.
NELL: We're saving for the roof. The roof leaks.
JOS: Just sit in it.
NELL: No.
JOS: Sit in it.
NELL: It's going back.
`;
  const story = storyOf(read(ROOF, 'JOS').reading).join(' ');
  expect(story).not.toMatch(/sit in the roof/);
});

test('the story and the beat map mark the same turn', async () => {
  const { guideRequest } = await import('../../../../common/contracts/guides.js');
  const { generateGuide } = await import('../generate.js');
  const request = guideRequest.parse({
    uploadId: 'u',
    characterName: 'MABLI',
    productionTitle: 'Show',
    productionType: 'film',
    roleSize: 'lead',
    genre: 'Drama',
    actorAge: 12,
  });
  // The last page's events turn two lines after the beat ("Fine. Form's on the hook."), not beside it.
  const pages = [
    GREENHOUSE,
    CAFE.replace('ODILE: He asked?', 'ODILE: He asked? ...Fine. Sunday.'),
    GREENHOUSE.replace("MABLI: I was nine. I'm twelve.", 'MABLI: Please.'),
  ];
  for (const page of pages) {
    const character = page.includes('ODILE') ? 'ODILE' : 'MABLI';
    const { guide, reading } = await generateGuide([{ script: sidesOf('screenplay', page), fileType: 'sides' }], {
      ...request,
      characterName: character,
    });
    const turn = reading.scenes[0]!.turn!;
    const marked = guide.scenes[0]!.beats.find((b) => b.isTurn);
    expect(`${marked?.title} ${marked?.note}`).toContain(turn.text.slice(0, 18));
    expect(guide.story.join(' ')).toContain(turn.text.slice(0, 18));
    // Relationships say what the page shows, never a count of orders.
    expect(JSON.stringify(guide.scenes[0]!.relationships)).not.toMatch(/\(\d+ to \d+\)/);
  }
});
