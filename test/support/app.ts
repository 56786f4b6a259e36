/** Boots the real app on a random port over real HTTP, with a real database and outbox. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import type { AuthRateLimits } from '../../server/auth/rate-limits.js';
import { loadConfig } from '../../server/config.js';
import type { DatabaseKind } from '../../server/db/database.js';
import { createMailer } from '../../server/email/mailer.js';
import { offlineWriter, type GuideWriter } from '../../server/guides/engine/generate.js';
import { createIngestPool, type IngestPoolOptions } from '../../server/ingest/ingest-pool.js';
import { databaseFiles } from '../../server/db/stored-files.js';
import { createStorage } from '../../server/storage/index.js';
import { createTestDb, type TestDb } from './databases.js';

/** A JSON request to one server: returns status, headers and parsed body. */
export type Call = (
  method: string,
  path: string,
  options?: { body?: unknown; token?: string },
) => Promise<{ status: number; headers: Headers; body: any }>;

/** The JSON request helper for the server at `url`. */
export function callerFor(url: string): Call {
  return async (method, p, { body, token } = {}) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(url + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };
}

export interface TestApp {
  url: string;
  app: FastifyInstance;
  testDb: TestDb;
  outboxDir: string;
  uploadsDir: string;
  /** JSON request helper: returns status, headers and parsed body. */
  call: Call;
  /** Raw text of every email in the outbox, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

/** Loose limits so tests that are not about rate limiting never trip them. */
export const RELAXED_LIMITS: AuthRateLimits = {
  login: { perIp: { max: 1000, windowMs: 60_000 }, perAccount: { max: 1000, windowMs: 60_000 } },
  register: { perIp: { max: 1000, windowMs: 60_000 } },
  forgotPassword: { perIp: { max: 1000, windowMs: 60_000 }, perAccount: { max: 1000, windowMs: 60_000 } },
  resetPassword: { perIp: { max: 1000, windowMs: 60_000 } },
};

/** Job settings that keep tests short: quick retries, a short poll and a short shutdown grace. */
export const QUICK_JOBS = { JOB_RETRY_DELAY_SECONDS: '1', JOB_POLL_SECONDS: '0.5', SHUTDOWN_GRACE_SECONDS: '5' };

export async function startTestApp(
  kind: DatabaseKind,
  options: {
    authRateLimits?: AuthRateLimits;
    ingest?: IngestPoolOptions;
    writer?: GuideWriter;
    testDb?: TestDb;
    env?: Record<string, string>;
    /** Fastify's logger options (e.g. a stream a test reads); TEST_LOG=1 shows errors otherwise. */
    logger?: object;
  } = {},
): Promise<TestApp> {
  const testDb = options.testDb ?? (await createTestDb(kind));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, PORT: '0', ...QUICK_JOBS, ...options.env });
  const mailer = createMailer({ smtpUrl: null, outboxDir: config.outboxDir, from: config.mailFrom });
  const ingest = createIngestPool({ size: 1, ...options.ingest });
  const app = await buildApp({
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
    config,
    db: testDb.db,
    mailer,
    storage: createStorage(config.storage, { databaseFiles: () => databaseFiles(testDb.db) }),
    ingest,
    writer: options.writer ?? offlineWriter,
    authRateLimits: options.authRateLimits ?? RELAXED_LIMITS,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    app,
    testDb,
    outboxDir: config.outboxDir,
    uploadsDir: config.uploadsDir,
    call: callerFor(url),
    outbox() {
      try {
        return readdirSync(config.outboxDir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(path.join(config.outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    async close() {
      await app.close();
      await ingest.close();
      await testDb.drop();
    },
  };
}

/** Waits until the outbox holds at least `count` emails (sending runs in the background). */
export async function waitForEmails(t: TestApp, count: number, timeoutMs = 5000): Promise<string[]> {
  const start = Date.now();
  for (;;) {
    const mails = t.outbox();
    if (mails.length >= count) return mails;
    if (Date.now() - start > timeoutMs) throw new Error(`expected ${count} email(s), found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The reset link in an email (quoted-printable soft breaks undone). */
export function resetLinkIn(eml: string): string {
  const body = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body.match(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/);
  if (!match) throw new Error('no reset link in email');
  return match[0];
}

/**
 * Waits for a reset email to `to` beyond the `known` ones already sent there, and returns its link. Other mail
 * (a welcome, another test's) can land in the outbox meanwhile, so "the last email" is not the one asked for.
 */
export async function resetLinkFor(t: TestApp, to: string, known = 0, timeoutMs = 5000): Promise<string> {
  const start = Date.now();
  for (;;) {
    const resets = t
      .outbox()
      .filter((m) => m.includes(`To: ${to}`) && /reset-password\?token=/.test(m.replace(/=\r?\n/g, '').replace(/=3D/g, '=')));
    if (resets.length > known) return resetLinkIn(resets.at(-1)!);
    if (Date.now() - start > timeoutMs) throw new Error(`expected ${known + 1} reset email(s) to ${to}, found ${resets.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Registers a fresh user and returns their token. */
export async function newUser(t: Pick<TestApp, 'call'>, label = 'user'): Promise<string> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await t.call('POST', '/api/auth/register', {
    body: { name: label, email, password: 'Curtain-Call-42', confirmPassword: 'Curtain-Call-42' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Sends one file to POST /api/upload as the web client does (multipart: file + fileType). */
export async function uploadFile(
  t: Pick<TestApp, 'url'>,
  token: string | null,
  file: { name: string; data: Uint8Array; type?: string },
  fileType = 'sides',
) {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }), file.name);
  const res = await fetch(`${t.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}
