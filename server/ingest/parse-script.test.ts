import { describe, expect, test } from 'vitest';
import type { Line } from './clean-page.js';
import { canonicalNames, parseCue, parseScript } from './parse-script.js';
import { isNeverSpeaker } from './script-words.js';

describe('parseCue', () => {
  test.each([
    ['MAYA', 'MAYA', [], false],
    ["MAYA (CONT'D)", 'MAYA', [], true],
    ['MAYA (CONT’D)', 'MAYA', [], true],
    ['DAD (O.S.)', 'DAD', ['O.S.'], false],
    ["NARRATOR (V.O.) (CONT'D)", 'NARRATOR', ['V.O.'], true],
    ['COP #2', 'COP #2', [], false],
    ['DR. PATEL', 'DR. PATEL', [], false],
    ["MRS. O'BRIEN (PRE-LAP)", "MRS. O'BRIEN", ['PRE-LAP'], false],
    ['AUNT JUNE', 'AUNT JUNE', [], false],
    ['McCOY', 'McCOY', [], false],
    ['‘AUNT JUNE', 'AUNT JUNE', [], false],
    ['MS. KiM', 'MS. KIM', [], false],
    ['THEO:', 'THEO', [], false],
    ['MR.ABERNATHY', 'MR. ABERNATHY', [], false],
    ['THE VOICE ON THE RADIO', 'THE VOICE ON THE RADIO', [], false],
    ['MAYA *', 'MAYA', [], false],
    ['MAYA 12', 'MAYA', [], false],
    ['FERRY CAPTAIN, (0.S)', 'FERRY CAPTAIN', ['0.S'], false],
    ['ZoE', 'ZOE', [], false],
  ])('%s → %s', (raw, name, extensions, contd) => {
    expect(parseCue(raw)).toEqual({ name, extensions, contd });
  });

  test.each([
    'CUT TO:',
    'FADE OUT.',
    'SMASH CUT TO:',
    'INT. KITCHEN - DAY',
    'ANGLE ON MAYA',
    'Maya walks in.',
    'THE END',
    'A',
    'CONTINUED',
    'Ox',
    'ZoE is here',
  ])('%s is not a cue', (raw) => {
    expect(parseCue(raw)).toBeNull();
  });
});

test('name variants fold into the most frequent spelling', () => {
  const renamed = canonicalNames(
    new Map([
      ['COP #2', 4],
      ['COP. #2', 1],
      ['MAYA', 9],
      ['MAVA', 1],
      ['MAX', 2],
      ['MAY', 1],
    ]),
  );
  expect(renamed.get('COP. #2')).toBe('COP #2');
  expect(renamed.get('MAVA')).toBe('MAYA');
  expect(renamed.has('MAX')).toBe(false); // a different short name stays
  expect(renamed.has('MAY')).toBe(false);
});

test('a name only OCR read is folded into one read twice as often when OCR could have confused them', () => {
  const counts = new Map([
    ['KAI', 4],
    ['KAL', 2],
    ['JUNO', 3],
    ['JUNG', 1],
    ['TOLL KEEPER', 1],
    ['TOLL KEEPER I', 1],
    ['MAX', 4],
    ['MAY', 1],
    ['ELLA', 2],
    ['ELLY', 1],
    ['YUSUF', 2],
    ['VUSUF', 1],
  ]);
  const ocrOnly = new Set(['KAL', 'JUNG', 'TOLL KEEPER I', 'MAY', 'ELLY', 'VUSUF']);
  const renamed = canonicalNames(counts, ocrOnly);
  expect(renamed.get('KAL')).toBe('KAI');
  expect(renamed.get('JUNG')).toBe('JUNO');
  expect(renamed.get('TOLL KEEPER I')).toBe('TOLL KEEPER');
  expect(renamed.get('VUSUF')).toBe('YUSUF'); // a Y whose stem a coarse scan lost
  expect(renamed.has('MAY')).toBe(false); // X and Y are not letters OCR confuses
  expect(renamed.has('ELLY')).toBe(false);
  // A name the text layer printed is never folded by OCR's confusions.
  expect(canonicalNames(counts, new Set()).has('KAL')).toBe(false);
});

test('a watermark digit OCR read beside a cue ("GIDEON 4") folds into a name read twice as often; numbered people ("GUARD 1", "GUARD 2") stay', () => {
  const read = { GIDEON: 2, 'GIDEON 4': 1, GUARD: 2, 'GUARD 1': 1, 'GUARD 2': 1, 'NURSE 3': 1, NURSE: 1 };
  const renamed = canonicalNames(new Map(Object.entries(read)), new Set(['GIDEON 4', 'GUARD 1', 'GUARD 2', 'NURSE 3']));
  expect(renamed.get('GIDEON 4')).toBe('GIDEON');
  expect(renamed.has('GUARD 1')).toBe(false);
  expect(renamed.has('GUARD 2')).toBe(false);
  expect(renamed.has('NURSE 3')).toBe(false); // read as often as the name alone: no evidence it is a speck
});

test('a name only OCR read with its last words cut off is folded into the full name read twice as often', () => {
  const counts = new Map([
    ['DR. ADA BELL', 4],
    ['DR. ADA', 1],
    ['GIRL 2', 2],
    ['GIRL', 1],
    ['OFFICER RUIZ', 1],
    ['OFFICER', 1],
  ]);
  const renamed = canonicalNames(counts, new Set(['DR. ADA', 'GIRL', 'OFFICER']));
  expect(renamed.get('DR. ADA')).toBe('DR. ADA BELL');
  expect(renamed.has('GIRL')).toBe(false); // a number tells two people apart
  expect(renamed.has('OFFICER')).toBe(false); // read no more often than the longer name
  expect(canonicalNames(counts, new Set()).has('DR. ADA')).toBe(false);
});

/** Builds lines on a page from [x, text] pairs, one line per 12 pt; null makes a blank line. */
function page(rows: Array<[number, string] | null>, pageNo = 1, startY = 72): Line[] {
  const out: Line[] = [];
  rows.forEach((r, i) => {
    if (!r) return;
    const [x, text] = r;
    out.push({ page: pageNo, y: startY + i * 12, size: 12, x, text, segments: [{ x, text, width: text.length * 7.2 }] });
  });
  return out;
}

describe('screenplay', () => {
  const action = 'Maya counts the coins again and again, hoping for more.';
  test('cues, parentheticals, dialogue, transitions and shouting in capitals', () => {
    const lines = page([
      [108, 'INT. KITCHEN - NIGHT'],
      null,
      [108, action],
      null,
      [266, 'MAYA'],
      [223, '(quietly)'],
      [180, 'I HATE THIS. I hate all of'],
      [180, 'it.'],
      null,
      [266, 'DAD (O.S.)'],
      [180, 'Language!'],
      null,
      [432, 'CUT TO:'],
    ]);
    const script = parseScript(lines);
    expect(script.family).toBe('screenplay');
    expect(script.scenes).toHaveLength(1);
    expect(script.scenes[0]!.setting).toEqual({ interior: 'INT', place: 'KITCHEN', time: 'NIGHT' });
    const els = script.scenes[0]!.elements;
    expect(els.map((e) => e.kind)).toEqual(['action', 'speech', 'speech', 'cue']);
    expect(els[1]).toMatchObject({
      speaker: 'MAYA',
      text: 'I HATE THIS. I hate all of it.',
      parts: [
        { kind: 'direction', text: '(quietly)' },
        { kind: 'words', text: 'I HATE THIS. I hate all of it.' },
      ],
    });
    expect(els[2]).toMatchObject({ speaker: 'DAD', extensions: ['O.S.'] });
    expect(els[3]).toMatchObject({ cue: 'transition', text: 'CUT TO:' });
    expect(script.lines.map((l) => l.kind)).toEqual([
      'scene-heading',
      'action',
      'character',
      'parenthetical',
      'dialogue',
      'dialogue',
      'character',
      'dialogue',
      'transition',
    ]);
    expect(script.characters.map((c) => c.name)).toEqual(['DAD', 'MAYA'].sort((a, b) => (a === 'MAYA' ? -1 : b === 'MAYA' ? 1 : 0)));
  });

  test("(MORE) and NAME (CONT'D) join one speech across a page break", () => {
    const p1 = page([[108, action], null, [266, 'MAYA'], [180, 'First half of the'], [180, 'speech.']]);
    p1.at(-1)!.more = true;
    const p2 = page([[266, "MAYA (CONT'D)"], [180, 'Second half.'], null, [108, action]], 2);
    const script = parseScript([...p1, ...p2]);
    const speeches = script.scenes.flatMap((s) => s.elements).filter((e) => e.kind === 'speech');
    expect(speeches.map((s) => s.text)).toEqual(['First half of the speech. Second half.']);
    expect(script.characters[0]).toMatchObject({ name: 'MAYA', lines: 1 });
  });

  test("a mid-page CONT'D is a new speech by the same character", () => {
    const script = parseScript(
      page([[108, action], null, [266, 'MAYA'], [180, 'One.'], null, [108, action], null, [266, "MAYA (CONT'D)"], [180, 'Two.']]),
    );
    expect(script.characters[0]).toMatchObject({ name: 'MAYA', lines: 2 });
  });

  test('characters introduced with an age get it', () => {
    const script = parseScript(
      page([
        [108, 'MAYA (10), bright and restless, counts coins at the table.'],
        null,
        [266, 'MAYA'],
        [180, 'Seven fifty.'],
        null,
        [108, action],
      ]),
    );
    expect(script.characters[0]).toMatchObject({ name: 'MAYA', age: 10 });
  });
});

describe('stage plays', () => {
  test('NAME. speech, believed once the pages are written that way', () => {
    const lines = page([
      [72, 'ROSIE. He said he would come, and he always keeps'],
      [90, 'his promises.'],
      null,
      [144, '(Theo crosses to the table.)'],
      null,
      [72, 'THEO. He said that last year.'],
      null,
      [72, 'ROSIE. Then he owes me two presents.'],
    ]);
    const script = parseScript(lines);
    expect(script.family).toBe('stage');
    const dialogue = script.scenes.flatMap((s) => s.elements).filter((e) => e.kind === 'speech');
    expect(dialogue.map((d) => [d.speaker, d.text])).toEqual([
      ['ROSIE', 'He said he would come, and he always keeps his promises.'],
      ['THEO', 'He said that last year.'],
      ['ROSIE', 'Then he owes me two presents.'],
    ]);
  });

  test('name centred above a speech at the margin', () => {
    const lines = page([
      [72, 'The kitchen, late at night. A single lamp is on.'],
      null,
      [290, 'ROSIE'],
      [72, 'You get it. I got it last time and it was the'],
      [72, 'wrong pizza.'],
      null,
      [295, 'THEO'],
      [72, 'Together then.'],
    ]);
    const script = parseScript(lines);
    expect(script.family).toBe('stage');
    const dialogue = script.scenes.flatMap((s) => s.elements).filter((e) => e.kind === 'speech');
    expect(dialogue.map((d) => d.speaker)).toEqual(['ROSIE', 'THEO']);
    expect(dialogue[0]!.text).toBe('You get it. I got it last time and it was the wrong pizza.');
  });
});

