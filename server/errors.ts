/** The one error type of the API and the one handler that presents it. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ErrorBody } from '../common/contracts/auth.js';

export type FieldError = { param: string; msg: string };

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/** Parses a request part with its contract, or throws a 400 listing every field problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ param: i.path.join('.') || 'body', msg: i.message }));
  throw new AppError('VALIDATION_FAILED', 400, errors[0]!.msg, errors);
}

function body(err: AppError): ErrorBody {
  return { error: err.message, message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
}

/** Installs the error and not-found handlers: stable codes, 5xx details hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(body(err));
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body(new AppError('RATE_LIMITED', 429, err.message)));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(new AppError((err as FastifyError).code ?? 'BAD_REQUEST', status, err.message)));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body(new AppError('INTERNAL', 500, 'Something went wrong on our side. Please try again.')));
  });
}
