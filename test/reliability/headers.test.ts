/** The content security policy allows no inline script, and the page it guards has none. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newUser, startTestApp, type TestApp } from '../support/app.js';

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

test('authenticated answers are never cached', async () => {
  const token = await newUser(t, 'cache');
  const res = await t.call('GET', '/api/auth/me', { token });
  expect(res.headers.get('cache-control')).toBe('no-store');
});
