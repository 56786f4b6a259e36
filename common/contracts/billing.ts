/** Billing contracts (SPEC §3 Subscription and Price plan, §7 the /api/stripe calls). */
import { z } from 'zod';

export const BILLING_MESSAGES = {
  notConfigured: 'Billing is not configured on this server',
  selectPlan: 'Please select a subscription plan',
  stripeNotLoaded: 'Stripe not loaded',
  cancelConfirm: 'Are you sure you want to cancel your subscription? You can reactivate it anytime.',
  canceled: 'Subscription will be canceled at the end of the current period',
  reactivated: 'Subscription reactivated successfully!',
  created: 'Subscription created successfully!',
  portalFailed: 'Failed to open billing portal',
  cancelFailed: 'Failed to cancel subscription',
  reactivateFailed: 'Failed to reactivate subscription',
  createFailed: 'Failed to create subscription',
  unexpected: 'An unexpected error occurred',
} as const;

/** A plan as the price list shows it; `id` is the Stripe price id (null when billing is off). */
export const pricePlan = z.object({
  id: z.string().nullable(),
  planId: z.string(),
  name: z.string(),
  /** Dollars, e.g. 29.99. */
  price: z.number(),
  interval: z.enum(['month', 'one_time']),
  guidesPerMonth: z.number().nullable(),
  features: z.array(z.string()),
  mostPopular: z.boolean(),
});
export type PricePlan = z.infer<typeof pricePlan>;

export const pricesResponse = z.object({ prices: z.array(pricePlan), billingEnabled: z.boolean(), publishableKey: z.string().nullable() });
export type PricesResponse = z.infer<typeof pricesResponse>;

/** The stored subscription as the subscription screen shows it. */
export const subscriptionView = z.object({
  /** active | canceled (ends at period end, or ended) | past_due | incomplete | none */
  status: z.string(),
  plan: z.string(),
  planName: z.string(),
  guidesUsed: z.number(),
  guidesLimit: z.number().nullable(),
  credits: z.number(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Can still be reactivated (canceled, but the period has not ended). */
  reactivatable: z.boolean(),
  billingEnabled: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

export const createSubscriptionRequest = z.object({
  priceId: z.string({ error: BILLING_MESSAGES.selectPlan }).min(1, { error: BILLING_MESSAGES.selectPlan }).max(200),
  paymentMethodId: z.string({ error: 'A card is required' }).min(1, { error: 'A card is required' }).max(200),
});
