/**
 * Each beat's tactic is read from the character's lines in it, and the line the beat quotes is the one that shows it
 * (decision 044): a plea quotes the plea, a flat no is a challenge, and a beat whose lines show only the tactic of
 * the beat before keeps it rather than take a verb the lines do not bear.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';
import { beatsOf as beatsIn } from './shape.js';
import { lineTacticOf } from './test-sides/coach-checks.js';

const beatsOf = (page: string, character: string) =>
  readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!.beats;

const SLEEPOVER = `
# 8 INT. HALLWAY - NIGHT
NELL (11) sits on the stairs in her coat. Her mum, FRAN (40s), comes out of the kitchen with a tea towel.
FRAN: Coat off. You're not going.
NELL: Everyone's going. The whole class. Please, Mum, just tonight.
FRAN: It's a school night.
NELL: It finishes at nine. I'll be home by half past.
FRAN: Who's driving?
NELL: Isla's dad.
Fran puts the tea towel down. She sits on the bottom stair.
FRAN: Half past. Not a minute after.
NELL: No. I mean yes. Thank you.
`;

test('the beat quotes the line its tactic is read from: a plea quotes the plea', () => {
  const beats = beatsOf(SLEEPOVER, 'NELL');
  const pleading = beats.find((b) => b.tactic === 'plead');
  expect(pleading?.line?.text).toBe("Everyone's going. The whole class. Please, Mum, just tonight.");
});

const GARDEN = `
# 3 EXT. BACK GARDEN - DAY
OTTO (9) sits in the wheelbarrow. His grandad, BERT (70s), holds a rake.
BERT: Out you get. Leaves won't rake themselves.
OTTO: I'm not getting out.
BERT: I'll tip you out.
OTTO: I'm not getting out. I live here now.
BERT: In my wheelbarrow.
OTTO: It's comfy.
Bert leans on the rake. A long beat.
BERT: Ten minutes. Then you push.
`;

test('a flat no is a challenge, and a beat that shows only the same again keeps it instead of a verb its lines do not bear', () => {
  const beats = beatsOf(GARDEN, 'OTTO');
  expect(beats[0]!.tactic).toBe('challenge');
  for (const beat of beats.filter((b) => b.line))
    // No beat of his is coached as asking or pleading: he only refuses and digs in.
    expect(['plead', 'probe', 'corner', 'command', 'demand']).not.toContain(beat.tactic);
});

test('questions about this and that probe; questions that keep at one thing corner; pointing something out demands nothing', () => {
  const chat = beatsOf(
    `
# 2 INT. LAUNDERETTE - DAY
GWEN: They've shut the chippy on Bell Street. Did you hear? Six pound for cod now. Are you still at the depot?
RAJ: Nights.
GWEN: Look at these. My good sheets, grey.
RAJ: It's the machines.
`,
    'GWEN',
  );
  expect(chat.map((b) => b.tactic)).not.toContain('corner');
  expect(chat.map((b) => b.tactic)).not.toContain('demand');
  const pressing = beatsOf(
    `
# 2 INT. KITCHEN - NIGHT
GWEN: Where were you? Where were you till two in the morning?
RAJ: Out.
`,
    'GWEN',
  );
  expect(pressing[0]?.tactic).toBe('corner');
});

/** The tactic one line of the character's shows on its own, read as score-tactics reads it. */
function lineTactic(page: string, character: string, words: string) {
  const scene = readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;
  return lineTacticOf(
    scene,
    scene.lines.find((l) => l.speaker === character && l.text.includes(words))!,
  );
}

const GARAGE = `
# 5 INT. GARAGE - NIGHT
PETE (50s) carries in a rowing machine with a ribbon on it. His wife ANNA (50s) sorts the recycling. Their son KIT (14) does homework on an upturned crate.
PETE: Gang. My gorgeous wife. My genius son. Feast your eyes.
ANNA: If that came from the catalogue, it goes back.
PETE: Sweetheart, can we keep it?
ANNA: What did it cost?
PETE: Can I tell you after tea?
ANNA: What did it cost, Pete?
PETE: (grinning) You bought a bread maker in March.
ANNA: I used it twice.
PETE: You used it twice.
KIT: Six hundred. It's on the box.
`;

test('praise aimed at the listener flatters; asking leave with a pet name charms; a question put off with a question deflects', () => {
  expect(lineTactic(GARAGE, 'PETE', 'My gorgeous wife')).toBe('flatter');
  expect(lineTactic(GARAGE, 'PETE', 'Sweetheart, can we keep it?')).toBe('charm');
  expect(lineTactic(GARAGE, 'PETE', 'Can I tell you after tea?')).toBe('deflect');
  // "(grinning)": the page says how the line is played, so what the partner did is teased, not charged.
  expect(lineTactic(GARAGE, 'PETE', 'bread maker')).toBe('tease');
  // The partner has just owned it ("I used it twice."): said back, it accuses no one.
  expect(lineTactic(GARAGE, 'PETE', 'You used it twice.')).not.toBe('accuse');
});

const GATE = `
# 9 EXT. SCHOOL GATE - DAY
MILO (10) holds a shoebox with holes in the lid. MS. OKAFOR (40s), the head teacher, blocks the gate.
MS. OKAFOR: No pets in school, Milo. You know that.
MILO: Can I keep him in the office? Please?
MS. OKAFOR: No.
MILO: You don't have to hold him. Just let him sit on the shelf.
MS. OKAFOR: If he gets out in assembly, you'll be the one chasing him.
MILO: I could tape the lid. I've got tape.
MS. OKAFOR: Don't test me. You're not the head.
MILO: No. I'm not.
MS. OKAFOR: Shelf. Till home time.
MILO: Deal.
`;

