import path from 'node:path';
import { expect, test } from 'vitest';
import { fixtureDocument, LIBERATION_DIR, scanPdf } from '../../test/fixtures/scan.js';
import { readPdf, summarise } from './ingest-pdf.js';

/** Column edges of the sheet's ruled grid, and its header cells: a cue number, the role, the dialogue, notes and takes. */
const EDGES = [36, 92, 176, 410, 556, 590];
const HEADER = ['#', 'ROLE', 'DIALOGUE', 'NOTES', 'TK'];

/** One row: its number, the role, the dialogue's lines and the notes' lines as they wrap in their cells. */
type SheetRow = [string, string, string[], string[]] | string;
const ROWS: SheetRow[] = [
  'SCENE 12 - THE HARBOUR MARKET',
  ['0121', 'PIP', ['Granny! The gulls have got the', 'whole basket of buns!'], ['Panicked, running.']],
  ['0122', 'GRANNY OAK', ['Then we shall simply bake more, my', 'little sprout.'], ['Unbothered. Warm.', 'Knitting as she speaks.']],
  ['0123', 'CAPTAIN MOSS', ['Nobody bakes on my quay without a licence.'], ['Pompous. Too loud.']],
  ['0124', 'PIP', ['We have a licence. It is in the basket.'], ['Small voice.']],
  ['0125', 'Granny Oak', ['And the basket, Captain, is up that', 'lamp post with the gulls.'], ['Sweetly. Enjoying this.']],
];

/** A portrait record sheet on a ruled grid, as a voice session's script is printed; `bleed` draws another page showing through mirrored. */
async function recordSheet(bleed: boolean): Promise<Buffer> {
  const { doc, bytes } = fixtureDocument({ size: 'LETTER' });
  doc.addPage({ size: 'LETTER', margin: 0 });
  if (bleed) {
    doc.save().transform(-1, 0, 0, 1, 612, 0).font('Helvetica').fontSize(11).fillColor('#d2d2d2');
    for (let i = 0; i < 14; i++)
      doc.text('the other side of the page printed here, showing through the thin paper', 60, 84 + i * 14, { lineBreak: false });
    doc.restore();
  }
  const rule = (y: number) => doc.moveTo(EDGES[0]!, y).lineTo(EDGES.at(-1)!, y).lineWidth(0.6).strokeColor('#777777').stroke();
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(11).text('TIDEWATER TALES - EP 4 - RECORD SCRIPT', 36, 50, { lineBreak: false });
  let y = 80;
  const top = y;
  rule(y);
  HEADER.forEach((h, i) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(h, EDGES[i]! + 4, y + 4, { lineBreak: false }),
  );
  y += 17;
  rule(y);
  for (const row of ROWS) {
    if (typeof row === 'string') {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(row, EDGES[0]! + 4, y + 4, { lineBreak: false });
      y += 17;
    } else {
      const [id, who, words, notes] = row;
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(id, EDGES[0]! + 4, y + 4, { lineBreak: false });
      doc.text(who, EDGES[1]! + 4, y + 4, { lineBreak: false });
      words.forEach((w, i) => doc.text(w, EDGES[2]! + 4, y + 4 + i * 12, { lineBreak: false }));
      notes.forEach((n, i) => doc.font('Helvetica-Oblique').text(n, EDGES[3]! + 4, y + 4 + i * 12, { lineBreak: false }));
      y += 8 + 12 * Math.max(words.length, notes.length);
    }
    rule(y);
  }
  for (const x of EDGES) doc.moveTo(x, top).lineTo(x, y).lineWidth(0.6).strokeColor('#777777').stroke();
  doc.end();
  return bytes;
}

const SPEECHES = [
  { speaker: 'PIP', text: 'Granny! The gulls have got the whole basket of buns!' },
  { speaker: 'GRANNY OAK', text: 'Then we shall simply bake more, my little sprout.' },
  { speaker: 'CAPTAIN MOSS', text: 'Nobody bakes on my quay without a licence.' },
  { speaker: 'PIP', text: 'We have a licence. It is in the basket.' },
  { speaker: 'GRANNY OAK', text: 'And the basket, Captain, is up that lamp post with the gulls.' },
];

