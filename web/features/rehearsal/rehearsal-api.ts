/** The run-lines data of one guide (GET /api/guides/:id/rehearsal). */
import type { Rehearsal } from '../../../common/contracts/rehearsal';
import { api } from '../../lib/api';

/** The guide's scenes as ordered speeches; a 404 carries the server's plain reason. */
export const getRehearsal = (guideId: string) => api<Rehearsal>(`/api/guides/${encodeURIComponent(guideId)}/rehearsal`);
