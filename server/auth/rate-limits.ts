/**
 * Rate limits on the auth routes, per client address and per account (email). The counters live where
 * every instance sees them: Redis when REDIS_URL is set, else the database on PostgreSQL; one SQLite
 * instance keeps them in memory.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { createRateLimitsRepo } from './rate-limits.repo.js';

export interface Window {
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export interface AuthRateLimits {
  /**
   * `perAccount` counts an account's attempts from one client address, so guessing from elsewhere never locks
   * the owner out; `accountCeiling` is the account's longer limit from every address together (a spread-out attack).
   */
  login: { perIp: Window; perAccount: Window; accountCeiling?: Window };
  register: { perIp: Window };
  forgotPassword: { perIp: Window; perAccount: Window };
  resetPassword: { perIp: Window };
}

const MINUTE = 60_000;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: {
    perIp: { max: 30, windowMs: 15 * MINUTE },
    perAccount: { max: 10, windowMs: 15 * MINUTE },
    accountCeiling: { max: 100, windowMs: 24 * 60 * MINUTE },
  },
  register: { perIp: { max: 10, windowMs: 60 * MINUTE } },
  forgotPassword: { perIp: { max: 10, windowMs: 60 * MINUTE }, perAccount: { max: 3, windowMs: 60 * MINUTE } },
  resetPassword: { perIp: { max: 10, windowMs: 15 * MINUTE } },
};

type Checker = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded: boolean; ttlInSeconds: number }>;

/**
 * A preHandler applying each window in turn. @fastify/rate-limit's own route hook runs
 * once per request, so for two keys we use its createRateLimit checkers directly. A counter's key is the
 * route's name and `hashKey` of the request's key (an email, an IP): wherever counters live (memory, Redis,
 * the rate_limit table) they hold no address.
 */
export function rateLimited(
  app: FastifyInstance,
  name: string,
  windows: Array<{ window: Window; key: (req: FastifyRequest) => string }>,
  hashKey: (key: string) => string,
) {
  const checkers = windows.map(({ window, key }) =>
    (app as unknown as { createRateLimit(o: object): Checker }).createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      keyGenerator: (req: FastifyRequest) => `${name}:${hashKey(key(req))}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checkers) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
      }
    }
  };
}

/** Keys a request by client address. */
export const byIp = (req: FastifyRequest) => req.ip;

/** Keys a request by the normalised email in its body. */
export const byEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** Keys a request by the normalised email in its body and the client address together. */
export const byEmailAndIp = (req: FastifyRequest) => `${byEmail(req)}|${req.ip}`;

/** The login limits in the order they are checked: per address, per account from this address, the account's ceiling. */
export function loginWindows(limits: AuthRateLimits['login']): Array<{ window: Window; key: (req: FastifyRequest) => string }> {
  return [
    { window: limits.perIp, key: byIp },
    { window: limits.perAccount, key: byEmailAndIp },
    ...(limits.accountCeiling ? [{ window: limits.accountCeiling, key: byEmail }] : []),
  ];
}

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired windows are swept from the table at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/** A @fastify/rate-limit store over the rate_limit table (the plugin builds it with `new`). */
export function databaseStore(db: Db) {
  const repo = createRateLimitsRepo(db);
  let swept = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = Date.now();
      if (now - swept > SWEEP_EVERY_MS) {
        swept = now;
        repo.sweep(now).catch(() => {});
      }
      repo.hit(key, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now) }),
        (err: Error) => callback(err),
      );
    }
    // Windows come with each hit, so one store serves every route.
    child(): this {
      return this;
    }
  };
}

/** The @fastify/rate-limit options that choose where counters live, and how to let go of that place. */
export function rateLimitStore(
  settings: { redisUrl: string | null; redisPrefix: string },
  db: Db,
): { options: object; close(): Promise<void> } {
  if (settings.redisUrl) {
    const redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
    return { options: { redis, nameSpace: settings.redisPrefix }, close: async () => void (await redis.quit()) };
  }
  if (db.kind === 'postgres') return { options: { store: databaseStore(db) }, close: async () => {} };
  return { options: {}, close: async () => {} };
}
