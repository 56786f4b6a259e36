/**
 * Classes the fourteenth set showed (decision 057), each in words of its own: a role noun that ends on an accented letter
 * ("Her fiancé LUC", "NINA, his fiancée") gives the pronoun as any other does — JavaScript's \b had never matched after
 * the "é".
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';

test('"Her fiancé LUC" makes Luc "he"; "NINA (29), his fiancée," makes Nina "she"', () => {
  const reading = readScript(
    [
      {
        script: sidesOf(
          'screenplay',
          `
# 3 INT. REGISTRY OFFICE - CORRIDOR - DAY
MAEVE (30) waits on a bench with a bouquet. Her fiancé LUC (32) runs in, tie undone.
LUC: The car died on the ring road.
MAEVE: You're here. That's what counts.

# 4 INT. FLAT - NIGHT
TOM (31) irons a shirt. NINA (29), his fiancée, reads the seating plan.
NINA: Your uncle can't sit by my dad.
TOM: Then he stands.
`,
        ),
        fileType: 'sides',
      },
    ],
    'MAEVE',
  );
  expect(reading.pronouns.LUC).toBe('he');
  expect(reading.pronouns.NINA).toBe('she');
});

const read = (page: string, character: string) =>
  readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;

test('the one holding out handing over the very thing asked for is the yes, however few words go with it', () => {
  const scene = read(
    `
# 6 INT. SCHOOL OFFICE - DAY
MR. ABARA (50s), the caretaker, polishes a trophy. JUNE (12) stands at the counter.
JUNE: I need the gym key. The team's locked out.
MR. ABARA: Gym's shut on Sundays.
JUNE: It's the final. Twenty girls in the rain.
MR. ABARA: Not my rule, June.
JUNE: Please. Give me the key and I'll bring it straight back.
MR. ABARA: Your mother played in that gym.
JUNE: I know. Please.
He looks at the trophy a long time. Then he slides the key across the counter to her.
`,
    'JUNE',
  );
  expect(scene.arc?.outcome).toBe('pursuer');
});

test('terms set on the very thing asked ("You want my van, you wash it first.") come out with a yes', () => {
  const scene = read(
    `
# 2 EXT. DRIVEWAY - DAY
OLIVE (17) holds a bucket. Her uncle STAN (60s) tinkers under the bonnet of an old van.
OLIVE: Lend me the van for Saturday.
STAN: The van's older than you.
OLIVE: I've booked the gig. It's the only van that fits the drums.
STAN: It burns oil.
OLIVE: I'll top it up. Every mile.
Stan wipes his hands on a rag for a long moment.
STAN: You want my van, you wash it first. Inside and out.
Olive is already filling the bucket.
`,
    'OLIVE',
  );
  expect(scene.arc?.outcome).toBe('pursuer');
});

test('"(a sigh) Lift him up." is giving way, not the wall; "Please can Biscuit be in the parade?" asks leave for the dog', () => {
  const scene = read(
    `
# 11 EXT. VILLAGE GREEN - DAY
TOBY (8) holds a scruffy terrier on a string. MRS. PIKE (70s), in charge of the parade, folds up her list.
TOBY: Please can Biscuit be in the parade?
MRS. PIKE: The list closed at nine, love. Rules are rules.
TOBY: Can you just see him walk? Just once round.
MRS. PIKE: (a sigh) Lift him up, then.
Toby lifts Biscuit up. Biscuit licks her glasses.
MRS. PIKE: Well. He's clean, I'll say that.
TOBY: Biscuit, we're in!
`,
    'TOBY',
  );
  const parade = scene.wants.find((w) => w.askText === 'Please can Biscuit be in the parade?');
  expect(parade?.verbPhrase).toBe('let Biscuit be in the parade');
  expect(scene.obstacle?.line.text).not.toContain('Lift him up');
});

test('"You can have it." gives leave; "I\'ll be late." agrees to nothing; "Folks." calls and "Prepare to be dazzled." asks for nothing', () => {
  const scene = read(
    `
# 7 INT. CORNER SHOP - EVENING
NORA (60s) counts change at the till. Her nephew DEV (30s) leans on the counter. VI (70s), a regular, picks through the apples.
DEV: Folks. Prepare to be dazzled.
VI: I'm dazzled already, love.
NORA: What now?
DEV: Lend me the shop van for Friday.
NORA: What for?
DEV: Can I tell you after?
NORA: What for, Dev?
DEV: A wedding. Mine.
NORA: ...You can have it.
NORA: Now eat your soup before you go.
DEV: I'll be late.
`,
    'DEV',
  );
  const mine = scene.events.filter((e) => e.by === 'DEV');
  const asked = mine.filter((e) => e.kind === 'request').map((e) => e.text);
  expect(asked).toContain('Lend me the shop van for Friday.');
  expect(asked).not.toContain('Folks.');
  expect(asked).not.toContain('Prepare to be dazzled.');
  // The ask put up to dodge "What for?" is the dodge, not a want of his.
  expect(scene.wants.filter((w) => w.from === 'DEV').map((w) => w.askText)).toEqual(['Lend me the shop van for Friday.']);
  expect(scene.events.some((e) => e.by === 'NORA' && e.kind === 'grant' && e.text.includes('You can have it.'))).toBe(true);
  expect(scene.events.some((e) => e.by === 'DEV' && e.kind === 'grant' && e.text === "I'll be late.")).toBe(false);
  expect(scene.obstacle?.line.text ?? '').not.toContain('You can have it');
});

test('a name the page gives someone else by their kin ("my sister Maggie") called on air is not what the listener is called', () => {
  const scene = read(
    `
# SCENE 2. A RADIO STUDIO. NIGHT.
MAL: You're on the air. Who's this?
BETH: (on phone) Beth. Play something for my sister Maggie? She's driving nights.
MAL: Does Maggie listen?
BETH: (on phone) Every night.
MAL: Beth, when did you last speak to her?
BETH: (on phone) At Mum's funeral.
MAL: Then let her hear it from me. Maggie, if you're out there on the road, your sister's on line two and she's got something to say.
BETH: (on phone) You can't do that.
MAL: I just did. Lines are open, Maggie.
`,
    'MAL',
  );
  const beth = scene.relationships.find((r) => r.partner === 'BETH');
  expect(beth?.callsThem).toContain('Beth');
  expect(beth?.callsThem).not.toContain('Maggie');
});

test('a question asked back before a yes ("Love, can we keep him?" — "Who feeds him?") keeps nothing back, so what that one tells later is no confession', () => {
  const scene = read(
    `
# C INT. FLAT - NIGHT
ROB (40s) carries in a cardboard box. It whines. His wife TESS (40s) marks essays at the table.
ROB: Love, can we keep him?
TESS: Who feeds him?
ROB: Me. Twice a day.
TESS: Who walked the last one?
ROB: That was different.
TESS: We agreed on no more dogs. We agreed in this kitchen.
A small nose pushes the lid open. Tess looks at it a long time.
TESS: One week. Then we talk.
`,
    'ROB',
  );
  expect(scene.turn?.because).not.toBe('confesses');
});

test('"Wait! Please!" holds someone where they are: no want of its own, and never the scene\'s central ask', () => {
  const scene = read(
    `
# 4 EXT. SHOWGROUND - SHEEP PENS - DAY
IVY (10) runs up to the judging ring with a lamb on a rope. MR. HALE (60s), the steward, is closing the gate.
IVY: Wait! Please! Has it started?
MR. HALE: Judging closed at two, love.
IVY: The tractor broke down. Pip jumped off the trailer in the lane.
MR. HALE: Rules are rules.
IVY: Please can Pip be in the ring? Just once round.
MR. HALE: (a sigh) Once round. Walk him, then.
`,
    'IVY',
  );
  expect(scene.wants.map((w) => w.askText)).not.toContain('Wait! Please!');
  expect(scene.arc?.want?.askText).not.toBe('Wait! Please!');
});
