/** Renders a PDF page to a greyscale PNG for OCR, with pdf.js drawing onto @napi-rs/canvas. */
import { createCanvas, loadImage, type Canvas, type ImageData } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PageImage {
  png: Buffer;
  /** Pixels per PDF point. */
  scale: number;
  width: number;
  height: number;
  /** Points from the top of the page to the image's first row (non-zero for a strip). */
  top: number;
  /** Share of dark pixels after cleaning (OCR renders only): a blank page has almost none. */
  ink: number;
}

/** Largest raster drawn for OCR (a letter page at 300 dpi is 8.4 million pixels); bigger pages are drawn coarser. */
export const MAX_RASTER_PIXELS = 40_000_000;
/** A pixel darker than this is ink. */
const DARK = 140;

const luminance = (px: Uint8ClampedArray, p: number) => 0.299 * px[p]! + 0.587 * px[p + 1]! + 0.114 * px[p + 2]!;

/**
 * Draws the page, or a horizontal strip of it, at `dpi` on a white background and encodes it
 * as PNG. For OCR it is binarised against its local background and cleaned.
 */
export async function rasterisePage(
  page: PDFPageProxy,
  dpi: number,
  options: { cleanForOcr?: boolean; strip?: { top: number; bottom: number }; sourceDpi?: number } = {},
): Promise<PageImage> {
  const full = page.getViewport({ scale: 1 });
  const top = options.strip ? Math.max(0, options.strip.top) : 0;
  const bottom = options.strip ? Math.min(full.height, options.strip.bottom) : full.height;
  const scale = Math.min(dpi / 72, Math.sqrt(MAX_RASTER_PIXELS / (full.width * Math.max(1, bottom - top))));
  const width = Math.ceil(full.width * scale);
  const height = Math.ceil((bottom - top) * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const source = options.sourceDpi && options.sourceDpi / 72 < scale ? options.sourceDpi / 72 : null;
  if (source) {
    // A low-resolution scan is drawn at its own resolution, where a speck is one pixel and can be told
    // from a stroke, and only then enlarged with smoothing: drawn straight at 300 dpi, every speck and
    // every jagged edge of a 120 dpi fax would be enlarged into a blot Tesseract reads as a letter.
    const small = await drawPage(page, source, top, bottom);
    despeckle(small.data, small.width, small.height);
    small.ctx.putImageData(small.data, 0, 0);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(small.canvas, 0, 0, width, height);
  } else {
    const viewport = page.getViewport({ scale });
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, transform: [1, 0, 0, 1, 0, -top * scale] }).promise;
  }
  let ink = 0;
  if (options.cleanForOcr) {
    let image = ctx.getImageData(0, 0, width, height);
    binarise(image.data, width, height, scale * 72);
    // A strip is a sample of a text layer's page, read only to compare words; a whole page is set straight.
    const angle = options.strip ? 0 : skewOfInk(image.data, width, height);
    if (Math.abs(angle) > DESKEW_MIN_RADIANS) {
      // Turned from the grey page and binarised again: black-and-white pixels turned come out with ragged edges.
      image = turned(canvas, -angle);
      binarise(image.data, width, height, scale * 72);
    }
    ink = cleanForOcr(image.data, width, height, scale * 72);
    ctx.putImageData(image, 0, 0);
  }
  return { png: canvas.toBuffer('image/png'), scale, width, height, top, ink };
}

/**
 * Skew past which a page is turned straight before OCR: at a degree, a full-width line drifts by most
 * of a line's height from one margin to the other, and Tesseract starts to cut lines and lose words.
 * Below it, OCR's own line finding copes and the word boxes are set straight afterwards (ocr.ts).
 */
const DESKEW_MIN_RADIANS = (1 * Math.PI) / 180;
/** Largest skew looked for: a page fed crookedly, not a page scanned sideways. */
const MAX_SKEW_RADIANS = (5 * Math.PI) / 180;
/** Dark pixels sampled to measure skew: enough for the rows of a page, few enough to stay cheap. */
const SKEW_SAMPLE = 200_000;

