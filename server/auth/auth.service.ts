/**
 * Accounts through better-auth (Kysely adapter), called from our
 * own routes so the HTTP contract stays the spec's. Passwords are hashed with argon2id; session and reset
 * tokens are stored only as hashes, and a bearer token is resolved by one indexed query of our own.
 */
import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, RESET_TOKEN_TTL_SECONDS } from '../../common/limits.js';
import { MESSAGES } from '../../common/contracts/auth.js';
import type { Db } from '../db/database.js';
import { passwordResetEmail } from '../email/templates.js';
import type { Mailer } from '../email/mailer.js';
import { AppError } from '../errors.js';
import { isCommonPassword } from './common-passwords.js';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
}

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  /** Reports a failure of background work such as sending an email. */
  onBackgroundError?: (err: unknown) => void;
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * What the database keeps of a secret: its SHA-256. Session tokens and reset tokens are long random
 * strings, so a plain hash is enough to make a copy of the database open no account.
 */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

const RESET_PREFIX = 'reset-password:';

/** Builds the account service over one database. */
export function createAuthService(deps: AuthServiceDeps) {
  const auth = betterAuth({
    appName: 'PrepGold',
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    database: { db: deps.db.kysely, type: deps.db.kind },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    rateLimit: { enabled: false }, // our routes carry their own limits (auth.routes.ts)
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 3600 },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      // Sending runs in the background so the response time does not tell whether the email exists.
      sendResetPassword: async ({ user, token }) => {
        const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        void deps.mailer.send(passwordResetEmail(user.email, user.name, link)).catch((err) => deps.onBackgroundError?.(err));
      },
    },
    databaseHooks: {
      verification: {
        create: {
          // A reset token is stored as its hash, and a new link retires every older one of the account.
          before: async (row) => {
            if (!row.identifier.startsWith(RESET_PREFIX)) return;
            await deps.db.kysely
              .deleteFrom('verification')
              .where('value', '=', row.value)
              .where('identifier', 'like', `${RESET_PREFIX}%`)
              .execute();
            return { data: { ...row, identifier: RESET_PREFIX + secretHash(row.identifier.slice(RESET_PREFIX.length)) } };
          },
        },
      },
    },
  });

  /** Keeps only the hash of a session token the library just stored; the caller hands the token itself to the client. */
  async function hashStoredSession(token: string): Promise<string> {
    await deps.db.kysely
      .updateTable('session')
      .set({ token: secretHash(token) })
      .where('token', '=', token)
      .execute();
    return token;
  }

  return {
    /** Creates the account and its first session. */
    async register(input: { name: string; email: string; password: string }): Promise<{ user: SessionUser; token: string }> {
      if (isCommonPassword(input.password)) {
        throw new AppError('PASSWORD_TOO_COMMON', MESSAGES.passwordTooCommon, [{ param: 'password', msg: MESSAGES.passwordTooCommon }]);
      }
      try {
        const result = await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } });
        if (!result.token) throw new Error('sign-up returned no session');
        return { user: toSessionUser(result.user), token: await hashStoredSession(result.token) };
      } catch (err) {
        if (err instanceof APIError && /already exists/i.test(err.message)) {
          const msg = 'An account with this email already exists. Try logging in instead.';
          throw new AppError('EMAIL_TAKEN', msg, [{ param: 'email', msg }]);
        }
        throw err;
      }
    },

    /** Checks the password and opens a session. */
    async login(input: { email: string; password: string }): Promise<{ user: SessionUser; token: string }> {
      try {
        const result = await auth.api.signInEmail({ body: input });
        return { user: toSessionUser(result.user), token: await hashStoredSession(result.token) };
      } catch (err) {
        if (err instanceof APIError && err.statusCode < 500) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
        throw err;
      }
    },

    /** Ends the session behind the token (server-side revocation). */
    async logout(token: string): Promise<void> {
      await deps.db.kysely.deleteFrom('session').where('token', '=', secretHash(token)).execute();
    },

    /** The signed-in user for a bearer token, or null: one indexed query on every authenticated request. */
    async getUser(token: string | null): Promise<SessionUser | null> {
      if (!token) return null;
      const row = await deps.db.kysely
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.userId')
        .select(['user.id', 'user.name', 'user.email', 'user.createdAt', 'session.expiresAt'])
        .where('session.token', '=', secretHash(token))
        .executeTakeFirst();
      return row && new Date(row.expiresAt) > new Date() ? toSessionUser(row) : null;
    },

    /** The account with this email or id, or null (for operators and billing). */
    async findUser(by: { email: string } | { id: string }): Promise<SessionUser | null> {
      const ctx = await auth.$context;
      const user =
        'email' in by
          ? (await ctx.internalAdapter.findUserByEmail(by.email.trim().toLowerCase()))?.user
          : await ctx.internalAdapter.findUserById(by.id);
      return user ? toSessionUser(user) : null;
    },

    /** Starts a reset; answers the same whether or not the email has an account. */
    async requestPasswordReset(email: string): Promise<void> {
      await auth.api.requestPasswordReset({ body: { email } });
    },

    /** Sets a new password from a single-use token and revokes every session of the user. */
    async resetPassword(token: string, password: string): Promise<void> {
      if (isCommonPassword(password)) {
        throw new AppError('PASSWORD_TOO_COMMON', MESSAGES.passwordTooCommon, [{ param: 'password', msg: MESSAGES.passwordTooCommon }]);
      }
      try {
        await auth.api.resetPassword({ body: { token: secretHash(token), newPassword: password } });
      } catch (err) {
        if (err instanceof APIError && err.statusCode < 500) {
          throw new AppError('INVALID_RESET_TOKEN', 'This reset link is invalid or has expired. Please request a new one.');
        }
        throw err;
      }
    },
  };
}

function toSessionUser(user: { id: string; name: string; email: string; createdAt: Date | string }): SessionUser {
  return { id: user.id, name: user.name ?? '', email: user.email, createdAt: new Date(user.createdAt) };
}