test('pasted sides with no indentation and no blank lines: names the pages vouch for are cues', () => {
  const lines = page([
    [72, 'INT. BEDROOM - MORNING'],
    [72, 'KAI (12) stuffs a hamster cage into a backpack. LENA (16) watches.'],
    [72, 'LENA'],
    [72, 'You cannot take Biscuit to school.'],
    [72, 'KAI'],
    [72, "It's show and tell."],
    [72, 'LENA'],
    [72, 'There is no show and tell.'],
  ]);
  const speeches = parseScript(lines).scenes.flatMap((s) => s.elements.filter((e) => e.kind === 'speech'));
  expect(speeches.map((e) => [e.speaker, e.text])).toEqual([
    ['LENA', 'You cannot take Biscuit to school.'],
    ['KAI', "It's show and tell."],
    ['LENA', 'There is no show and tell.'],
  ]);
});

/** A line builder for one page's type: its size, a character's width, and an OCR confidence when read by OCR. */
function lineAt(style: { size: number; charWidth: number; confidence?: number }) {
  return (y: number, ...segs: Array<[number, string]>): Line => ({
    page: 1,
    y,
    size: style.size,
    x: segs[0]![0],
    text: segs.map(([, t]) => t).join(' '),
    segments: segs.map(([x, text]) => ({ x, text, width: text.length * style.charWidth })),
    ...(style.confidence === undefined ? {} : { confidence: style.confidence }),
  });
}

/** A page of rows, each row one or more [x, text] segments, one row per 12 pt. */
function rows(spec: Array<Array<[number, string]>>, extra: Partial<Line> = {}): Line[] {
  return spec.map((segs, i) => ({
    page: 1,
    y: 72 + i * 12,
    size: 12,
    x: segs[0]![0],
    text: segs.map(([, t]) => t).join(' '),
    segments: segs.map(([x, text]) => ({ x, text, width: text.length * 6 })),
    ...extra,
  }));
}

const speechesOf = (lines: Line[]) =>
  parseScript(lines).scenes.flatMap((s) => s.elements.flatMap((e) => (e.kind === 'speech' ? [[e.speaker, e.text]] : [])));

test('a two-column commercial without a VIDEO/AUDIO header: speakers come from the right-hand column', () => {
  const lines = rows([
    [[50, 'CLIENT: Pip Juice']],
    [
      [50, 'OPEN ON: A garden at noon.'],
      [300, 'NINA: Is that the last one?'],
    ],
    [[50, 'A girl holds up a juice box.']],
    [[300, 'SFX: A slurp.']],
    [
      [50, 'CU: The empty box.'],
      [300, 'OWEN: It was.'],
    ],
    [[300, 'NINA: (laughing) You drank it all!']],
    [
      [50, 'PACKSHOT: Pip Juice carton.'],
      [300, 'ANNCR: Pip Juice. Never enough.'],
    ],
  ]);
  const parsed = parseScript(lines);
  expect(parsed.family).toBe('commercial');
  expect(speechesOf(lines)).toEqual([
    ['NINA', 'Is that the last one?'],
    ['OWEN', 'It was.'],
    ['NINA', 'You drank it all!'],
    ['ANNCR', 'Pip Juice. Never enough.'],
  ]);
});

test('a play whose names are centred over the speech is not a commercial, colons or not', () => {
  const lines = rows([
    [[280, 'NINA:']],
    [[72, 'Is that the last one?']],
    [[280, 'OWEN:']],
    [[72, 'It was.']],
    [[280, 'NINA:']],
    [[72, 'You drank it all.']],
  ]);
  expect(parseScript(lines).family).not.toBe('commercial');
  expect(speechesOf(lines).map(([speaker]) => speaker)).toEqual(['NINA', 'OWEN', 'NINA']);
});

test('flush-left with no blank lines: action about a speaker glued under a speech is action', () => {
  const lines = rows([
    [[72, 'INT. GYM - DAY']],
    [[72, 'TESS (11) bounces a ball. Her brother RAFE (14) watches from the bench.']],
    [[72, 'RAFE']],
    [[72, 'You are dribbling like a penguin.']],
    [[72, 'Tess bounces it off his knee.']],
    [[72, 'TESS']],
    [[72, 'Tess the penguin scores again.']],
    [[72, 'RAFE']],
    [[72, 'Fine. Tess, show me.']],
    [[72, 'Rafe stands and holds out his hands.']],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['RAFE', 'You are dribbling like a penguin.'],
    ['TESS', 'Tess the penguin scores again.'],
    ['RAFE', 'Fine. Tess, show me.'],
  ]);
});

test("OCR debris beside a known speaker's cue is set aside; a name nobody answers to is not made up", () => {
  const lines = rows([
    [[72, 'EXT. PIER - DUSK']],
    [[252, 'IVY']],
    [[180, 'The boat is late.']],
    [[252, 'oo IVY']],
    [[180, 'Again.']],
    [[252, 'BRAM. 22°']],
    [[180, 'It is always late.']],
    [[252, 'BRAM']],
    [[180, 'Every night.']],
    [[252, 'te ZED']],
    [[180, 'Who is Zed?']],
  ]).map((l) => ({ ...l, confidence: 0.8 }));
  expect(speechesOf(lines).slice(0, 4)).toEqual([
    ['IVY', 'The boat is late.'],
    ['IVY', 'Again.'],
    ['BRAM', 'It is always late.'],
    ['BRAM', 'Every night.'],
  ]);
  expect(parseScript(lines).characters.map((c) => c.name)).not.toContain('ZED');
});

test('flush-left, no blank lines: a character introduced with an age, a sound in capitals and "She studies him." are action', () => {
  const lines = rows([
    [[72, 'INT. KITCHEN - NIGHT']],
    [[72, 'LENA (16) pours milk. KAI (12) waits with a spoon.']],
    [[72, 'KAI']],
    [[72, 'Is there any left?']],
    [[72, 'GRAN (70s), in a dressing gown, shuffles in.']],
    [[72, 'LENA']],
    [[72, 'Ask Gran.']],
    [[72, 'A KNOCK. Lena freezes.']],
    [[72, 'KAI']],
    [[72, 'She knows.']],
    [[72, 'She studies the spoon.']],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['KAI', 'Is there any left?'],
    ['LENA', 'Ask Gran.'],
    ['KAI', 'She knows.'],
  ]);
});

test('where the pages tab speeches beside names, a name run into its speech with no gap is still a cue; action is not', () => {
  const lines = rows([
    [[72, 'INT. BUS. NIGHT']],
    [
      [72, 'FREYA'],
      [180, 'This is our stop.'],
    ],
    [
      [72, 'WILF'],
      [180, 'It is not.'],
    ],
    [[72, 'A WOMAN WITH AN UMBRELLA leans over.']],
    [[72, 'WOMAN WITH UMBRELLA He does this every week.']],
    [[72, 'JO I am getting off.']],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['FREYA', 'This is our stop.'],
    ['WILF', 'It is not.'],
    ['WOMAN WITH UMBRELLA', 'He does this every week.'],
    ['JO', 'I am getting off.'],
  ]);
});

/** Rows one `step` apart (null leaves a blank line), in a type of size 11. */
function spaced(step: number, spec: Array<Array<[number, string]> | null>): Line[] {
  return spec.flatMap((segs, i) =>
    segs
      ? [
          {
            page: 1,
            y: 72 + i * step,
            size: 11,
            x: segs[0]![0],
            text: segs.map(([, t]) => t).join(' '),
            segments: segs.map(([x, text]) => ({ x, text, width: text.length * 6 })),
          },
        ]
      : [],
  );
}

test('a blank line ends a speech in an indented column unless the pages double-space their speeches', () => {
  // A play with its names in a left column and speeches and directions in the right one.
  const play = spaced(14, [
    [[72, 'Scene Two']],
    null,
    [[190, 'The lantern room. Night. A girl polishes the great lens with a']],
    [[190, 'rag. Her brother sits on the top step, eating an apple.']],
    null,
    [
      [72, 'AUGUST'],
      [190, 'You have missed a bit.'],
    ],
    null,
    [
      [72, 'NELL'],
      [190, 'That is the moon.'],
    ],
    null,
    [[190, 'A knock below. They freeze.']],
    null,
    [
      [72, 'AUGUST'],
      [190, 'Hide the apple.'],
    ],
  ]);
  expect(speechesOf(play)).toEqual([
    ['AUGUST', 'You have missed a bit.'],
    ['NELL', 'That is the moon.'],
    ['AUGUST', 'Hide the apple.'],
  ]);
  // Multi-camera pages double-space the speech itself: its wrapped lines keep a blank line between them.
  const multicam = spaced(12, [
    [[90, 'FOLDING TABLES OF CUPCAKES. PRIYA GUARDS A TRAY OF LOPSIDED']],
    [[90, 'BROWNIES. TEDDY CIRCLES THE TABLE LIKE A SHARK, COUNTING COINS']],
    [[90, 'FROM A JAR AND PRETENDING NOT TO LOOK AT THE TRAY AT ALL.']],
    null,
    [[270, 'PRIYA']],
    [[180, 'They are all crooked. That is the']],
    null,
    [[180, 'style, and it is a good style.']],
    null,
    [[270, 'TEDDY']],
    [[180, 'That one is crooked and']],
    null,
    [[180, 'burnt.']],
  ]);
  expect(speechesOf(multicam)).toEqual([
    ['PRIYA', 'They are all crooked. That is the style, and it is a good style.'],
    ['TEDDY', 'That one is crooked and burnt.'],
  ]);
});

test('a page of one-line speeches that wraps one line once still has blank lines between its paragraphs', () => {
  // Line step 14.3 pt (11 pt type); every paragraph one line except the first action, a blank line between.
  const lines = spaced(14.3, [
    [[158, 'Rain on the windows. Lorraine wipes the same clean spot on the']],
    [[158, 'counter.']],
    null,
    [
      [72, 'BECK:'],
      [158, 'You said you would call.'],
    ],
    null,
    [
      [72, 'LORRAINE:'],
      [158, '(not turning) I said I might.'],
    ],
    null,
    [[158, 'Lorraine goes still. Beck sits.']],
    null,
    [
      [72, 'BECK:'],
      [158, 'It was never in the lake.'],
    ],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['BECK', 'You said you would call.'],
    ['LORRAINE', 'I said I might.'],
    ['BECK', 'It was never in the lake.'],
  ]);
});

test('OCR misreads around a name: a confused letter beside debris, a stray bracket, a speck read as a full stop', () => {
  expect(parseCue('RANGER OKAFOR (0. S.))')).toMatchObject({ name: 'RANGER OKAFOR' });
  const ocr = { confidence: 0.9 };
  const screenplay = rows(
    [
      [[72, 'EXT. SHORE - DAY']],
      [[252, 'GRANDPA WES']],
      [[180, 'Careful.']],
      [[252, 'oo GRANOPA WES']],
      [[180, 'Slick as butter.']],
      [[252, 'GRANDPA WES']],
      [[180, 'Told you.']],
    ],
    ocr,
  );
  expect(speechesOf(screenplay).map(([speaker]) => speaker)).toEqual(['GRANDPA WES', 'GRANDPA WES', 'GRANDPA WES']);
  const radio = rows(
    [
      [
        [80, 'TOLL KEEPER'],
        [195, 'Who goes there?'],
      ],
      [
        [80, 'KAI'],
        [195, 'Just us.'],
      ],
      [
        [80, 'TOLL KEEPER.'],
        [195, 'Then pass.'],
      ],
    ],
    ocr,
  );
  expect(speechesOf(radio)).toEqual([
    ['TOLL KEEPER', 'Who goes there?'],
    ['KAI', 'Just us.'],
    ['TOLL KEEPER', 'Then pass.'],
  ]);
});

