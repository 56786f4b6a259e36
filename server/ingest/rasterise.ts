/** Renders a PDF page to a greyscale PNG for OCR, with pdf.js drawing onto @napi-rs/canvas. */
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PageImage {
  png: Buffer;
  /** Pixels per PDF point. */
  scale: number;
  width: number;
  height: number;
}

/** Draws the page at `dpi` on a white background and encodes it as PNG (cleaned for OCR when asked). */
export async function rasterisePage(page: PDFPageProxy, dpi: number, options: { cleanForOcr?: boolean } = {}): Promise<PageImage> {
  const scale = dpi / 72;
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  if (options.cleanForOcr) {
    const image = ctx.getImageData(0, 0, width, height);
    cleanForOcr(image.data, width, height, dpi);
    ctx.putImageData(image, 0, 0);
  }
  return { png: canvas.toBuffer('image/png'), scale, width, height };
}

const DARK = 140;

/**
 * Two classic OCR clean-ups, in place on RGBA pixels: long thin horizontal rules (underlined
 * headings, form lines) are erased, since Tesseract often drops the text sitting on them; and
 * isolated specks from photocopies and faxes are whitened.
 */
export function cleanForOcr(px: Uint8ClampedArray, width: number, height: number, dpi: number): void {
  const dark = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < dark.length; i++, p += 4) dark[i] = 0.299 * px[p]! + 0.587 * px[p + 1]! + 0.114 * px[p + 2]! < DARK ? 1 : 0;
  const white = (i: number) => {
    px[i * 4] = px[i * 4 + 1] = px[i * 4 + 2] = 255;
  };

  // Rules: dark runs longer than a fifth of an inch that are at most a few pixels thick.
  const minRun = Math.round(dpi * 0.2);
  const reach = Math.max(2, Math.round(dpi / 80));
  for (let y = reach; y < height - reach; y++) {
    let x = 0;
    while (x < width) {
      if (!dark[y * width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && dark[y * width + x]) x++;
      if (x - start < minRun) continue;
      let clearAround = 0;
      for (let k = start; k < x; k++) if (!dark[(y - reach) * width + k] || !dark[(y + reach) * width + k]) clearAround++;
      if (clearAround > 0.8 * (x - start))
        for (let k = start; k < x; k++) {
          white(y * width + k);
          dark[y * width + k] = 2;
        }
    }
  }

  // Specks: a dark pixel with almost nothing dark in its 5×5 neighbourhood.
  const r = 2;
  for (let y = r; y < height - r; y++) {
    for (let x = r; x < width - r; x++) {
      const i = y * width + x;
      if (dark[i] !== 1) continue;
      let n = 0;
      for (let dy = -r; dy <= r && n <= 4; dy++) for (let dx = -r; dx <= r; dx++) n += dark[i + dy * width + dx] === 1 ? 1 : 0;
      if (n <= 4) white(i);
    }
  }
}
