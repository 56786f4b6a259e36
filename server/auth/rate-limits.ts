/** Rate limits on the auth routes, per client address and per account (email). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

export interface Window {
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export interface AuthRateLimits {
  login: { perIp: Window; perAccount: Window };
  register: { perIp: Window };
  forgotPassword: { perIp: Window; perAccount: Window };
  resetPassword: { perIp: Window };
}

const MINUTE = 60_000;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { perIp: { max: 30, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
  register: { perIp: { max: 10, windowMs: 60 * MINUTE } },
  forgotPassword: { perIp: { max: 10, windowMs: 60 * MINUTE }, perAccount: { max: 3, windowMs: 60 * MINUTE } },
  resetPassword: { perIp: { max: 10, windowMs: 15 * MINUTE } },
};

type Checker = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded: boolean; ttlInSeconds: number }>;

/**
 * A preHandler applying each window in turn. @fastify/rate-limit's own route hook runs
 * once per request, so for two keys we use its createRateLimit checkers directly.
 */
export function rateLimited(app: FastifyInstance, name: string, windows: Array<{ window: Window; key: (req: FastifyRequest) => string }>) {
  const checkers = windows.map(({ window, key }) =>
    (app as unknown as { createRateLimit(o: object): Checker }).createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      keyGenerator: (req: FastifyRequest) => `${name}:${key(req)}`,
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
