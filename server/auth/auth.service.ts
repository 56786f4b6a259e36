/**
 * Accounts through better-auth (Kysely adapter), called from our
 * own routes so the HTTP contract stays the spec's. Passwords are hashed with argon2id; session and reset
 * tokens are stored only as hashes, and a bearer token is resolved by one indexed query of our own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { Selectable } from 'kysely';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, RESET_TOKEN_TTL_SECONDS } from '../../common/limits.js';
import { MESSAGES } from '../../common/contracts/auth.js';
import { PRIVACY_MESSAGES } from '../../common/contracts/privacy.js';
import type { Db } from '../db/database.js';
import type { AccountUsageTable } from '../db/schema.js';
import { passwordChangedEmail, passwordResetEmail } from '../email/templates.js';
import type { Mailer } from '../email/mailer.js';
import { AppError, faultOf } from '../errors.js';
import { isCommonPassword } from './common-passwords.js';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  /**
   * The account's usage row as the session lookup read it, in the same query (null: the account has none yet);
   * absent when the user came from elsewhere. Only a read that follows the lookup at once may use it
   * (`atLookup` in the account service); anything that writes usage reads the row again.
   */
  usageAtLookup?: Selectable<AccountUsageTable> | null;
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

/**
 * What the reset row written for an address with no account points at. No user has this id, so the row can
 * never reset anything; it exists so that known and unknown addresses make the same write (decision 021).
 */
const NO_ACCOUNT = '';

/**
 * The error better-auth caught and only logged during the current call: sign-up turns any failure to insert the
 * user (a full disk, a lost connection) into a 422 "Failed to create user", and its cause reaches us only here.
 */
const swallowedCause = new AsyncLocalStorage<{ cause?: unknown }>();

/** A unique index refused the row (PostgreSQL's 23505, SQLite's constraint error). */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Writes better-auth's error logs without their arguments (a driver's error detail can quote an address), keeping the cause. */
function logLibraryError(level: string, message: string, ...args: unknown[]): void {
  const err = args.find((a): a is Error => a instanceof Error);
  const holder = swallowedCause.getStore();
  if (holder && err && holder.cause === undefined) holder.cause = err;
  const rawCode = (err as { code?: unknown } | undefined)?.code;
  const code = typeof rawCode === 'string' ? ` ${rawCode}` : '';
  console.error(`[better-auth] ${level}: ${message}${err ? ` (${err.name}${code}: ${err.message})` : ''}`);
}

