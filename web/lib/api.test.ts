import { afterEach, describe, expect, test, vi } from 'vitest';
import { api, ApiError, apiErrorMessage } from './api';

afterEach(() => vi.unstubAllGlobals());

const stubStorage = (token: string | null) =>
  vi.stubGlobal('localStorage', { getItem: () => (token ? JSON.stringify({ accessToken: token }) : null) });

describe('api client', () => {
  test('sends JSON with the bearer token and returns the parsed body', async () => {
    stubStorage('tok');
    const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response('{"ok":true}')));
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetch.mock.calls[0]![1];
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  test('multipart bodies go as they are, and auth: false sends no token', async () => {
    stubStorage('tok');
    const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    await expect(api('/api/upload', { method: 'POST', body: form, auth: false })).resolves.toBeNull();
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.headers).not.toHaveProperty('authorization');
  });

  test("reads the server's error body", async () => {
    stubStorage(null);
    const body = { error: 'Nope', message: 'Nope', code: 'VALIDATION_FAILED', errors: [{ param: 'email', msg: 'Invalid email' }] };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status: 400 })));
    const err = await api('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'http', status: 400, code: 'VALIDATION_FAILED', serverMessage: 'Nope' });
    expect((err as ApiError).fieldErrors).toEqual([{ param: 'email', msg: 'Invalid email' }]);
    expect(apiErrorMessage(err, 'Fallback')).toBe('Nope');
  });

  test('a network failure is kind "network" with the spec copy', async () => {
    stubStorage(null);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const err = await api('/api/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'network', status: 0, message: 'Network error' });
    expect(apiErrorMessage(err, 'Fallback')).toBe('Network error. Please try again.');
    expect(apiErrorMessage(new ApiError('http', 500, null), 'Fallback')).toBe('Fallback');
  });
});
