import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { decidePage, inspectPage, judgeSample, openPdf, readTextLayer, scoreText, type PageInk } from './extract-text.js';
import type { PageText } from './positioned-text.js';

const LINES = [
  'INT. PRECINCT NINE - WAITING AREA - NIGHT',
  'Fluorescent hum. JAKE (12), soaked from the rain, clutches a backpack on a plastic chair.',
  'COP #2',
  'Name?',
  'JAKE',
  'I already told the other officer. Is my mom here yet? She said she would come straight from work.',
  'DR. PATEL (50s), a paramedic jacket over scrubs, pushes through the double doors.',
  'Is this the boy from the bridge? Jake, I am Dr. Patel. Are you hurt anywhere? Your arm, your head?',
  "I'm FINE. I keep SAYING that. Nobody LISTENS. He was just standing there. On the rail.",
];
const GARBLED = [
  'INT. PRECINCT NlNE - WA|TING AREA - N1GHT',
  'F1uoresccnt hurn. JAKE (l2), soakcd frorn thc ra~in, c1utchcs a backpuck 0n a plast!c cbair.',
  'C0P #2',
  'Narne?',
  'JAKE',
  'l a1rcady to1d thc 0tbcr 0fficcr. ls rny rn0rn bcrc yct? Sbc $aid $bc w0u1d c0rnc $traigbt frorn w0rk.',
  'DR. PATEL (50s), u pararncdic jackct 0vcr $crub$, pu$hc$ tbr0ugb tbc d0ub1c d00r$.',
];

const page = (lines: string[]): PageText => ({
  page: 1,
  width: 612,
  height: 792,
  method: 'text',
  confidence: 1,
  rows: lines.map((text, i) => ({ page: 1, y: 72 + i * 12, size: 12, segments: [{ text, x: 108, width: text.length * 7.2 }] })),
  dropped: [],
});
const ink = (over: Partial<PageInk> = {}): PageInk => ({
  invisibleText: 0,
  images: 0,
  imageCoverage: 0,
  imageDpi: null,
  glyphPaths: 0,
  ...over,
});
const fixture = async (name: string, p = 1) => {
  const doc = await openPdf(new Uint8Array(readFileSync(`test/fixtures/corpus/${name}.pdf`)));
  return doc.getPage(p);
};

test('a script page scores as language; a bad OCR pass does not', () => {
  const clean = scoreText(LINES.join('\n'));
  expect(clean.dictionary).toBeGreaterThan(0.9);
  expect(clean.garbage).toBeLessThan(0.05);
  const garbled = scoreText(GARBLED.join('\n'));
  expect(garbled.dictionary).toBeLessThan(0.5);
  expect(garbled.garbage).toBeGreaterThan(0.1);
});

test('page decisions: blank, scan, outlined text, clean text, garbled text, doubtful invisible layer', () => {
  const empty = page([]);
  expect(decidePage(empty, ink()).read).toBe('blank');
  expect(decidePage(empty, ink({ images: 1, imageCoverage: 1, imageDpi: 200 })).read).toBe('ocr');
  expect(decidePage(empty, ink({ glyphPaths: 120 }))).toEqual({ read: 'ocr', note: 'text drawn as outlines: read by OCR' });
  expect(decidePage(page(LINES), ink()).read).toBe('text');
  expect(decidePage(page(GARBLED), ink({ images: 1, imageCoverage: 1, invisibleText: 1 })).read).toBe('ocr');
  // Half the words misread, no debris: not clearly garbage, so it is checked against OCR of a strip.
  const doubtful = LINES.map((l, i) => (i % 2 ? l.replace(/e/g, 'c').replace(/h/g, 'b') : l));
  expect(decidePage(page(doubtful), ink({ images: 1, imageCoverage: 1, invisibleText: 1 })).read).toBe('sample');
});

test('a quick OCR sample keeps a layer that agrees and replaces one that does not', () => {
  const truth = LINES.join('\n');
  expect(judgeSample(truth, truth).keep).toBe(true);
  expect(judgeSample(GARBLED.join('\n'), truth.split('\n').slice(0, GARBLED.length).join('\n'))).toMatchObject({ keep: false });
  // When our OCR reads the strip worse than the layer, the layer stays.
  expect(judgeSample(truth, GARBLED.join('\n')).keep).toBe(true);
});

test('the operator list shows outlines, invisible layers and a scan resolution', async () => {
  const outlined = await fixture('lemonade-outlined');
  expect((await readTextLayer(outlined)).rows).toEqual([]);
  expect((await inspectPage(outlined)).glyphPaths).toBeGreaterThan(20);
  const layered = await inspectPage(await fixture('precinct-bad-ocr-layer'));
  expect(layered).toMatchObject({ images: 1, imageDpi: 200 });
  expect(layered.invisibleText).toBeGreaterThan(0.99);
  expect((await inspectPage(await fixture('room214-scan-fax'))).imageDpi).toBe(150);
  expect(await inspectPage(await fixture('lemonade-screenplay'))).toMatchObject({ images: 0, invisibleText: 0 });
});

test('a VIDEO line pdf.js joined to the AUDIO speech beside it is split where the page placed the speech', async () => {
  // Helvetica, the AUDIO column 4 pt past the longest picture line: pdf.js returns the two as one run.
  const text = await readTextLayer(await fixture('waffle-av-helvetica-headless'));
  const row = text.rows.find((r) => r.segments.some((s) => s.text.includes('Two forks')))!;
  expect(row.segments.map((s) => s.text)).toEqual(['A plate with one waffle left. Two forks', 'DAD (V.O.): Who ate the last waffle?']);
  expect(row.segments[1]!.x).toBeCloseTo(text.rows.find((r) => r.segments.some((s) => s.text.startsWith('MAYA:')))!.segments[1]!.x, 0);
  // A screenplay's action line running across the dialogue column is one run, as printed.
  const screenplay = await readTextLayer(await fixture('lemonade-screenplay'));
  const action = screenplay.rows.find((r) => r.segments.some((s) => s.text.startsWith('A hand-painted sign')))!;
  expect(action.segments).toHaveLength(1);
});
