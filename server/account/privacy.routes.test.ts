import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lemonadeGuideRequest } from '../../test/support/guide-request.js';
import { newUser, startTestApp, uploadFile, type TestApp } from '../../test/support/app.js';
import { createTestDb, TEST_POSTGRES_URL, testDatabaseKinds } from '../../test/support/databases.js';
import { createAuthService } from '../auth/auth.service.js';
import { openDb, type Db } from '../db/database.js';
import { createGuideLibrary } from '../guides/guide-library.js';
import type { IngestPool } from '../ingest/ingest-pool.js';
import { localStorage } from '../storage/storage.js';
import { createUploadsService } from '../uploads/uploads.service.js';
import { createUploadRetention } from './upload-retention.js';

const kinds = await testDatabaseKinds();
const lemonade = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
/** One of the child's lines in the lemonade fixture: what must not outlive a deletion. */
const CHILDS_LINE = 'Half is not the point, Dad.';
const PASSWORD = 'Curtain-Call-42';
const DAY_MS = 24 * 3600 * 1000;

/**
 * The app's own tables. On PostgreSQL only this test's schema is listed: Kysely's introspector reads every
 * schema, and another test file dropping its schema mid-read failed this one ("schema … does not exist").
 */
async function tableNames(db: Db): Promise<string[]> {
  if (!db.pgSchema) return (await db.kysely.introspection.getTables()).map((t) => t.name);
  const rows = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = ${db.pgSchema}`.execute(db.kysely);
  return rows.rows.map((r) => r.name);
}

/** Every cell of every table of the app's schema that contains `needle` (as table.column). */
async function cellsContaining(db: Db, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tableNames(db)) {
    const rows = await db.kysely
      .selectFrom(table as 'user')
      .selectAll()
      .execute();
    for (const row of rows)
      for (const [column, value] of Object.entries(row as Record<string, unknown>)) {
        const text = value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : String(value);
        if (text.includes(needle)) found.push(`${table}.${column}`);
      }
  }
  return found;
}

/** Names of the files under the uploads folder. */
function storedFiles(t: TestApp): string[] {
  if (!existsSync(t.uploadsDir)) return [];
  return readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** A test app whose log lines (every level) are kept for the test to read. */
async function appWithLog(kind: 'sqlite' | 'postgres'): Promise<TestApp & { log: string[] }> {
  const log: string[] = [];
  const t = await startTestApp(kind, { logger: { level: 'trace', stream: { write: (line: string) => void log.push(line) } } });
  return Object.assign(t, { log });
}

/** A user with no guide limit, one lemonade upload and `guides` guides made from it (the first with a child's guide). */
async function parentWithGuides(t: TestApp, label: string, guides = 1) {
  const token = await newUser(t, label);
  const me = await t.call('GET', '/api/auth/me', { token });
  await t.testDb.db.kysely.updateTable('account_usage').set({ guidesLimit: null }).where('userId', '=', me.body.user.id).execute();
  const up = await uploadFile(t, token, { name: 'maya sides.pdf', data: lemonade });
  expect(up.status).toBe(200);
  const uploadId = up.body.uploadId as string;
  const guideIds: string[] = [];
  for (let i = 0; i < guides; i++) {
    const gen = await t.call('POST', '/api/guides/generate', {
      token,
      body: lemonadeGuideRequest(uploadId, { childGuideRequested: i === 0 }),
    });
    expect(gen.status).toBe(200);
    guideIds.push(gen.body.guideId);
  }
  return { token, userId: me.body.user.id as string, email: me.body.user.email as string, uploadId, guideIds };
}

describe.each(kinds)('privacy controls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the export holds the profile, plan, upload (PDF, reading, corrections) and guides with child guides, as a no-store attachment', async () => {
    const p = await parentWithGuides(t, 'exporter');
    const fix = { renames: [{ from: "MRS. O'BRIEN", to: 'MRS. OBRIEN' }], notCharacters: [] };
    expect((await t.call('PUT', `/api/uploads/${p.uploadId}/corrections`, { token: p.token, body: fix })).status).toBe(200);

    const res = await t.call('GET', '/api/account/export', { token: p.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="prepgold-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data).toMatchObject({ format: 'prepgold-account-export', version: 1, profile: { name: 'exporter', email: p.email } });
    expect(data.plan).toMatchObject({ plan: 'free', guidesUsed: 1 });
    expect(data.uploads).toHaveLength(1);
    expect(data.uploads[0]).toMatchObject({ id: p.uploadId, filename: 'maya sides.pdf', corrections: fix });
    expect(Buffer.from(data.uploads[0].pdfBase64, 'base64').equals(Buffer.from(lemonade))).toBe(true);
    expect(JSON.stringify(data.uploads[0].reading)).toContain(CHILDS_LINE);
    expect(data.guides).toHaveLength(1);
    expect(data.guides[0]).toMatchObject({ id: p.guideIds[0], characterName: 'Maya', actorAge: 10 });
    expect(data.guides[0].html).toContain(CHILDS_LINE);
    expect(data.guides[0].json).toHaveProperty('guide');
    expect(data.guides[0].childGuide.html).toContain('You are Maya.');

    const stranger = await newUser(t, 'stranger');
    const theirs = await t.call('GET', '/api/account/export', { token: stranger });
    expect(theirs.body.uploads).toEqual([]);
    expect(theirs.body.guides).toEqual([]);
    expect((await t.call('GET', '/api/account/export')).status).toBe(401);
  });

  test("a guide is deleted by its owner only; a stranger's or malformed id is 404", async () => {
    const p = await parentWithGuides(t, 'guide-deleter', 2);
    const [gone, kept] = p.guideIds as [string, string];
    const stranger = await newUser(t, 'stranger');
    expect((await t.call('DELETE', `/api/guides/${gone}`, { token: stranger })).status).toBe(404);
    expect((await t.call('DELETE', '/api/guides/not-a-uuid', { token: p.token })).status).toBe(404);
    expect((await t.call('GET', `/api/guides/${gone}`, { token: p.token })).status).toBe(200);

    expect((await t.call('DELETE', `/api/guides/${gone}`, { token: p.token })).status).toBe(200);
    expect((await t.call('GET', `/api/guides/${gone}`, { token: p.token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/guides/${gone}`, { token: p.token })).status).toBe(404);
    const list = await t.call('GET', '/api/guides', { token: p.token });
    expect(list.body.guides.map((g: { id: string }) => g.id)).toEqual([kept]);
    const k = t.testDb.db.kysely;
    expect(await k.selectFrom('guide').select('id').where('id', '=', gone).execute()).toEqual([]);
    expect(await k.selectFrom('guide_job').select('id').where('guideId', '=', gone).execute()).toEqual([]);
  });

  test('the uploads list says when each upload expires and how many guides were made from it', async () => {
    const p = await parentWithGuides(t, 'lister', 2);
    const res = await t.call('GET', '/api/uploads', { token: p.token });
    expect(res.status).toBe(200);
    expect(res.body.uploads).toHaveLength(1);
    const u = res.body.uploads[0];
    expect(u).toMatchObject({ id: p.uploadId, filename: 'maya sides.pdf', guideCount: 2 });
    expect(new Date(u.expiresAt).getTime() - new Date(u.createdAt).getTime()).toBe(30 * DAY_MS);
  });
});

