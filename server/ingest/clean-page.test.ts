import { expect, test } from 'vitest';
import { cleanPages } from './clean-page.js';
import type { PageText, Row } from './positioned-text.js';

const row = (y: number, ...segs: Array<[number, string]>): Row => ({
  page: 1,
  y,
  size: 12,
  segments: segs.map(([x, text]) => ({ x, text, width: text.length * 7.2 })),
});
const pageOf = (page: number, rows: Row[]): PageText => ({
  page,
  width: 612,
  height: 792,
  method: 'text',
  confidence: 1,
  rows: rows.map((r) => ({ ...r, page })),
  dropped: [],
});
/** A page read by OCR, where stamps and notes are told apart from the script by other evidence. */
const ocrPage = (page: number, rows: Row[]): PageText => ({ ...pageOf(page, rows), method: 'ocr', confidence: 0.8 });
const body = 'Maya counts the coins again and again, hoping for more.';

test('page numbers, CONTINUED, headers, margin scene numbers and revision marks go; (MORE) is remembered', () => {
  const lines = cleanPages([
    pageOf(1, [
      row(30, [72, 'SHOW - Pink Rev. 3/4/25'], [520, '2.']),
      row(80, [72, '12'], [108, 'INT. KITCHEN - NIGHT'], [548, '12']),
      row(104, [108, body], [560, '*']),
      row(128, [266, 'MAYA']),
      row(140, [180, 'First half.']),
      row(152, [266, '(MORE)']),
      row(700, [430, '(CONTINUED)']),
      row(770, [300, '7.']),
    ]),
  ]);
  expect(lines.map((l) => l.text)).toEqual(['INT. KITCHEN - NIGHT', body, 'MAYA', 'First half.']);
  expect(lines.at(-1)!.more).toBe(true);
});

test('a long line repeated on most pages is a watermark; a repeated cue is not', () => {
  const stamp = 'Licensed to Jane Smith for audition use';
  const pages = [1, 2, 3].map((p) =>
    pageOf(p, [row(100, [108, body]), row(300, [200, stamp]), row(400, [266, 'MAYA']), row(412, [180, 'Hi.'])]),
  );
  const texts = cleanPages(pages).map((l) => l.text);
  expect(texts).not.toContain(stamp);
  expect(texts.filter((t) => t === 'MAYA')).toHaveLength(3);
});

test('a cue that opens two pages right over its speech is script, there and elsewhere; a header set apart is not', () => {
  const pages = [1, 2, 3].map((p) =>
    pageOf(p, [
      row(56, [72, 'THE KEY']),
      ...(p > 1 ? [row(80, [252, 'JUNO']), row(92, [180, 'Still here.'])] : []),
      row(200, [108, body]),
      row(300, [252, 'JUNO']),
      row(312, [180, 'Fine.']),
    ]),
  );
  const texts = cleanPages(pages).map((l) => l.text);
  expect(texts.filter((t) => t === 'JUNO')).toHaveLength(5);
  expect(texts).not.toContain('THE KEY');
});

test('email addresses stamped on the page are dropped', () => {
  const lines = cleanPages([pageOf(1, [row(100, [108, body]), row(400, [150, 'jane.smith@talentagency.com 03/04/25'])])]);
  expect(lines.map((l) => l.text)).toEqual([body]);
});

test('a title page is not script: its title, byline and contact details are dropped', () => {
  const title = pageOf(1, [
    row(250, [234, 'THE LEMONADE STAND']),
    row(290, [270, 'Written by']),
    row(314, [260, 'Jordan Ellis']),
    row(660, [72, 'Represented by Bright Lights Agency']),
  ]);
  const script = pageOf(2, [row(80, [108, 'EXT. MAPLE STREET - DAY']), row(104, [108, body])]);
  expect(cleanPages([title, script]).map((l) => l.text)).toEqual(['EXT. MAPLE STREET - DAY', body]);
  // A one-page side that happens to contain "by" in action is untouched.
  const single = pageOf(1, [row(100, [108, 'By the door, Maya waits with the jar.'])]);
  expect(cleanPages([single]).map((l) => l.text)).toEqual(['By the door, Maya waits with the jar.']);
});