test('an audio drama\'s cue numbers as OCR misreads them ("3,", "Ss.") still number the cue', () => {
  const lines = rows(
    [
      [[72, 'SCENE 4.']],
      [[72, 'THE FERRY DECK. NIGHT.']],
      [[72, '2. ROSA: You packed the tickets?']],
      [[72, '3, BENNY: In my sock.']],
      [[72, 'Ss. PURSER: (distant) Tickets, please!']],
    ],
    { confidence: 0.9 },
  );
  expect(speechesOf(lines)).toEqual([
    ['ROSA', 'You packed the tickets?'],
    ['BENNY', 'In my sock.'],
    ['PURSER', 'Tickets, please!'],
  ]);
});

test('on OCR lines, a cue number with a speck after its full stop or a bracket before it still numbers the cue', () => {
  const lines = rows(
    [
      [
        [50, '7.'],
        [86, 'TAMSIN:'],
        [190, 'Is the generator on?'],
      ],
      [
        [50, '8.:'],
        [86, 'JOSEF:'],
        [190, '(OFF) It was a minute ago.'],
      ],
      [
        [50, '9.°'],
        [86, 'SFX:'],
        [190, 'A cough, a splutter, silence.'],
      ],
      [
        [44, '(10.'],
        [86, 'TAMSIN:'],
        [190, 'Well, it is not now.'],
      ],
      [
        [50, '11.'],
        [86, 'JOSEF:'],
        [190, '(O.S.) Try the red switch.'],
      ],
    ],
    { confidence: 0.85 },
  ).map((l, i) => ({ ...l, y: 72 + i * 24 }));
  expect(speechesOf(lines)).toEqual([
    ['TAMSIN', 'Is the generator on?'],
    ['JOSEF', 'It was a minute ago.'],
    ['TAMSIN', 'Well, it is not now.'],
    ['JOSEF', 'Try the red switch.'],
  ]);
  expect(
    parseScript(lines)
      .scenes.flatMap((s) => s.elements)
      .filter((e) => e.kind === 'cue'),
  ).toHaveLength(1);
});

