/** A guide request sent twice is one guide paid once; a race for the last guide makes exactly one. */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newUser, startTestApp, uploadFile, type TestApp } from '../support/app.js';
import { testDatabaseKinds } from '../support/databases.js';
import { lemonadeGuideRequest } from '../support/guide-request.js';

const kinds = await testDatabaseKinds();
const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));

describe.each(kinds)('duplicate guide requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function userWithUpload(label: string, guidesLimit: number) {
    const token = await newUser(t, label);
    const up = await uploadFile(t, token, { name: 'lemonade.pdf', data: pdf });
    expect(up.status).toBe(200);
    const userId = (await t.call('GET', '/api/auth/me', { token })).body.user.id as string;
    await t.testDb.db.kysely.updateTable('account_usage').set({ guidesLimit }).where('userId', '=', userId).execute();
    const generate = (body: object) => t.call('POST', '/api/guides/generate', { token, body });
    const used = async () => (await t.call('GET', '/api/auth/dashboard', { token })).body.user.guidesUsed as number;
    const guides = async () => (await t.call('GET', '/api/guides', { token })).body.guides as unknown[];
    return { uploadId: up.body.uploadId as string, generate, used, guides };
  }

  test('the same request without a requestId, sent three times at once, is one guide paid once', async () => {
    const u = await userWithUpload('double-click', 5);
    const body = lemonadeGuideRequest(u.uploadId);
    const results = await Promise.all([u.generate(body), u.generate(body), u.generate(body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.guideId as string)).size).toBe(1);
    const [first] = results;
    expect(await u.used()).toBe(1);
    // A different request is a different guide.
    const other = await u.generate(lemonadeGuideRequest(u.uploadId, { genre: 'comedy' }));
    expect(other.status).toBe(200);
    expect(other.body.guideId).not.toBe(first.body.guideId);
    expect(await u.used()).toBe(2);
  });

  test('the same requestId sent ten times at once is one job and one guide, answered to each', async () => {
    const u = await userWithUpload('same-id', 5);
    const body = lemonadeGuideRequest(u.uploadId, { requestId: randomUUID() });
    const results = await Promise.all(Array.from({ length: 10 }, () => u.generate(body)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.guideId as string)).size).toBe(1);
    expect(await u.used()).toBe(1);
    expect(await u.guides()).toHaveLength(1);
  });

  test("someone else's requestId is refused", async () => {
    const u = await userWithUpload('owner-of-id', 5);
    const requestId = randomUUID();
    expect((await u.generate(lemonadeGuideRequest(u.uploadId, { requestId }))).status).toBe(200);
    const other = await userWithUpload('borrower', 5);
    const res = await other.generate(lemonadeGuideRequest(other.uploadId, { requestId }));
    expect(res.status).toBe(409);
    expect(await other.used()).toBe(0);
  });

  test('50 concurrent requests with one guide left make exactly one guide', async () => {
    const u = await userWithUpload('race', 1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => u.generate(lemonadeGuideRequest(u.uploadId, { requestId: randomUUID() }))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 402)).toHaveLength(49);
    expect(await u.guides()).toHaveLength(1);
    expect(await u.used()).toBe(1);
  });
});