test('a stamp printed across a cue goes; the cue under it stays', () => {
  const stamp = 'SIDES FOR CASTING ONLY - someone@agency.example - 0042';
  const lines = cleanPages([
    pageOf(1, [
      row(100, [108, body]),
      row(112, [200, stamp], [252, 'RAY']),
      row(124, [180, 'Get in.']),
      row(200, [108, 'with her.'], [200, stamp]),
      row(212, [252, 'JUNO']),
      row(224, [180, 'No.']),
    ]),
  ]);
  expect(lines.map((l) => l.text)).toEqual([body, 'RAY', 'Get in.', 'with her.', 'JUNO', 'No.']);
});

test('a licensee line OCR misreads differently each time is still a stamp', () => {
  const lines = cleanPages([
    ocrPage(1, [
      row(100, [266, 'IVY']),
      row(112, [120, 'Tom Reyes Northlight Casting Ref 88213']),
      row(124, [180, 'The boat is late again tonight.']),
      row(136, [120, 'Tom Reyes WNorcthlight Casting Ref 88213']),
      row(148, [180, 'It always is.']),
    ]),
    ocrPage(2, [row(100, [120, 'Tom"Reyes Northliaht Casting: Ref 88213']), row(112, [180, 'Every night.'])]),
  ]);
  expect(lines.map((l) => l.text)).toEqual(['IVY', 'The boat is late again tonight.', 'It always is.', 'Every night.']);
});

test('a note written beside the script on a scan goes; a transition and a shared right-hand column stay', () => {
  const lines = cleanPages([
    ocrPage(1, [
      row(100, [108, 'DAD (40s), tired smile, carries out a pitcher.']),
      row(112, [436, 'slower - breathe h']),
      row(124, [266, 'DAD'], [428, 's']),
      row(136, [180, 'Business booming?']),
      row(160, [150, 'MAYA'], [380, 'DAD']),
      row(172, [108, 'Three.'], [340, 'Four.']),
      row(184, [108, 'Five.'], [340, 'Six.']),
      row(196, [108, 'Seven.'], [340, 'Eight.']),
      row(220, [470, 'CUT TO:']),
    ]),
  ]);
  expect(lines.map((l) => l.text)).toEqual([
    'DAD (40s), tired smile, carries out a pitcher.',
    'DAD',
    'Business booming?',
    'MAYA DAD',
    'Three. Four.',
    'Five. Six.',
    'Seven. Eight.',
    'CUT TO:',
  ]);
});

test('a licensee line printed twice and misread once is a stamp; two different lines sharing a few words are not', () => {
  const lines = cleanPages([
    ocrPage(1, [
      row(100, [120, 'Jane Smith - Bright Lights Talent - 0419 555 221']),
      row(112, [180, 'Meet me at the bright lights of the pier.']),
      row(124, [120, 'Sane Smith - Bright Lights Talent - 0419 555 221']),
      row(136, [180, 'The lights of the pier are not bright tonight.']),
    ]),
  ]);
  expect(lines.map((l) => l.text)).toEqual(['Meet me at the bright lights of the pier.', 'The lights of the pier are not bright tonight.']);
});

test('a long name printed with its cue number and a colon over its speech, twice, is a cue, not a stamp', () => {
  const name = 'CUSTOMS OFFICER BRANDVOLD:';
  const lines = cleanPages([
    pageOf(1, [
      row(100, [40, '9'], [76, name]),
      row(112, [210, 'Ferry Nine, do you copy?']),
      row(140, [40, '10'], [76, 'ODD:'], [210, 'Nine copies.']),
      row(168, [40, '11'], [76, name]),
      row(180, [210, 'Hold at the breakwater.']),
    ]),
  ]);
  expect(lines.filter((l) => l.text.includes(name))).toHaveLength(2);
});

test('a title page read by OCR with a speck before its byline is still a title page', () => {
  const title = ocrPage(1, [row(250, [234, 'THE SALT ROAD']), row(290, [250, '_ by Ana Ferreira'])]);
  const script = ocrPage(2, [row(80, [108, 'EXT. ESTUARY - DAWN']), row(104, [108, body])]);
  expect(cleanPages([title, script]).map((l) => l.text)).toEqual(['EXT. ESTUARY - DAWN', body]);
});

