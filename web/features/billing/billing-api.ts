/** The /api/stripe calls (SPEC §7): success with data, or failure with the server's error; network → "Network error". */
import type { PricesResponse, SubscriptionView } from '../../../common/contracts/billing';
import { ApiError, NETWORK_ERROR, api, type RequestOptions } from '../../lib/api';

/** A billing call's outcome: the data, or the server's error (null when it sent none). */
export type Result<T> = { success: true; data: T } | { success: false; error: string | null };

async function call<T>(path: string, options: RequestOptions): Promise<Result<T>> {
  try {
    return { success: true, data: await api<T>(path, options) };
  } catch (err) {
    if (!(err instanceof ApiError)) return { success: false, error: err instanceof Error ? err.message : null };
    return { success: false, error: err.kind === 'http' ? (err.serverError ?? null) : NETWORK_ERROR };
  }
}

/** The plans on sale; fetched without credentials (SPEC §6). */
export const getPrices = () => call<PricesResponse>('/api/stripe/prices', { auth: false });
/** The signed-in user's subscription. */
export const getSubscription = () => call<{ subscription: SubscriptionView }>('/api/stripe/subscription-status', {});
/** Subscribes with a card payment method made in the browser. */
export const createSubscription = (priceId: string, paymentMethodId: string) =>
  call<{ subscription: SubscriptionView; requiresAction?: boolean; clientSecret?: string }>('/api/stripe/create-subscription', {
    method: 'POST',
    body: { priceId, paymentMethodId },
  });
/** Cancels at the end of the period. */
export const cancelSubscription = () => call<{ subscription: SubscriptionView }>('/api/stripe/cancel-subscription', { method: 'POST' });
/** Undoes a pending cancellation. */
export const reactivateSubscription = () =>
  call<{ subscription: SubscriptionView }>('/api/stripe/reactivate-subscription', { method: 'POST' });
/** A billing-portal address to send the browser to. */
export const openPortal = () => call<{ url: string }>('/api/stripe/create-customer-portal-session', { method: 'POST' });
