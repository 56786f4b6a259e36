/** The content security policy allows no inline script, and the page it guards has none; nothing a signed-in user is sent is cached. */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, uploadFile, type TestApp } from '../support/app.js';
import { lemonadeGuideRequest } from '../support/guide-request.js';

const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('sqlite');
});
afterAll(async () => {
  await t?.close();
});

test("script-src has no 'unsafe-inline' and inline event handlers are refused", async () => {
  const res = await fetch(`${t.url}/api/health`);
  const policy = Object.fromEntries(
    (res.headers.get('content-security-policy') ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['script-src-attr']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
});

test('index.html loads its script by URL only: no inline script for the policy to allow', () => {
  const html = readFileSync(path.resolve('web/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc=/);
    expect(body!.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('authenticated answers are never cached: every GET of the API, the progress stream, and the answers that carry a token', async () => {
  const email = `cache.${Date.now()}@example.com`;
  const password = 'Curtain-Call-42';
  const registered = await t.call('POST', '/api/auth/register', { body: { name: 'Cache', email, password, confirmPassword: password } });
  const login = await t.call('POST', '/api/auth/login', { body: { email, password } });
  const token = login.body.token as string;
  const upload = await uploadFile(t, token, { name: 'lemonade.pdf', data: pdf });
  const uploadId = upload.body.uploadId as string;
  const requestId = randomUUID();
  const generated = await t.call('POST', '/api/guides/generate', {
    token,
    body: lemonadeGuideRequest(uploadId, { requestId, childGuideRequested: true }),
  });
  expect(generated.status).toBe(200);
  const guideId = generated.body.guideId as string;

  const answers: Array<[string, Headers]> = [
    ['POST /api/auth/register', registered.headers],
    ['POST /api/auth/login', login.headers],
    ['POST /api/guides/generate', generated.headers],
  ];
  for (const url of [
    '/api/auth/me',
    '/api/auth/dashboard',
    '/api/account/export',
    '/api/uploads',
    `/api/uploads/${uploadId}`,
    '/api/guides',
    `/api/guides/${guideId}`,
    `/api/guides/${guideId}/child-guide`,
    `/api/guides/${guideId}/child-guide/page`,
    `/api/guides/${guideId}/rehearsal`,
    `/api/guides/${requestId}/progress`,
    '/api/stripe/subscription-status',
  ]) {
    const res = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    expect(res.status, url).toBeLessThan(400);
    answers.push([`GET ${url}`, res.headers]);
  }
  const notNoStore = answers.filter(([, headers]) => !/\bno-store\b/.test(headers.get('cache-control') ?? '')).map(([name]) => name);
  expect(notNoStore).toEqual([]);
});