test('a record sheet (# | ROLE | DIALOGUE | NOTES | TK): each row is a speech by its role, wrapped cells joined, notes its direction', async () => {
  const { script, lines } = await readPdf(new Uint8Array(await recordSheet(false)));
  const summary = summarise(script, lines);
  expect(summary.blocks).toEqual(SPEECHES);
  expect(summary.family).toBe('audio');
  expect(summary.scenes).toEqual([{ heading: 'SCENE 12 - THE HARBOUR MARKET' }]);
  const speech = script.scenes.flatMap((s) => s.elements).find((e) => e.kind === 'speech' && e.speaker === 'GRANNY OAK');
  expect(speech?.kind === 'speech' && speech.parts.find((p) => p.kind === 'direction')?.text).toBe(
    '(Unbothered. Warm. Knitting as she speaks.)',
  );
  // The cue numbers and the header row are not script.
  expect(lines.some((l) => /0121|DIALOGUE/.test(l.text))).toBe(false);
  expect(lines.filter((l) => l.kind === 'parenthetical').map((l) => l.text)).toContain('Knitting as she speaks.');
});

test('the same record sheet scanned at 150 dpi on thin paper, another page showing through, is read the same by OCR', async () => {
  const { ocrPages } = await import('./ocr.js');
  const scan = await scanPdf(await recordSheet(true), { dpi: 150, noise: 0.001, quality: 80 });
  const { script, lines } = await readPdf(new Uint8Array(scan), { ocr: (pdf, pages) => ocrPages(pdf, pages) });
  const summary = summarise(script, lines);
  expect(summary.extractionMethod).toBe('ocr');
  expect(summary.family).toBe('audio');
  expect(summary.blocks.map((b) => b.speaker)).toEqual(SPEECHES.map((s) => s.speaker));
  // The words as OCR read them: a space it lost ("Wehavea licence") is OCR's, not the sheet's reading.
  const letters = (t: string) => t.replace(/[^\p{L}]/gu, '').toLowerCase();
  expect(summary.blocks.map((b) => letters(b.text))).toEqual(SPEECHES.map((s) => letters(s.text)));
  expect(lines.filter((l) => l.kind === 'parenthetical').map((l) => l.text)).toContain('Panicked, running.');
  expect(lines.some((l) => /NOTES|DIALOGUE/.test(l.text))).toBe(false);
}, 120_000);

// ─── House styles the header row does not name, and names left to the row above ─────────────────────────────────────

/** A cell's printed lines, one array per column (an empty array is a blank cell). */
type Cells = string[][];
interface SheetSpec {
  /** A bold line over the grid (a session's title), centred on the page or at the grid's left. */
  title?: { text: string; centred: boolean };
  /** x of every ruled column edge, left to right. */
  edges: number[];
  /** The header row's labels, one a column, or none at all: the grid opens straight on its rows. */
  header?: { labels: string[]; centred: boolean };
  /** A scene row across the grid, or a row's cells. */
  rows: Array<string | Cells>;
}

const SANS = path.join(LIBERATION_DIR, 'LiberationSans-Regular.ttf');
const SANS_BOLD = path.join(LIBERATION_DIR, 'LiberationSans-Bold.ttf');
const SANS_ITALIC = path.join(LIBERATION_DIR, 'LiberationSans-Italic.ttf');

