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

/** Installs the error handler: stable codes, 5xx details hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(body(err));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return reply.status(status).send(body(new AppError(code, err.message)));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body(new AppError('INTERNAL', 'Something went wrong on our side. Please try again.')));
  });
}
