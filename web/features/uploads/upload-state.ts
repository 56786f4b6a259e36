/** Upload rules and the combined upload state (SPEC §3 Combined upload state, §5 Upload). */
import type { UploadReading } from '../../../common/contracts/corrections';
import type { FileType, UploadResult } from '../../../common/contracts/uploads';
import { UPLOAD_MESSAGES } from '../../../common/contracts/uploads';
import { LOW_TEXT_WORDS, MAX_UPLOAD_BYTES } from '../../../common/limits';

/** One uploaded file as the dashboard keeps it. */
export interface UploadedFile extends UploadResult {
  sizeBytes: number;
  /** What the reader found, with the user's fixes; null when it could not be loaded. */
  reading: UploadReading | null;
}

export interface CombinedUpload {
  uploadIds: string[];
  filenames: string[];
  textLength: number;
  wordCount: number;
  extractionMethod: string;
  extractionConfidence: number;
  characterNames: string[];
  preview: string;
  fileCount: number;
  fileTypes: FileType[];
}

/** The first problem with a batch of picked files, or null (all PDFs, each at most 10 MB). */
export function batchProblem(files: Array<{ name: string; type: string; size: number }>): string | null {
  const invalid = files.filter((f) => !(f.type === 'application/pdf' || /\.pdf$/i.test(f.name))).length;
  if (invalid > 0) return UPLOAD_MESSAGES.notPdf(invalid);
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** Combines the uploaded files: totals, de-duplicated character names, one method label. */
export function combine(files: UploadedFile[]): CombinedUpload | null {
  if (files.length === 0) return null;
  const methods = [...new Set(files.map((f) => f.extractionMethod))];
  return {
    uploadIds: files.map((f) => f.uploadId),
    filenames: files.map((f) => f.filename),
    textLength: files.reduce((n, f) => n + f.textLength, 0),
    wordCount: files.reduce((n, f) => n + f.wordCount, 0),
    extractionMethod: methods.length === 1 ? methods[0]! : 'mixed',
    extractionConfidence: files.reduce((n, f) => n + f.extractionConfidence, 0) / files.length,
    characterNames: [...new Set(files.flatMap((f) => f.characterNames))],
    preview: files.map((f) => f.preview).join('\n\n'),
    fileCount: files.length,
    fileTypes: files.map((f) => f.fileType),
  };
}

/** Whether the combined text is too thin to coach from. */
export const tooLittleText = (combined: CombinedUpload) => combined.wordCount < LOW_TEXT_WORDS;

/** Badge label for an extraction method (SPEC §2 Dashboard). */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return 'unknown';
  if (method === 'adobe') return 'Adobe Extract OCR';
  if (method === 'basic') return 'Basic OCR';
  return method;
}

export const TYPE_LABELS: Record<FileType, string> = { sides: 'Sides', full_script: 'Full script' };

/** "1.2 MB", "340 KB". */
export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The spec's two success toasts for a processed batch. */
export function successMessages(batch: UploadedFile[]): string[] {
  const method = combine(batch)!.extractionMethod;
  const names = [...new Set(batch.flatMap((f) => f.characterNames))];
  const out = [`Successfully processed ${batch.length} PDF(s) as audition sides or full script using ${method}!`];
  if (names.length > 0) out.push(`Found ${names.length} character name(s): ${names.slice(0, 3).join(', ')}${names.length > 3 ? '…' : ''}`);
  return out;
}