/** A portrait ruled grid drawn with embedded fonts (so ditto marks such as ” and — are in the text layer as printed). */
async function drawSheet(spec: SheetSpec): Promise<Buffer> {
  const { doc, bytes } = fixtureDocument({ size: 'LETTER' });
  doc.addPage({ size: 'LETTER', margin: 0 });
  const { edges } = spec;
  const rule = (y: number) => doc.moveTo(edges[0]!, y).lineTo(edges.at(-1)!, y).lineWidth(0.6).strokeColor('#777777').stroke();
  doc.fillColor('#000000');
  if (spec.title) {
    doc.font(SANS_BOLD).fontSize(11);
    const x = spec.title.centred ? (612 - doc.widthOfString(spec.title.text)) / 2 : edges[0]!;
    doc.text(spec.title.text, x, 50, { lineBreak: false });
  }
  let y = 80;
  const top = y;
  rule(y);
  if (spec.header) {
    const { labels, centred } = spec.header;
    doc.font(SANS_BOLD).fontSize(9);
    labels.forEach((h, i) => {
      const x = centred ? (edges[i]! + edges[i + 1]! - doc.widthOfString(h)) / 2 : edges[i]! + 4;
      doc.text(h, x, y + 4, { lineBreak: false });
    });
    y += 17;
    rule(y);
  }
  const last = edges.length - 2;
  for (const row of spec.rows) {
    if (typeof row === 'string') {
      doc
        .font(SANS_BOLD)
        .fontSize(9)
        .text(row, edges[0]! + 4, y + 4, { lineBreak: false });
      y += 17;
    } else {
      row.forEach((cell, col) =>
        cell.forEach((t, i) =>
          doc
            .font(col === last && col > 2 ? SANS_ITALIC : SANS)
            .fontSize(9)
            .text(t, edges[col]! + 4, y + 4 + i * 12, { lineBreak: false }),
        ),
      );
      y += 8 + 12 * Math.max(...row.map((c) => c.length));
    }
    rule(y);
  }
  for (const x of edges) doc.moveTo(x, top).lineTo(x, y).lineWidth(0.6).strokeColor('#777777').stroke();
  doc.end();
  return bytes;
}

/** The speeches read from a drawn sheet, the lines it printed as dialogue, and the directions it kept. */
async function readSheet(spec: SheetSpec) {
  const { script, lines } = await readPdf(new Uint8Array(await drawSheet(spec)));
  const summary = summarise(script, lines);
  return {
    summary,
    speeches: summary.blocks.map((b) => [b.speaker, b.text]),
    dialogue: lines.filter((l) => l.kind === 'dialogue').length,
    directions: lines.filter((l) => l.kind === 'parenthetical').map((l) => l.text),
    actions: lines.filter((l) => l.kind === 'action').map((l) => l.text),
  };
}

/** How many lines a sheet's rows print in the given column (each one a line of speech when it is the text column). */
const printedIn = (spec: SheetSpec, col: number) => spec.rows.reduce((n, r) => n + (typeof r === 'string' ? 0 : r[col]!.length), 0);

/** Blank CHARACTER cells under a standard header: the row above's speaker goes on. */
const ENGINE_DECK: SheetSpec = {
  title: { text: 'CINDERWAKE - VO SESSION 2 - ENGINE DECK', centred: false },
  edges: [36, 100, 190, 410, 560, 590],
  header: { labels: ['LINE ID', 'CHARACTER', 'LINE', 'DIRECTION / CONTEXT', 'TAKES'], centred: false },
  rows: [
    'SCENE 2 - THE ENGINE DECK',
    [['CW_201'], ['BRISK'], ['That valve is older than both of us', 'put together.'], ['Grumbling, head inside the', 'machine.'], []],
    [['CW_202'], [], ['Hand me the long spanner. No, the long one.'], ['Without looking up.'], []],
    [['CW_203'], ['ODA'], ['This one? It has teeth marks on it.'], ['Suspicious.'], []],
    [['CW_204'], [], ['Why does it have teeth marks on it, Brisk?'], [], []],
    [['CW_205'], ['BRISK'], ['Long story. Involves a goat.'], ['Evasive.'], []],
    [['CW_206'], [], ['Tighten the clamp before the whole deck', 'goes up.'], ['Urgent, over the alarm.'], []],
  ],
};

