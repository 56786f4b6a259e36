/** A copy of the database opens no account: what it holds of session and reset tokens works as neither. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resetLinkFor, startTestApp, type TestApp } from '../support/app.js';
import { testDatabaseKinds } from '../support/databases.js';

const kinds = await testDatabaseKinds();
const password = 'Curtain-Call-42';

describe.each(kinds)('tokens at rest on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the stored session token is not a login, the real one is', async () => {
    const email = `copy.${Date.now()}@example.com`;
    const { body } = await t.call('POST', '/api/auth/register', { body: { name: 'Copy', email, password, confirmPassword: password } });
    const sessions = await t.testDb.db.kysely.selectFrom('session').select('token').execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.map((s) => s.token)).not.toContain(body.token);
    for (const { token } of sessions) expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: body.token as string })).status).toBe(200);
  });

  test('the stored reset token does not reset the password, the emailed one does', async () => {
    const email = `reset.${Date.now()}@example.com`;
    await t.call('POST', '/api/auth/register', { body: { name: 'Reset', email, password, confirmPassword: password } });
    await t.call('POST', '/api/auth/forgot-password', { body: { email } });
    const emailed = new URL(await resetLinkFor(t, email)).searchParams.get('token')!;
    const stored = await t.testDb.db.kysely.selectFrom('verification').select('identifier').execute();
    const fresh = 'Fresh-Curtain-43';
    for (const { identifier } of stored) {
      expect(identifier).not.toContain(emailed);
      const token = identifier.replace(/^reset-password:/, '');
      expect((await t.call('POST', '/api/auth/reset-password', { body: { token, password: fresh, confirmPassword: fresh } })).status).toBe(
        400,
      );
    }
    expect(
      (await t.call('POST', '/api/auth/reset-password', { body: { token: emailed, password: fresh, confirmPassword: fresh } })).status,
    ).toBe(200);
  });
});
