import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { secretHash } from './auth.service.js';
import { DEFAULT_AUTH_RATE_LIMITS } from './rate-limits.js';
import { testDatabaseKinds } from '../../test/support/databases.js';
import { resetLinkFor, startTestApp, type TestApp } from '../../test/support/app.js';

const kinds = await testDatabaseKinds();
const strong = 'Curtain-Call-42';
let n = 0;
const freshEmail = () => `parent${++n}-${Date.now()}@example.com`;

describe.each(kinds)('auth API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (body: Record<string, unknown>) => t.call('POST', '/api/auth/register', { body });

  test('register → me → logout → me is 401', async () => {
    const email = freshEmail();
    const reg = await register({ name: 'Dana Parent', email, password: strong, confirmPassword: strong });
    expect(reg.status).toBe(201);
    expect(reg.body.user).toMatchObject({ name: 'Dana Parent', email, subscription: 'free', guidesUsed: 0, guidesLimit: 1 });
    expect(reg.body.token).toEqual(expect.any(String));
    expect(reg.body.user).not.toHaveProperty('password');

    const me = await t.call('GET', '/api/auth/me', { token: reg.body.token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.body.user.email).toBe(email);

    expect((await t.call('POST', '/api/auth/logout', { token: reg.body.token })).status).toBe(200);
    const after = await t.call('GET', '/api/auth/me', { token: reg.body.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Authentication failed. Please log in again.');
  });

  test('me without a token is 401', async () => {
    const res = await t.call('GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });

  test('email is trimmed and lower-cased; name defaults to ""', async () => {
    const raw = `  Mixed.Case${Date.now()}@Example.COM `;
    const reg = await register({ email: raw, password: strong, confirmPassword: strong });
    expect(reg.status).toBe(201);
    expect(reg.body.user.email).toBe(raw.trim().toLowerCase());
    expect(reg.body.user.name).toBe('');
    const login = await t.call('POST', '/api/auth/login', { body: { email: raw.toUpperCase(), password: strong } });
    expect(login.status).toBe(200);
  });

  test('duplicate email is refused with 409', async () => {
    const email = freshEmail();
    expect((await register({ email, password: strong, confirmPassword: strong })).status).toBe(201);
    const again = await register({ email: email.toUpperCase(), password: strong, confirmPassword: strong });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ param: 'email', msg: expect.stringContaining('already exists') }]);
  });

  test('sign-ups for one address at the same moment: one account, the others told the address is taken', async () => {
    const email = freshEmail();
    const results = await Promise.all(Array.from({ length: 4 }, () => register({ email, password: strong, confirmPassword: strong })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('EMAIL_TAKEN');
  });

  test.each([
    ['mismatch is checked first', 'short', 'other', 'Passwords do not match'],
    ['too short', 'Ab1', 'Ab1', 'Password must be at least 8 characters'],
    ['no digit', 'abcdefgH', 'abcdefgH', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ['no uppercase', 'abcdefg1', 'abcdefg1', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ['no lowercase', 'ABCDEFG1', 'ABCDEFG1', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ['common password', 'Password1', 'Password1', 'That password is too common. Please choose one that is harder to guess.'],
  ])('registration rule: %s', async (_label, password, confirmPassword, message) => {
    const res = await register({ name: 'X', email: freshEmail(), password, confirmPassword });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].msg).toBe(message);
  });

  test('an invalid email is refused with a field error', async () => {
    const res = await register({ email: 'not-an-email', password: strong, confirmPassword: strong });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ param: 'email', msg: 'Please enter a valid email address' });
  });

  test('login with a wrong password is 401', async () => {
    const email = freshEmail();
    await register({ email, password: strong, confirmPassword: strong });
    const res = await t.call('POST', '/api/auth/login', { body: { email, password: 'Wrong-Pass-1' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
    const unknown = await t.call('POST', '/api/auth/login', { body: { email: freshEmail(), password: strong } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  test('forgot-password answers identically for known and unknown emails', async () => {
    const email = freshEmail();
    await register({ email, password: strong, confirmPassword: strong });
    const stranger = freshEmail();
    const known = await t.call('POST', '/api/auth/forgot-password', { body: { email } });
    const unknown = await t.call('POST', '/api/auth/forgot-password', { body: { email: stranger } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await resetLinkFor(t, email);
    await new Promise((r) => setTimeout(r, 200));
    // Only the known address got mail (counted by address: another test's mail may still be landing).
    expect(t.outbox().filter((m) => m.includes(`To: ${email}`))).toHaveLength(1);
    expect(t.outbox().filter((m) => m.includes(`To: ${stranger}`))).toEqual([]);
  });

  test('reset sets the password, revokes old sessions, and the link is single-use', async () => {
    const email = freshEmail();
    const reg = await register({ email, password: strong, confirmPassword: strong });
    await t.call('POST', '/api/auth/forgot-password', { body: { email } });
    const link = await resetLinkFor(t, email);
    const token = new URL(link).searchParams.get('token')!;
    const newPassword = 'Spotlight-Ready-7';

    const mismatch = await t.call('POST', '/api/auth/reset-password', { body: { token, password: newPassword, confirmPassword: 'nope' } });
    expect(mismatch.body.message).toBe('Passwords do not match');

    const ok = await t.call('POST', '/api/auth/reset-password', { body: { token, password: newPassword, confirmPassword: newPassword } });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: reg.body.token })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email, password: strong } })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email, password: newPassword } })).status).toBe(200);

    const reused = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'Another-Pass-8', confirmPassword: 'Another-Pass-8' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_RESET_TOKEN');
  });

  test('a copy of the database opens no account: only hashes of session and reset tokens are stored', async () => {
    const email = freshEmail();
    const reg = await register({ email, password: strong, confirmPassword: strong });
    await t.call('POST', '/api/auth/forgot-password', { body: { email } });
    const token = new URL(await resetLinkFor(t, email)).searchParams.get('token')!;

    const k = t.testDb.db.kysely;
    const sessions = await k
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.token')
      .where('user.email', '=', email)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token).not.toBe(reg.body.token);
    expect(sessions[0]!.token).toBe(secretHash(reg.body.token));
    // What a thief would read from the copy is no bearer token.
    expect((await t.call('GET', '/api/auth/me', { token: sessions[0]!.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: reg.body.token })).status).toBe(200);

    const resets = await k.selectFrom('verification').select('identifier').where('identifier', 'like', 'reset-password:%').execute();
    expect(resets.map((r) => r.identifier)).not.toContain(`reset-password:${token}`);
    const stored = resets.find((r) => r.identifier === `reset-password:${secretHash(token)}`)!;
    const stolen = await t.call('POST', '/api/auth/reset-password', {
      body: { token: stored.identifier.slice('reset-password:'.length), password: 'Stolen-Keys-99', confirmPassword: 'Stolen-Keys-99' },
    });
    expect(stolen.status).toBe(400);
  });

  test('a new reset link retires the older ones', async () => {
    const email = freshEmail();
    await register({ email, password: strong, confirmPassword: strong });
    const linkToken = async (known: number) => {
      await t.call('POST', '/api/auth/forgot-password', { body: { email } });
      return new URL(await resetLinkFor(t, email, known)).searchParams.get('token')!;
    };
    const older = await linkToken(0);
    const newer = await linkToken(1);
    expect(newer).not.toBe(older);
    const reset = (token: string) =>
      t.call('POST', '/api/auth/reset-password', { body: { token, password: 'Spotlight-Ready-7', confirmPassword: 'Spotlight-Ready-7' } });
    expect((await reset(older)).status).toBe(400);
    expect((await reset(newer)).status).toBe(200);
  });

  test('an unknown address makes the same one-row write as a known one: a row no account owns, never piling up', async () => {
    const k = t.testDb.db.kysely;
    const resetRows = () =>
      k.selectFrom('verification').select(['identifier', 'value', 'expiresAt']).where('identifier', 'like', 'reset-password:%').execute();
    const stale = { id: `stale-${n}`, identifier: 'reset-password:stale', value: 'someone', createdAt: t.testDb.db.date(new Date()) };
    await k
      .insertInto('verification')
      .values({ ...stale, expiresAt: t.testDb.db.date(new Date(Date.now() - 60_000)), updatedAt: stale.createdAt })
      .execute();
    for (let i = 0; i < 3; i++) {
      expect((await t.call('POST', '/api/auth/forgot-password', { body: { email: freshEmail() } })).status).toBe(200);
    }
    const rows = await resetRows();
    // One row for the unknown addresses (each retires the one before, as a new link retires an account's older one);
    // the expired row is gone; no row holds an address.
    expect(rows.filter((r) => r.value === '')).toHaveLength(1);
    expect(rows.map((r) => r.identifier)).not.toContain('reset-password:stale');
    expect(JSON.stringify(rows)).not.toContain('@');
    // What that row holds opens nothing, even to someone holding the database copy.
    const decoy = rows.find((r) => r.value === '')!;
    const tried = await t.call('POST', '/api/auth/reset-password', {
      body: { token: decoy.identifier.slice('reset-password:'.length), password: 'Stolen-Keys-99', confirmPassword: 'Stolen-Keys-99' },
    });
    expect(tried.body.code).toBe('INVALID_RESET_TOKEN');
  });

  test('an expired reset token is refused', async () => {
    const email = freshEmail();
    await register({ email, password: strong, confirmPassword: strong });
    await t.call('POST', '/api/auth/forgot-password', { body: { email } });
    const token = new URL(await resetLinkFor(t, email)).searchParams.get('token')!;
    const past = new Date(Date.now() - 60_000);
    await t.testDb.db.kysely
      .updateTable('verification')
      .set({ expiresAt: t.testDb.db.date(past) })
      .where('identifier', '=', `reset-password:${secretHash(token)}`)
      .execute();
    const res = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'Spotlight-Ready-7', confirmPassword: 'Spotlight-Ready-7' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
    expect((await t.call('POST', '/api/auth/login', { body: { email, password: strong } })).status).toBe(200);
  });

  test('dashboard reports the Free plan with a renewal date a month ahead at most', async () => {
    const reg = await register({ email: freshEmail(), password: strong, confirmPassword: strong });
    const res = await t.call('GET', '/api/auth/dashboard', { token: reg.body.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { subscription: 'free', guidesUsed: 0, guidesLimit: 1 },
      subscription: { currentPlan: { name: 'Free' } },
    });
    const renews = new Date(res.body.subscription.renewsAt).getTime();
    expect(renews).toBeGreaterThan(Date.now());
    expect(renews).toBeLessThanOrEqual(Date.now() + 32 * 86_400_000);
    expect((await t.call('GET', '/api/auth/dashboard')).status).toBe(401);
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { authRateLimits: DEFAULT_AUTH_RATE_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('login trips the per-account limit with 429 and a clear message', async () => {
    const email = freshEmail();
    const max = DEFAULT_AUTH_RATE_LIMITS.login.perAccount.max;
    for (let i = 0; i < max; i++) {
      expect((await t.call('POST', '/api/auth/login', { body: { email, password: 'Wrong-Pass-1' } })).status).toBe(401);
    }
    const blocked = await t.call('POST', '/api/auth/login', { body: { email, password: 'Wrong-Pass-1' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // another account from the same address is still allowed
    expect((await t.call('POST', '/api/auth/login', { body: { email: freshEmail(), password: 'Wrong-Pass-1' } })).status).toBe(401);
  });

  test('register trips the per-address limit', async () => {
    const max = DEFAULT_AUTH_RATE_LIMITS.register.perIp.max;
    for (let i = 0; i < max; i++) {
      expect(
        (await t.call('POST', '/api/auth/register', { body: { email: freshEmail(), password: 'short', confirmPassword: 'short' } })).status,
      ).toBe(400);
    }
    const blocked = await t.call('POST', '/api/auth/register', {
      body: { email: freshEmail(), password: strong, confirmPassword: strong },
    });
    expect(blocked.status).toBe(429);
  });

  test('forgot-password trips the per-account limit', async () => {
    const email = freshEmail();
    const max = DEFAULT_AUTH_RATE_LIMITS.forgotPassword.perAccount.max;
    for (let i = 0; i < max; i++) expect((await t.call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(429);
  });
});
