/** Request authentication: reads the bearer token and attaches the signed-in user. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { AuthService, SessionUser } from './auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^bearer /i.test(header)) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 512 ? token : null;
}

/** A preHandler that answers 401 unless a valid session token is presented; what it lets through is never cached. */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A child's scripts and guides must not stay in a shared or browser cache.
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    const user = await auth.getUser(token);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Authentication failed. Please log in again.');
    request.user = user;
  };
}

/** The user a requireUser preHandler attached. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.user;
}
