/**
 * Classes the twelfth read found (decision 055), each in words of its own: what might have been ("You could have
 * written.", "Would you have come?") asks for no doing; a hedged plan of the speaker's own ("Maybe I could drive
 * this year.") is the ask; a word before a finite verb is its subject, not an order ("Christmas is at Nan's."); and
 * thanks for a kind word do not make the kind word a yes when the no comes straight after it; "Come here a minute." only
 * draws the other close; an apology before the no is not the answer; "I can do that." says yes; a tagged "You're
 * coming, aren't you?" asks for a yes to a doing, and "Friday's no good for me." refuses it.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';

const read = (page: string, character: string) =>
  readScript([{ script: sidesOf('screenplay', page), fileType: 'sides' }], character).scenes[0]!;

const GARAGE = `
# INT. NAN'S GARAGE - DAY
RUBY (30) finds her nan, JOAN (74), sorting screws into jars.
RUBY: Hi, Nan.
JOAN: You could have written. Six months, you could have written.
RUBY: Would you have read it?
JOAN: Probably not.
RUBY: I was thinking. This year. Maybe I could drive you to the coast.
JOAN: Christmas is at the coast. Your uncle drives.
RUBY: He drives like a hearse.
JOAN: That's a kind offer, love.
RUBY: Thank you.
JOAN: The answer is no.
`;

test('what might have been is no ask; the hedged plan is', () => {
  const scene = read(GARAGE, 'RUBY');
  const asks = scene.wants.map((w) => w.askText);
  expect(asks).not.toContain('You could have written.');
  expect(scene.wants.find((w) => w.askText === 'Would you have read it?')?.kind).toBe('question');
  expect(scene.wants.find((w) => w.askText === 'Maybe I could drive you to the coast.')).toMatchObject({
    from: 'RUBY',
    of: 'JOAN',
    verbPhrase: 'let you drive her to the coast',
  });
  expect(scene.events.filter((e) => e.kind === 'request' && e.text.startsWith('Christmas'))).toEqual([]);
});

test('thanks for a kind word, and the no straight after it: the kind word gave nothing', () => {
  const scene = read(GARAGE, 'RUBY');
  expect(scene.turn?.text).not.toBe("That's a kind offer, love.");
  expect(scene.turn?.because).not.toBe('gives-in');
});

const DOCK = `
# EXT. FERRY DOCK - EVENING
TOMAS (40) sets down a suitcase beside his cousin ANIKA (45), who is coiling a mooring line.
TOMAS: Could you take me across tonight?
ANIKA: The last crossing was at six.
TOMAS: You could have said no on the phone.
ANIKA: I did say no on the phone.
TOMAS: I'll tell your father I asked.
ANIKA: You will not.
Anika drops the rope. She looks at the suitcase for a long moment.
ANIKA: Case goes under the bench. Not on the seats.
TOMAS: Thank you. Really.
ANIKA: It's a crossing, Tomas.
TOMAS: Can I steer?
ANIKA: No.
`;

test('"You will not." forbids what was just said; a no to a new ask after the thanks leaves the yes won', () => {
  const scene = read(DOCK, 'TOMAS');
  expect(scene.events.find((e) => e.text === 'You will not.')?.kind).toBe('refusal');
  expect(scene.wants.map((w) => w.askText)).not.toContain('You could have said no on the phone.');
  expect(scene.arc).toMatchObject({ pursuer: 'TOMAS', outcome: 'pursuer' });
  expect(scene.turn).toMatchObject({ by: 'ANIKA', because: 'gives-in' });
});

const RECITAL = `
# INT. NANA'S FLAT - EVENING
NANA (80) sits by the gas fire, a blanket over her knees. Her granddaughter SUKI (9) runs in holding a paper crown.
SUKI: Nana! I'm the Queen of Hearts. It's on Friday. At seven.
NANA: Friday.
SUKI: I saved you a seat in the front.
NANA: Suki. Come here a minute.
SUKI: You're coming, aren't you?
NANA: I'm sorry, pet. I can't.
SUKI: Then I'll do it now. You have to clap at the end.
NANA: I can do that.
`;

test('"Come here a minute." draws close, the no is past the apology, and "I can do that." is a yes', () => {
  const scene = read(RECITAL, 'SUKI');
  const by = (text: string) => scene.events.filter((e) => e.text === text).map((e) => e.kind);
  expect(by('Come here a minute.')).toEqual([]);
  expect(scene.events.find((e) => e.by === 'NANA' && e.kind === 'refusal')?.text).toBe("I can't.");
  expect(by('I can do that.')).toEqual(['grant']);
});

test('"You\'re coming, aren\'t you?" asks for a yes to a doing ("come"), and "Friday\'s no good for me." refuses it', () => {
  const page = RECITAL.replace("NANA: I'm sorry, pet. I can't.", "NANA: Friday's no good for me, pet.");
  const scene = read(page, 'SUKI');
  expect(scene.wants.find((w) => w.askText === "You're coming, aren't you?")).toMatchObject({ kind: 'request', verbPhrase: 'come' });
  expect(scene.events.find((e) => e.text === "Friday's no good for me, pet.")?.kind).toBe('refusal');
  expect(scene.arc).toMatchObject({ pursuer: 'SUKI' });
});

test('a rule told by its outcome ("Miss the weigh-in, you\'re out.") orders nothing; an order with its reason still does', () => {
  const scene = read(
    `# INT. GYM - DAY
TEO (15) tapes his hands. His friend JUNO (15) leans on the ropes.
JUNO: Come to the lake Saturday.
TEO: Saturday's the weigh-in. Miss the weigh-in, you're out.
JUNO: Open the door, it's freezing.`,
    'TEO',
  );
  const kinds = (text: string) => scene.events.filter((e) => e.text === text).map((e) => e.kind);
  expect(kinds("Miss the weigh-in, you're out.")).toEqual([]);
  expect(kinds("Open the door, it's freezing.")).toContain('request');
});

test('"Thanksgiving is at my house." thanks nobody: the line before it is no yes', () => {
  const scene = read(
    `# INT. KITCHEN - NIGHT
GRETA (38) fusses over a roast. Her mother-in-law ESTELLE (71) sweeps in.
ESTELLE: Don't tell my cardiologist.
GRETA: There's plenty! I made all of it. Myself.
ESTELLE: Well. It's very good, Greta.
GRETA: I was thinking. This year. Maybe I could host.
ESTELLE: Thanksgiving is at my house.
GRETA: I know.
ESTELLE: The answer is no.`,
    'GRETA',
  );
  expect(scene.turn?.text).not.toBe('I was thinking.');
  expect(scene.turn?.because).not.toBe('gives-in');
});

test('pronouns: a title and a first name before the cue name, and a body part belongs to the nearest person named', () => {
  const reading = readScript(
    [
      {
        script: sidesOf(
          'screenplay',
          `# INT. BUS DEPOT - NIGHT
DETECTIVE OMAR KALLIS (50) sets his phone on the counter. NURSE DEV (30) gets up as JOLENE (52) comes through the doors with a ticket between her teeth.
KALLIS: Evening.
JOLENE: Four pound forty.
DEV: Jolene—`,
        ),
        fileType: 'sides',
      },
    ],
    'KALLIS',
  );
  expect(reading.pronouns).toMatchObject({ KALLIS: 'he', JOLENE: 'she', DEV: 'they' });
});

test('crossing a room and pulling something out is no exit; walking out the door is', () => {
  const scene = read(
    `# INT. KITCHEN - NIGHT
MAVIS (70) and her son DEV (40) face each other over a roast.
MAVIS: It's very good.
Mavis crosses to the bin, lifts the newspaper and pulls out a deli bag.
DEV: Mum.
MAVIS: Hm.
Mavis walks out the back door.`,
    'DEV',
  );
  expect(scene.events.filter((e) => e.kind === 'exit').map((e) => e.text)).toEqual(['Mavis walks out the back door.']);
});
