import type { FastifyInstance } from 'fastify';
import type { DashboardResponse } from '../../common/contracts/auth.js';
import { deleteAccountRequest, PRIVACY_MESSAGES } from '../../common/contracts/privacy.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import type { AuthService } from '../auth/auth.service.js';
import { parseWith } from '../errors.js';
import type { AccountService } from './account.service.js';
import type { PrivacyService } from './privacy.service.js';

/** GET /api/auth/dashboard (SPEC §7): plan and usage for the dashboard card; the account export and deletion. */
export function accountRoutes(app: FastifyInstance, deps: { auth: AuthService; account: AccountService; privacy: PrivacyService }): void {
  app.get('/api/auth/dashboard', { preHandler: requireUser(deps.auth) }, async (request): Promise<DashboardResponse> => {
    const usage = await deps.account.getUsage(signedInUser(request), { atLookup: true });
    return {
      user: { subscription: usage.planId, guidesUsed: usage.guidesUsed, guidesLimit: usage.guidesLimit },
      subscription: { currentPlan: { name: usage.planName }, renewsAt: usage.periodEnd.toISOString() },
    };
  });

  // One JSON file with everything the account holds; requireUser has already made it no-store.
  app.get('/api/account/export', { preHandler: requireUser(deps.auth) }, async (request, reply) => {
    const data = await deps.privacy.exportAccount(signedInUser(request));
    const day = data.exportedAt.slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="prepgold-export-${day}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/account', { preHandler: requireUser(deps.auth) }, async (request) => {
    const { password } = parseWith(deleteAccountRequest, request.body);
    await deps.privacy.deleteAccount(signedInUser(request), password);
    return { success: true, message: PRIVACY_MESSAGES.accountDeleted };
  });
}