/** Ditto marks in the ROLE cells, one after a name that wraps over two lines of its cell. */
const CARGO_HOLD: SheetSpec = {
  title: { text: 'CINDERWAKE - EP 5 - RECORD SCRIPT', centred: false },
  edges: [36, 84, 176, 410, 556, 590],
  header: { labels: ['#', 'ROLE', 'DIALOGUE', 'NOTES', 'TK'], centred: false },
  rows: [
    'SCENE 5 - CARGO HOLD, NIGHT',
    [['0501'], ['FIRST MATE', 'ODALYS VOSS'], ['Nobody touches the crates until I have', 'counted them twice.'], ['Clipped. Tired.'], []],
    [['0502'], ['"'], ['And nobody sleeps until I have counted', 'them three times.'], ['Half a joke.'], []],
    [['0503'], ['CABIN BOY'], ['What is in them, anyway?'], ['Eager.'], []],
    [['0504'], ['ditto'], ['Is it gold? It sounds like gold.'], ['Shaking one.'], []],
    [['0505'], ['BRISK'], ['Put that down before it bites you.'], [], []],
    [['0506'], ['—'], ['I am not joking. Down.'], ['Dead serious.'], []],
    [['0507'], ['”'], ['Thank you.'], ['Softer.'], []],
  ],
};

/** No header row at all: the grid opens on its rows under the session's title. */
const CROWS_NEST: SheetSpec = {
  title: { text: 'CINDERWAKE - PICKUPS - CROWS NEST', centred: false },
  edges: [36, 100, 196, 420, 566, 590],
  rows: [
    'SCENE 7 - THE CROWS NEST',
    [['CW_701'], ['ODA'], ['Storm wall, dead ahead. We have maybe', 'a minute.'], ['Calm, then not.'], []],
    [['CW_702'], ['CAPTAIN MARROW'], ['Then we use the minute. Hard to port!'], ['Barking.'], []],
    [['CW_703'], ['ODA'], ["She won't turn that fast, Captain."], ['Bracing.'], []],
    [['CW_704'], ['CAPTAIN MARROW'], ['She will if you ask her nicely.'], ['A grin in it.'], []],
    [['CW_705'], ['Brisk'], ['Asking nicely is my job.'], ['Muffled, from below.'], []],
  ],
};

/** A centred title and header labels in sentence case, centred over wide columns; the cells start at the columns' left. */
const MAP_ROOM: SheetSpec = {
  title: { text: 'Cinderwake: Episode 3 Record Script', centred: true },
  edges: [36, 84, 200, 430, 576],
  header: { labels: ['Take', 'Character', 'Line', 'Direction'], centred: true },
  rows: [
    [['1'], ['CAPTAIN MARROW'], ['Somebody has drawn a moustache on', 'my chart.'], ['Very quiet. Dangerous.']],
    [['2'], ['CABIN BOY'], ['It was like that when I found it.'], ['Far too quickly.']],
    [['3'], ['CAPTAIN MARROW'], ['The ink is still wet, lad.'], ['Leaning in.']],
    [['4'], ['Oda'], ['In his defence, it is a very good', 'moustache.'], ['Trying not to laugh.']],
  ],
};

/** Known labels in capitals, but centred over wide columns and with no ID column: CHAR | DIALOGUE | NOTES. */
const LOWER_DECK: SheetSpec = {
  edges: [36, 160, 410, 576],
  header: { labels: ['CHAR', 'DIALOGUE', 'NOTES'], centred: true },
  rows: [
    [['TOBIAS'], ['The hammocks are full of pigeons again.'], ['Resigned.']],
    [['VESNA'], ['They pay rent. In feathers, mostly.'], ['Dry.']],
    [['TOBIAS'], ['That is not rent. That is a mess.'], ['Rising.']],
    [['VESNA'], ['Then evict them yourself. I will', 'hold the door.'], ['Amused.']],
  ],
};

/** Both: no header row, no ID column, and blank name cells for the same speaker. */
const LANTERNS: SheetSpec = {
  title: { text: 'CINDERWAKE - SESSION 4 - LANTERNS', centred: false },
  edges: [36, 140, 400, 576],
  rows: [
    [['VESNA'], ['Lanterns out. Every one of them.'], ['Whisper.']],
    [[], ['If they see a single light, we are', 'finished.'], ['Still whispering.']],
    [['TOBIAS'], ['My lantern is out. It was never lit.'], ['Offended, too loud.']],
    [[], ["I don't even own a lantern."], []],
    [['VESNA'], ['Then why are you holding one?'], ['Slowly.']],
  ],
};

