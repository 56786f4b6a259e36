import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/support/fake-s3.js';
import { createTestDb, testDatabaseKinds, type TestDb } from '../../test/support/databases.js';
import { databaseFiles } from '../db/stored-files.js';
import { createStorage, type StorageSettings } from './index.js';
import { storageProblem, type Storage } from './storage.js';

const kinds = await testDatabaseKinds();
const noDatabase = {
  databaseFiles: () => {
    throw new Error('this provider must not use the database');
  },
};
let s3: FakeS3;
const dbs: TestDb[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
  for (const d of dbs) await d.drop();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const s3Settings = (over: Partial<StorageSettings & { kind: 's3' }> = {}): StorageSettings => ({
  kind: 's3',
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
  prefix: 'uploads/',
  ...over,
});

/** Each provider, built as the app builds it (createStorage picks by settings). */
const providers: Array<[string, () => Promise<Storage>]> = [
  [
    'local folder',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'prepgold-storage-'));
      dirs.push(dir);
      return createStorage({ kind: 'local', dir }, noDatabase);
    },
  ],
  ...kinds.map((kind): [string, () => Promise<Storage>] => [
    `database (${kind})`,
    async () => {
      const t = await createTestDb(kind);
      dbs.push(t);
      return createStorage({ kind: 'database' }, { databaseFiles: () => databaseFiles(t.db) });
    },
  ]),
  ['S3 through the AWS SDK', async () => createStorage(s3Settings(), noDatabase)],
];

describe.each(providers)('%s', (_name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });

  test('a file put is read back byte for byte, replaced by a second put, and gone once deleted', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]);
    await storage.put('user-1/a.pdf', pdf);
    expect(await storage.get('user-1/a.pdf')).toEqual(Buffer.from(pdf));
    await storage.put('user-1/a.pdf', new Uint8Array([1, 2, 3]));
    expect(await storage.get('user-1/a.pdf')).toEqual(Buffer.from([1, 2, 3]));
    await storage.delete('user-1/a.pdf');
    expect(await storage.get('user-1/a.pdf')).toBeNull();
    // Deleting what is not there is not an error: a retried delete must not fail.
    await storage.delete('user-1/a.pdf');
  });

  test('the readiness probe finds it writable and leaves nothing behind', async () => {
    expect(await storageProblem(storage, () => {})).toBeNull();
    expect(await storage.get('user-1/a.pdf')).toBeNull();
  });
});

test('S3 objects sit under the prefix, and an unsafe key never reaches the store', async () => {
  const storage = createStorage(s3Settings({ prefix: 'deploy-a/' }), noDatabase);
  await storage.put('user-2/b.pdf', new Uint8Array([7]));
  expect(s3.keys()).toContain('deploy-a/user-2/b.pdf');
  const before = s3.requests.length;
  await expect(storage.put('../escape', new Uint8Array([1]))).rejects.toThrow(/unsafe storage key/);
  expect(s3.requests.length).toBe(before);
  await storage.delete('user-2/b.pdf');
  expect(s3.keys()).not.toContain('deploy-a/user-2/b.pdf');
});

test('a store that refuses the credentials is reported not writable, with the cause passed on', async () => {
  const storage = createStorage(s3Settings({ accessKeyId: 'WRONG' }), noDatabase);
  const causes: unknown[] = [];
  expect(await storageProblem(storage, (err) => causes.push(err))).toBe('storage not writable');
  expect(String(causes[0])).toMatch(/access key/i);
});