/**
 * The skew of a binarised page in radians (positive: lines fall to the right), by projection: the
 * angle at which the dark pixels, counted along rows, pile up most sharply into lines of text.
 */
export function skewOfInk(px: Uint8ClampedArray, width: number, height: number): number {
  let dark = 0;
  for (let i = 0; i < px.length; i += 4) if (px[i]! < DARK) dark++;
  if (dark === 0) return 0;
  const step = Math.max(1, Math.ceil(dark / SKEW_SAMPLE));
  const xs: number[] = [];
  const ys: number[] = [];
  let seen = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (px[(y * width + x) * 4]! < DARK && seen++ % step === 0) {
        xs.push(x - width / 2);
        ys.push(y);
      }
  const sharpness = (angle: number) => {
    const slope = Math.tan(angle);
    const rows = new Float64Array(height + width);
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i]! - xs[i]! * slope + width / 2)]! += 1;
    let sum = 0;
    for (const n of rows) sum += n * n;
    return sum;
  };
  // Coarse steps over the whole range, then fine ones around the best.
  const best = (from: number, to: number, by: number) => {
    let at = 0;
    let most = -1;
    for (let a = from; a <= to + 1e-9; a += by) {
      const s = sharpness(a);
      // Angles too close to tell apart on the page's rows: the straighter one.
      if (s > most || (s === most && Math.abs(a) < Math.abs(at))) [most, at] = [s, a];
    }
    return at;
  };
  const coarse = (0.25 * Math.PI) / 180;
  const rough = best(-MAX_SKEW_RADIANS, MAX_SKEW_RADIANS, coarse);
  return best(rough - coarse, rough + coarse, coarse / 10);
}

/**
 * A page image turned by quarter turns clockwise (1: 90°, 2: upside down, 3: 270°), for a page that was
 * scanned lying on its side or upside down. Exact quarter turns move pixels without resampling.
 */
export async function quarterTurned(png: Buffer, quarters: number): Promise<{ png: Buffer; width: number; height: number }> {
  const image = await loadImage(png);
  const sideways = quarters % 2 === 1;
  const width = sideways ? image.height : image.width;
  const height = sideways ? image.width : image.height;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.translate(width / 2, height / 2);
  ctx.rotate((quarters * Math.PI) / 2);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  return { png: canvas.toBuffer('image/png'), width, height };
}

/** The canvas's picture turned by `angle` radians about its centre, onto white. */
function turned(source: Canvas, angle: number): ImageData {
  const { width, height } = source;
  const target = createCanvas(width, height);
  const ctx = target.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(angle);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, -width / 2, -height / 2);
  return ctx.getImageData(0, 0, width, height);
}

/**
 * Sauvola's local threshold, in place on RGBA pixels: each pixel is compared with the mean and
 * spread of a window around it (a sixth of an inch), so a phone photo's shadow or a yellowed,
 * unevenly lit scan comes out as black text on white, where one global threshold would lose
 * the text in the dark corner or fill the light one with noise.
 */
export function binarise(px: Uint8ClampedArray, width: number, height: number, dpi: number): void {
  // The window's sums are kept per column as it slides down the page, so memory is a few rows, not
  // two whole-page tables (at 300 dpi those were 135 MB, and pushed a child over its memory cap).
  const grey = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) grey[i] = luminance(px, i * 4);
  const r = Math.max(8, Math.round(dpi / 12));
  const k = 0.2;
  const colSum = new Float64Array(width);
  const colSquares = new Float64Array(width);
  const rowSum = new Float64Array(width + 1);
  const rowSquares = new Float64Array(width + 1);
  const addRow = (y: number, sign: 1 | -1) => {
    for (let x = 0; x < width; x++) {
      const v = grey[y * width + x]!;
      colSum[x] = colSum[x]! + sign * v;
      colSquares[x] = colSquares[x]! + sign * v * v;
    }
  };
  let top = 0;
  let bottom = 0; // the window holds rows [top, bottom)
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    while (bottom < y1) addRow(bottom++, 1);
    while (top < y0) addRow(top++, -1);
    for (let x = 0; x < width; x++) {
      rowSum[x + 1] = rowSum[x]! + colSum[x]!;
      rowSquares[x + 1] = rowSquares[x]! + colSquares[x]!;
    }
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const n = (y1 - y0) * (x1 - x0);
      const mean = (rowSum[x1]! - rowSum[x0]!) / n;
      const sd = Math.sqrt(Math.max(0, (rowSquares[x1]! - rowSquares[x0]!) / n - mean * mean));
      const p = (y * width + x) * 4;
      px[p] = px[p + 1] = px[p + 2] = grey[y * width + x]! <= mean * (1 + k * (sd / 128 - 1)) ? 0 : 255;
    }
  }
}

