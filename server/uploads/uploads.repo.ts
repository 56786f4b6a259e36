/** Upload rows. Every read and delete is scoped to the owner. */
import type { Db } from '../db/database.js';
import type { Insertable, Selectable } from 'kysely';
import type { UploadTable } from '../db/schema.js';

export type UploadRow = Selectable<UploadTable>;

export function createUploadsRepo(db: Db) {
  const k = db.kysely;
  return {
    async insert(row: Insertable<UploadTable>): Promise<void> {
      await k.insertInto('upload').values(row).execute();
    },
    /** The user's upload, or null (also when it belongs to someone else). */
    async getOwned(userId: string, id: string): Promise<UploadRow | null> {
      return (await k.selectFrom('upload').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst()) ?? null;
    },
    /** The user's uploads among `ids`, in no particular order. */
    async listOwned(userId: string, ids: string[]): Promise<UploadRow[]> {
      if (ids.length === 0) return [];
      return k.selectFrom('upload').selectAll().where('userId', '=', userId).where('id', 'in', ids).execute();
    },
    /** Stores the user's reading corrections (JSON, or null for none); true when the upload is theirs. */
    async setCorrections(userId: string, id: string, corrections: string | null): Promise<boolean> {
      const result = await k
        .updateTable('upload')
        .set({ corrections })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Deletes the user's upload; true when a row went. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const result = await k.deleteFrom('upload').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Every upload of the user, newest first. */
    async listAll(userId: string): Promise<UploadRow[]> {
      return k.selectFrom('upload').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute();
    },
    /** Uploads stored before `cutoff`, oldest first, at most `limit` of them (the retention sweep works in batches). */
    async listStoredBefore(cutoff: Date, limit: number): Promise<Array<Pick<UploadRow, 'id' | 'userId' | 'storageKey'>>> {
      return k
        .selectFrom('upload')
        .select(['id', 'userId', 'storageKey'])
        .where('createdAt', '<', db.date(cutoff))
        .orderBy('createdAt')
        .limit(limit)
        .execute();
    },
  };
}