/** Both: a centred ROLE / SCRIPT header and ditto marks, one after a wrapped name. */
const GALLEY: SheetSpec = {
  title: { text: 'CINDERWAKE - GALLEY SCENES', centred: true },
  edges: [36, 84, 190, 420, 576],
  header: { labels: ['ID', 'ROLE', 'SCRIPT', 'NOTES'], centred: true },
  rows: [
    'SCENE 9 - THE GALLEY',
    [['G901'], ['HEAD COOK', 'PELLAM GRISE'], ['Soup again. Do not look at me like', 'that.'], ['Defensive, ladle raised.']],
    [['G902'], ['"'], ['It was soup yesterday because it is', 'always soup.'], ['Proud of it.']],
    [['G903'], ['ODA'], ['Is that a boot in there?'], ['Peering into the pot.']],
    [['G904'], ['ditto'], ['It is. There is a boot in the soup.'], ['Horrified.']],
    [['G905'], ['BRISK'], ['That is my boot. I have been looking', 'for it all week.'], []],
    [['G906'], ['—'], ['Can I have it back after dinner?'], ['Hopeful.']],
  ],
};

type SheetReading = Awaited<ReturnType<typeof readSheet>>;
interface SheetCase {
  name: string;
  spec: SheetSpec;
  /** The column holding the speech, whose every printed line must be read as dialogue. */
  text: number;
  speeches: Array<[string, string]>;
  /** What else the case shows (directions kept, labels and titles not read as script). */
  also: (read: SheetReading) => void;
}

