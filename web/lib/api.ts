/**
 * The one API client every feature calls: bearer token from storage, JSON or multipart bodies, the
 * server's error body `{ error, message, code, errors? }` read once, and one error type for HTTP
 * failures, network failures and time-outs. Screens turn an ApiError into the spec's copy (SPEC §8).
 */
import type { ErrorCode } from '../../common/contracts/errors';
import type { ErrorBody } from './error-body';

const TOKEN_KEY = 'prepgold.session';

/** SPEC §7 note: a thrown network failure on the subscription calls. */
export const NETWORK_ERROR = 'Network error';
/** SPEC §8 Forgot password: the network failure copy of the auth screens. */
export const NETWORK_ERROR_RETRY = 'Network error. Please try again.';

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

/** Stores the session token, or forgets it when given null. */
export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, JSON.stringify({ token }));
  else localStorage.removeItem(TOKEN_KEY);
}

/** How a call failed: the server answered with an error status, the network failed, or it ran out of time. */
export type FailureKind = 'http' | 'network' | 'timeout';

/** Every failed call. `status` is 0 unless the server answered. */
export class ApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status: number,
    /** The server's error body when it sent one. */
    readonly body: ErrorBody | null,
    /** The raw response text (a plain-text or HTML error page has no body). */
    readonly text = '',
  ) {
    super(body?.message ?? body?.error ?? (kind === 'http' ? `HTTP ${status}` : kind === 'timeout' ? 'Timed out' : NETWORK_ERROR));
    this.name = 'ApiError';
  }

  /** The server's `message`, else its `error`; undefined when it sent neither. */
  get serverMessage(): string | undefined {
    return this.body?.message || this.body?.error || undefined;
  }

  /** The server's `error` field, which upload and generation failures show (SPEC §8). */
  get serverError(): string | undefined {
    return this.body?.error || this.body?.message || undefined;
  }

  /** The stable error code, when the server sent one this client knows. */
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }

  /** Field problems of a validation failure, shown one notice each as "param: msg". */
  get fieldErrors(): Array<{ param: string; msg: string }> {
    return this.body?.errors ?? [];
  }
}

/** What to tell the user about a failed auth-screen call: network trouble, the server's message, or the fallback (SPEC §8). */
export function apiErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.kind === 'network') return NETWORK_ERROR_RETRY;
  return (err instanceof ApiError && err.serverMessage) || fallback;
}

/** The message of anything thrown, for logs. */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** Options of one call. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** Cancels the call; the caller's AbortError is passed through untouched. */
  signal?: AbortSignal;
  /** Fails with kind "timeout" after this many milliseconds. */
  timeoutMs?: number;
}

/** Calls the API and returns the successful Response; throws ApiError for anything else. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = options.auth === false ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  const signals = [options.signal, timeout].filter((s): s is AbortSignal => s !== undefined);

  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
  } catch (err) {
    if (timeout?.aborted) throw new ApiError('timeout', 0, null);
    if (options.signal?.aborted) throw err;
    throw new ApiError('network', 0, null);
  }
  if (res.ok) return res;
  const text = await res.text().catch(() => '');
  const { parseErrorBody } = await import('./error-body');
  throw new ApiError('http', res.status, parseErrorBody(text), text);
}

/** Calls the API and returns the response text (for answers that may be HTML). */
export async function apiText(path: string, options: RequestOptions = {}): Promise<string> {
  const res = await apiResponse(path, options);
  try {
    return await res.text();
  } catch (err) {
    // The time-out or the caller may stop the call while the body is still arriving.
    if (err instanceof DOMException && err.name === 'TimeoutError') throw new ApiError('timeout', 0, null);
    if (options.signal?.aborted) throw err;
    throw new ApiError('network', 0, null);
  }
}

/** Calls the API and returns the parsed JSON body (null for an empty one); throws ApiError on failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const text = await apiText(path, options);
  return (text ? JSON.parse(text) : null) as T;
}
