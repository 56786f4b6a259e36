/**
 * Files kept in the database itself: the storage for a small deployment of several instances that has
 * PostgreSQL and no object store. It has the storage providers' shape (server/storage picks it by config).
 */
import type { Db } from './database.js';

/** put/get/delete of whole files by key, in the stored_file table. */
export function databaseFiles(db: Db) {
  const k = db.kysely;
  return {
    async put(key: string, data: Uint8Array): Promise<void> {
      const row = { key, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), createdAt: db.date(new Date()) };
      await k
        .insertInto('stored_file')
        .values(row)
        .onConflict((oc) => oc.column('key').doUpdateSet({ data: row.data, createdAt: row.createdAt }))
        .execute();
    },
    async get(key: string): Promise<Buffer | null> {
      const row = await k.selectFrom('stored_file').select('data').where('key', '=', key).executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    },
    async delete(key: string): Promise<void> {
      await k.deleteFrom('stored_file').where('key', '=', key).execute();
    },
  };
}
