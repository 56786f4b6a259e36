/** Every malformed body is a 4xx in the product's error shape, never a 500. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBody } from '../../common/contracts/errors.js';
import { newUser, startTestApp, type TestApp } from '../support/app.js';
import { testDatabaseKinds } from '../support/databases.js';

const kinds = await testDatabaseKinds();

/** A raw request: the body and content type exactly as given. */
async function send(t: TestApp, path: string, init: { body: BodyInit; contentType?: string; token?: string; method?: string }) {
  const headers: Record<string, string> = {};
  if (init.contentType) headers['content-type'] = init.contentType;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(t.url + path, { method: init.method ?? 'POST', headers, body: init.body });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as unknown };
}

describe.each(kinds)('malformed bodies on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await newUser(t, 'malformed');
  });
  afterAll(async () => {
    await t?.close();
  });

  const boundary = '----prepgold-test';
  const cases: Array<[string, string, () => { body: BodyInit; contentType?: string }, number]> = [
    ['broken JSON', '/api/auth/login', () => ({ body: '{"email": "a@b.c", "password":', contentType: 'application/json' }), 400],
    ['JSON that is not an object', '/api/auth/login', () => ({ body: '"just a string"', contentType: 'application/json' }), 400],
    ['a wrong content type', '/api/auth/login', () => ({ body: 'email=a@b.c', contentType: 'application/x-www-form-urlencoded' }), 415],
    ['plain text', '/api/auth/login', () => ({ body: 'hello', contentType: 'text/plain' }), 400],
    [
      'an oversized JSON body',
      '/api/auth/login',
      () => ({ body: JSON.stringify({ email: 'a'.repeat(200_000) }), contentType: 'application/json' }),
      413,
    ],
    [
      'multipart cut off in the middle of a part',
      '/api/upload',
      () => ({
        body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 half`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      }),
      400,
    ],
    [
      'multipart with a broken part header',
      '/api/upload',
      () => ({
        body: `--${boundary}\r\nContent-Disposition form-data name\r\n\r\nx\r\n--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      }),
      400,
    ],
    ['multipart without a boundary', '/api/upload', () => ({ body: 'whatever', contentType: 'multipart/form-data' }), 400],
    ['JSON sent to the upload', '/api/upload', () => ({ body: '{}', contentType: 'application/json' }), 400],
  ];

  test.each(cases)('%s → the product error shape with a 4xx', async (_name, path, make, status) => {
    const authed = path === '/api/upload' ? token : undefined;
    const res = await send(t, path, { ...make(), ...(authed ? { token: authed } : {}) });
    expect(res.status).toBe(status);
    expect(errorBody.safeParse(res.body).success).toBe(true);
  });

  test('a NUL in a form field is removed, not stored and not a 500', async () => {
    const res = await send(t, '/api/auth/register', {
      body: JSON.stringify({
        name: 'Ma\u0000ya\u0007',
        email: `nul.${Date.now()}@example.com`,
        password: 'Curtain-Call-42',
        confirmPassword: 'Curtain-Call-42',
      }),
      contentType: 'application/json',
    });
    expect(res.status).toBe(201);
    expect((res.body as { user: { name: string } }).user.name).toBe('Maya');
  });

  test('a password holding NUL is refused with a message that says why', async () => {
    const password = 'Curtain-Call-42\u0000';
    const res = await send(t, '/api/auth/register', {
      body: JSON.stringify({ name: 'X', email: `nulpw.${Date.now()}@example.com`, password, confirmPassword: password }),
      contentType: 'application/json',
    });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/control characters/);
  });

  test('unknown keys are refused', async () => {
    const res = await send(t, '/api/auth/login', {
      body: JSON.stringify({ email: 'a@example.com', password: 'x', isAdmin: true }),
      contentType: 'application/json',
    });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Array<{ msg: string }> }).errors[0]!.msg).toMatch(/isAdmin/);
  });
});
