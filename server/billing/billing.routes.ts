/** The /api/stripe calls of SPEC §7 and the webhook (raw body, signature checked). */
import type { FastifyInstance } from 'fastify';
import { createSubscriptionRequest } from '../../common/contracts/billing.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import type { AuthService } from '../auth/auth.service.js';
import { parseWith } from '../errors.js';
import type { BillingService } from './billing.service.js';

export async function billingRoutes(app: FastifyInstance, deps: { auth: AuthService; billing: BillingService }): Promise<void> {
  const { billing } = deps;
  const auth = { preHandler: requireUser(deps.auth) };

  app.get('/api/stripe/prices', async () => ({
    prices: billing.prices(),
    billingEnabled: billing.enabled,
    publishableKey: billing.publishableKey,
  }));
  app.get('/api/stripe/subscription-status', auth, async (request) => ({
    success: true,
    subscription: await billing.status(signedInUser(request)),
  }));
  app.post('/api/stripe/create-subscription', auth, async (request) =>
    billing.createSubscription(signedInUser(request), parseWith(createSubscriptionRequest, request.body)),
  );
  app.post('/api/stripe/cancel-subscription', auth, async (request) => billing.cancel(signedInUser(request)));
  app.post('/api/stripe/reactivate-subscription', auth, async (request) => billing.reactivate(signedInUser(request)));
  app.post('/api/stripe/create-customer-portal-session', auth, async (request) => billing.portal(signedInUser(request)));

  // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    raw.post('/api/stripe/webhook', async (request) =>
      billing.handleWebhook(request.body as Buffer, request.headers['stripe-signature'] as string | undefined),
    );
  });
}