/** Builds the account service over one database. */
export function createAuthService(deps: AuthServiceDeps) {
  const auth = betterAuth({
    appName: 'PrepGold',
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    database: { db: deps.db.kysely, type: deps.db.kind },
    telemetry: { enabled: false },
    logger: { level: 'error', log: logLibraryError },
    rateLimit: { enabled: false }, // our routes carry their own limits (auth.routes.ts)
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 3600 },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      // The library has already ended every session of the account (revokeSessionsOnPasswordReset).
      onPasswordReset: async ({ user }) => sendPasswordChanged(user),
    },
  });

  // The session lookup, compiled once: building and compiling it through Kysely on every request cost as
  // much as running it (decision 028). Only its one parameter, the token's hash, changes. The account's usage
  // row comes with it (a left join on its primary key), so that /me and the dashboard need no second query
  // (decision 033).
  const sessionQuery = deps.db.kysely
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .leftJoin('account_usage', 'account_usage.userId', 'session.userId')
    .select([
      'user.id',
      'user.name',
      'user.email',
      'user.createdAt',
      'session.expiresAt',
      'account_usage.userId as usageUserId',
      'account_usage.plan as usagePlan',
      'account_usage.guidesLimit as usageGuidesLimit',
      'account_usage.guidesUsed as usageGuidesUsed',
      'account_usage.credits as usageCredits',
      'account_usage.periodStart as usagePeriodStart',
      'account_usage.periodEnd as usagePeriodEnd',
      'account_usage.periodSource as usagePeriodSource',
      'account_usage.updatedAt as usageUpdatedAt',
    ])
    .where('session.token', '=', '')
    .compile();

  /** Tells the owner their password changed (in the background, like every account email). */
  function sendPasswordChanged(user: { email: string; name: string }): void {
    const message = passwordChangedEmail(user.email, user.name, `${deps.publicUrl}/forgot-password`);
    void deps.mailer.send(message).catch((err) => deps.onBackgroundError?.(err));
  }

  /** Refuses with WRONG_PASSWORD unless `password` is the account's password (re-entered before something final). */
  async function requirePassword(userId: string, password: string): Promise<void> {
    const account = await deps.db.kysely
      .selectFrom('account')
      .select('password')
      .where('userId', '=', userId)
      .where('providerId', '=', 'credential')
      .executeTakeFirst();
    const matches = account?.password ? await verify(account.password, password) : false;
    if (!matches) throw new AppError('WRONG_PASSWORD', PRIVACY_MESSAGES.wrongPassword);
  }

  const refuseCommon = (password: string) => {
    if (isCommonPassword(password)) {
      throw new AppError('PASSWORD_TOO_COMMON', MESSAGES.passwordTooCommon, [{ param: 'password', msg: MESSAGES.passwordTooCommon }]);
    }
  };

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
    /**
     * Creates the account and its first session. A fault the library hid behind "Failed to create user" (a full
     * disk, a database gone) is answered as that fault.
     */
    async register(input: { name: string; email: string; password: string }): Promise<{ user: SessionUser; token: string }> {
      refuseCommon(input.password);
      const seen: { cause?: unknown } = {};
      try {
        const result = await swallowedCause.run(seen, () =>
          auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } }),
        );
        if (!result.token) throw new Error('sign-up returned no session');
        return { user: toSessionUser(result.user), token: await hashStoredSession(result.token) };
      } catch (err) {
        // Taken: found by the library's lookup, or by the unique index when two sign-ups for one address race.
        if ((err instanceof APIError && /already exists/i.test(err.message)) || isUniqueViolation(seen.cause)) {
          const msg = 'An account with this email already exists. Try logging in instead.';
          throw new AppError('EMAIL_TAKEN', msg, [{ param: 'email', msg }]);
        }
        const fault = faultOf(err) ?? faultOf(seen.cause);
        if (fault) throw fault;
        // Anything else the library swallowed is on our side, not the user's input (its cause is in the log above).
        if (err instanceof APIError && seen.cause !== undefined)
          throw new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
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
      const withHash: typeof sessionQuery = { ...sessionQuery, parameters: [secretHash(token)] };
      const { rows } = await deps.db.kysely.executeQuery(withHash);
      const row = rows[0];
      if (!row || new Date(row.expiresAt) <= new Date()) return null;
      const usageAtLookup: Selectable<AccountUsageTable> | null =
        row.usageUserId === null
          ? null
          : {
              userId: row.usageUserId,
              plan: row.usagePlan!,
              guidesLimit: row.usageGuidesLimit,
              guidesUsed: row.usageGuidesUsed!,
              credits: row.usageCredits!,
              periodStart: row.usagePeriodStart!,
              periodEnd: row.usagePeriodEnd!,
              periodSource: row.usagePeriodSource!,
              updatedAt: row.usageUpdatedAt!,
            };
      return { ...toSessionUser(row), usageAtLookup };
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

    /**
     * Starts a reset, and answers the same whether or not the email has an account, in faults too: both cases
     * make the same reads and the same one-row write (for an unknown address a row no token opens), so a full
     * disk or a database gone fails both alike. The new row retires the account's older links; expired rows go.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await deps.db.kysely
        .selectFrom('user')
        .select(['id', 'name', 'email'])
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await deps.db.transaction(async (tx) => {
        await tx.kysely
          .deleteFrom('verification')
          .where('identifier', 'like', `${RESET_PREFIX}%`)
          .where((eb) => eb.or([eb('value', '=', user?.id ?? NO_ACCOUNT), eb('expiresAt', '<', tx.date(now))]))
          .execute();
        await tx.kysely
          .insertInto('verification')
          .values({
            id: randomUUID(),
            identifier: RESET_PREFIX + secretHash(token),
            value: user?.id ?? NO_ACCOUNT,
            expiresAt: tx.date(new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000)),
            createdAt: tx.date(now),
            updatedAt: tx.date(now),
          })
          .execute();
      });
      if (!user) return;
      // Sent in the background so the response time does not tell whether the email has an account.
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      void deps.mailer.send(passwordResetEmail(user.email, user.name, link)).catch((err) => deps.onBackgroundError?.(err));
    },

    /** Sets a new password from a single-use token and revokes every session of the user. */
    async resetPassword(token: string, password: string): Promise<void> {
      refuseCommon(password);
      try {
        await auth.api.resetPassword({ body: { token: secretHash(token), newPassword: password } });
      } catch (err) {
        if (err instanceof APIError && err.statusCode < 500) {
          throw new AppError('INVALID_RESET_TOKEN', 'This reset link is invalid or has expired. Please request a new one.');
        }
        throw err;
      }
    },

    requirePassword,

    /**
     * What a rate-limit counter is keyed by instead of an address (email or IP): an HMAC under the server's
     * secret, so the counters table holds no address and a copy of it cannot be matched against a list of them.
     */
    limitKey: (value: string): string => createHmac('sha256', deps.secret).update(`rate-limit:${value}`).digest('base64url'),

    /**
     * Sets a new password after checking the current one, ends every other session of the account (the one
     * that asked stays signed in) and emails the owner.
     */
    async changePassword(user: SessionUser, keepToken: string, currentPassword: string, newPassword: string): Promise<void> {
      await requirePassword(user.id, currentPassword);
      refuseCommon(newPassword);
      const stored = await hash(newPassword, ARGON2_OPTIONS);
      await deps.db.transaction(async (tx) => {
        const at = tx.date(new Date());
        await tx.kysely
          .updateTable('account')
          .set({ password: stored, updatedAt: at })
          .where('userId', '=', user.id)
          .where('providerId', '=', 'credential')
          .execute();
        await tx.kysely.deleteFrom('session').where('userId', '=', user.id).where('token', '<>', secretHash(keepToken)).execute();
      });
      sendPasswordChanged(user);
    },

    /** Deletes the account row, its pending reset links and (by cascade) its sessions, uploads, guides, usage and billing link. */
    async deleteAccount(userId: string, tx: Db = deps.db): Promise<void> {
      await tx.kysely.deleteFrom('verification').where('value', '=', userId).where('identifier', 'like', `${RESET_PREFIX}%`).execute();
      await tx.kysely.deleteFrom('user').where('id', '=', userId).execute();
    },
  };
}

function toSessionUser(user: { id: string; name: string; email: string; createdAt: Date | string }): SessionUser {
  return { id: user.id, name: user.name ?? '', email: user.email, createdAt: new Date(user.createdAt) };
}
