import { pdfFromObjects } from '../fixtures/hostile.js';

/** A one-page screenplay PDF whose text layer holds NUL and other control bytes inside the words. */
export function nulTextPdf(): Buffer {
  const lines = [
    [108, 720, 'INT. KITCHEN - DAY'],
    [266, 690, 'MA\\000YA'],
    [180, 676, 'Half is not\\000 the point\\001, Dad.'],
    [266, 650, 'DAD'],
    [180, 636, 'Then what is the point?'],
    [266, 610, 'MAYA'],
    [180, 596, 'That we\\000 share it.'],
  ] as const;
  const content = lines.map(([x, y, text]) => `BT /F1 12 Tf ${x} ${y} Td (${text}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
  ];
  return pdfFromObjects(objects);
}
