/**
 * Fair, bounded ingestion: a PDF with deeply nested content holds one child at most and ends in a clear
 * 422 at its time budget; another user's upload beside it is read meanwhile; one user's PDFs are read one at a time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createIngestPool, type IngestPool } from '../../server/ingest/ingest-pool.js';
import { newUser, startTestApp, uploadFile, type TestApp } from '../support/app.js';
import { testDatabaseKinds } from '../support/databases.js';
import { nestedContentPdf } from './nested-pdf.js';

const kinds = await testDatabaseKinds();
const normal = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
// 2^24 nested drawings: far longer to read than any budget here.
const hostile = new Uint8Array(nestedContentPdf(24));
// B, in a warm child, must be read well inside it, even on a busy machine.
const BUDGET_MS = 20_000;

/** A promise's outcome, readable at any moment. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  const done = promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return { state, done };
}

describe('the pool', () => {
  let pool: IngestPool;
  beforeAll(async () => {
    pool = createIngestPool({ size: 2, timeoutMs: BUDGET_MS });
    // Both children warm (a child's first PDF pays for loading the reader), so B is read at its usual speed.
    await Promise.all([pool.ingest(normal, 'warm-1'), pool.ingest(normal, 'warm-2')]);
  });
  afterAll(async () => {
    await pool.close();
  });

  test("a user's second PDF waits for their first; another user's goes ahead", async () => {
    const a1 = track(pool.ingest(hostile, 'user-a'));
    const a2 = track(pool.ingest(normal, 'user-a'));
    const b = track(pool.ingest(normal, 'user-b'));
    await b.done;
    expect(b.state.value?.characters.map((c) => c.name)).toContain('MAYA');
    // B is read while A's first PDF still holds its child, and A's second still waits behind it.
    expect(a1.state.settled).toBe(false);
    expect(a2.state.settled).toBe(false);
    await a1.done;
    // Its time budget or its memory cap ends it, whichever comes first on this machine: either way a clear refusal.
    expect(a1.state.error).toMatchObject({ message: expect.stringMatching(/^This PDF is too complex to read/) });
    await a2.done;
    expect(a2.state.value?.characters.map((c) => c.name)).toContain('MAYA');
  });
});

describe.each(kinds)('uploads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ingest: { size: 2, timeoutMs: BUDGET_MS } });
    const [x, y] = await Promise.all([newUser(t, 'warm-x'), newUser(t, 'warm-y')]);
    await Promise.all([uploadFile(t, x, { name: 'warm.pdf', data: normal }), uploadFile(t, y, { name: 'warm.pdf', data: normal })]);
  });
  afterAll(async () => {
    await t?.close();
  });

  test("a nested-content PDF from user A beside a normal upload from user B: B is answered while A's is still read, then A gets a clear 422", async () => {
    const [a, b] = await Promise.all([newUser(t, 'hostile-a'), newUser(t, 'normal-b')]);
    const hostileUpload = track(uploadFile(t, a, { name: 'nested.pdf', data: hostile }));
    const normalUpload = await uploadFile(t, b, { name: 'lemonade.pdf', data: normal });
    expect(normalUpload.status).toBe(200);
    expect(hostileUpload.state.settled).toBe(false);
    await hostileUpload.done;
    expect(hostileUpload.state.value?.status).toBe(422);
    expect(hostileUpload.state.value?.body.message).toMatch(/^This PDF is too complex to read/);
    // The API answered all along.
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });
});
