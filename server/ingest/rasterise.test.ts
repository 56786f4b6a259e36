import { expect, test } from 'vitest';
import { cleanForOcr, despeckle, skewOfInk } from './rasterise.js';

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
