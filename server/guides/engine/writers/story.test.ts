/** The story paragraph: whether the character gets what they pressed for is told only on the page's evidence. */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from '../reading/read-script.js';
import { storyOf } from './story.js';

const storyFor = (page: string, character: string) =>
  storyOf(readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character)).join(' ');

test('a scene that turns on the partner refusing ends, in the story, without the yes', () => {
  const story = storyFor(
    `# INT. HARDWARE STORE - DAY\nTESS drags a ladder to the counter.\nTESS: I'd like to return this ladder.\nOMAR: Receipt?\nTESS: Here. Please take it back.\nOMAR: There's paint on it.\nTESS: That paint was already there.\nOMAR: No. I can't take it back.\nTESS: Fine. I'm keeping the ladder.`,
    'TESS',
  );
  expect(story).toMatch(/It turns when Omar refuses/);
  expect(story).toMatch(/Tess never gets the yes/);
});

test('a yes the page gives is told with its words; no "never" is told where the turn is not a refusal', () => {
  const story = storyFor(
    `# INT. KITCHEN - NIGHT\nMIA (10) waits by the door.\nMIA: Can I go to Sam's party?\nDAD: On a school night?\nMIA: Please. Everyone's going.\nDAD: Fine. Be home by eight.\nMIA: Thank you!`,
    'MIA',
  );
  expect(story).not.toMatch(/never gets/);
});

test('an answer that is the turn is quoted once, not again as the outcome; a camera instruction is no last picture', () => {
  const story = storyFor(
    `# INT. FARMHOUSE - KITCHEN - NIGHT\nJUNE (16) dries a plate. The phone rings. She answers.\nJUNE: Hello? Who is this?\nMR. PIKE: It's Mr. Pike. From the farm across the road. Is your dad home?\nJUNE: No. Why?\nMR. PIKE: Because there's a light on in your barn.\nJUNE: We don't keep lights in the barn.\nHOLD on June.`,
    'JUNE',
  );
  expect(story).toMatch(/It turns when Mr\. Pike/);
  expect(story).not.toMatch(/gets her answer/);
  expect(story).not.toMatch(/HOLD on June/i);
});

test('a question at the turn asks — it neither answers nor comes clean — and a line broken off answers nothing', () => {
  const story = storyFor(
    `# INT. CARE HOME - CORRIDOR - MORNING
NURSE BELLO (40), at the end of a night shift, stands as ELAINE (50) comes in with a bag of clean shirts.
ELAINE: Morning. I've brought his good shirts, he hates the gowns.
BELLO: Elaine—
ELAINE: He'll want the striped one for the quiz.
BELLO: Could we sit in the quiet room a minute?
ELAINE: I'm not sitting in the quiet room.
BELLO: Ron had a hard night. His breathing changed about two.
ELAINE: He was doing the quiz on Tuesday.
BELLO: I know he was.
ELAINE: The doctor said Monday. Home Monday.
BELLO: That was before last night.
A long beat. Elaine looks down at the shirts.
ELAINE: How long?
BELLO: Days. Maybe less.
ELAINE: Then he'll want the striped one.`,
    'BELLO',
  );
  expect(story).toMatch(/Elaine asks: “How long\?”/);
  expect(story).not.toMatch(/(answers|comes clean|tells \w+): “How long\?”/);
  expect(story).not.toMatch(/answers “Elaine—”/);
});

test("the story's first picture is of the character, with the short sentence before it that sets them there", () => {
  const story = storyFor(
    `# EXT. FARM GATE - DUSK
ROSA (60) hammers a post into the frozen ground, her breath smoking. Across the yard a tractor stops. Left by the gate: her son FINN (30), a rucksack, a phone with a cracked screen.
FINN: Hi, Mum.
ROSA: You're late. Three years late.
FINN: Can I stay the night?
ROSA: The barn's dry.`,
    'FINN',
  );
  expect(story).toContain('Across the yard a tractor stops. Left by the gate: her son Finn, a rucksack, a phone with a cracked screen.');
});

test('the news the story tells is the one that names what rides on it, in its own words', () => {
  const story = storyFor(
    `# INT. BAKERY - BACK ROOM - DAWN
ROSA (30) ties her apron. Her boss, MR. FENN (60), weighs flour.
ROSA: Mr. Fenn. I need Thursday off.
MR. FENN: Thursday's the wedding order. Three tiers.
ROSA: I know. I piped the roses.
MR. FENN: They're good roses.
ROSA: It's my citizenship interview. If I miss it, I wait another year. I've waited four already.
MR. FENN: Four years.
ROSA: I'll come in at three and finish the tiers before I go.
MR. FENN: (a long look) Three, then. Not a minute after.`,
    'ROSA',
  );
  expect(story).toMatch(/If I miss it, I wait another year/);
});