const CASES: SheetCase[] = [
  {
    name: 'a record sheet leaving the CHARACTER cell blank for the same speaker: each blank row is the speaker above',
    spec: ENGINE_DECK,
    text: 2,
    speeches: [
      ['BRISK', 'That valve is older than both of us put together.'],
      ['BRISK', 'Hand me the long spanner. No, the long one.'],
      ['ODA', 'This one? It has teeth marks on it.'],
      ['ODA', 'Why does it have teeth marks on it, Brisk?'],
      ['BRISK', 'Long story. Involves a goat.'],
      ['BRISK', 'Tighten the clamp before the whole deck goes up.'],
    ],
    also: ({ directions }) => expect(directions).toContain('Urgent, over the alarm.'),
  },
  {
    name: 'ditto marks (" ditto — ”) in the ROLE cells, one under a name wrapped over two lines, give the speaker above',
    spec: CARGO_HOLD,
    text: 2,
    speeches: [
      ['FIRST MATE ODALYS VOSS', 'Nobody touches the crates until I have counted them twice.'],
      ['FIRST MATE ODALYS VOSS', 'And nobody sleeps until I have counted them three times.'],
      ['CABIN BOY', 'What is in them, anyway?'],
      ['CABIN BOY', 'Is it gold? It sounds like gold.'],
      ['BRISK', 'Put that down before it bites you.'],
      ['BRISK', 'I am not joking. Down.'],
      ['BRISK', 'Thank you.'],
    ],
    also: ({ summary }) => expect(summary.characters).not.toContain('ODALYS VOSS'),
  },
  {
    name: 'a record sheet with no header row is read by its columns: a short name column beside a long sentence column',
    spec: CROWS_NEST,
    text: 2,
    speeches: [
      ['ODA', 'Storm wall, dead ahead. We have maybe a minute.'],
      ['CAPTAIN MARROW', 'Then we use the minute. Hard to port!'],
      ['ODA', "She won't turn that fast, Captain."],
      ['CAPTAIN MARROW', 'She will if you ask her nicely.'],
      ['BRISK', 'Asking nicely is my job.'],
    ],
    also: ({ summary, directions }) => {
      expect(directions).toEqual(['Calm, then not.', 'Barking.', 'Bracing.', 'A grin in it.', 'Muffled, from below.']);
      expect(summary.scenes).toEqual([{ heading: 'SCENE 7 - THE CROWS NEST' }]);
    },
  },
  {
    name: 'a record sheet whose header is a centred row of sentence-case labels (Character | Line | Direction) is read by its columns',
    spec: MAP_ROOM,
    text: 2,
    speeches: [
      ['CAPTAIN MARROW', 'Somebody has drawn a moustache on my chart.'],
      ['CABIN BOY', 'It was like that when I found it.'],
      ['CAPTAIN MARROW', 'The ink is still wet, lad.'],
      ['ODA', 'In his defence, it is a very good moustache.'],
    ],
    also: ({ directions, actions }) => {
      expect(directions).toContain('Trying not to laugh.');
      // The header's labels are not script; the centred title is the page's own line above the table.
      expect(actions.some((a) => /Character|Direction/.test(a))).toBe(false);
    },
  },
  {
    name: 'known labels centred over wide columns (CHAR | DIALOGUE | NOTES) still give the columns the cells start in',
    spec: LOWER_DECK,
    text: 1,
    speeches: [
      ['TOBIAS', 'The hammocks are full of pigeons again.'],
      ['VESNA', 'They pay rent. In feathers, mostly.'],
      ['TOBIAS', 'That is not rent. That is a mess.'],
      ['VESNA', 'Then evict them yourself. I will hold the door.'],
    ],
    also: ({ directions }) => expect(directions).toEqual(['Resigned.', 'Dry.', 'Rising.', 'Amused.']),
  },
  {
    name: 'no header row and no ID column, names left blank for the same speaker: the columns from the rows, the speaker from above',
    spec: LANTERNS,
    text: 1,
    speeches: [
      ['VESNA', 'Lanterns out. Every one of them.'],
      ['VESNA', 'If they see a single light, we are finished.'],
      ['TOBIAS', 'My lantern is out. It was never lit.'],
      ['TOBIAS', "I don't even own a lantern."],
      ['VESNA', 'Then why are you holding one?'],
    ],
    also: ({ directions }) => expect(directions).toEqual(['Whisper.', 'Still whispering.', 'Offended, too loud.', 'Slowly.']),
  },
  {
    name: 'a centred ID | ROLE | SCRIPT | NOTES header with ditto marks, one under a wrapped name: columns and speakers both right',
    spec: GALLEY,
    text: 2,
    speeches: [
      ['HEAD COOK PELLAM GRISE', 'Soup again. Do not look at me like that.'],
      ['HEAD COOK PELLAM GRISE', 'It was soup yesterday because it is always soup.'],
      ['ODA', 'Is that a boot in there?'],
      ['ODA', 'It is. There is a boot in the soup.'],
      ['BRISK', 'That is my boot. I have been looking for it all week.'],
      ['BRISK', 'Can I have it back after dinner?'],
    ],
    also: ({ summary, actions }) => {
      expect(summary.scenes).toEqual([{ heading: 'SCENE 9 - THE GALLEY' }]);
      expect(actions.some((a) => /ROLE|SCRIPT/.test(a))).toBe(false);
    },
  },
];

for (const { name, spec, text, speeches, also } of CASES)
  test(name, async () => {
    const read = await readSheet(spec);
    expect(read.speeches).toEqual(speeches);
    // Every printed line of the speech column is a line of dialogue: none lost, none taken for a name or a direction.
    expect(read.dialogue).toBe(printedIn(spec, text));
    expect(read.summary.family).toBe('audio');
    also(read);
  });

test('guard: a cast table (NAME | AGE | ABOUT, each name once) is no record sheet without its header', async () => {
  const cast: SheetSpec = {
    title: { text: 'CINDERWAKE - CAST', centred: false },
    edges: [36, 160, 220, 576],
    rows: [
      [['ODA'], ['20s'], ['The pilot. Quick, funny, never sleeps.']],
      [['BRISK'], ['40s'], ['The mechanic. Gruff and secretly kind.']],
      [['CAPTAIN MARROW'], ['60s'], ['Owns the ship, or says he does.']],
    ],
  };
  // How the page reader takes a cast table is its own matter; it is not read as a sheet's rows with directions.
  const { summary, directions } = await readSheet(cast);
  expect(summary.family).not.toBe('audio');
  expect(directions).toEqual([]);
});
