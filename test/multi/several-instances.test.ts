/**
 * Several instances on one PostgreSQL database, as behind a load balancer: separate processes over real
 * HTTP, one schema, uploads in an S3-compatible store. Guides run exactly once and are paid for once,
 * limits hold across instances, and a job outlives the instance that started it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lemonadeGuideRequest } from '../support/guide-request.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../server/auth/rate-limits.js';
import { newUser, startTestApp, uploadFile } from '../support/app.js';
import { createTestDb, TEST_POSTGRES_URL, type TestDb } from '../support/databases.js';
import { s3Env, startFakeS3, type FakeS3 } from '../support/fake-s3.js';
import { startInstance, type Instance } from '../support/instances.js';

const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
const request = (uploadId: string, requestId = randomUUID()) => lemonadeGuideRequest(uploadId, { requestId });

let testDb: TestDb;
let s3: FakeS3;
let env: Record<string, string>;
const instances: Instance[] = [];
let a: Instance;
let b: Instance;

const start = async (name: string, over: Record<string, string> = {}) => {
  const instance = await startInstance(name, { ...env, ...over });
  instances.push(instance);
  return instance;
};

/** The user id behind a token. */
const userIdOf = async (i: Instance, token: string) => (await i.call('GET', '/api/auth/me', { token })).body.user.id as string;
const jobOf = (id: string) => testDb.db.kysely.selectFrom('guide_job').selectAll().where('id', '=', id).executeTakeFirst();

beforeAll(async () => {
  testDb = await createTestDb('postgres');
  s3 = await startFakeS3();
  env = {
    DATABASE_URL: TEST_POSTGRES_URL,
    TEST_PG_SCHEMA: testDb.db.pgSchema!,
    ...s3Env(s3),
    AUTH_SECRET: 'a-secret-every-instance-shares-0123456789',
    REGISTER_LIMIT_PER_HOUR: '1000',
    JOB_CONCURRENCY: '2',
    JOB_TIMEOUT_SECONDS: '6',
    JOB_RETRY_DELAY_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
    SHUTDOWN_GRACE_SECONDS: '2',
  };
});

afterAll(async () => {
  instances.forEach((i) => i.kill('SIGKILL'));
  await Promise.all(instances.map((i) => i.exited));
  await s3?.close();
  await testDb?.drop();
});

test('a job whose instance is killed, and one whose instance restarts, are each finished by another instance and paid for once', async () => {
  // Instances whose writer never finishes: each is alone when its job is queued, so the job is theirs.
  const lost = await start('lost', { TEST_WRITER_DELAY_MS: '600000' });
  const lostToken = await newUser(lost, 'lost');
  const lostUpload = (await uploadFile(lost, lostToken, { name: 'l.pdf', data: pdf })).body.uploadId as string;
  const lostJob = randomUUID();
  void lost.call('POST', '/api/guides/generate', { token: lostToken, body: request(lostUpload, lostJob) }).catch(() => {});
  await expect.poll(async () => (await jobOf(lostJob))?.status, { timeout: 20_000 }).toBe('running');
  lost.kill('SIGKILL');
  expect(await lost.exited).toBe('SIGKILL');

  const restarting = await start('restarting', { TEST_WRITER_DELAY_MS: '600000' });
  const restartToken = await newUser(restarting, 'restart');
  const restartUpload = (await uploadFile(restarting, restartToken, { name: 'l.pdf', data: pdf })).body.uploadId as string;
  const restartJob = randomUUID();
  void restarting.call('POST', '/api/guides/generate', { token: restartToken, body: request(restartUpload, restartJob) }).catch(() => {});
  await expect.poll(async () => (await jobOf(restartJob))?.status, { timeout: 20_000 }).toBe('running');
  restarting.kill('SIGTERM');
  // It hands the job back after its grace period instead of waiting for the writer, and exits cleanly.
  expect(await restarting.exited).toBe(0);

  // A writer as slow as a short LLM call, so a watcher on the other instance sees its step.
  a = await start('a', { TEST_WRITER_DELAY_MS: '1000' });
  b = await start('b', { TEST_WRITER_DELAY_MS: '1000' });
  for (const [job, token] of [
    [lostJob, lostToken],
    [restartJob, restartToken],
  ] as const) {
    await expect.poll(async () => (await jobOf(job))?.status, { timeout: 60_000, interval: 250 }).toBe('done');
    const guides = (await b.call('GET', '/api/guides', { token })).body.guides;
    expect(guides).toHaveLength(1);
    expect(guides[0].id).toBe((await jobOf(job))!.guideId);
    expect((await a.call('GET', '/api/auth/dashboard', { token })).body.user.guidesUsed).toBe(1);
    // Whichever instance the browser asks, the progress stream reports the end.
    const stream = await fetch(`${a.url}/api/guides/${job}/progress`, { headers: { authorization: `Bearer ${token}` } });
    expect(await stream.text()).toContain(`"guideId":"${guides[0].id}"`);
  }
});