test('on OCR lines, dual dialogue whose short name OCR read with a small letter is still two speeches', () => {
  const at = lineAt({ size: 12, charWidth: 7.2, confidence: 0.9 });
  const lines = [
    at(72, [108, 'INT. GREENHOUSE - DAY']),
    at(96, [252, 'ZOE']),
    at(108, [180, 'Which of us watered the chillies?']),
    at(132, [252, 'MARTIN']),
    at(144, [180, 'Not me.']),
    at(168, [160, 'ZoE'], [400, 'MARTIN']),
    at(180, [108, 'Then who did?'], [340, 'Then who drowned them?']),
    at(204, [108, 'They lean in. The chillies are floating.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['ZOE', 'Which of us watered the chillies?'],
    ['MARTIN', 'Not me.'],
    ['ZOE', 'Then who did?'],
    ['MARTIN', 'Then who drowned them?'],
  ]);
});

test('dual dialogue whose left name stands only a few characters in from the margin is two speeches; two names in action are not', () => {
  const at = lineAt({ size: 12, charWidth: 7.2 });
  const lines = [
    at(72, [108, 'EXT. FERRY RAMP - DAWN']),
    at(96, [266, 'OSKAR']),
    at(108, [180, 'Which lane is ours?']),
    at(132, [150, 'TILDA'], [380, 'OSKAR']),
    at(144, [108, 'The left one, with the'], [330, 'The right one, it has']),
    at(156, [108, 'vans.'], [330, 'no vans.']),
    at(180, [108, 'BRUNO'], [200, 'WAITS']),
    at(192, [108, 'A horn sounds from the deck above them all.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['OSKAR', 'Which lane is ours?'],
    ['TILDA', 'The left one, with the vans.'],
    ['OSKAR', 'The right one, it has no vans.'],
  ]);
});

test('a direction wrapped in capitals under a name is the direction going on, not a name, with or without its closing bracket', () => {
  const at = lineAt({ size: 12, charWidth: 7.2 });
  const page = (last: string) => [
    at(72, [108, 'INT. BOATHOUSE - NIGHT']),
    at(96, [266, 'HENRIETTA']),
    at(108, [216, '(HAULING A CANOE IN,']),
    at(120, [216, last]),
    at(132, [180, 'Nobody touches the paddles.']),
    at(156, [266, 'FELIX']),
    at(168, [180, 'Not even me?']),
  ];
  for (const last of ['DRIPPING ON THE RUG)', 'DRIPPING ON THE RUG'])
    expect(speechesOf(page(last))).toEqual([
      ['HENRIETTA', 'Nobody touches the paddles.'],
      ['FELIX', 'Not even me?'],
    ]);
});

test('on OCR lines, a row read as one stray letter (a faint watermark crossing the page) does not hold a dual block open', () => {
  const at = lineAt({ size: 12, charWidth: 7.2, confidence: 0.9 });
  const lines = [
    at(72, [108, 'INT. GARAGE - NIGHT']),
    at(96, [150, 'MILES'], [380, 'CORA']),
    at(108, [108, 'Hand me the wrench.'], [330, 'Which one is it?']),
    at(122, [300, 'r']),
    at(132, [266, 'MILES']),
    at(144, [180, 'The big one, obviously.']),
    at(158, [250, '~']),
    at(168, [108, 'She throws it. It lands in the oil pan.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['MILES', 'Hand me the wrench.'],
    ['CORA', 'Which one is it?'],
    ['MILES', 'The big one, obviously.'],
  ]);
});

test('on OCR lines, a wrapped direction whose opening bracket was lost stays a direction, and the speech goes on under it', () => {
  const at = lineAt({ size: 12, charWidth: 7.2, confidence: 0.9 });
  const lines = [
    at(72, [90, 'INT. TRAIN BUFFET - NIGHT']),
    at(96, [252, 'AUGUSTA']),
    at(108, [144, 'You kept the ticket.']),
    at(120, [198, 'she turns it over in her']),
    at(132, [198, 'gloved hands)']),
    at(144, [144, 'After all these years.']),
    at(168, [252, 'LEOPOLD']),
    at(180, [144, 'I keep everything.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['AUGUSTA', 'You kept the ticket. After all these years.'],
    ['LEOPOLD', 'I keep everything.'],
  ]);
});

test('on OCR lines, specks read after a direction set in from the speech are dropped, and the speech goes on under it', () => {
  const at = lineAt({ size: 12, charWidth: 7.2, confidence: 0.9 });
  const lines = [
    at(72, [108, 'INT. LAUNDERETTE - DAY']),
    at(96, [266, 'BARNABY']),
    at(108, [180, 'The red sock was yours.']),
    at(120, [216, '(BEAT) l ue']),
    at(132, [180, 'Admit it.']),
    at(156, [266, 'CLEMENTINE']),
    at(168, [180, '(shrugging) I do.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['BARNABY', 'The red sock was yours. Admit it.'],
    ['CLEMENTINE', 'I do.'],
  ]);
});

test('a soap read by OCR, its names with a colon and the speech tabbed beside them, is a soap; action under a speech is action', () => {
  const at = lineAt({ size: 12, charWidth: 6.5, confidence: 0.9 });
  const lines = [
    at(80, [72, 'INT. SALON - DAY']),
    at(110, [72, 'Gloria sweeps hair into a pile. Desmond leans on the counter.']),
    at(140, [72, 'DESMOND:'], [160, '(quietly) You sold the flat.']),
    at(171, [72, 'GLORIA:'], [160, 'I sold my flat. (beat) There is a difference, and you']),
    at(184, [160, 'know it.']),
    at(214, [72, 'DESMOND:'], [160, 'Where will you go?']),
    at(244, [72, 'GLORIA:'], [161, '(not looking up) Somewhere with a view.']),
    at(273, [72, 'Neither of them moves for a while.']),
    at(303, [72, 'GO TO BLACK.']),
  ];
  const parsed = parseScript(lines);
  expect(parsed.family).toBe('soap');
  expect(speechesOf(lines).map(([who]) => who)).toEqual(['DESMOND', 'GLORIA', 'DESMOND', 'GLORIA']);
  const elements = parsed.scenes.flatMap((s) => s.elements);
  expect(elements.some((e) => e.kind === 'action' && e.text === 'Neither of them moves for a while.')).toBe(true);
});

test('double-spaced speeches whose lines all end a sentence stay whole, a direction among them kept as one', () => {
  const lines = page([
    [252, 'SCENE F'],
    null,
    [108, 'INT. BAKERY - DAWN'],
    null,
    [108, 'OSKAR HAULS A SACK OF FLOUR ONTO THE COUNTER.'],
    null,
    [266, 'OSKAR'],
    [180, 'The oven is sulking again.'],
    null,
    [180, 'It wants an apology.'],
    null,
    [266, 'LINNEA'],
    [180, 'Then apologise.'],
    null,
    [223, '(BEAT)'],
    null,
    [180, 'Nicely this time.'],
    null,
    [266, 'OSKAR'],
    [180, 'I was nice on Tuesday.'],
    null,
    [180, 'Look where that got me.'],
    null,
    [108, 'THE OVEN DOOR DROPS OPEN WITH A CLANG.'],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['OSKAR', 'The oven is sulking again. It wants an apology.'],
    ['LINNEA', 'Then apologise. Nicely this time.'],
    ['OSKAR', 'I was nice on Tuesday. Look where that got me.'],
  ]);
});

test('OCR punctuation slips on a multi-camera page: a scene letter without its space, a mark after a bracket or a name', () => {
  expect(parseCue('GRACE’S DAD’')).toMatchObject({ name: "GRACE'S DAD" });
  const lines = rows(
    [
      [[72, 'SCENEA']],
      [[108, "INT. GRACE'S BEDROOM - NIGHT"]],
      [[266, "GRACE'S DAD"]],
      [[180, 'Lights out in five minutes.']],
      [[266, 'HANNAH']],
      [[223, '(BEAT):']],
      [[180, 'Seven and a half?']],
      [[266, 'GRACE! S DAD']],
      [[180, 'Deal.']],
      [[72, '.. SCENEB']],
      [[108, 'INT. KITCHEN - CONTINUOUS']],
      [[266, "GRACE'S DAD"]],
      [[180, 'They negotiated.']],
    ],
    { confidence: 0.9 },
  );
  const parsed = parseScript(lines);
  expect(parsed.scenes.map((s) => s.number)).toEqual(['A', 'B']);
  expect(speechesOf(lines)).toEqual([
    ["GRACE'S DAD", 'Lights out in five minutes.'],
    ['HANNAH', 'Seven and a half?'],
    ["GRACE'S DAD", 'Deal.'],
    ["GRACE'S DAD", 'They negotiated.'],
  ]);
});

test('a parenthetical whose closing bracket OCR lost ends when the next line is back in the dialogue column', () => {
  const lines = rows(
    [
      [[266, 'MAYA']],
      [[180, 'Five more minutes.']],
      [[223, '(beat']],
      [[180, 'Dad? Did you pay her?']],
      [[266, 'DAD']],
      [[223, '(not looking']],
      [[230, 'up)']],
      [[180, 'No.']],
    ],
    { confidence: 0.9 },
  );
  expect(speechesOf(lines)).toEqual([
    ['MAYA', 'Five more minutes. Dad? Did you pay her?'],
    ['DAD', 'No.'],
  ]);
});

test('specks beside a known name on a fax are not the first word of its speech', () => {
  const lines = rows(
    [
      [[70, 'INT. FLAT. NIGHT.']],
      [[72, 'DEV']],
      [[152, 'Rota?']],
      [
        [71, 'DEV'],
        [140, 'So'],
      ],
      [[152, 'No.']],
    ],
    { confidence: 0.8 },
  );
  expect(speechesOf(lines)).toEqual([
    ['DEV', 'Rota?'],
    ['DEV', 'No.'],
  ]);
});

test('a bracket OCR read in specks opens no direction: the speech under it stays words', () => {
  const lines = rows(
    [[[72, 'SIOBHAN']], [[152, '5s (“esti']], [[152, 'You made a lasagne at two in the morning.']], [[152, 'Cheese. In the wok.']]],
    { confidence: 0.8 },
  );
  expect(speechesOf(lines)[0]![1]).toContain('You made a lasagne at two in the morning. Cheese. In the wok.');
});

test('a play written "NAME. speech" whose speech opens with a direction in square brackets', () => {
  const lines = rows([
    [[50, 'ROSA. You came back, then.']],
    [[50, 'DEV. Only for the van.']],
    [[50, 'ROSA. [Not looking up.] It is not yours.']],
    [[50, 'DEV. Mum. Please.']],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['ROSA', 'You came back, then.'],
    ['DEV', 'Only for the van.'],
    ['ROSA', 'It is not yours.'],
    ['DEV', 'Mum. Please.'],
  ]);
});

test('on OCR lines a play\'s "NAME." read as "NAME," is still a cue; a cast entry or an action line after a comma is not', () => {
  const lines = page([
    [50, 'CORA, the ferrywoman, old'],
    [50, 'SILAS, her lodger'],
    null,
    [50, 'CORA, Is the tide in yet?'],
    null,
    [50, 'SILAS, [at the window] Halfway. The posts are under.'],
    null,
    [50, 'CORA. Then we wait.'],
    null,
    [50, 'SILAS, soaked to the knee, sits by the stove.'],
    null,
    [50, 'MRS. HOLT, "Open up, it\'s only me!"'],
    null,
    [50, 'CORA, Nobody is ever only anybody.'],
  ]).map((l) => ({ ...l, confidence: 0.9 }));
  expect(speechesOf(lines)).toEqual([
    ['CORA', 'Is the tide in yet?'],
    ['SILAS', 'Halfway. The posts are under.'],
    ['CORA', 'Then we wait.'],
    ['MRS. HOLT', '"Open up, it\'s only me!"'],
    ['CORA', 'Nobody is ever only anybody.'],
  ]);
  // Printed with a comma in a text layer, the same lines are not the play's cues.
  expect(speechesOf(rows([[[50, 'CORA, Is the tide in yet?']], [[50, 'SILAS, Halfway.']]]))).toEqual([]);
});

test('on OCR lines, specks before an inline cue do not hide it', () => {
  const lines = rows(
    [
      [[50, 'ROSA. You came back, then.']],
      [[50, 'DEV. Only for the van.']],
      [[50, 'ROSA. It is not yours.']],
      [[50, '_ DEV. Mum. Please.']],
      [
        [40, '13°'],
        [76, 'WREN:'],
        [210, 'She said wait. So we wait.'],
      ],
    ],
    { confidence: 0.8 },
  );
  expect(speechesOf(lines).slice(3)).toEqual([
    ['DEV', 'Mum. Please.'],
    ['WREN', 'She said wait. So we wait.'],
  ]);
});

test('a scene heading centred on an A5 page is a heading', () => {
  const lines = rows(
    [
      [[50, 'THE SALT ROAD, a play, is set in a kitchen by the estuary.']],
      [[185, 'Scene Two']],
      [[50, 'ROSA: You came back, then.']],
      [[50, 'DEV: Only for the van.']],
    ],
    { pageWidth: 420 },
  );
  expect(parseScript(lines).scenes.map((s) => s.heading)).toContain('Scene Two');
});

test('names over speech printed at the margin are a play, but a screenplay under INT./EXT. sluglines', () => {
  const speeches: Array<Array<[number, string]>> = [
    [[72, 'Rain on the skylight. A porter wheels an empty bed past the desk.']],
    [[270, 'MR. ABERCROMBIE']],
    [[72, 'You are late again, love.']],
    [[270, 'NURSE TAMSIN']],
    [[72, 'The lift was stuck on four.']],
    [[270, 'MR. ABERCROMBIE']],
    [[72, 'She was.']],
  ];
  expect(parseScript(rows(speeches)).family).toBe('stage');
  const screenplay = rows([[[72, 'INT. COTTAGE HOSPITAL - DAY ROOM - NIGHT']], ...speeches]);
  expect(parseScript(screenplay).family).toBe('screenplay');
});

test('on OCR lines, specks beside a running title do not make it a speaker', () => {
  const lines = rows(
    [
      [
        [50, 'THE SALT ROAD'],
        [185, 'Oo'],
      ],
      [[186, 'Scene Two']],
      [[50, 'ROSA. You came back, then.']],
      [[50, 'DEV. Only for the van.']],
      [[50, 'ROSA. The van stays.']],
    ],
    { confidence: 0.8, pageWidth: 420 },
  );
  expect(parseScript(lines).characters.map((c) => c.name)).toEqual(['ROSA', 'DEV']);
});

test('on OCR lines of a numbered radio script, specks around the number and the name do not hide the cue', () => {
  const lines = rows(
    [
      [
        [58, '1'],
        [93, 'JUDE'],
        [197, 'Keep up, Ossie.'],
      ],
      [
        [58, '2'],
        [93, '-OSSIE'],
        [197, "I'm stuck in it."],
      ],
      [
        [58, '3'],
        [93, 'JUDE'],
        [193, '«'],
        [199, '(CLOSE) Then leave the boot.'],
      ],
      [
        [61, '4 _ THE LAMPLIGHTER'],
        [200, '(DISTANT) Come home, come home.'],
      ],
      [
        [53, '“5.'],
        [96, 'OSSIE'],
        [200, 'Run.'],
      ],
    ],
    { confidence: 0.8 },
  );
  expect(speechesOf(lines)).toEqual([
    ['JUDE', 'Keep up, Ossie.'],
    ['OSSIE', "I'm stuck in it."],
    ['JUDE', 'Then leave the boot.'],
    ['THE LAMPLIGHTER', 'Come home, come home.'],
    ['OSSIE', 'Run.'],
  ]);
});

test('a scene number labelled "SC" before a slugline is the heading\'s number; under it names beside their speech are UK television', () => {
  const lines = rows([
    [[50, 'SC 12  INT. LAUNDERETTE. NIGHT']],
    [
      [50, 'RUTH'],
      [170, 'Is that dryer free?'],
    ],
    [
      [50, 'KOFI'],
      [170, 'It has been free since nineteen ninety.'],
    ],
  ]);
  const parsed = parseScript(lines);
  expect(parsed.scenes[0]).toMatchObject({ number: '12', heading: 'INT. LAUNDERETTE. NIGHT' });
  expect(parsed.family).toBe('uk-tv');
});

test('a soap set out like a screenplay is a soap: act breaks and directions among the words of its speeches', () => {
  const speech = (name: string, words: string): Array<[number, string] | null> => [[290, name], [150, words], null];
  const spec: Array<[number, string] | null> = [
    [72, 'INT. HARBOUR HOTEL - BAR - NIGHT'],
    null,
    ...speech('CELESTE', 'Pour me another. (beat) No, the good bottle.'),
    ...speech('RAFE', 'You said you had stopped. (off her look) Fine.'),
    ...speech('CELESTE', 'I said a lot of things. (then) Most of them true.'),
    ...speech('RAFE', 'Then tell me one now.'),
  ];
  expect(parseScript(page([...spec, [250, 'GO TO BLACK.']])).family).toBe('soap');
  expect(parseScript(page(spec)).family).toBe('screenplay');
});

test("on OCR lines, a speck read as a word before a known name ('Co TOBY') does not make a new speaker", () => {
  const lines = page([
    [266, 'TOBY'],
    [180, 'It is a geyser.'],
    null,
    [266, 'MS. KIM'],
    [180, 'Tell us about it.'],
    null,
    [266, 'TOBY'],
    [180, 'It erupts.'],
    null,
    [250, 'Co TOBY'],
    [180, 'Pressure builds up underground.'],
  ]).map((l) => ({ ...l, confidence: 0.8 }));
  expect(parseScript(lines).characters.map((c) => c.name)).toEqual(['TOBY', 'MS. KIM']);
});

test('a name run into its tabbed speech is a cue where the names are tabbed, even when OCR split the speech further on', () => {
  const lines = rows(
    [
      [[72, 'INT. NIGHT BUS. TOP DECK. NIGHT.']],
      [
        [72, 'FREYA'],
        [144, 'Grandad, this is our stop.'],
      ],
      [
        [72, 'WILF'],
        [144, 'It is not. I would know.'],
      ],
      [
        [72, 'MAN IN A RAINCOAT He does this every Thursday,'],
        [426, 'love. He always'],
      ],
      [[216, 'wakes up at the depot.']],
    ],
    { confidence: 0.8 },
  );
  expect(speechesOf(lines).at(-1)).toEqual(['MAN IN A RAINCOAT', 'He does this every Thursday, love. He always wakes up at the depot.']);
});

describe('held-out set 6 classes', () => {
  test('a cast list ends at the blank line after its entries, so the colon speeches below it are read', () => {
    const lines = page([
      [250, 'THE PEOPLE OF THE PLAY'],
      [220, 'BARNABY COLE, a ferryman, seventy'],
      [220, 'IVY, his granddaughter'],
      null,
      [130, '[A jetty in fog. A bell on a post. IVY sits on an upturned crate.]'],
      null,
      [72, 'IVY: Is the water always this colour?'],
      [72, 'BARNABY COLE: Only when it is thinking.'],
    ]);
    expect(speechesOf(lines)).toEqual([
      ['IVY', 'Is the water always this colour?'],
      ['BARNABY COLE', 'Only when it is thinking.'],
    ]);
    expect(parseScript(lines).characters.map((c) => c.name)).not.toContain('THE PEOPLE OF THE PLAY');
  });

  test('an act and scene on one line ends a cast list and is a heading', () => {
    const lines = page([
      [250, 'CHARACTERS'],
      [220, 'ODILE, a clockmaker'],
      null,
      [240, 'Act Two, Scene Three'],
      [72, 'ODILE: The pendulum has stopped again.'],
    ]);
    const script = parseScript(lines);
    expect(script.scenes.map((s) => s.heading)).toContain('Act Two, Scene Three');
    expect(speechesOf(lines)).toEqual([['ODILE', 'The pendulum has stopped again.']]);
  });
  test('a square-bracketed direction running over lines inside a speech is not spoken, and the words after it are', () => {
    const lines = page([
      [72, 'PERPETUA: You kept the key? [She holds out her hand, palm up, and waits'],
      [72, 'for far too long.] Give it here. I will not ask twice.'],
      null,
      [72, 'LEOPOLD: It is in the pond.'],
    ]);
    expect(speechesOf(lines)).toEqual([
      ['PERPETUA', 'You kept the key? Give it here. I will not ask twice.'],
      ['LEOPOLD', 'It is in the pond.'],
    ]);
  });

  test('a colon cue under a speech wrapped back to the margin starts the next speech', () => {
    const lines = page([
      [72, 'MARGUERITE: We sold the boat in March and nobody has said a word about it since,'],
      [72, 'not even your father.'],
      [72, 'TEODOR: Then I will say one.'],
      [72, 'MARGUERITE: Go on.'],
    ]);
    expect(speechesOf(lines)).toEqual([
      ['MARGUERITE', 'We sold the boat in March and nobody has said a word about it since, not even your father.'],
      ['TEODOR', 'Then I will say one.'],
      ['MARGUERITE', 'Go on.'],
    ]);
  });
});

test('a soap page with no act break on it is a soap when most of its speeches carry directions among their words', () => {
  const speech = (name: string, words: string): Array<[number, string] | null> => [[290, name], [150, words], null];
  const soapy: Array<[number, string] | null> = [
    [72, 'INT. GRANGE FARM KITCHEN - DAY'],
    null,
    ...speech('HESTER', 'The ewes are out again. (beat) Every one of them.'),
    ...speech('AMBROSE', 'I fixed that gate. (off her look) I thought I fixed it.'),
    ...speech('HESTER', 'You thought. (then) You always think.'),
    ...speech('AMBROSE', 'Give me an hour. (grabbing his coat) Half an hour.'),
    ...speech('HESTER', '(softening) Take the dog. (beat) And a torch.'),
    ...speech('AMBROSE', 'Yes, boss.'),
  ];
  expect(parseScript(page(soapy)).family).toBe('soap');
  // A screenplay with the odd direction among its words stays one.
  const plain: Array<[number, string] | null> = [
    [72, 'INT. GRANGE FARM KITCHEN - DAY'],
    null,
    ...soapy.slice(2, 11),
    ...speech('HESTER', 'Yes.'),
    ...speech('AMBROSE', 'No.'),
    ...speech('HESTER', 'Why not?'),
    ...speech('AMBROSE', 'Because it is raining.'),
    ...speech('HESTER', 'It is always raining.'),
    ...speech('AMBROSE', 'Then I will get wet.'),
    ...speech('HESTER', 'Go on, then.'),
  ];
  expect(parseScript(page(plain)).family).toBe('screenplay');
});

test('on OCR lines, a cue number read with specks as extra dots ("4...") is still a number, not part of the name', () => {
  const lines = rows(
    [
      [
        [58, '3.'],
        [93, 'WREN:'],
        [197, 'The tide is turning.'],
      ],
      [
        [58, '4...'],
        [93, 'WREN:'],
        [197, '(CLOSE) Listen to it.'],
      ],
      [
        [58, '5.,'],
        [93, 'BARTHOLOMEW:'],
        [197, 'I hear nothing.'],
      ],
    ],
    { confidence: 0.8 },
  );
  expect(speechesOf(lines)).toEqual([
    ['WREN', 'The tide is turning.'],
    ['WREN', 'Listen to it.'],
    ['BARTHOLOMEW', 'I hear nothing.'],
  ]);
});

describe('open classes of decision 039', () => {
  test('a page that sets its dialogue at the action margin, among pages that indent their cues, is read from its content', () => {
    const indented = page([
      [108, 'INT. BOATHOUSE - DAWN'],
      null,
      [108, 'Oars hang from the rafters above a hull turned upside down.'],
      null,
      [266, 'WREN'],
      [180, 'Did you lock it last night?'],
      null,
      [266, 'CALLUM'],
      [180, 'I always lock it.'],
    ]);
    const pasted = page(
      [
        [108, 'EXT. JETTY - CONTINUOUS'],
        null,
        [108, 'The padlock lies open on the planks, its shackle bent.'],
        null,
        [108, 'WREN'],
        [108, 'Always?'],
        null,
        [108, "CALLUM (CONT'D)"],
        [108, 'Nearly always.'],
        null,
        [108, 'Wren picks up the lock and pockets it.'],
      ],
      2,
    );
    expect(speechesOf([...indented, ...pasted])).toEqual([
      ['WREN', 'Did you lock it last night?'],
      ['CALLUM', 'I always lock it.'],
      ['WREN', 'Always?'],
      ['CALLUM', 'Nearly always.'],
    ]);
  });

  test('flush-left with no blank lines: a name marked as only cues are ("(V.O.)", "12", "*") starts a speech', () => {
    const lines = page([
      [72, 'INT. SIGNAL BOX - NIGHT'],
      [72, 'Levers in a row. A kettle ticks as it cools on the stove.'],
      [72, 'HOLLIS'],
      [72, 'The down train is late again.'],
      [72, 'MARGO (V.O.)'],
      [72, 'Then wait for it.'],
      [72, 'HOLLIS 14'],
      [72, 'I have been waiting all night.'],
      [72, 'Margo raps on the glass from outside.'],
    ]);
    expect(speechesOf(lines)).toEqual([
      ['HOLLIS', 'The down train is late again.'],
      ['MARGO', 'Then wait for it.'],
      ['HOLLIS', 'I have been waiting all night.'],
    ]);
    expect(parseScript(lines).lines.at(-1)).toMatchObject({ kind: 'action', text: 'Margo raps on the glass from outside.' });
  });

  test('an unbracketed stage direction under a one-line "NAME." speech, set further in than the speeches wrap, is action', () => {
    const lines = page([
      [72, 'SCENE THREE'],
      null,
      [72, 'ODILE. The post has not come. It never comes on a'],
      [90, 'Thursday. Not once in nine years.'],
      [72, 'BRAM. Then it will come tomorrow.'],
      [126, 'A silence. Odile folds the empty bag into a square,'],
      [126, 'then into a smaller one.'],
      [72, 'ODILE. You always say tomorrow.'],
      [72, 'BRAM. I say it because it is true. Sit down,'],
      [90, 'Odile.'],
    ]);
    const script = parseScript(lines);
    expect(script.family).toBe('stage');
    expect(speechesOf(lines)).toEqual([
      ['ODILE', 'The post has not come. It never comes on a Thursday. Not once in nine years.'],
      ['BRAM', 'Then it will come tomorrow.'],
      ['ODILE', 'You always say tomorrow.'],
      ['BRAM', 'I say it because it is true. Sit down, Odile.'],
    ]);
    expect(script.lines.filter((l) => l.kind === 'action').map((l) => l.text)).toEqual([
      'A silence. Odile folds the empty bag into a square,',
      'then into a smaller one.',
    ]);
  });

  test('a skewed multi-camera scan: a scene letter OCR ran into its word, or capitals directions among specks, make it multi-camera', () => {
    const ocr = { confidence: 0.85 };
    const dialogue: Array<Array<[number, string]>> = [
      [[266, 'FLO']],
      [[180, 'Who left the gate open?']],
      [[266, 'DESMOND']],
      [[180, 'The goat did.']],
    ];
    const letterRunIn = rows(
      [
        [[72, 'SCENEK']],
        [[108, 'INT. FLAT - NIGHT']],
        [[108, 'FLO DROPS HER KEYS IN THE BOWL.']],
        [[300, 'CT']],
        ...dialogue,
        [[250, 'Co.']],
        [[108, 'Desmond laughs.']],
      ],
      ocr,
    );
    expect(parseScript(letterRunIn).family).toBe('multi-cam');
    const specks = rows(
      [
        [[108, 'INT. FLAT - NIGHT']],
        [[108, 'Co THE DOOR BANGS OPEN. FLO STAGGERS IN WITH SHOPPING. oo']],
        [[300, 'SR']],
        ...dialogue,
        [[108, 'I DESMOND HIDES THE GOAT BEHIND THE SOFA. Co']],
        [[250, 'Co.']],
        [[108, 'FLO SNIFFS THE AIR, SUSPICIOUS. oo']],
        [[320, 'CT']],
      ],
      ocr,
    );
    expect(parseScript(specks).family).toBe('multi-cam');
    // A screenplay read through the same specks stays a screenplay.
    const screenplay = rows(
      [
        [[108, 'INT. FLAT - NIGHT']],
        [[108, 'Co The door bangs open. Flo staggers in with shopping. oo']],
        [[300, 'SR']],
        ...dialogue,
        [[108, 'I Desmond hides the goat behind the sofa. Co']],
        [[250, 'Co.']],
      ],
      ocr,
    );
    expect(parseScript(screenplay).family).toBe('screenplay');
  });
});

describe('held-out set 7 classes', () => {
  /** An OCR row whose segments' widths are the span each covers on the page (OCR may run a tab gap into one). */
  const spanned = (spec: Array<Array<[number, string, number?]>>): Line[] =>
    rows(
      spec.map((segs) => segs.map(([x, text]) => [x, text] as [number, string])),
      { confidence: 0.7 },
    ).map((l, i) => ({
      ...l,
      segments: l.segments.map((s, j) => ({ ...s, width: spec[i]![j]![2] ?? s.width })),
    }));

  test('specks OCR reads in the margin, in the tab gap and after a name are not the cue or its words', () => {
    const lines = spanned([
      [[60, 'INT. LAUNDRETTE. NIGHT.']],
      [
        [60, 'BRIDGET'],
        [170, 'Where were you all evening, then?'],
      ],
      [
        [60, 'TOMAS'],
        [170, 'Out. Walking the dog round the block.'],
      ],
      [
        [16, 'oo'],
        [60, 'BRIDGET'],
        [170, 'We do not have a dog.'],
      ],
      [
        [60, 'TOMAS'],
        [128, 'EE'],
        [170, 'Then I was walking nobody.'],
      ],
      [
        [60, 'BRIDGET IEE'],
        [170, 'Very funny.'],
      ],
      [
        [60, 'TOMAS a I'],
        [170, 'I thought so.'],
      ],
      [
        [60, 'BRIDGET'],
        [134, 'te Sit down.'],
      ],
      // The gap run into one segment: the speech still starts at the speech column.
      [[60, "TOMAS (CONT) oo why would I? I'm fine here.", 170 + "why would I? I'm fine here.".length * 6 - 60]],
      [
        [60, 'BRIDGET'],
        [170, 'Suit yourself.'],
      ],
    ]);
    expect(speechesOf(lines)).toEqual([
      ['BRIDGET', 'Where were you all evening, then?'],
      ['TOMAS', 'Out. Walking the dog round the block.'],
      ['BRIDGET', 'We do not have a dog.'],
      ['TOMAS', 'Then I was walking nobody.'],
      ['BRIDGET', 'Very funny.'],
      ['TOMAS', 'I thought so.'],
      ['BRIDGET', 'Sit down.'],
      ['TOMAS', "why would I? I'm fine here."],
      ['BRIDGET', 'Suit yourself.'],
    ]);
    expect(parseScript(lines).characters.map((c) => c.name)).toEqual(['BRIDGET', 'TOMAS']);
  });

  test('a known name opening an action line is not split off it, however its words fall', () => {
    const lines = spanned([
      [
        [60, 'BRIDGET'],
        [170, 'Where were you all evening, then?'],
      ],
      [
        [60, 'TOMAS'],
        [170, 'Out. Walking the dog round the block.'],
      ],
      [
        [60, 'BRIDGET'],
        [170, 'We do not have a dog.'],
      ],
      [[60, 'TOMAS is at the door with a bucket of suds.', 170 + 21 * 6 - 60]],
      [
        [60, 'TOMAS'],
        [170, 'Then I was walking nobody.'],
      ],
    ]);
    expect(speechesOf(lines).map(([speaker]) => speaker)).toEqual(['BRIDGET', 'TOMAS', 'BRIDGET', 'TOMAS']);
    const parsed = parseScript(lines);
    const actions = parsed.scenes.flatMap((s) => s.elements.filter((e) => e.kind === 'action').map((e) => e.text));
    expect(actions.join(' ')).toContain('TOMAS is at the door');
  });
});

describe('held-out set 7 classes: radio cues through OCR', () => {
  test('a name a fax clipped, marked or ran together is the speaker the clean rows name', () => {
    const lines = rows(
      [
        [[57, 'SCENE 9. A LIGHTHOUSE GALLERY. DAWN.']],
        [
          [57, '20. EDNA'],
          [215, 'The lamp is out. Who let the lamp go out?'],
        ],
        [
          [57, '21. HARBOUR MASTER'],
          [215, 'Not me, I was asleep in the boat.'],
        ],
        [
          [57, '22. EDNA'],
          [215, 'Then who was minding the light?'],
        ],
        [
          [57, '23. HARBOUR MASTER'],
          [215, 'The gulls, by the look of it.'],
        ],
        [
          [57, '24.'],
          [88, 'DNA.”'],
          [215, 'That is not funny, Dunstan.'],
        ],
        [
          [57, '25. |EDNA'],
          [215, 'Fetch the matches.'],
        ],
        [
          [57, '26. HARBOURMASTER'],
          [215, 'They are wet through.'],
        ],
      ],
      { confidence: 0.8 },
    );
    expect(speechesOf(lines)).toEqual([
      ['EDNA', 'The lamp is out. Who let the lamp go out?'],
      ['HARBOUR MASTER', 'Not me, I was asleep in the boat.'],
      ['EDNA', 'Then who was minding the light?'],
      ['HARBOUR MASTER', 'The gulls, by the look of it.'],
      ['EDNA', 'That is not funny, Dunstan.'],
      ['EDNA', 'Fetch the matches.'],
      ['HARBOUR MASTER', 'They are wet through.'],
    ]);
    expect(parseScript(lines).characters.map((c) => c.name)).toEqual(['EDNA', 'HARBOUR MASTER']);
  });

  test('a two-word name read as often with its space as without keeps the space', () => {
    const counts = new Map([
      ['LAMP MAN', 1],
      ['LAMPMAN', 1],
    ]);
    expect(canonicalNames(counts).get('LAMPMAN')).toBe('LAMP MAN');
    expect(canonicalNames(counts).has('LAMP MAN')).toBe(false);
  });

  test('"GRAMS." and "MUSIC." with a full stop after the label are sound cues, not action', () => {
    const lines = rows([
      [[57, 'SCENE 9. A LIGHTHOUSE GALLERY. DAWN.']],
      [
        [57, '27. GRAMS.'],
        [215, 'A FOGHORN, TWICE, FAR OUT.'],
      ],
      [
        [57, '28. OSWIN'],
        [215, 'There. Hear it?'],
      ],
      [
        [57, '29. MUSIC.'],
        [215, 'A SLOW WALTZ ON A WIRELESS, FADING.'],
      ],
    ]);
    const elements = parseScript(lines).scenes.flatMap((s) => s.elements);
    expect(elements.filter((e) => e.kind === 'cue').map((e) => e.text)).toEqual([
      'GRAMS. A FOGHORN, TWICE, FAR OUT.',
      'MUSIC. A SLOW WALTZ ON A WIRELESS, FADING.',
    ]);
    expect(elements.filter((e) => e.kind === 'action')).toEqual([]);
  });
});

/** The scene a radio page opens: a bare "SCENE N.", a place line under it, then a numbered speech. */
const radioScene = (place: string) =>
  parseScript(
    rows([
      [[57, 'SCENE 4.']],
      [[57, place]],
      [
        [57, '12. HOLLIS'],
        [215, 'Keep your hands where the heater is.'],
      ],
    ]),
  ).scenes[0]!;

test('a bare "SCENE 4." takes the place line under it in words ending on a time of day, or in long capitals with weather after the time', () => {
  const inWords = radioScene('The cab of a breakdown truck. Night.');
  expect(inWords.setting).toEqual({ interior: null, place: 'The cab of a breakdown truck', time: 'Night' });
  expect(inWords.elements.filter((e) => e.kind === 'action')).toEqual([]);
  expect(radioScene('THE LAMP ROOM AT THE TOP OF THE OLD LIGHTHOUSE, ST AGNES. NIGHT. FOG.').setting).toEqual({
    interior: null,
    place: 'THE LAMP ROOM AT THE TOP OF THE OLD LIGHTHOUSE, ST AGNES',
    time: 'NIGHT',
  });
});

describe('held-out set 7 classes: a casting cover page', () => {
  test('a capitals label with a colon over a numbered list is a cover heading, not a speaker', () => {
    const cover = page([
      [72, 'THE WINTER ORCHARD - CALLBACK'],
      null,
      [72, 'BRING ALONG:'],
      [72, '1. THE WINTER ORCHARD, Sc. 3 (PIP / HOLLIS)'],
      [72, '2. A second piece of your choosing, under two minutes'],
    ]);
    const scene = page(
      [
        [108, 'EXT. ORCHARD - DUSK'],
        null,
        [252, 'PIP'],
        [180, 'The frost got the blossom.'],
        null,
        [252, 'HOLLIS'],
        [180, 'Then we wait for next year.'],
      ],
      2,
    );
    const parsed = parseScript([...cover, ...scene]);
    expect(parsed.characters.map((c) => c.name).sort()).toEqual(['HOLLIS', 'PIP']);
    expect(isNeverSpeaker('PLEASE PREPARE')).toBe(true);
  });
});

describe('held-out set 7 classes: shouting at the margin', () => {
  test('a shouted capitals line under a flush-left name the pages know is its speech; capitals action stays action', () => {
    const lines = page([
      [72, 'INT. BOATHOUSE - NIGHT'],
      null,
      [72, 'The generator coughs and dies.'],
      null,
      [72, 'OTTO'],
      [72, 'Who turned that off?'],
      null,
      [72, 'RIA'],
      [72, 'Not me.'],
      null,
      [72, 'OTTO'],
      [72, 'GET DOWN!'],
      null,
      [72, 'RIA'],
      [72, 'Why?'],
      null,
      [72, 'THE ROOF CAVES IN.'],
      null,
      [72, 'OTTO'],
      [72, 'Stay there.'],
    ]);
    expect(speechesOf(lines)).toEqual([
      ['OTTO', 'Who turned that off?'],
      ['RIA', 'Not me.'],
      ['OTTO', 'GET DOWN!'],
      ['RIA', 'Why?'],
      ['OTTO', 'Stay there.'],
    ]);
    const actions = parseScript(lines).scenes.flatMap((s) => s.elements.filter((e) => e.kind === 'action').map((e) => e.text));
    expect(actions).toContain('THE ROOF CAVES IN.');
  });
});

test('a commercial headed VISION / SOUND, names over their speeches, a picture line run up to the sound column, rows set a little apart', () => {
  // Cells wrap at 13 pt; each table row starts 21 pt under the last line of the row above (the cell's padding).
  const at = lineAt({ size: 11, charWidth: 6.6 });
  const lines = [
    at(60, [50, 'CLIENT: Brightmoor Dairy']),
    at(90, [54, 'VISION'], [304, 'SOUND']),
    at(110, [54, 'OPEN ON: A milk float at first light.']),
    at(123, [54, 'Bottles rattle in their crates.']),
    // The picture runs to within a few points of the sound column: one segment with the name beside it.
    at(144, [54, 'A BOY (9) chases it down the lane, waving RONAN:']),
    at(157, [54, 'a forgotten note.'], [304, 'Stop! Stop the float!']),
    at(183, [304, 'MILKMAN:']),
    at(196, [304, 'Whoa there, young man.']),
    at(217, [54, 'CU: The note. Two pints, please.'], [304, 'SFX: Glass clinks.']),
    at(238, [304, 'ANNCR:']),
    at(251, [304, 'Brightmoor. Still delivered.']),
  ];
  const parsed = parseScript(lines);
  expect(parsed.family).toBe('commercial');
  expect(speechesOf(lines)).toEqual([
    ['RONAN', 'Stop! Stop the float!'],
    ['MILKMAN', 'Whoa there, young man.'],
    ['ANNCR', 'Brightmoor. Still delivered.'],
  ]);
  expect(parsed.characters.map((c) => c.name)).not.toContain('VISION');
  const elements = parsed.scenes.flatMap((s) => s.elements);
  expect(elements.find((e) => e.kind === 'cue' && e.cue === 'shot')?.text).toBe(
    'OPEN ON: A milk float at first light. Bottles rattle in their crates.',
  );
  expect(elements.some((e) => e.kind === 'action' && e.text.startsWith('A BOY (9) chases it down the lane, waving'))).toBe(true);
});

test('a commercial whose sound column labels its speakers and sounds in their own case', () => {
  const at = lineAt({ size: 10, charWidth: 5.5 });
  const lines = [
    at(60, [50, 'VIDEO'], [300, 'AUDIO']),
    at(88, [50, 'WIDE: a bus stop in the snow.'], [300, 'Sound: wind, a far-off engine.']),
    at(116, [50, 'Ravi (40s) stamps his feet.'], [300, 'Ravi: Any minute now, they said. Any']),
    at(130, [300, 'minute. Listen: that could be it.']),
    at(158, [300, 'Aunt Lou (VO): It never is, love.']),
    at(186, [50, 'SUPER: Warm feet, whatever the weather.'], [300, 'FVO: Fernside boots.']),
  ];
  const parsed = parseScript(lines);
  expect(parsed.family).toBe('commercial');
  expect(speechesOf(lines)).toEqual([
    ['RAVI', 'Any minute now, they said. Any minute. Listen: that could be it.'],
    ['AUNT LOU', 'It never is, love.'],
    ['FVO', 'Fernside boots.'],
  ]);
  const elements = parsed.scenes.flatMap((s) => s.elements);
  expect(elements.some((e) => e.kind === 'cue' && e.cue === 'sound' && e.text.startsWith('Sound: wind'))).toBe(true);
});

test("OCR debris beside a name in a table's sound column leaves the name where it stands, colon and all", () => {
  const lines = rows(
    [
      [
        [54, 'VIDEO'],
        [304, 'AUDIO'],
      ],
      [
        [54, 'A kitchen, steam from a kettle.'],
        [304, 'KESTREL:'],
      ],
      [[304, 'Who left the gas on?']],
      [[304, 'GRANNY MAE:']],
      [[304, 'Not me, love.']],
      [[304, 'KESTREL (O.S.):']],
      [[304, 'It was you.']],
      [[54, 'CU: A box of matches.']],
      [
        [58, '.'],
        [304, 'GRANNY MAE:'],
      ],
      [[304, 'Well. Possibly.']],
    ],
    { confidence: 0.9 },
  );
  expect(speechesOf(lines)).toEqual([
    ['KESTREL', 'Who left the gas on?'],
    ['GRANNY MAE', 'Not me, love.'],
    ['KESTREL', 'It was you.'],
    ['GRANNY MAE', 'Well. Possibly.'],
  ]);
});

test('where the pages tab speeches beside names, a character introduced with an age at the margin is action, not a speaker', () => {
  const lines = rows([
    [[72, '9/3  EXT. ALLOTMENT GATE. DUSK.']],
    [[72, 'GREAT UNCLE BARNABY (80s) padlocks the shed with great ceremony.']],
    [
      [72, 'BARNABY'],
      [198, 'Nobody touches the marrows.'],
    ],
    [[72, 'OTTO (9), his great-nephew, eyes the marrows anyway.']],
    [
      [72, 'OTTO'],
      [198, 'Not even to measure them?'],
    ],
    [
      [72, 'BARNABY'],
      [198, 'Especially not to measure them.'],
    ],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['BARNABY', 'Nobody touches the marrows.'],
    ['OTTO', 'Not even to measure them?'],
    ['BARNABY', 'Especially not to measure them.'],
  ]);
});

test('flush-left with no blank lines: a line wider than the speeches ever wrap, under a speech that ended its sentence, is action', () => {
  const lines = rows([
    [[72, 'INT. SIGNAL HUT ON THE MOOR - NIGHT']],
    [[72, 'Wind shoves at the door. PERPETUA checks the logbook by torchlight while']],
    [[72, 'her brother AUGUSTINE warms his hands over a paraffin stove.']],
    [[72, 'AUGUSTINE']],
    [[72, 'If the relief train does not come by']],
    [[72, 'four, we walk to the junction.']],
    [[72, 'PERPETUA']],
    [[72, 'In this? We would lose the path in']],
    [[72, 'ten minutes and the sheep would find']],
    [[72, 'us in April.']],
    [[72, 'Thunder rolls along the valley and the stove flame shivers blue.']],
    [[72, 'AUGUSTINE']],
    [[72, 'Then we wait, and we count the coal,']],
    [[72, 'and we do not open the good biscuits.']],
    [[72, 'PERPETUA']],
    [[72, 'Too late for the biscuits.']],
    [[72, 'She holds up an empty tin, and for the first time all night he laughs.']],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['AUGUSTINE', 'If the relief train does not come by four, we walk to the junction.'],
    ['PERPETUA', 'In this? We would lose the path in ten minutes and the sheep would find us in April.'],
    ['AUGUSTINE', 'Then we wait, and we count the coal, and we do not open the good biscuits.'],
    ['PERPETUA', 'Too late for the biscuits.'],
  ]);
});

test('flush-left with no blank lines: a transition without a colon ends the speech above it and takes nothing after it', () => {
  const lines = rows([
    [[72, 'EXT. QUARRY ROAD - DAY']],
    [[72, 'GWENLLIAN']],
    [[72, 'Keep the engine running.']],
    [[72, 'DISSOLVE TO']],
    [[72, 'Dust hangs over the empty road. A crow lands on the gate.']],
    [[72, 'BRYNMOR']],
    [[72, 'She said ten minutes.']],
    [[72, 'MATCH CUT TO']],
    [[72, 'GWENLLIAN']],
    [[72, 'Dissolve to black, they said. Fade out.']],
  ]);
  expect(speechesOf(lines)).toEqual([
    ['GWENLLIAN', 'Keep the engine running.'],
    ['BRYNMOR', 'She said ten minutes.'],
    ['GWENLLIAN', 'Dissolve to black, they said. Fade out.'],
  ]);
  const elements = parseScript(lines).scenes.flatMap((s) => s.elements);
  expect(elements.filter((e) => e.kind === 'cue' && e.cue === 'transition').map((e) => e.text)).toEqual(['DISSOLVE TO', 'MATCH CUT TO']);
  expect(elements.some((e) => e.kind === 'action' && e.text.startsWith('Dust hangs over the empty road.'))).toBe(true);
});

test('a fax speck read as a digit in the tab gap after a known name, or as a token after a sound label, is not the row', () => {
  const lines = rows(
    [
      [[90, 'SCENE 4. A TOWPATH BY THE LOCK. NIGHT.']],
      [
        [90, 'F/X:'],
        [234, 'Water slapping the lock gates.'],
      ],
      [
        [90, 'LETTICE'],
        [234, 'Is that the night boat?'],
      ],
      [
        [90, 'CORNELIUS'],
        [234, 'Too early for the night boat.'],
      ],
      [
        [90, 'LETTICE'],
        [234, 'Then whose lamp is that?'],
      ],
      [
        [90, 'CORNELIUS'],
        [200, '4'],
        [234, '(CLOSE) Nobody with any business here.'],
      ],
      [
        [90, 'MUSIC:'],
        [170, 'oe'],
        [234, 'A low accordion drone, held under.'],
      ],
      [
        [90, 'LETTICE'],
        [190, '7'],
        [234, 'Then we had better be quiet.'],
      ],
    ],
    { confidence: 0.8 },
  );
  expect(speechesOf(lines)).toEqual([
    ['LETTICE', 'Is that the night boat?'],
    ['CORNELIUS', 'Too early for the night boat.'],
    ['LETTICE', 'Then whose lamp is that?'],
    ['CORNELIUS', 'Nobody with any business here.'],
    ['LETTICE', 'Then we had better be quiet.'],
  ]);
  const cues = parseScript(lines).scenes.flatMap((s) => s.elements.filter((e) => e.kind === 'cue'));
  expect(cues.map((c) => (c.kind === 'cue' ? [c.cue, c.text] : null))).toEqual([
    ['sound', 'F/X: Water slapping the lock gates.'],
    ['music', 'MUSIC: A low accordion drone, held under.'],
  ]);
});

test('a screenplay whose indented cues carry a colon is a screenplay; names with a colon centred over speech at the margin are a play', () => {
  const screenplay = page([
    [108, 'EXT. RESERVOIR DAM - DUSK'],
    null,
    [108, 'Floodlights hum along the parapet. Two engineers lean on the rail.'],
    null,
    [252, 'OLUWASEUN:'],
    [180, 'The gauge has not moved since noon.'],
    null,
    [252, 'THOMASINA:'],
    [216, '(checking her watch)'],
    [180, 'Then the sluice is jammed again.'],
    null,
    [252, 'OLUWASEUN:'],
    [180, 'Or the gauge is.'],
  ]);
  expect(parseScript(screenplay).family).toBe('screenplay');
  const play = page([
    [280, 'Scene 3'],
    null,
    [290, 'ISOLDE:'],
    [72, 'You have brought the wrong key again, and the door is older than both of us.'],
    null,
    [290, 'FABRIZIO:'],
    [72, 'Then we wait for the caretaker, who is older than the door.'],
    null,
    [290, 'ISOLDE:'],
    [72, 'He has been dead for a year.'],
  ]);
  expect(parseScript(play).family).toBe('stage');
});

test('a sound cell whose name stands alone over its speech, the colon lost to OCR, names the speaker of that speech', () => {
  const lines = rows(
    [
      [
        [50, 'VIDEO'],
        [300, 'AUDIO'],
      ],
      [
        [50, '1. OPEN ON: a bike shed in the rain.'],
        [300, 'MUSIC: Brass band, far off.'],
      ],
      [[300, 'GRANDAD (V.0,)']],
      [[300, 'Forty years I have locked this shed.']],
      [
        [50, '2. CU: a rusty padlock.'],
        [300, 'TOBY: And you lost the key?'],
      ],
      [[300, 'GRANDAD']],
      [[300, 'Never had one. That is the secret.']],
      [
        [50, 'SUPER: Hartwell Locks.'],
        [300, 'ANNCR: Hartwell. Keeps what matters.'],
      ],
    ],
    { confidence: 0.8 },
  );
  expect(parseScript(lines).family).toBe('commercial');
  expect(speechesOf(lines)).toEqual([
    ['GRANDAD', 'Forty years I have locked this shed.'],
    ['TOBY', 'And you lost the key?'],
    ['GRANDAD', 'Never had one. That is the secret.'],
    ['ANNCR', 'Hartwell. Keeps what matters.'],
  ]);
});

test('a name only OCR read with a digit or bar wedged between its letters folds into the name read as often without it', () => {
  const counts = new Map([
    ['WINNIE', 2],
    ['WI3NNIE', 2],
    ['R2D2', 1],
    ['RD', 3],
    ['MA|RA', 1],
    ['MARA', 1],
  ]);
  const renamed = canonicalNames(counts, new Set(['WI3NNIE', 'R2D2', 'MA|RA']));
  expect(renamed.get('WI3NNIE')).toBe('WINNIE');
  expect(renamed.get('MA|RA')).toBe('MARA');
  expect(renamed.has('R2D2')).toBe(false); // a digit at the end of a word is part of the name
  expect(canonicalNames(counts, new Set()).has('WI3NNIE')).toBe(false); // printed in the text layer, it is the name
});

test('on OCR lines, a mark read just before a direction’s opening bracket does not turn the direction and the speech under it into action', () => {
  const at = lineAt({ size: 12, charWidth: 7.2, confidence: 0.85 });
  const lines = [
    at(72, [108, 'INT. SIGNAL BOX - NIGHT']),
    at(96, [266, 'HALVARD']),
    at(108, [217, '‘(tapping the lever)']),
    at(120, [180, 'This one sticks when it rains.']),
    at(144, [266, 'ESME']),
    at(156, [211, '_(drily)']),
    at(168, [180, 'Everything sticks when it rains.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['HALVARD', 'This one sticks when it rains.'],
    ['ESME', 'Everything sticks when it rains.'],
  ]);
});

test('a shot on a person written as a label ("ON GRETA:", "BACK ON THE TWINS:") is never a speaker', () => {
  const lines = page([
    [108, 'INT. BAKERY - DAWN'],
    null,
    [266, 'GRETA'],
    [180, 'Who moved the sourdough?'],
    null,
    [108, 'ON MILO: flour to the elbows, saying nothing.'],
    null,
    [266, 'MILO'],
    [180, 'It moved itself. It is alive.'],
    null,
    [108, 'BACK ON GRETA: not buying it.'],
  ]);
  const script = parseScript(lines);
  expect(script.characters.map((c) => c.name).sort()).toEqual(['GRETA', 'MILO']);
  expect(speechesOf(lines)).toEqual([
    ['GRETA', 'Who moved the sourdough?'],
    ['MILO', 'It moved itself. It is alive.'],
  ]);
  expect(isNeverSpeaker('ON MILO')).toBe(true);
});

test('on OCR lines, a row read from the tails of the line above does not break a double-spaced speech', () => {
  const at = lineAt({ size: 8, charWidth: 4.8, confidence: 0.85 });
  const lines = [
    at(72, [72, 'INT. LAUNDROMAT - NIGHT']),
    at(90, [72, 'PEG FOLDS A SHEET THE SIZE OF A SAIL WHILE THE DRYERS']),
    at(99, [72, 'THUMP. DWIGHT WATCHES FROM THE PLASTIC CHAIRS, EATING.']),
    at(108, [170, 'DWIGHT']),
    at(117, [118, 'Nobody pays for the spin cycle,']),
    at(126, [150, 'y py y']),
    at(135, [118, 'they just stand there and']),
    at(153, [118, 'hope it happens.']),
    at(171, [170, 'PEG']),
    at(180, [118, 'Try paying for the big dryer']),
    at(189, [130, 'y 9 g']),
    at(198, [118, 'and then we can talk about']),
    at(216, [118, 'hope.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['DWIGHT', 'Nobody pays for the spin cycle, they just stand there and hope it happens.'],
    ['PEG', 'Try paying for the big dryer and then we can talk about hope.'],
  ]);
});

test('family from evidence: an audio drama set out as a screenplay with no camera, and a play set flush left under "Scene One"', () => {
  const audio = page([
    [72, 'SCENE 2 - A LIGHTHOUSE GALLERY - NIGHT'],
    null,
    [72, 'SFX: WIND. A SHUTTER BANGS.'],
    null,
    [230, 'IRIS (CLOSE)'],
    [150, 'The lamp has stopped turning.'],
    null,
    [230, 'BRAM (OFF)'],
    [150, 'Then turn it by hand.'],
    null,
    [72, 'MUSIC: A SINGLE HELD NOTE.'],
    null,
    [230, 'IRIS'],
    [150, 'By hand? All night?'],
  ]);
  expect(parseScript(audio).family).toBe('audio');
  const play = page([
    [250, 'Scene One'],
    null,
    [150, 'A kitchen. Morning. WENDA peels potatoes into a bucket.'],
    null,
    [72, 'WENDA'],
    [72, 'You are late, and the potatoes will not peel themselves, whatever your father says.'],
    null,
    [72, 'CORMAC'],
    [72, 'My father says a great many things, most of them about potatoes.'],
    null,
    [72, 'WENDA'],
    [72, 'Then he is wiser than he looks.'],
  ]);
  expect(parseScript(play).family).toBe('stage');
  expect(speechesOf(play).map(([name]) => name)).toEqual(['WENDA', 'CORMAC', 'WENDA']);
});

test('a name alone in a sound cell takes the next line of the cell, though OCR places it a little further down than a wrap', () => {
  const at = lineAt({ size: 11, charWidth: 6, confidence: 0.9 });
  const lines = [
    at(100, [60, '#'], [80, 'VIDEO'], [300, 'AUDIO']),
    at(120, [60, '1.'], [80, 'OPEN ON: a ferry deck in the wind.'], [300, 'MUSIC: Accordion, jaunty.']),
    at(133, [80, 'A MUM (30s) grips a pushchair.'], [300, 'MUM (V.0,):']),
    at(150, [80, 'Her hat blows away.'], [300, 'Every crossing, the same hat.']),
    at(176, [60, '2.'], [80, 'CU: the hat on a gull.'], [300, 'KID: Can we keep the gull?']),
    at(189, [300, 'MUM:']),
    at(206, [300, 'We cannot keep the gull.']),
    at(232, [60, '3.'], [80, 'SUPER: Tidewell Ferries.'], [300, 'ANNCR: Tidewell. Hold on to your hat.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['MUM', 'Every crossing, the same hat.'],
    ['KID', 'Can we keep the gull?'],
    ['MUM', 'We cannot keep the gull.'],
    ['ANNCR', 'Tidewell. Hold on to your hat.'],
  ]);
});

test('a Fountain page printed as plain text: "@Name" in its own case is a cue, ".PLACE - TIME" a heading, "MacNAME" a name', () => {
  // Every element flush left, a blank line between elements, as a Fountain file is when printed as it is.
  const at = lineAt({ size: 12, charWidth: 6 });
  let y = 60;
  const lines = [
    ['EXT. ALLOTMENTS - MORNING'],
    ['Dew on the cabbages. ORLA kneels by a bean row.'],
    ['@DeLacey', 'Those are my runner beans, strictly speaking.'],
    ['ORLA', 'Strictly speaking, they are on my side of the string.'],
    ['.DREAM - THE GLASSHOUSE'],
    ['Every pane is fogged. Something taps from inside.'],
    ['MacBRIDE', '(whispering)', 'Nobody has watered these since March.'],
  ].flatMap((element) => ((y += 12), element.map((text) => at((y += 12), [72, text]))));
  expect(speechesOf(lines)).toEqual([
    ['DELACEY', 'Those are my runner beans, strictly speaking.'],
    ['ORLA', 'Strictly speaking, they are on my side of the string.'],
    ['MacBRIDE', 'Nobody has watered these since March.'],
  ]);
  expect(parseScript(lines).scenes.map((s) => s.heading)).toEqual(['EXT. ALLOTMENTS - MORNING', 'DREAM - THE GLASSHOUSE']);
});

test('a numbered OCR line whose colon and opening bracket OCR fused into the name ("7. UNCLE BRAMbsighing] …") is that cue', () => {
  const at = lineAt({ size: 10, charWidth: 5, confidence: 0.9 });
  const lines = [
    at(80, [60, '6. WINIFRED: [brightly] The hens have escaped again.']),
    at(100, [60, '7. UNCLE BRAMbsighing] Of course they have. It is Tuesday.']),
    at(120, [60, '8. WINIFRED: [pleading] Will you help me catch them?']),
    at(140, [60, '9. UNCLE BRAMwalking away] Not in these slippers.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['WINIFRED', 'The hens have escaped again.'],
    ['UNCLE BRAM', 'Of course they have. It is Tuesday.'],
    ['WINIFRED', 'Will you help me catch them?'],
    ['UNCLE BRAM', 'Not in these slippers.'],
  ]);
});

test('a sound cell opening with a name the column gives elsewhere with its colon, the colon lost to OCR, is that speech', () => {
  const lines = rows(
    [
      [
        [50, 'VIDEO'],
        [300, 'AUDIO'],
      ],
      [
        [50, 'A garden gate swings open.'],
        [300, 'AUNT MAE: Wipe your boots, the pair of you.'],
      ],
      [
        [50, 'Two muddy children freeze.'],
        [300, 'OSCAR: They are wiped. Mostly.'],
      ],
      [[50, 'CU: a trail of mud.']],
      [[300, 'AUNT MAE Mostly is not a word I like.']],
      [[300, 'OSCAR (sheepish) Sorry, Aunt Mae.']],
    ],
    { confidence: 0.8 },
  );
  expect(speechesOf(lines)).toEqual([
    ['AUNT MAE', 'Wipe your boots, the pair of you.'],
    ['OSCAR', 'They are wiped. Mostly.'],
    ['AUNT MAE', 'Mostly is not a word I like.'],
    ['OSCAR', 'Sorry, Aunt Mae.'],
  ]);
});

test('a plain commercial: an action line opening with an article, a capitals name, a description in brackets and a verb is action, not a cue', () => {
  const at = lineAt({ size: 11, charWidth: 5.8 });
  const lines = [
    at(60, [72, 'CLIENT: Bramblewick Seeds']),
    at(74, [72, 'TITLE: "Sow Something"']),
    at(110, [72, 'VIDEO:'], [190, 'Dawn over an allotment. Frost on the cabbages.']),
    at(134, [72, 'A GARDENER (60s, muddy knees, flat cap) kneels by the bean rows.']),
    at(158, [72, 'SFX:'], [190, 'A robin, close.']),
    at(182, [72, 'GARDENER:'], [190, '(to the soil) Come on, then. Show me.']),
    at(206, [72, 'THE NEIGHBOUR (nosy, in a dressing gown) leans over the fence.']),
    at(230, [72, 'NEIGHBOUR (OS):'], [190, 'Talking to the beans again, Reg?']),
    at(254, [72, 'GARDENER:'], [190, 'They listen better than you do.']),
    at(278, [72, 'ANNCR (VO):'], [190, 'Bramblewick. Grow your own good mornings.']),
  ];
  expect(speechesOf(lines)).toEqual([
    ['GARDENER', 'Come on, then. Show me.'],
    ['NEIGHBOUR', 'Talking to the beans again, Reg?'],
    ['GARDENER', 'They listen better than you do.'],
    ['ANNCR', 'Bramblewick. Grow your own good mornings.'],
  ]);
  const actions = parseScript(lines)
    .lines.filter((l) => l.kind === 'action')
    .map((l) => l.text);
  expect(actions).toContain('A GARDENER (60s, muddy knees, flat cap) kneels by the bean rows.');
  expect(actions).toContain('THE NEIGHBOUR (nosy, in a dressing gown) leans over the fence.');
});

test('a record sheet running over two pages keeps its columns on the page without a header; a labels row with no rows under it is no sheet', () => {
  const at =
    (page: number) =>
    (y: number, ...segs: Array<[number, string]>) => ({ ...lineAt({ size: 10, charWidth: 5 })(y, ...segs), page });
  const one = at(1);
  const two = at(2);
  const lines = [
    one(60, [40, 'ID'], [100, 'SPEAKER'], [200, 'TEXT'], [420, 'DELIVERY'], [560, 'TAKES']),
    one(80, [40, 'L01'], [100, 'Robot Nine'], [200, 'Battery at four percent. Initiating'], [420, 'Flat, glitchy.']),
    one(92, [200, 'dramatic sigh.']),
    one(112, [40, 'L02'], [100, 'ZILLA'], [200, 'You cannot sigh. You are a toaster.'], [420, 'Deadpan.']),
    one(132, [40, 'L03'], [200, 'Crowd cheers in the distance.']),
    two(60, [40, 'L04'], [100, 'ROBOT NINE'], [200, 'I am a toaster with feelings.'], [420, 'Wounded.']),
    two(80, [40, 'L05'], [100, 'ZILLA'], [200, 'Fine. Sigh away.'], [420, 'Relenting.']),
  ];
  const parsed = parseScript(lines);
  expect(parsed.family).toBe('audio');
  expect(speechesOf(lines)).toEqual([
    ['ROBOT NINE', 'Battery at four percent. Initiating dramatic sigh.'],
    ['ZILLA', 'You cannot sigh. You are a toaster.'],
    ['ROBOT NINE', 'I am a toaster with feelings.'],
    ['ZILLA', 'Fine. Sigh away.'],
  ]);
  expect(parsed.lines.find((l) => l.text === 'Crowd cheers in the distance.')?.kind).toBe('action');
  expect(parsed.lines.filter((l) => l.kind === 'parenthetical').map((l) => l.text)).toEqual([
    'Flat, glitchy.',
    'Deadpan.',
    'Wounded.',
    'Relenting.',
  ]);
  // A cover page's labels with no rows under them are not a sheet: the page is read as it always was.
  const cover = [one(60, [72, 'ROLE'], [300, 'SCRIPT']), one(84, [72, 'Hana is reading for the lead this afternoon.'])];
  expect(parseScript(cover).lines.map((l) => l.kind)).toEqual(parseScript(cover).lines.map(() => 'action'));
});
