import { expect, test } from 'vitest';
import { fixtureDocument, scanPdf } from '../../test/fixtures/scan.js';
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
