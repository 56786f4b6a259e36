/**
 * Billing with Stripe — the only importer of `stripe`. Subscriptions are created server-side from a
 * payment method made in the browser; webhooks keep our copy in step. Each webhook event id is
 * recorded in the same transaction as its effect (redelivery applies once), and the subscription is
 * re-read from Stripe before writing (events may arrive out of order). Without keys billing is off:
 * everyone is on Free unless an operator assigns a plan, and payment calls answer 503.
 */
import Stripe from 'stripe';
import { BILLING_MESSAGES, type PricePlan, type SubscriptionView } from '../../common/contracts/billing.js';
import { PLANS, PRICING_PLAN_IDS, type PlanId } from '../../common/plans.js';
import type { AccountService } from '../account/account.service.js';
import type { AuthService, SessionUser } from '../auth/auth.service.js';
import type { BillingConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { createBillingRepo, type BillingRow, type SubscriptionState } from './billing.repo.js';

export type BillingService = ReturnType<typeof createBillingService>;

/** Stripe statuses under which the plan's quota applies (past_due keeps it until Stripe ends it). */
const LIVE = new Set(['active', 'trialing', 'past_due']);

export function createBillingService(deps: {
  db: Db;
  account: AccountService;
  auth: AuthService;
  config: BillingConfig | null;
  publicUrl: string;
}) {
  const { config } = deps;
  const repo = createBillingRepo(deps.db);
  const stripe = config ? stripeClient(config) : null;

  const requireStripe = () => {
    if (!stripe || !config) throw new AppError('BILLING_OFF', BILLING_MESSAGES.notConfigured);
    return { stripe, config };
  };

  const planOfPrice = (priceId: string | undefined): PlanId | null =>
    !config || !priceId ? null : priceId === config.prices.starter ? 'starter' : priceId === config.prices.premium ? 'premium' : null;

  /** Our record of a Stripe subscription's current state. */
  function stateOf(sub: Stripe.Subscription): SubscriptionState & { periodStart: Date | null } {
    const item = sub.items.data[0];
    return {
      stripeSubscriptionId: sub.id,
      status: sub.status,
      plan: planOfPrice(item?.price.id) ?? 'free',
      priceId: item?.price.id ?? '',
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      periodStart: item?.current_period_start ? new Date(item.current_period_start * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
    };
  }

  /** Writes the subscription and moves the account's plan and period with it. */
  async function apply(user: SessionUser, state: ReturnType<typeof stateOf>, tx?: Db) {
    const { periodStart: _start, ...stored } = state;
    await (tx ? createBillingRepo(tx) : repo).saveSubscription(user.id, stored);
    if (LIVE.has(state.status) && state.plan !== 'free' && state.currentPeriodEnd && state.periodStart) {
      await deps.account.applyPlan(user, state.plan, { start: state.periodStart, end: state.currentPeriodEnd }, tx);
    } else if (!LIVE.has(state.status) && state.status !== 'incomplete') {
      await deps.account.applyPlan(user, 'free', undefined, tx);
    }
  }

  async function view(user: SessionUser, row?: BillingRow | null): Promise<SubscriptionView> {
    const usage = await deps.account.getUsage(user);
    const r = row === undefined ? await repo.get(user.id) : row;
    const ended = r?.status === 'canceled' || r?.status === 'incomplete_expired' || r?.status === 'unpaid';
    const cancelAtPeriodEnd = Boolean(r?.cancelAtPeriodEnd);
    return {
      status: !r?.status ? 'none' : cancelAtPeriodEnd || ended ? 'canceled' : r.status,
      plan: usage.planId,
      planName: usage.planName,
      guidesUsed: usage.guidesUsed,
      guidesLimit: usage.guidesLimit,
      credits: usage.credits,
      currentPeriodEnd: r?.currentPeriodEnd && !ended ? new Date(r.currentPeriodEnd).toISOString() : null,
      cancelAtPeriodEnd,
      reactivatable: cancelAtPeriodEnd && !ended,
      billingEnabled: Boolean(stripe),
    };
  }

  /** Turns Stripe's errors into ours; card problems keep the provider's message for the user. */
  function stripeFailure(err: unknown, fallback: string): never {
    if (err instanceof AppError) throw err;
    if (err instanceof Stripe.errors.StripeCardError) throw new AppError('CARD_ERROR', err.message);
    if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError('BILLING_REQUEST', err.message || fallback);
    if (err instanceof Stripe.errors.StripeError) throw new AppError('BILLING_UNAVAILABLE', fallback);
    throw err;
  }

  async function liveSubscription(user: SessionUser): Promise<{ row: BillingRow; stripe: Stripe }> {
    const { stripe: s } = requireStripe();
    const row = await repo.get(user.id);
    if (!row?.stripeSubscriptionId) throw new AppError('NO_SUBSCRIPTION', 'You have no subscription yet.');
    return { row, stripe: s };
  }

  async function setCancelAtPeriodEnd(user: SessionUser, value: boolean, failure: string) {
    const { row, stripe: s } = await liveSubscription(user);
    try {
      const sub = await s.subscriptions.update(row.stripeSubscriptionId!, { cancel_at_period_end: value });
      await apply(user, stateOf(sub));
      return { success: true, subscription: await view(user) };
    } catch (err) {
      stripeFailure(err, failure);
    }
  }

  return {
    enabled: Boolean(stripe),

    /** The plan catalogue with Stripe price ids (GET /api/stripe/prices). */
    prices(): PricePlan[] {
      return PRICING_PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const priceId = config
          ? id === 'starter'
            ? config.prices.starter
            : id === 'premium'
              ? config.prices.premium
              : id === 'alacarte'
                ? config.prices.alacarte
                : null
          : null;
        return {
          id: priceId,
          planId: id,
          name: plan.name,
          price: plan.priceCents / 100,
          interval: plan.per === 'guide' ? 'one_time' : 'month',
          guidesPerMonth: plan.guidesPerMonth,
          features: plan.features,
          mostPopular: Boolean(plan.mostPopular),
        };
      });
    },

    publishableKey: config?.publishableKey ?? null,

    status: (user: SessionUser) => view(user),

    /** Subscribes the user to a monthly plan with a card made in the browser. */
    async createSubscription(user: SessionUser, input: { priceId: string; paymentMethodId: string }) {
      const { stripe: s } = requireStripe();
      const plan = planOfPrice(input.priceId);
      if (!plan) throw new AppError('UNKNOWN_PRICE', BILLING_MESSAGES.selectPlan);
      const existing = await repo.get(user.id);
      if (existing?.stripeSubscriptionId && existing.status && LIVE.has(existing.status) && !existing.cancelAtPeriodEnd) {
        throw new AppError('ALREADY_SUBSCRIBED', 'You already have an active subscription. Manage it from Manage Billing.');
      }
      try {
        let customerId = existing?.stripeCustomerId;
        if (!customerId) {
          const customer = await s.customers.create(
            { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
            { idempotencyKey: `customer-${user.id}` },
          );
          customerId = customer.id;
          await repo.saveCustomer(user.id, customerId);
        }
        await s.paymentMethods.attach(input.paymentMethodId, { customer: customerId });
        await s.customers.update(customerId, { invoice_settings: { default_payment_method: input.paymentMethodId } });
        const sub = await s.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: input.priceId }],
            default_payment_method: input.paymentMethodId,
            payment_behavior: 'allow_incomplete',
            expand: ['latest_invoice.confirmation_secret'],
            metadata: { userId: user.id },
          },
          { idempotencyKey: `subscription-${user.id}-${input.priceId}-${input.paymentMethodId}` },
        );
        await apply(user, stateOf(sub));
        const invoice = sub.latest_invoice as Stripe.Invoice | null;
        const clientSecret = sub.status === 'incomplete' ? (invoice?.confirmation_secret?.client_secret ?? null) : null;
        return { success: true, subscription: await view(user), ...(clientSecret ? { requiresAction: true, clientSecret } : {}) };
      } catch (err) {
        stripeFailure(err, BILLING_MESSAGES.createFailed);
      }
    },

    /** Cancel at period end (spec: active → canceled). */
    cancel: (user: SessionUser) => setCancelAtPeriodEnd(user, true, BILLING_MESSAGES.cancelFailed),

    /** Undo a pending cancellation (spec: canceled → active). */
    reactivate: (user: SessionUser) => setCancelAtPeriodEnd(user, false, BILLING_MESSAGES.reactivateFailed),

    async portal(user: SessionUser): Promise<{ url: string }> {
      const { stripe: s } = requireStripe();
      const row = await repo.get(user.id);
      if (!row) throw new AppError('NO_CUSTOMER', 'You have no billing account yet.');
      try {
        const session = await s.billingPortal.sessions.create({
          customer: row.stripeCustomerId,
          return_url: `${deps.publicUrl}/subscription`,
        });
        return { url: session.url };
      } catch (err) {
        stripeFailure(err, BILLING_MESSAGES.portalFailed);
      }
    },

    /** Verifies and applies one webhook delivery; redeliveries and unrelated events change nothing. */
    async handleWebhook(raw: Buffer, signature: string | undefined): Promise<{ received: true; duplicate?: true; ignored?: true }> {
      const event = verifyEvent(raw, signature);
      // Work out whose it is and fetch the current state before the transaction (no network inside it).
      const target = webhookTarget(event);
      const userId = target.userId ?? (target.customerId ? ((await repo.getByCustomer(target.customerId))?.userId ?? null) : null);
      const user = userId ? await deps.auth.findUser({ id: userId }) : null;
      const { stripe } = requireStripe();
      const current = target.subscriptionId && user ? stateOf(await stripe.subscriptions.retrieve(target.subscriptionId)) : null;

      // The event is recorded in the same unit of work as its effect, so a redelivery applies once.
      const duplicate = await deps.db.transaction(async (tx) => {
        if (!(await createBillingRepo(tx).recordEvent(event.id, event.type))) return true;
        if (!user) return false;
        if (current) {
          if (target.customerId) await createBillingRepo(tx).saveCustomer(user.id, target.customerId);
          await apply(user, current, tx);
        }
        if (target.credit) await deps.account.grantCredits(user, 1, tx);
        return false;
      });
      if (duplicate) return { received: true, duplicate: true };
      return user ? { received: true } : { received: true, ignored: true };
    },
  };

  function verifyEvent(raw: Buffer, signature: string | undefined): Stripe.Event {
    const { stripe, config } = requireStripe();
    try {
      return stripe.webhooks.constructEvent(raw, signature ?? '', config.webhookSecret);
    } catch {
      throw new AppError('BAD_SIGNATURE', 'Webhook signature verification failed');
    }
  }

  /** Whose event it is (by account, customer or subscription) and whether it buys an a la carte credit. */
  function webhookTarget(event: Stripe.Event): WebhookTarget {
    const none: WebhookTarget = { userId: null, customerId: null, subscriptionId: null, credit: false };
    const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        return { ...none, subscriptionId: sub.id, customerId: idOf(sub.customer) };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        return { ...none, subscriptionId: idOf(invoice.parent?.subscription_details?.subscription), customerId: idOf(invoice.customer) };
      }
      case 'checkout.session.completed': {
        const session = event.data.object;
        const alacarte = session.metadata?.product === 'alacarte' || session.metadata?.priceId === requireStripe().config.prices.alacarte;
        return {
          ...none,
          userId: session.client_reference_id,
          customerId: idOf(session.customer),
          credit: session.mode === 'payment' && alacarte,
        };
      }
      default:
        return none;
    }
  }
}

interface WebhookTarget {
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  credit: boolean;
}

function stripeClient(config: BillingConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'PrepGold' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}