test('a scene revisited and a line said twice stay; a footer printed at one height on two pages is a stamp', () => {
  const heading = 'EXT. THE BOATHOUSE ON THE LAKE - DAY';
  const said = 'You really think that will work?';
  const footer = 'PROPERTY OF HARBOUR LIGHT PICTURES';
  const lines = cleanPages([
    pageOf(1, [row(80, [108, heading]), row(104, [250, said]), row(200, [250, said]), row(740, [108, footer])]),
    pageOf(2, [row(80, [250, 'It has to.']), row(300, [108, heading]), row(500, [108, heading]), row(740, [108, footer])]),
  ]);
  const texts = lines.map((l) => l.text);
  expect(texts.filter((t) => t === heading)).toHaveLength(3);
  expect(texts.filter((t) => t === said)).toHaveLength(2);
  expect(texts).not.toContain(footer);
});

test("a watermark's letters landing as runs of their own are set aside; a short name over its speech stays (decision 039)", () => {
  const sized = (r: Row, size: number): Row => ({ ...r, size });
  const sheet = (p: number, rows: Row[]) => pageOf(p, rows);
  const pages = [
    sheet(1, [
      row(80, [108, 'INT. GREENHOUSE - DUSK']),
      row(104, [108, 'Tomato vines climb their canes under a cracked pane of glass.']),
      row(128, [266, 'WILLA']),
      row(134, [352, 'W']), // between a cue and its speech, off the line grid
      row(140, [180, 'Somebody has been picking them,']),
      row(152, [430, 'RM']), // on a line of its own inside a speech, in no column of the script
      row(164, [180, 'a few every night.']),
      row(188, [266, 'AL']),
      row(200, [180, 'Birds.']),
      sized(row(212, [180, 'ATE']), 30), // in the speech column, but far larger than the body's type
      row(224, [180, 'Clever birds.']),
      row(248, [108, 'K']), // the same letter at the same place on every sheet
      row(272, [108, 'Willa holds up a vine cut clean through with a blade.']),
    ]),
    sheet(2, [
      row(80, [108, 'Later. The cut vines lie in a row along the bench.']),
      row(176, [108, 'Willa counts them twice.']),
      row(188, [266, 'AL']), // where it stood on the first sheet, a line right over it: a name still, as it stands elsewhere too
      row(200, [180, 'Fine. Not birds.']),
      row(224, [266, 'AL']),
      row(236, [180, 'Foxes, then.']),
      row(248, [108, 'K']),
      row(272, [108, 'Willa sets a trap of string and a tin bell.']),
    ]),
  ];
  const lines = cleanPages(pages);
  const texts = lines.map((l) => l.text);
  for (const fragment of ['W', 'RM', 'ATE', 'K']) expect(texts).not.toContain(fragment);
  expect(texts.filter((t) => t === 'AL')).toHaveLength(3);
  // Letters on a line of their own leave no gap behind (as a licensee's line does): the speech runs on under them.
  expect(lines.find((l) => l.text === 'a few every night.')!.setAside).toBe(12);
  expect(lines.find((l) => l.text === 'Clever birds.')!.setAside).toBe(12);
  // Letters between two lines took no line: the speech under the cue is one line step below it.
  expect(lines.find((l) => l.text === 'Somebody has been picking them,')!.setAside).toBeUndefined();
});

test('a long name marked with a revision asterisk or a scene number, three times, is still a cue: none of its cues is a stamp', () => {
  const name = 'SERGEANT WILHELMINA ACHTERBERG';
  const lines = cleanPages([
    pageOf(1, [
      row(100, [108, body]),
      row(124, [252, name], [560, '*']),
      row(136, [180, 'Nobody leaves the harbour.']),
      row(160, [252, name]),
      row(172, [180, 'Not the gulls, not the ferry.']),
      row(196, [252, name], [548, '31']),
      row(208, [180, 'Write that down.']),
      row(232, [252, name], [560, '*']),
      row(244, [180, 'Twice.']),
    ]),
  ]);
  expect(lines.filter((l) => l.text === name)).toHaveLength(4);
});

test('a long name whose cue falls at the same height on two pages, mid-page, is a cue there; a running title at the top is not', () => {
  const name = 'CORPORAL DESMOND OYEYEMI-HART';
  const title = 'THE LONG WINTER OF MARROWGATE';
  const pages = [1, 2].map((p) =>
    pageOf(p, [
      row(60, [72, title]),
      row(100, [108, body]),
      row(300 + p * 48, [252, name]),
      row(312 + p * 48, [180, 'Hold the line.']),
      row(420, [252, name]),
      row(432, [180, p === 1 ? 'They are coming over the ridge.' : 'Then we go home.']),
    ]),
  );
  const texts = cleanPages(pages).map((l) => l.text);
  expect(texts.filter((t) => t === name)).toHaveLength(4);
  expect(texts).not.toContain(title);
});

