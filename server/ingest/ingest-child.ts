/**
 * Child-process entry for isolated ingestion. The parent sends { id, data }; the child answers
 * { id, script } or { id, error: { code, message } }. A crash or kill here never reaches the API.
 */
import { ingestPdf } from './ingest-pdf.js';
import { IngestError } from './ingest-error.js';
import { ocrPages } from './ocr.js';

interface Job {
  id: number;
  data: Uint8Array;
}

process.on('message', async (job: Job) => {
  try {
    const script = await ingestPdf(new Uint8Array(job.data), { ocr: ocrPages });
    process.send!({ id: job.id, script });
  } catch (err) {
    const error =
      err instanceof IngestError
        ? { code: err.code, message: err.message }
        : {
            code: 'MALFORMED_PDF',
            message: 'This PDF could not be read. Try exporting or downloading it again.',
            detail: String((err as Error)?.stack ?? err),
          };
    process.send!({ id: job.id, error });
  }
});
process.send?.({ ready: true });
