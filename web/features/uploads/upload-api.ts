/** POST /api/upload, one request per file (SPEC §7), and DELETE /api/uploads/:id. */
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
