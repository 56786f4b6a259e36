/** The one error type of the API and the one handler that presents it. */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../common/contracts/errors.js';

export type FieldError = { param: string; msg: string };

/** A failure the user is told about: a stable code (its HTTP status comes from ERROR_STATUS) and the message shown. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** Parses a request part with its contract, or throws a 400 listing every field problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ param: i.path.join('.') || 'body', msg: i.message }));
  throw new AppError('VALIDATION_FAILED', errors[0]!.msg, errors);
}

function body(err: AppError): ErrorBody {
  return { error: err.message, message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, oversized body) in our vocabulary. */
function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/** Seconds a client is asked to wait when the database is away (a restart or failover takes about this long). */
export const RETRY_AFTER_SECONDS = 10;

export const FAULT_MESSAGES = {
  databaseAway: 'PrepGold cannot reach its database just now. Nothing was lost; please try again in a minute.',
  diskFull: 'PrepGold has run out of storage space. Nothing was saved; please try again later.',
} as const;

// Error codes of a database or disk that is away or full: Node's, SQLite's, and PostgreSQL's SQLSTATE
// (08… connection exceptions, 57P01–03 shut down or starting, 53300 too many connections, 53100 disk full).
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);
// SQLITE_BUSY: another process (a backup, the CLI, an operator's sqlite3) held the write lock past the busy timeout.
const DATABASE_AWAY = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
]);
// node-postgres says these in words only.
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/;

/** The fault behind an error (its causes included), as the AppError the user is told, or null for a plain bug. */
export function faultOf(err: unknown): AppError | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code: rawCode, message } = e as { code?: unknown; message?: unknown };
    const code = typeof rawCode === 'string' ? rawCode : '';
    if (DISK_FULL.has(code)) return new AppError('STORAGE_FULL', FAULT_MESSAGES.diskFull);
    if (DATABASE_AWAY.has(code) || code.startsWith('08') || (typeof message === 'string' && CONNECTION_LOST.test(message))) {
      return new AppError('DATABASE_UNAVAILABLE', FAULT_MESSAGES.databaseAway);
    }
  }
  return null;
}

/** Installs the error handler: stable codes, a fault (database away, disk full) as its own answer, 5xx details hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(body(err));
    const fault = faultOf(err);
    if (fault) {
      request.log.warn({ err }, fault.code);
      if (fault.code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(fault.status).send(body(fault));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return reply.status(status).send(body(new AppError(code, err.message)));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body(new AppError('INTERNAL', 'Something went wrong on our side. Please try again.')));
  });
}
