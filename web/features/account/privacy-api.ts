/** The account's privacy calls: export, the uploads list, and deleting an upload or the account. */
import type { DeleteAccountRequest, UploadSummary } from '../../../common/contracts/privacy';
import { api, apiResponse } from '../../lib/api';
import { saveResponse } from '../../lib/download';

/** GET /api/uploads: the user's uploads with their expiry and how many guides were made from each. */
export const listUploads = () => api<{ success: boolean; uploads: UploadSummary[] }>('/api/uploads');

/** DELETE /api/uploads/:id with the guides made from it (the confirmation has named them). */
export const deleteUploadWithGuides = (id: string) =>
  api<{ success: boolean; guidesDeleted: number }>(`/api/uploads/${encodeURIComponent(id)}?withGuides=true`, { method: 'DELETE' });

/** DELETE /api/account with the password re-entered. */
export const deleteAccount = (body: DeleteAccountRequest) =>
  api<{ success: boolean; message: string }>('/api/account', { method: 'DELETE', body });

/** Downloads GET /api/account/export as the file the server names. */
export const downloadExport = async () => saveResponse(await apiResponse('/api/account/export'), 'prepgold-export.json');
