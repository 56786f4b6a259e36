/** The auth HTTP contract (README "API"): register, login, logout, me, forgot, reset and change password. */
import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  type AuthResponse,
} from '../../common/contracts/auth.js';
import { changePasswordRequest, PRIVACY_MESSAGES } from '../../common/contracts/privacy.js';
import type { AccountService } from '../account/account.service.js';
import { parseWith } from '../errors.js';
import { bearerToken, requireUser, signedInUser } from './auth.hooks.js';
import type { AuthService } from './auth.service.js';
import { byEmail, byIp, loginWindows, rateLimited, type AuthRateLimits } from './rate-limits.js';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we sent a link to reset the password. Check your spam folder too.';

export function authRoutes(app: FastifyInstance, deps: { auth: AuthService; account: AccountService; limits: AuthRateLimits }): void {
  const { auth, account, limits } = deps;
  const limited = (name: string, windows: Parameters<typeof rateLimited>[2]) => rateLimited(app, name, windows, auth.limitKey);

  app.post(
    '/api/auth/register',
    {
      preHandler: limited('register', [{ window: limits.register.perIp, key: byIp }]),
    },
    async (request, reply) => {
      const input = parseWith(registerRequest, request.body);
      const { user, token } = await auth.register(input);
      reply.header('cache-control', 'no-store'); // it carries a bearer token
      return reply.status(201).send({ user: await account.presentUser(user), token } satisfies AuthResponse);
    },
  );

  app.post(
    '/api/auth/login',
    {
      preHandler: limited('login', loginWindows(limits.login)),
    },
    async (request, reply): Promise<AuthResponse> => {
      const input = parseWith(loginRequest, request.body);
      const { user, token } = await auth.login(input);
      reply.header('cache-control', 'no-store'); // it carries a bearer token
      return { user: await account.presentUser(user), token };
    },
  );

  app.post('/api/auth/logout', { preHandler: requireUser(auth) }, async (request) => {
    await auth.logout(bearerToken(request)!);
    return { success: true };
  });

  app.get('/api/auth/me', { preHandler: requireUser(auth) }, async (request) => ({
    user: await account.presentUser(signedInUser(request), { atLookup: true }),
  }));

  app.post(
    '/api/auth/forgot-password',
    {
      preHandler: limited('forgot', [
        { window: limits.forgotPassword.perIp, key: byIp },
        { window: limits.forgotPassword.perAccount, key: byEmail },
      ]),
    },
    async (request) => {
      const { email } = parseWith(forgotPasswordRequest, request.body);
      await auth.requestPasswordReset(email);
      return { success: true, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      preHandler: limited('reset', [{ window: limits.resetPassword.perIp, key: byIp }]),
    },
    async (request) => {
      const { token, password } = parseWith(resetPasswordRequest, request.body);
      await auth.resetPassword(token, password);
      return { success: true, message: 'Your password has been reset. You can log in with it now.' };
    },
  );

  // Re-entering the current password is a guess like a login, so it is limited like one.
  app.post(
    '/api/auth/change-password',
    { preHandler: [requireUser(auth), limited('change-password', [{ window: limits.login.perIp, key: byIp }])] },
    async (request) => {
      const { currentPassword, password } = parseWith(changePasswordRequest, request.body);
      await auth.changePassword(signedInUser(request), bearerToken(request)!, currentPassword, password);
      return { success: true, message: PRIVACY_MESSAGES.passwordChanged };
    },
  );
}