/** Draws the band of the page between `top` and `bottom` (points) at `scale` pixels per point, and reads its pixels back. */
async function drawPage(page: PDFPageProxy, scale: number, top: number, bottom: number) {
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil((bottom - top) * scale));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, transform: [1, 0, 0, 1, 0, -top * scale] }).promise;
  return { canvas, ctx, width: canvas.width, height: canvas.height, data: ctx.getImageData(0, 0, canvas.width, canvas.height) };
}

/**
 * Fax and photocopier noise at the scan's own resolution: a dark pixel none of whose eight
 * neighbours is dark is a speck (a stroke of a letter always touches another), and is whitened.
 */
export function despeckle(image: { data: Uint8ClampedArray }, width: number, height: number): number {
  const px = image.data;
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = luminance(px, i * 4) < DARK ? 1 : 0;
  let removed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!dark[i]) continue;
      let neighbours = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx || dy) && nx >= 0 && ny >= 0 && nx < width && ny < height) neighbours += dark[ny * width + nx]!;
        }
      if (neighbours === 0) {
        px[i * 4] = px[i * 4 + 1] = px[i * 4 + 2] = 255;
        removed++;
      }
    }
  }
  return removed;
}

/**
 * Classic OCR clean-ups, in place on RGBA pixels: long thin horizontal rules (underlined
 * headings, form lines) are erased, since Tesseract often drops the text sitting on them, and so
 * are a table's upright borders, which it reads as letters; and
 * isolated specks from photocopies and faxes are whitened. Returns the share of dark pixels left.
 */
export function cleanForOcr(px: Uint8ClampedArray, width: number, height: number, dpi: number): number {
  const dark = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < dark.length; i++, p += 4) dark[i] = luminance(px, p) < DARK ? 1 : 0;
  const white = (i: number) => {
    px[i * 4] = px[i * 4 + 1] = px[i * 4 + 2] = 255;
  };

  const reach = Math.max(2, Math.round(dpi / 80));
  // Table borders: upright runs taller than any glyph (0.3 inch) that are at most a few pixels
  // wide. OCR reads a cell's border as "I" or "|" and glues the cells of a row into one run of text.
  const minColumn = Math.round(dpi * 0.3);
  for (let x = reach; x < width - reach; x++) {
    let y = 0;
    while (y < height) {
      if (!dark[y * width + x]) {
        y++;
        continue;
      }
      const start = y;
      while (y < height && dark[y * width + x]) y++;
      if (y - start < minColumn) continue;
      let clearAround = 0;
      for (let k = start; k < y; k++) if (!dark[k * width + x - reach] || !dark[k * width + x + reach]) clearAround++;
      if (clearAround > 0.8 * (y - start))
        for (let k = start; k < y; k++) {
          white(k * width + x);
          dark[k * width + x] = 2;
        }
    }
  }

  // Rules: dark runs longer than a fifth of an inch that are at most a few pixels thick.
  const minRun = Math.round(dpi * 0.2);
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
      if (n <= 4) {
        white(i);
        dark[i] = 0;
      }
    }
  }
  let left = 0;
  for (let i = 0; i < dark.length; i++) if (dark[i] === 1) left++;
  return left / dark.length;
}
