import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resetLinkFor, startTestApp, waitForEmails, type TestApp } from '../../test/support/app.js';
import { testDatabaseKinds } from '../../test/support/databases.js';

const kinds = await testDatabaseKinds();
const PASSWORD = 'Curtain-Call-42';
const NEW_PASSWORD = 'Second-Act-77';
const CHANGED_SUBJECT = 'Subject: Your PrepGold password was changed';

describe.each(kinds)('password change and reset end sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new account signed in on two devices. */
  async function twoSessions(label: string) {
    const email = `${label}.${Date.now()}@example.com`;
    const reg = await t.call('POST', '/api/auth/register', { body: { name: label, email, password: PASSWORD, confirmPassword: PASSWORD } });
    expect(reg.status).toBe(201);
    const other = await t.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    return { email, here: reg.body.token as string, elsewhere: other.body.token as string };
  }
  const signedIn = async (token: string) => (await t.call('GET', '/api/auth/me', { token })).status === 200;
  const mailsTo = (email: string) => t.outbox().filter((m) => m.includes(`To: ${email}`));

  test('changing the password keeps this session, ends the others, and emails the owner', async () => {
    const s = await twoSessions('changer');
    const change = (body: object) => t.call('POST', '/api/auth/change-password', { token: s.here, body });

    const wrong = await change({ currentPassword: 'Wrong-Password-1', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(403);
    const weak = await change({ currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters');
    const mismatch = await change({ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'Second-Act-78' });
    expect(mismatch.body.message).toBe('Passwords do not match');
    expect(await signedIn(s.elsewhere)).toBe(true);
    expect(mailsTo(s.email).filter((m) => m.includes(CHANGED_SUBJECT))).toEqual([]);

    const mailed = t.outbox().length;
    const ok = await change({ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await signedIn(s.here)).toBe(true);
    expect(await signedIn(s.elsewhere)).toBe(false);
    expect((await t.call('POST', '/api/auth/login', { body: { email: s.email, password: PASSWORD } })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: s.email, password: NEW_PASSWORD } })).status).toBe(200);
    const mail = (await waitForEmails(t, mailed + 1)).at(-1)!;
    expect(mail).toContain(CHANGED_SUBJECT);
    expect(mail).toContain(`To: ${s.email}`);
    expect(mail).toContain('/forgot-password');
    expect(mail).not.toContain(NEW_PASSWORD);
  });

  test('a reset ends every session and emails the owner that the password changed', async () => {
    const s = await twoSessions('resetter');
    await t.call('POST', '/api/auth/forgot-password', { body: { email: s.email } });
    const link = await resetLinkFor(t, s.email);
    const token = new URL(link).searchParams.get('token')!;
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(await signedIn(s.here)).toBe(false);
    expect(await signedIn(s.elsewhere)).toBe(false);
    await expect.poll(() => mailsTo(s.email).filter((m) => m.includes(CHANGED_SUBJECT)).length, { timeout: 5000 }).toBe(1);
  });
});
