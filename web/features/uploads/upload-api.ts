/** POST /api/upload, one request per file (SPEC §7), and DELETE /api/uploads/:id. */
import type { FileType, UploadResult } from '../../../common/contracts/uploads';
import { ApiError, api, getToken } from '../../lib/api';

/** Sends one PDF as multipart (file + fileType); throws ApiError on failure. */
export async function uploadPdf(file: File, fileType: FileType): Promise<UploadResult> {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', file, file.name);
  const token = getToken();
  let res: Response;
  try {
    res = await fetch('/api/upload', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, undefined, null);
  }
  const body = (await res.json().catch(() => null)) as (UploadResult & { message?: string }) | null;
  if (!res.ok) throw new ApiError(res.status, body?.error ?? body?.message ?? undefined, body);
  return body as UploadResult;
}

export const deleteUpload = (id: string) => api(`/api/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });
