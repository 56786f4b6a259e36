/** The API client: JSON in and out, bearer token from storage, one error type. */

const TOKEN_KEY = 'prepgold.session';

/** Reads the stored session token. The session object may name it accessToken or token (SPEC §3). */
export function getToken(): string | null {
  try {
    const raw = localStorage.getItem(TOKEN_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as { accessToken?: string; token?: string };
    return session.accessToken ?? session.token ?? null;
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, JSON.stringify({ token }));
  else localStorage.removeItem(TOKEN_KEY);
}

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the request never reached the server. */
    readonly status: number,
    /** The server's message, when it sent one. */
    readonly serverMessage: string | undefined,
    readonly body: unknown,
  ) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
  }
  get fieldErrors(): Array<{ param: string; msg: string }> {
    const errors = (this.body as { errors?: unknown })?.errors;
    return Array.isArray(errors) ? errors : [];
  }
}

/** What to tell the user about a failed call: network trouble, the server's message, or the fallback (SPEC §8). */
export function apiErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status === 0) return 'Network error. Please try again.';
  return (err instanceof ApiError && err.serverMessage) || fallback;
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Calls the API and returns the parsed JSON body; throws ApiError on failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = options.auth === false ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, undefined, null);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok) {
    const b = body as { message?: unknown; error?: unknown } | null;
    const message = typeof b?.message === 'string' ? b.message : typeof b?.error === 'string' ? b.error : undefined;
    throw new ApiError(res.status, message, body);
  }
  return body as T;
}