test('asking leave pleads; asking for less, or offering something, bargains; terms that only say what will befall warn', () => {
  expect(lineTactic(GATE, 'MILO', 'Can I keep him in the office?')).toBe('plead');
  expect(lineTactic(GATE, 'MILO', "You don't have to hold him.")).toBe('bargain');
  expect(lineTactic(GATE, 'MILO', 'I could tape the lid.')).toBe('bargain');
  expect(lineTactic(GATE, 'MILO', 'Deal.')).toBe('bargain');
  expect(lineTactic(GATE, 'MS. OKAFOR', 'If he gets out in assembly')).toBe('warn');
});

test('a no that agrees with the no just said ("You\'re not the head." — "No. I\'m not.") refuses nothing and dares no one', () => {
  const scene = readScript([{ script: sidesOf('screenplay', GATE), fileType: 'sides' }], 'MILO').scenes[0]!;
  expect(scene.events.filter((e) => e.by === 'MILO' && e.kind === 'refusal').map((e) => e.text)).toEqual([]);
  expect(lineTactic(GATE, 'MILO', "No. I'm not.")).not.toBe('challenge');
});

test('"\'Cause" is no order; an amount said after one ("How many?", "twice") answers; a word finishing a broken-off line is no ask', () => {
  const scene = readScript(
    [
      {
        script: sidesOf(
          'screenplay',
          `
# 4 INT. BAKERY - MORNING
FLO (30s) ices buns. Her boss, REG (60s), counts trays.
REG: You've iced that tray twice.
FLO: Four times. 'Cause the icing keeps sliding.
REG: How much do I owe the flour man?
FLO: Ninety pounds.
REG: And in the van there's your...
FLO: Wedding cake. For the Browns.
`,
        ),
        fileType: 'sides',
      },
    ],
    'FLO',
  ).scenes[0]!;
  expect(scene.events.filter((e) => e.by === 'FLO' && e.kind === 'request').map((e) => e.text)).toEqual([]);
});

test('owning up is a deed told flat ("I broke it."); a record held up ("I\'ve told it twice already.") or a state ("We\'re closed.") confesses nothing', () => {
  const page = `
# 3 INT. SHOP - DAY
KIM (12) holds a football. MR. DAS (60s) sweeps glass by the window.
MR. DAS: We're closed. Who did this?
KIM: I've told you twice already. It wasn't me.
MR. DAS: The whole street saw a ball.
KIM: I broke it. The window. It was me.
`;
  expect(lineTactic(page, 'KIM', 'I broke it.')).toBe('confess');
  expect(lineTactic(page, 'KIM', "I've told you twice")).not.toBe('confess');
  expect(lineTactic(page, 'MR. DAS', "We're closed.")).not.toBe('confess');
});

test('a scene that opens on sound cues has no empty first beat; something given for something asked bargains', () => {
  const page = `
# SCENE 4. A LATE-NIGHT RADIO STUDIO.
MUSIC: A jingle fades.
SFX: A phone line clicks open.
PIP: (coming on, breathless) That was for the night shift at the bakery. You're on the air, caller.
ROY: (on phone) Roy. From the ferry. Can you play "Blue Harbour"? For my sister.
PIP: When did you last ring her?
ROY: (on phone) Ten years ago. Eleven.
PIP: I'll play it. But I want you to ring her first.
ROY: (on phone) She won't answer.
PIP: Then she'll hear it from me.
SFX: A long hiss on the line.
ROY: (on phone) You can't do that.
PIP: I just did. Lines are open, Maud.
SFX: The switchboard. Line two lights.
PIP: (off-mic) Who's on two? (close) Roy. Stay on the line.
MUSIC: "Blue Harbour" begins.
ROY: (on phone) Is it her?
PIP: Say it yourself.
`;
  const scene = readScript([{ script: sidesOf('audio', page), fileType: 'sides' }], 'PIP').scenes[0]!;
  expect(scene.beats.every((b) => b.end > b.start)).toBe(true);
  // However strong an event on the opening line is, it opens the first beat, not a second, empty one before it.
  const opening = scene.items.findIndex((i) => i.kind !== 'cue');
  const first = scene.items[opening]!;
  const arrival = {
    kind: 'entrance' as const,
    by: 'PIP',
    to: null,
    at: opening,
    line: first.kind === 'speech' ? first.line : null,
    text: '',
  };
  expect(beatsIn(scene.items, [arrival, ...scene.events], 'PIP', null).every((b) => b.end > b.start)).toBe(true);
  expect(lineTactic(page, 'PIP', "I'll play it.")).toBe('bargain');
});

test('"Just tell me…" begs with a verb of its own; it offers nothing instead', () => {
  const page = `
# 5 EXT. FRONT GARDEN - DAY
ALFIE (9) holds out a fistful of coins. MR. WEBB (70s) leans on his broken gnome's wheelbarrow.
MR. WEBB: That gnome was my wife's.
ALFIE: I'm sorry. I'm really sorry.
MR. WEBB: Did your ball do this?
ALFIE: Just tell me how much it costs.
`;
  expect(lineTactic(page, 'ALFIE', 'Just tell me how much')).not.toBe('bargain');
});
