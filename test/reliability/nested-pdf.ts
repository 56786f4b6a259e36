import { pdfFromObjects } from '../fixtures/hostile.js';

/**
 * A PDF of a few KB whose page draws form XObject 1, which draws form 2 twice, and so on `depth` deep:
 * 2^depth nested drawings of one word. Small on disk, it keeps a reader busy for as long as it is let.
 */
export function nestedContentPdf(depth: number): Buffer {
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /X 6 0 R >> >> >>',
    contentStream('', 'q /X Do Q'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
  ];
  for (let level = 0; level < depth; level++) {
    const self = 6 + level;
    const last = level === depth - 1;
    const resources = last ? '<< /Font << /F1 5 0 R >> >>' : `<< /XObject << /X ${self + 1} 0 R >> >>`;
    const draw = last ? 'BT /F1 12 Tf 72 720 Td (MAYA) Tj ET' : 'q /X Do Q q 1 0 0 1 0.01 0 cm /X Do Q';
    objects.push(contentStream(`/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources ${resources}`, draw));
  }
  return pdfFromObjects(objects);
}

function contentStream(dict: string, content: string): string {
  return `<< ${dict} /Length ${content.length} >>\nstream\n${content}\nendstream`;
}
