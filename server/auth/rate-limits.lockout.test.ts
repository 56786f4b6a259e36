/** Wrong passwords from an attacker's address lock that address out of the account, never the owner elsewhere. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { testDatabaseKinds } from '../../test/support/databases.js';
import { DEFAULT_AUTH_RATE_LIMITS } from './rate-limits.js';

const kinds = await testDatabaseKinds();
const password = 'Curtain-Call-42';

describe.each(kinds)('login limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { TRUST_PROXY: 'true' },
      authRateLimits: {
        ...DEFAULT_AUTH_RATE_LIMITS,
        login: { ...DEFAULT_AUTH_RATE_LIMITS.login, accountCeiling: { max: 15, windowMs: 60_000 } },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A login from the client address `ip` (behind the trusted proxy). */
  const login = async (email: string, pass: string, ip: string) => {
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password: pass }),
    });
    return res.status;
  };

  test("an attacker's wrong passwords stop the attacker's address, while the owner signs in from theirs; the account's ceiling stops a spread-out attack", async () => {
    const email = `owner.${Date.now()}@example.com`;
    const registered = await t.call('POST', '/api/auth/register', { body: { name: 'Owner', email, password, confirmPassword: password } });
    expect(registered.status).toBe(201);
    const perAccount = DEFAULT_AUTH_RATE_LIMITS.login.perAccount.max;
    const attacker = [];
    for (let i = 0; i <= perAccount; i++) attacker.push(await login(email, 'Wrong-Pass-1', '203.0.113.9'));
    expect(attacker.slice(0, perAccount)).toEqual(Array(perAccount).fill(401));
    expect(attacker.at(-1)).toBe(429);
    expect(await login(email, password, '198.51.100.7')).toBe(200);
    // From many addresses, the account's ceiling (15 here, all addresses together) still ends the guessing.
    const spread = [];
    for (let i = 0; i < 6; i++) spread.push(await login(email, 'Wrong-Pass-1', `192.0.2.${i + 1}`));
    expect(spread.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
