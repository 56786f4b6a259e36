/** The only reader of process.env: one zod schema, fails fast naming the bad variable. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PublicSettings } from '../common/contracts/settings.js';
import { DEFAULT_UPLOAD_RETENTION_DAYS } from '../common/limits.js';
import type { JobPolicy } from './jobs/job-runner.js';
import type { StorageSettings } from './storage/index.js';

const unsetIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(unsetIfEmpty, z.url().optional());
const httpsUrl = z.preprocess(unsetIfEmpty, z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional());

const schema = z.object({
  NODE_ENV: z.preprocess(unsetIfEmpty, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('localhost')),
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  AUTH_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(unsetIfEmpty, z.string().default('PrepGold <no-reply@prepgold.local>')),
  REGISTER_LIMIT_PER_HOUR: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(10_000).default(10)),
  TRUST_PROXY: z.preprocess(unsetIfEmpty, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  PARENT_SITE_URL: z.preprocess(unsetIfEmpty, z.url().default('https://www.childactor101.com')),
  CONTACT_EMAIL: z.preprocess(unsetIfEmpty, z.email().default('support@prepgold.app')),
  EXAMPLE_GUIDE_URLS: z.preprocess(unsetIfEmpty, z.string().optional()),
  LLM_PROVIDER: z.preprocess(unsetIfEmpty, z.enum(['openai', 'anthropic', 'openai-compatible']).optional()),
  LLM_MODEL: z.preprocess(unsetIfEmpty, z.string().optional()),
  LLM_API_KEY: z.preprocess(unsetIfEmpty, z.string().optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_TIMEOUT_MS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1000).max(290_000).default(240_000)),
  LLM_CALL_TIMEOUT_MS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(100).max(290_000).default(90_000)),
  LLM_CONCURRENCY: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(64).default(4)),
  LLM_MAX_ANSWER_KB: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(16).max(4096).default(256)),
  LLM_MAX_SCRIPT_CHARS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(2000).max(400_000).default(24_000)),
  STRIPE_SECRET_KEY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(unsetIfEmpty, z.string().regex(/^pk_/, 'must start with pk_').optional()),
  STRIPE_PRICE_STARTER: z.preprocess(unsetIfEmpty, z.string().optional()),
  STRIPE_PRICE_PREMIUM: z.preprocess(unsetIfEmpty, z.string().optional()),
  STRIPE_PRICE_ALACARTE: z.preprocess(unsetIfEmpty, z.string().optional()),
  STRIPE_API_URL: optionalUrl,
  CHECKOUT_URL_STARTER: httpsUrl,
  CHECKOUT_URL_ALACARTE: httpsUrl,
  CHECKOUT_URL_PREMIUM: httpsUrl,
  CHECKOUT_URL_SELF_TAPE: httpsUrl,
  CHECKOUT_URL_COACHING: httpsUrl,
  REDIS_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_PREFIX: z.preprocess(unsetIfEmpty, z.string().default('prepgold:rate:')),
  STORAGE: z.preprocess(unsetIfEmpty, z.enum(['local', 'database', 's3']).default('local')),
  S3_BUCKET: z.preprocess(unsetIfEmpty, z.string().optional()),
  S3_REGION: z.preprocess(unsetIfEmpty, z.string().default('us-east-1')),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.preprocess(unsetIfEmpty, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(unsetIfEmpty, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(unsetIfEmpty, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  S3_PREFIX: z.preprocess(unsetIfEmpty, z.string().default('')),
  JOB_CONCURRENCY: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(64).default(2)),
  JOB_RETRY_LIMIT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(10).default(2)),
  JOB_RETRY_DELAY_SECONDS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(3600).default(5)),
  JOB_TIMEOUT_SECONDS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(3600).default(300)),
  JOB_POLL_SECONDS: z.preprocess(unsetIfEmpty, z.coerce.number().min(0.5).max(60).default(1)),
  SHUTDOWN_GRACE_SECONDS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(600).default(25)),
  UPLOAD_RETENTION_DAYS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(3650).default(DEFAULT_UPLOAD_RETENTION_DAYS)),
});

export type Env = z.input<typeof schema>;

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** Browser key; the placeholder pk_test_placeholder counts as unset. */
  publishableKey: string | null;
  prices: { starter: string; premium: string; alacarte: string | null };
  /** Another Stripe API address (a local stand-in or stripe-mock); unset is Stripe itself. */
  apiUrl: string | null;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  sqlitePath: string;
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  uploadsDir: string;
  trustProxy: boolean;
  /** Sign-ups allowed per client address per hour. */
  registerLimitPerHour: number;
  /** Stripe; null is "billing off". */
  billing: BillingConfig | null;
  /** The language model for guides; null runs the offline writer only. */
  llm: {
    provider: 'openai' | 'anthropic' | 'openai-compatible';
    model: string;
    apiKey: string | null;
    baseUrl: string | null;
    /** The whole guide's limit; sections unwritten by then are the offline writer's. */
    timeoutMs: number;
    /** One call's limit, from when it gets its turn. */
    callTimeoutMs: number;
    /** Calls in flight at once to the provider, from this instance. */
    concurrency: number;
    /** An answer is cut off past this many bytes. */
    maxAnswerBytes: number;
    /** Script text one call may carry. */
    maxScriptChars: number;
  } | null;
  /** Links and settings the web client needs; served by GET /api/config. */
  publicSettings: PublicSettings;
  /** Shared rate-limit counters in Redis; null keeps them in the database (PostgreSQL) or in memory (SQLite). */
  redisUrl: string | null;
  /** Prefix of this deployment's keys in Redis. */
  redisPrefix: string;
  /** Where original uploads are kept. */
  storage: StorageSettings;
  /** Guide jobs: pg-boss with DATABASE_URL, the in-process runner otherwise. */
  jobs: JobPolicy & { pollSeconds: number };
  /** How long SIGTERM waits for running jobs before handing them back to the queue. */
  shutdownGraceMs: number;
  /** Days an upload (the PDF and what was read from it) is kept; the daily sweep removes older ones. */
  uploadRetentionDays: number;
}

