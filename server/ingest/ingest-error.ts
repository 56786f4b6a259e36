/** Why a PDF could not be read. Crosses the worker boundary as plain data; the upload route maps it to an AppError. */
export type IngestErrorCode = 'NOT_A_PDF' | 'ENCRYPTED_PDF' | 'MALFORMED_PDF' | 'EMPTY_PDF' | 'TOO_MANY_PAGES' | 'TOO_SLOW' | 'TOO_COMPLEX';

export class IngestError extends Error {
  constructor(
    readonly code: IngestErrorCode,
    message: string,
  ) {
    super(message);
  }
}
