/** POST /api/upload, one request per file (SPEC §7); GET, DELETE and PUT corrections of /api/uploads/:id. */
import type { ReadingCorrections, UploadReading } from '../../../common/contracts/corrections';
import type { FileType, UploadResult } from '../../../common/contracts/uploads';
import { api } from '../../lib/api';

/** Sends one PDF as multipart (file + fileType); throws ApiError on failure. */
export function uploadPdf(file: File, fileType: FileType): Promise<UploadResult> {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', file, file.name);
  return api<UploadResult>('/api/upload', { method: 'POST', body: form });
}

/** Forgets one of the user's uploads on the server. */
export const deleteUpload = (id: string) => api(`/api/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** GET /api/uploads/:id: the corrected Script, the user's fixes and the speakers as detected. */
export const getReading = (id: string) => api<UploadReading>(`/api/uploads/${encodeURIComponent(id)}`);

/** PUT /api/uploads/:id/corrections: replaces the upload's fixes and returns the new reading. */
export const saveCorrections = (id: string, corrections: ReadingCorrections) =>
  api<UploadReading>(`/api/uploads/${encodeURIComponent(id)}/corrections`, { method: 'PUT', body: corrections });
