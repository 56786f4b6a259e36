import { expect, test } from 'vitest';
import { binarise, cleanForOcr, despeckle, skewOfInk } from './rasterise.js';

/** A white RGBA image with the listed pixels black. */
function image(width: number, height: number, black: Array<[number, number]>) {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x, y] of black) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { data };
}
const isBlack = (img: { data: Uint8ClampedArray }, width: number, x: number, y: number) => img.data[(y * width + x) * 4] === 0;

test('a lone dark pixel of a fax is a speck and goes; a one-pixel stroke of a letter stays', () => {
  const stroke: Array<[number, number]> = [
    [2, 2],
    [2, 3],
    [2, 4],
    [3, 5],
  ];
  const img = image(10, 10, [[7, 7], ...stroke]);
  expect(despeckle(img, 10, 10)).toBe(1);
  expect(isBlack(img, 10, 7, 7)).toBe(false);
  for (const [x, y] of stroke) expect(isBlack(img, 10, x, y)).toBe(true);
});

test("a table's upright border goes before OCR; the upright stroke of a letter stays", () => {
  const dpi = 100;
  const border: Array<[number, number]> = Array.from({ length: 60 }, (_, y) => [20, y + 5] as [number, number]);
  const letter: Array<[number, number]> = Array.from({ length: 36 }, (_, i) => [49 + (i % 3), 10 + Math.floor(i / 3)] as [number, number]);
  const img = image(80, 80, [...border, ...letter]);
  cleanForOcr(img.data, 80, 80, dpi);
  for (const [x, y] of border) expect(isBlack(img, 80, x, y)).toBe(false);
  for (const [x, y] of letter) expect(isBlack(img, 80, x, y)).toBe(true);
});

test("a crooked page's skew is measured from its lines of ink, whichever way it leans", () => {
  const width = 400;
  const height = 300;
  /** Rows of dashes, like words on lines of type, falling `degrees` to the right. */
  const lines = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    const black: Array<[number, number]> = [];
    for (let row = 40; row < 260; row += 24)
      for (let x = 20; x < 380; x++)
        if (x % 30 < 24) for (let t = 0; t < 3; t++) black.push([x, Math.round(row + t + (x - width / 2) * slope)]);
    return image(width, height, black).data;
  };
  for (const degrees of [0, 2.5, -3.2]) expect((skewOfInk(lines(degrees), width, height) * 180) / Math.PI).toBeCloseTo(degrees, 1);
});

test('binarise thresholds each pixel against the mean and spread of its own window (checked against a direct count)', () => {
  const width = 61;
  const height = 47;
  const dpi = 120; // a window radius of 10 pixels
  const page = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    // A shadow across the page, with dark strokes on it.
    const x = i % width;
    const y = Math.floor(i / width);
    const v = 230 - x * 1.5 - (y % 9 < 2 && x % 7 < 4 ? 150 : 0);
    page[i * 4] = page[i * 4 + 1] = page[i * 4 + 2] = v;
    page[i * 4 + 3] = 255;
  }
  const expected = new Uint8Array(width * height);
  const grey = (i: number) => 0.299 * page[i * 4]! + 0.587 * page[i * 4 + 1]! + 0.114 * page[i * 4 + 2]!;
  const r = 10;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let s = 0;
      let q = 0;
      let n = 0;
      for (let yy = Math.max(0, y - r); yy < Math.min(height, y + r + 1); yy++)
        for (let xx = Math.max(0, x - r); xx < Math.min(width, x + r + 1); xx++) {
          const v = grey(yy * width + xx);
          s += v;
          q += v * v;
          n++;
        }
      const mean = s / n;
      const sd = Math.sqrt(Math.max(0, q / n - mean * mean));
      expected[y * width + x] = grey(y * width + x) <= mean * (1 + 0.2 * (sd / 128 - 1)) ? 0 : 255;
    }
  binarise(page, width, height, dpi);
  const got = Uint8Array.from({ length: width * height }, (_, i) => page[i * 4]!);
  expect([...got].filter((v, i) => v !== expected[i]).length).toBe(0);
  expect(got.includes(0) && got.includes(255)).toBe(true);
});
