/**
 * The PDF signature check, on its own so the API process can refuse a non-PDF without loading pdf.js:
 * pdf.js's legacy build brings core-js polyfills that replace JSON.stringify and JSON.parse for the whole
 * process, which made every API answer several times slower to serialise (decision 022).
 */

/** True when the bytes start like a PDF (the header may follow a little junk, as readers allow). */
export function isPdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}
