import type { FastifyInstance } from 'fastify';
import type { DashboardResponse } from '../../common/contracts/auth.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import type { AuthService } from '../auth/auth.service.js';
import type { AccountService } from './account.service.js';

/** GET /api/auth/dashboard (SPEC §7): plan and usage for the dashboard card. */
export function accountRoutes(app: FastifyInstance, deps: { auth: AuthService; account: AccountService }): void {
  app.get('/api/auth/dashboard', { preHandler: requireUser(deps.auth) }, async (request): Promise<DashboardResponse> => {
    const usage = await deps.account.getUsage(signedInUser(request));
    return {
      user: { subscription: usage.planId, guidesUsed: usage.guidesUsed, guidesLimit: usage.guidesLimit },
      subscription: { currentPlan: { name: usage.planName }, renewsAt: usage.periodEnd.toISOString() },
    };
  });
}
