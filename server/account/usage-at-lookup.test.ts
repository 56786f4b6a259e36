/**
 * The usage row read with the session (decision 033): /me and the dashboard answer from the row the session
 * lookup read in its own query, and still show what the database holds at that moment, create a missing row
 * and roll a finished sign-up period over.
 */
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAuthService } from '../auth/auth.service.js';
import type { Db } from '../db/database.js';
import { testDatabaseKinds } from '../../test/support/databases.js';
import { newUser, startTestApp, type TestApp } from '../../test/support/app.js';
import { createAccountService } from './account.service.js';

const kinds = await testDatabaseKinds();

/** The database with every query it runs counted. */
function counted(db: Db): { db: Db; queries: () => number } {
  let n = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      n++;
      return args.result;
    },
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(plugin) }, queries: () => n };
}

describe.each(kinds)('usage read with the session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const k = () => t.testDb.db.kysely;
  const idOf = async (token: string) => (await t.call('GET', '/api/auth/me', { token })).body.user.id as string;

  test('the lookup brings the account’s usage row as the database holds it, and /me then needs no second query', async () => {
    const token = await newUser(t, 'lookup');
    const userId = await idOf(token);
    const { db, queries } = counted(t.testDb.db);
    const auth = createAuthService({ db, mailer: { send: async () => {} }, secret: 'y'.repeat(32), publicUrl: t.url });
    const account = createAccountService({ db });

    const user = (await auth.getUser(token))!;
    const stored = await k().selectFrom('account_usage').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
    expect(user.usageAtLookup).toEqual(stored);
    expect(queries()).toBe(1);

    const before = queries();
    const shown = await account.presentUser(user, { atLookup: true });
    expect(queries() - before).toBe(0);
    expect(shown).toMatchObject({ id: userId, subscription: 'free', guidesUsed: 0, guidesLimit: 1 });
    await account.getUsage(user, { atLookup: true });
    expect(queries() - before).toBe(0);

    // Without atLookup (billing, the CLI, anything after a write) the row is read again.
    await account.getUsage(user);
    expect(queries() - before).toBe(1);
  });

  test('a read with atLookup answers from the row the lookup read; without it, from the database', async () => {
    const token = await newUser(t, 'snapshot');
    const { db } = counted(t.testDb.db);
    const auth = createAuthService({ db, mailer: { send: async () => {} }, secret: 'y'.repeat(32), publicUrl: t.url });
    const account = createAccountService({ db });
    const user = (await auth.getUser(token))!;
    const seen = { ...user, usageAtLookup: { ...user.usageAtLookup!, guidesUsed: 4, guidesLimit: 9, plan: 'unlimited' } };
    expect(await account.presentUser(seen, { atLookup: true })).toMatchObject({ guidesUsed: 4, guidesLimit: 9, subscription: 'unlimited' });
    expect(await account.presentUser(seen)).toMatchObject({ guidesUsed: 0, guidesLimit: 1, subscription: 'free' });
  });

  test('/me and the dashboard show each request what the database holds', async () => {
    const token = await newUser(t, 'fresh');
    const userId = await idOf(token);
    await k().updateTable('account_usage').set({ guidesUsed: 1, plan: 'pro', guidesLimit: 10 }).where('userId', '=', userId).execute();
    expect((await t.call('GET', '/api/auth/me', { token })).body.user).toMatchObject({
      subscription: 'pro',
      guidesUsed: 1,
      guidesLimit: 10,
    });
    const dash = await t.call('GET', '/api/auth/dashboard', { token });
    expect(dash.body.user).toEqual({ subscription: 'pro', guidesUsed: 1, guidesLimit: 10 });
  });

  test('an account with no usage row gets one on /me, once', async () => {
    const token = await newUser(t, 'rowless');
    const userId = await idOf(token);
    await k().deleteFrom('account_usage').where('userId', '=', userId).execute();
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ subscription: 'free', guidesUsed: 0, guidesLimit: 1 });
    const rows = await k().selectFrom('account_usage').selectAll().where('userId', '=', userId).execute();
    expect(rows).toHaveLength(1);
    const dash = await t.call('GET', '/api/auth/dashboard', { token });
    expect(dash.body.user).toEqual({ subscription: 'free', guidesUsed: 0, guidesLimit: 1 });
  });

  test('a finished sign-up period seen by the lookup is rolled over before it is shown', async () => {
    const token = await newUser(t, 'rollover');
    const userId = await idOf(token);
    const db = t.testDb.db;
    const past = new Date(Date.now() - 3600_000);
    await k()
      .updateTable('account_usage')
      .set({ guidesUsed: 1, periodEnd: db.date(past), periodStart: db.date(new Date(past.getTime() - 30 * 86_400_000)) })
      .where('userId', '=', userId)
      .execute();
    const dash = await t.call('GET', '/api/auth/dashboard', { token });
    expect(dash.body.user.guidesUsed).toBe(0);
    expect(new Date(dash.body.subscription.renewsAt).getTime()).toBeGreaterThan(Date.now());
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.body.user.guidesUsed).toBe(0);
    expect(me.body.user.currentPeriodEnd).toBe(dash.body.subscription.renewsAt);
  });

  test('a revoked session reads nothing: /me and the dashboard are 401 after logout', async () => {
    const token = await newUser(t, 'revoked');
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/dashboard', { token })).status).toBe(401);
  });
});
