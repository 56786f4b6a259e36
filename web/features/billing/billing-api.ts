/** The /api/stripe calls (SPEC §7): success with data, or failure with the server's error; network → "Network error". */
import type { PricesResponse, SubscriptionView } from '../../../common/contracts/billing';
import { ApiError, api } from '../../lib/api';

export type Result<T> = { success: true; data: T } | { success: false; error: string | null };

async function call<T>(path: string, options: Parameters<typeof api>[1]): Promise<Result<T>> {
  try {
    return { success: true, data: await api<T>(path, options) };
  } catch (err) {
    if (err instanceof ApiError) return { success: false, error: err.status === 0 ? 'Network error' : (err.serverMessage ?? null) };
    return { success: false, error: (err as Error).message };
  }
}

export const getPrices = () => call<PricesResponse>('/api/stripe/prices', { auth: false });
export const getSubscription = () => call<{ subscription: SubscriptionView }>('/api/stripe/subscription-status', {});
export const createSubscription = (priceId: string, paymentMethodId: string) =>
  call<{ subscription: SubscriptionView; requiresAction?: boolean; clientSecret?: string }>('/api/stripe/create-subscription', {
    method: 'POST',
    body: { priceId, paymentMethodId },
  });
export const cancelSubscription = () => call<{ subscription: SubscriptionView }>('/api/stripe/cancel-subscription', { method: 'POST' });
export const reactivateSubscription = () =>
  call<{ subscription: SubscriptionView }>('/api/stripe/reactivate-subscription', { method: 'POST' });
export const openPortal = () => call<{ url: string }>('/api/stripe/create-customer-portal-session', { method: 'POST' });
