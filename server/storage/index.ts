/** Picks the storage provider named by config: the local folder, the database, or an S3-compatible store. */
import { s3Storage, type S3Settings } from './s3.js';
import { localStorage, type Storage } from './storage.js';

export type StorageSettings = { kind: 'local'; dir: string } | { kind: 'database' } | ({ kind: 's3' } & S3Settings);

/** The configured storage; `databaseFiles` opens the stored_file table (server/db), asked for only when kind is database. */
export function createStorage(settings: StorageSettings, deps: { databaseFiles: () => Storage }): Storage {
  if (settings.kind === 'local') return localStorage(settings.dir);
  if (settings.kind === 'database') return deps.databaseFiles();
  return s3Storage(settings);
}
