import { expect, test } from 'vitest';
import { despeckle } from './rasterise.js';

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