test('on an OCR page, a speech echoing the one before in most of its words is dialogue, not a misread stamp', () => {
  const lines = cleanPages([
    ocrPage(1, [
      row(100, [266, 'HUGO']),
      row(112, [180, 'That kettle whistles like a steam train.']),
      row(136, [266, 'ELSPETH']),
      row(148, [180, 'Every kettle whistles like a steam train.']),
    ]),
  ]);
  expect(lines.map((l) => l.text)).toEqual([
    'HUGO',
    'That kettle whistles like a steam train.',
    'ELSPETH',
    'Every kettle whistles like a steam train.',
  ]);
});

test('a licensee line read three ways is a stamp each way, though two readings share their letters and the third matches only one', () => {
  const lines = cleanPages([
    ocrPage(1, [
      row(100, [180, 'Where did you put the lantern?']),
      row(112, [140, 'Rosalind Vettriano f Harbourside. Talent / 07700 900 461']),
      row(124, [180, 'By the gate, where it always is.']),
      row(136, [140, "Rosalind Vettriano' fHarbourside. 1Talent / 07700 900 461"]),
      row(148, [180, 'It is not by the gate.']),
      row(160, [140, 'Rosalind Vettriano:=/- Harbourside Talent / 07700 900 461']),
      row(172, [180, 'Then the fox has it.']),
    ]),
  ]);
  expect(lines.map((l) => l.text)).toEqual([
    'Where did you put the lantern?',
    'By the gate, where it always is.',
    'It is not by the gate.',
    'Then the fox has it.',
  ]);
});

test('a line of speech run on into the bottom margin band, a line step under the last, stays; a footer set apart goes', () => {
  const lines = cleanPages([
    pageOf(1, [
      row(672, [108, body]),
      row(696, [266, 'OSKAR']),
      row(708, [180, 'If the kettle is on, it is on for']),
      row(720, [180, 'everybody, and that includes the']),
      row(732, [180, 'cat.']),
      row(746, [180, 'And the dog.']),
      row(770, [72, 'Sides supplied by Crane Casting']),
    ]),
  ]);
  expect(lines.map((l) => l.text)).toEqual([
    body,
    'OSKAR',
    'If the kettle is on, it is on for',
    'everybody, and that includes the',
    'cat.',
    'And the dog.',
  ]);
});

test('sides quoted in an e-mail reply: the ">" marks come off, a ">" alone is the blank line it was', async () => {
  const { parseScript } = await import('./parse-script.js');
  const quoted = [
    'EXT. FERRY RAMP - DAWN',
    '',
    'Gulls. PIP (9) drags a suitcase up the ramp. NELL (60s) follows with a kite.',
    '',
    'PIP',
    'We are going to miss it. You said seven.',
    '',
    'NELL',
    'I said seven-ish. The ish is doing a lot of work.',
    '',
    'The ramp clanks. A deckhand waves them on, bored.',
    '',
    'PIP',
    'Can the kite come on the boat?',
    '',
    'NELL',
    'The kite is the only reason I am on the boat.',
  ];
  const rows = [
    row(40, [54, 'Hi Ren, the scene for Monday is below. Good luck.']),
    row(58, [54, '----- Forwarded message -----']),
    ...quoted.map((t, i) => row(80 + i * 14, [54, t ? `> ${t}` : '>'])),
  ];
  const lines = cleanPages([pageOf(1, rows)]);
  expect(lines.some((l) => l.text.startsWith('>'))).toBe(false);
  const speeches = parseScript(lines)
    .scenes.flatMap((s) => s.elements)
    .flatMap((e) => (e.kind === 'speech' ? [`${e.speaker}: ${e.text}`] : []));
  expect(speeches).toEqual([
    'PIP: We are going to miss it. You said seven.',
    'NELL: I said seven-ish. The ish is doing a lot of work.',
    'PIP: Can the kite come on the boat?',
    'NELL: The kite is the only reason I am on the boat.',
  ]);
});

test('a row or two opening with ">" on an ordinary page keeps its mark', () => {
  const lines = cleanPages([pageOf(1, [row(80, [108, '> ls -la, she types.']), row(104, [108, body]), row(128, [108, body])])]);
  expect(lines[0]!.text).toBe('> ls -la, she types.');
});