describe.each(kinds)('deletions leave nothing of the child on %s', (kind) => {
  let t: TestApp & { log: string[] };
  beforeAll(async () => {
    t = await appWithLog(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('deleting an upload deletes the guides made from it, after the caller says so; no row, file or log line keeps its lines', async () => {
    const p = await parentWithGuides(t, 'upload-deleter', 2);
    expect(await cellsContaining(t.testDb.db, CHILDS_LINE)).not.toEqual([]);
    expect(storedFiles(t)).toContain(`${p.uploadId}.pdf`);

    // Without ?withGuides=true nothing goes: the caller has not told the user the guides go too.
    const refused = await t.call('DELETE', `/api/uploads/${p.uploadId}`, { token: p.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('UPLOAD_HAS_GUIDES');
    expect((await t.call('GET', `/api/guides/${p.guideIds[0]}`, { token: p.token })).status).toBe(200);
    expect(storedFiles(t)).toContain(`${p.uploadId}.pdf`);

    const stranger = await newUser(t, 'stranger');
    expect((await t.call('DELETE', `/api/uploads/${p.uploadId}?withGuides=true`, { token: stranger })).status).toBe(404);

    const res = await t.call('DELETE', `/api/uploads/${p.uploadId}?withGuides=true`, { token: p.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, guidesDeleted: 2 });
    expect(await cellsContaining(t.testDb.db, CHILDS_LINE)).toEqual([]);
    expect(storedFiles(t)).not.toContain(`${p.uploadId}.pdf`);
    expect((await t.call('GET', '/api/guides', { token: p.token })).body.guides).toEqual([]);
    expect(t.log.length).toBeGreaterThan(0);
    expect(t.log.filter((line) => line.includes(CHILDS_LINE))).toEqual([]);
  });

  test('an upload no guide was made from is deleted without ?withGuides, but not while a guide is being written from it', async () => {
    const token = await newUser(t, 'plain');
    const up = await uploadFile(t, token, { name: 'sides.pdf', data: lemonade });
    const me = await t.call('GET', '/api/auth/me', { token });
    const db = t.testDb.db;
    const at = db.date(new Date());
    const job = {
      id: crypto.randomUUID(),
      userId: me.body.user.id,
      status: 'running' as const,
      step: 'writing',
      request: JSON.stringify(lemonadeGuideRequest(up.body.uploadId)),
      guideId: null,
      error: null,
      errorCode: null,
      reservation: null,
      reservedIn: null,
      attempt: 'elsewhere',
      createdAt: at,
      updatedAt: at,
    };
    await db.kysely.insertInto('guide_job').values(job).execute();
    const busy = await t.call('DELETE', `/api/uploads/${up.body.uploadId}?withGuides=true`, { token });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('UPLOAD_IN_USE');
    expect(storedFiles(t)).toContain(`${up.body.uploadId}.pdf`);
    await db.kysely.updateTable('guide_job').set({ status: 'failed' }).where('id', '=', job.id).execute();

    expect((await t.call('DELETE', `/api/uploads/${up.body.uploadId}`, { token })).body).toEqual({ success: true, guidesDeleted: 0 });
    expect(storedFiles(t)).not.toContain(`${up.body.uploadId}.pdf`);
  });

  test('an account whose subscription still renews is not deleted until it is cancelled', async () => {
    const p = await parentWithGuides(t, 'subscriber', 0);
    const db = t.testDb.db;
    const row = {
      userId: p.userId,
      stripeCustomerId: `cus_${p.userId}`,
      stripeSubscriptionId: `sub_${p.userId}`,
      status: 'active',
      plan: 'starter',
      priceId: 'price_starter',
      currentPeriodEnd: db.date(new Date(Date.now() + 20 * DAY_MS)),
      cancelAtPeriodEnd: db.bool(false),
      updatedAt: db.date(new Date()),
    };
    await db.kysely.insertInto('billing_subscription').values(row).execute();
    const refused = await t.call('DELETE', '/api/account', { token: p.token, body: { password: PASSWORD } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SUBSCRIPTION_ACTIVE');
    expect((await t.call('GET', '/api/auth/me', { token: p.token })).status).toBe(200);

    // Cancelled at the period's end, nothing renews: the account and its billing link go.
    await db.kysely
      .updateTable('billing_subscription')
      .set({ cancelAtPeriodEnd: db.bool(true) })
      .where('userId', '=', p.userId)
      .execute();
    expect((await t.call('DELETE', '/api/account', { token: p.token, body: { password: PASSWORD } })).status).toBe(200);
    expect(await db.kysely.selectFrom('billing_subscription').select('userId').where('userId', '=', p.userId).execute()).toEqual([]);
  });

  test('deleting the account needs the password; then no row, file or log line holds the child, the email or the sessions', async () => {
    const p = await parentWithGuides(t, 'leaver');
    await t.call('POST', '/api/auth/forgot-password', { body: { email: p.email } });
    const k = t.testDb.db.kysely;

    const wrong = await t.call('DELETE', '/api/account', { token: p.token, body: { password: 'Not-The-Password-1' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect((await t.call('GET', '/api/auth/me', { token: p.token })).status).toBe(200);
    expect((await t.call('GET', `/api/guides/${p.guideIds[0]}`, { token: p.token })).status).toBe(200);
    expect(storedFiles(t)).toContain(`${p.uploadId}.pdf`);
    expect((await t.call('DELETE', '/api/account', { token: p.token, body: {} })).status).toBe(400);

    const res = await t.call('DELETE', '/api/account', { token: p.token, body: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: p.token })).status).toBe(401);
    expect(await cellsContaining(t.testDb.db, CHILDS_LINE)).toEqual([]);
    // Rate-limit counters (the rate_limit table on PostgreSQL) are keyed by an HMAC of the address, not the address.
    expect(await cellsContaining(t.testDb.db, p.email)).toEqual([]);
    expect(await cellsContaining(t.testDb.db, p.userId)).toEqual([]);
    expect(await k.selectFrom('session').select('id').where('userId', '=', p.userId).execute()).toEqual([]);
    expect(storedFiles(t)).not.toContain(`${p.uploadId}.pdf`);
    expect(t.log.filter((line) => line.includes(CHILDS_LINE) || line.includes(p.email))).toEqual([]);

    // The address is free again.
    const again = await t.call('POST', '/api/auth/register', {
      body: { name: 'back', email: p.email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(again.status).toBe(201);
  });
});

describe.each(kinds)('upload retention on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { UPLOAD_RETENTION_DAYS: '7' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The sweep over the test app's database and files, as the app builds it, at `now`. */
  function retentionAt(db: Db, now: Date) {
    const storage = localStorage(t.uploadsDir);
    const auth = createAuthService({ db, mailer: { send: async () => {} }, secret: 'x'.repeat(32), publicUrl: t.url });
    const uploads = createUploadsService({ db, storage, ingest: {} as IngestPool });
    return createUploadRetention({
      db,
      auth,
      uploads,
      library: createGuideLibrary({ db }),
      retentionDays: 7,
      onError: (err) => {
        throw err;
      },
      now: () => now,
    });
  }

  test("the sweep removes expired uploads' files and text; their guides still open and still run lines", async () => {
    const old = await parentWithGuides(t, 'old-upload');
    const fresh = await parentWithGuides(t, 'fresh-upload', 0);
    const k = t.testDb.db.kysely;
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
    await k
      .updateTable('upload')
      .set({ createdAt: t.testDb.db.date(eightDaysAgo) })
      .where('id', '=', old.uploadId)
      .execute();
    const before = await t.call('GET', `/api/guides/${old.guideIds[0]}/rehearsal`, { token: old.token });
    expect(before.status).toBe(200);

    expect(await retentionAt(t.testDb.db, new Date()).sweep()).toBe(1);

    expect(storedFiles(t)).not.toContain(`${old.uploadId}.pdf`);
    expect(storedFiles(t)).toContain(`${fresh.uploadId}.pdf`);
    expect((await t.call('GET', `/api/uploads/${old.uploadId}`, { token: old.token })).status).toBe(404);
    expect(await k.selectFrom('upload').select('id').where('userId', '=', old.userId).execute()).toEqual([]);
    const guide = await t.call('GET', `/api/guides/${old.guideIds[0]}`, { token: old.token });
    expect(guide.status).toBe(200);
    expect(guide.body.guide.generatedHtml).toContain(CHILDS_LINE);
    expect((await t.call('GET', `/api/guides/${old.guideIds[0]}/child-guide/page`, { token: old.token })).status).toBe(200);
    const after = await t.call('GET', `/api/guides/${old.guideIds[0]}/rehearsal`, { token: old.token });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect(JSON.stringify(after.body)).toContain(CHILDS_LINE);
    // The other user's upload is inside the retention period and stays.
    expect((await t.call('GET', `/api/uploads/${fresh.uploadId}`, { token: fresh.token })).status).toBe(200);
  });

  test('the daily run is claimed once across two instances and a restart, and again a day later', async () => {
    const testDb = kind === 'postgres' ? await createTestDb('postgres') : null;
    const first = testDb?.db ?? t.testDb.db;
    // A second instance: its own connection pool on the same database.
    const second = testDb ? openDb({ databaseUrl: TEST_POSTGRES_URL, sqlitePath: '', pgSchema: first.pgSchema! }) : first;
    try {
      const runs = await first.kysely.selectFrom('scheduled_run').selectAll().execute();
      const lastRun = runs[0] ? new Date(runs[0].lastRunAt).getTime() : 0;
      const now = new Date(Math.max(Date.now(), lastRun + DAY_MS + 1000));
      const results = await Promise.all([retentionAt(first, now).runIfDue(), retentionAt(second, now).runIfDue()]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      // A restarted instance (a new sweep over the same database) finds today's run taken.
      expect(await retentionAt(second, new Date(now.getTime() + 3600_000)).runIfDue()).toBeNull();
      expect(await retentionAt(first, new Date(now.getTime() + DAY_MS)).runIfDue()).not.toBeNull();
    } finally {
      if (testDb) {
        await second.close();
        await testDb.drop();
      }
    }
  });
});
