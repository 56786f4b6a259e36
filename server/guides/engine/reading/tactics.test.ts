/**
 * Each beat's tactic is read from the character's lines in it, and the line the beat quotes is the one that shows it
 * (decision 044): a plea quotes the plea, a flat no is a challenge, and a beat whose lines show only the tactic of
 * the beat before keeps it rather than take a verb the lines do not bear.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';

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