test('50 concurrent generate requests split across two instances make exactly the quota, each guide once', async () => {
  const token = await newUser(a, 'race');
  const uploadId = (await uploadFile(b, token, { name: 'l.pdf', data: pdf })).body.uploadId as string;
  await testDb.db.kysely
    .updateTable('account_usage')
    .set({ guidesLimit: 3 })
    .where('userId', '=', await userIdOf(a, token))
    .execute();
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).call('POST', '/api/guides/generate', { token, body: request(uploadId) })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(3);
  expect(results.filter((r) => r.status === 402)).toHaveLength(47);
  const guides = (await a.call('GET', '/api/guides', { token })).body.guides;
  expect(guides.map((g: { id: string }) => g.id).sort()).toEqual(
    results
      .filter((r) => r.status === 200)
      .map((r) => r.body.guideId)
      .sort(),
  );
  expect((await b.call('GET', '/api/auth/dashboard', { token })).body.user.guidesUsed).toBe(3);
});

test('a progress stream on one instance follows a job another instance runs, step by step', async () => {
  const token = await newUser(a, 'watch');
  const uploadId = (await uploadFile(a, token, { name: 'l.pdf', data: pdf })).body.uploadId as string;
  const requestId = randomUUID();
  const [onA, onB] = [a, b].map((i) =>
    fetch(`${i.url}/api/guides/${requestId}/progress`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text()),
  );
  const gen = await b.call('POST', '/api/guides/generate', { token, body: request(uploadId, requestId) });
  expect(gen.status).toBe(200);
  for (const text of [await onA!, await onB!]) {
    const steps = text
      .split('\n\n')
      .filter(Boolean)
      .map((e) => JSON.parse(e.replace(/^data: /, '')));
    expect(steps.at(-1)).toEqual({ step: 'done', guideId: gen.body.guideId });
    // Steps arrive in order; which short ones a polling instance sees depends on timing, so none is required.
    const order = ['queued', 'reading', 'analysing', 'writing', 'child', 'rendering', 'done'];
    const seen = steps.map((s) => order.indexOf(s.step as string));
    expect(seen.every((n, i) => n >= 0 && (i === 0 || n >= seen[i - 1]!))).toBe(true);
    expect(steps.length).toBeGreaterThan(1);
  }
});

test('30 wrong passwords split across two instances: the per-account limit of 10 holds', async () => {
  const email = `limit.${randomUUID()}@example.com`;
  const reg = await a.call('POST', '/api/auth/register', {
    body: { name: 'Limit', email, password: 'Curtain-Call-42', confirmPassword: 'Curtain-Call-42' },
  });
  expect(reg.status).toBe(201);
  const statuses = await Promise.all(
    Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).call('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } })),
  );
  expect(statuses.filter((r) => r.status === 401)).toHaveLength(DEFAULT_AUTH_RATE_LIMITS.login.perAccount.max);
  expect(statuses.filter((r) => r.status === 429)).toHaveLength(30 - DEFAULT_AUTH_RATE_LIMITS.login.perAccount.max);
});

test('with REDIS_URL the limit holds across instances through Redis', async () => {
  // Instances behind one address share the server secret: the counters are keyed by an HMAC under it.
  const redisEnv = {
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `prepgold-test:${randomUUID()}:`,
    AUTH_SECRET: env.AUTH_SECRET!,
  };
  const [x, y] = await Promise.all([
    startTestApp('postgres', { env: redisEnv, authRateLimits: DEFAULT_AUTH_RATE_LIMITS }),
    startTestApp('postgres', { env: redisEnv, authRateLimits: DEFAULT_AUTH_RATE_LIMITS }),
  ]);
  try {
    const email = `redis.${randomUUID()}@example.com`;
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? x : y).call('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } }),
      ),
    );
    expect(statuses.filter((r) => r.status === 401)).toHaveLength(10);
    expect(statuses.filter((r) => r.status === 429)).toHaveLength(20);
  } finally {
    await Promise.all([x.close(), y.close()]);
  }
});

test('signing out on one instance ends the session on the other at once (no cached sessions)', async () => {
  const token = await newUser(a, 'signout');
  expect((await b.call('GET', '/api/auth/me', { token })).status).toBe(200);
  expect((await a.call('POST', '/api/auth/logout', { token })).status).toBe(200);
  expect((await b.call('GET', '/api/auth/me', { token })).status).toBe(401);
});

test('an upload through one instance is read and deleted through the other; its object goes with it', async () => {
  const token = await newUser(a, 'files');
  const up = await uploadFile(a, token, { name: 'l.pdf', data: pdf });
  expect(up.status).toBe(200);
  const key = `${await userIdOf(a, token)}/${up.body.uploadId}.pdf`;
  expect(s3.keys()).toContain(key);
  expect((await b.call('GET', `/api/uploads/${up.body.uploadId}`, { token })).status).toBe(200);
  expect((await b.call('DELETE', `/api/uploads/${up.body.uploadId}`, { token })).status).toBe(200);
  expect(s3.keys()).not.toContain(key);
  expect((await a.call('GET', `/api/uploads/${up.body.uploadId}`, { token })).status).toBe(404);
});

test('ready when the database and storage serve; 503 NOT_READY when the storage refuses', async () => {
  expect((await a.call('GET', '/api/ready')).status).toBe(200);
  const broken = await startTestApp('postgres', { env: { ...s3Env(s3), S3_SECRET_ACCESS_KEY: 'x', S3_ACCESS_KEY_ID: 'WRONG' } });
  try {
    const ready = await broken.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 'NOT_READY', message: 'Not ready: storage not writable' });
    expect((await broken.call('GET', '/api/health')).status).toBe(200);
  } finally {
    await broken.close();
  }
});