export class ConfigError extends Error {}

/** Reads and checks configuration; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  const exampleGuideUrls = (e.EXAMPLE_GUIDE_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const url of exampleGuideUrls) {
    if (!z.url({ protocol: /^https?$/ }).safeParse(url).success)
      throw new ConfigError(`Invalid configuration:\n  EXAMPLE_GUIDE_URLS: "${url}" is not a URL`);
  }
  if (e.LLM_PROVIDER && !e.LLM_MODEL) throw new ConfigError('Invalid configuration:\n  LLM_MODEL: required when LLM_PROVIDER is set');
  if ((e.LLM_PROVIDER === 'openai' || e.LLM_PROVIDER === 'anthropic') && !e.LLM_API_KEY)
    throw new ConfigError(`Invalid configuration:\n  LLM_API_KEY: required for LLM_PROVIDER=${e.LLM_PROVIDER}`);
  if (e.LLM_PROVIDER === 'openai-compatible' && !e.LLM_BASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  LLM_BASE_URL: required for LLM_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1 for Ollama)',
    );
  const stripeVars = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_STARTER', 'STRIPE_PRICE_PREMIUM'] as const;
  const setStripe = stripeVars.filter((v) => e[v]);
  if (setStripe.length > 0 && setStripe.length < stripeVars.length) {
    throw new ConfigError(
      `Invalid configuration:\n${stripeVars
        .filter((v) => !e[v])
        .map((v) => `  ${v}: required when billing is configured (${setStripe.join(', ')} set)`)
        .join('\n')}`,
    );
  }
  if (e.STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((v) => !e[v]);
    if (missing.length)
      throw new ConfigError(`Invalid configuration:\n${missing.map((v) => `  ${v}: required when STORAGE=s3`).join('\n')}`);
  }
  if (e.LLM_PROVIDER && e.JOB_TIMEOUT_SECONDS * 1000 <= e.LLM_TIMEOUT_MS + 10_000)
    throw new ConfigError(
      `Invalid configuration:\n  JOB_TIMEOUT_SECONDS: must leave the LLM writer (LLM_TIMEOUT_MS=${e.LLM_TIMEOUT_MS}) 10 s more to fall back`,
    );
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    sqlitePath: path.join(dataDir, 'prepgold.db'),
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir,
    trustProxy: e.TRUST_PROXY,
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    billing: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_PUBLISHABLE_KEY !== 'pk_test_placeholder' ? e.STRIPE_PUBLISHABLE_KEY : null,
          prices: { starter: e.STRIPE_PRICE_STARTER!, premium: e.STRIPE_PRICE_PREMIUM!, alacarte: e.STRIPE_PRICE_ALACARTE ?? null },
          apiUrl: e.STRIPE_API_URL ?? null,
        }
      : null,
    llm: e.LLM_PROVIDER
      ? {
          provider: e.LLM_PROVIDER,
          model: e.LLM_MODEL!,
          apiKey: e.LLM_API_KEY ?? null,
          baseUrl: e.LLM_BASE_URL ?? null,
          timeoutMs: e.LLM_TIMEOUT_MS,
          callTimeoutMs: Math.min(e.LLM_CALL_TIMEOUT_MS, e.LLM_TIMEOUT_MS),
          concurrency: e.LLM_CONCURRENCY,
          maxAnswerBytes: e.LLM_MAX_ANSWER_KB * 1024,
          maxScriptChars: e.LLM_MAX_SCRIPT_CHARS,
        }
      : null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : e.STORAGE === 'database'
          ? { kind: 'database' }
          : { kind: 'local', dir: uploadsDir },
    jobs: {
      concurrency: e.JOB_CONCURRENCY,
      retryLimit: e.JOB_RETRY_LIMIT,
      retryDelayMs: e.JOB_RETRY_DELAY_SECONDS * 1000,
      timeoutMs: e.JOB_TIMEOUT_SECONDS * 1000,
      pollSeconds: e.JOB_POLL_SECONDS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    uploadRetentionDays: e.UPLOAD_RETENTION_DAYS,
    publicSettings: {
      parentSiteUrl: e.PARENT_SITE_URL,
      contactEmail: e.CONTACT_EMAIL,
      exampleGuideUrls,
      uploadRetentionDays: e.UPLOAD_RETENTION_DAYS,
      checkout: {
        starter: e.CHECKOUT_URL_STARTER ?? null,
        alacarte: e.CHECKOUT_URL_ALACARTE ?? null,
        premium: e.CHECKOUT_URL_PREMIUM ?? null,
        selfTape: e.CHECKOUT_URL_SELF_TAPE ?? null,
        coaching: e.CHECKOUT_URL_COACHING ?? null,
      },
    },
  };
}

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in the data folder
 * (readable by the owner only), so `npm start` works with no set-up and sessions survive
 * restarts. Nothing secret is ever written into the source tree.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
