/** Upload contracts (SPEC §3 Upload result, §5 Upload, §7 POST /api/upload). */
import { z } from 'zod';

export const FILE_TYPES = ['sides', 'full_script'] as const;
export const fileType = z.enum(FILE_TYPES, { error: 'fileType must be "sides" or "full_script"' });
export type FileType = z.infer<typeof fileType>;

export const uploadResult = z.object({
  success: z.boolean(),
  uploadId: z.string(),
  filename: z.string(),
  textLength: z.number().int(),
  wordCount: z.number().int(),
  extractionMethod: z.string(),
  extractionConfidence: z.number(),
  characterNames: z.array(z.string()),
  preview: z.string(),
  error: z.string().nullable(),
  /** Not in the spec's list; the client tracks it per file anyway. */
  fileType,
  pages: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const UPLOAD_MESSAGES = {
  notPdf: (n: number) => `Please upload PDF files only. Found ${n} invalid file(s).`,
  tooLarge: 'Some files are too large. Max size is 10MB per file.',
  lowText: 'Very little text extracted. Try a clearer PDF or re-run with Adobe OCR.',
  processing: 'Processing your PDF with advanced OCR...',
  authFailed: 'Authentication failed. Please log in again.',
  failed: 'Failed to upload files',
  failedFor: (filename: string) => `Upload failed for ${filename}`,
  removed: 'File removed',
} as const;
