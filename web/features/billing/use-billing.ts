/**
 * Billing state (SPEC §4): loading starts true and ends when the subscription fetch finishes, or at
 * once without a user; the subscription is cleared when the user is absent. The card client loads
 * only with a real publishable key (not pk_test_placeholder); otherwise a warning is logged.
 */
// The /pure entry loads Stripe's script only when loadStripe is called, never on import.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useCallback, useEffect, useState } from 'react';
import type { PricePlan, SubscriptionView } from '../../../common/contracts/billing';
import { messageOf } from '../../lib/api';
import { getPrices, getSubscription } from './billing-api';

let stripePromise: Promise<Stripe | null> | null = null;

/** The loaded subscription, tagged with the user it belongs to so a change of user reads as loading. */
interface Loaded {
  userId: string;
  subscription: SubscriptionView | null;
}

/** Prices, the card client and the signed-in user's subscription. */
export function useBilling(user: { id: string } | null) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [prices, setPrices] = useState<PricePlan[]>([]);
  const [billingEnabled, setBillingEnabled] = useState(false);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);

  useEffect(() => {
    void getPrices().then((r) => {
      if (!r.success) return; // a non-OK prices response is ignored (SPEC §8)
      setPrices(r.data.prices);
      setBillingEnabled(r.data.billingEnabled);
      const key = r.data.publishableKey;
      if (key && key !== 'pk_test_placeholder') {
        stripePromise ??= loadStripe(key).catch((err: unknown) => {
          console.warn('Card payments could not be initialised:', messageOf(err));
          return null;
        });
        setStripe(stripePromise);
      } else {
        console.warn('No Stripe publishable key is configured; card payments are not initialised.');
      }
    });
  }, []);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    void getSubscription().then((r) => {
      if (!r.success) console.info('Subscription not loaded:', r.error);
      setLoaded({ userId, subscription: r.success ? r.data.subscription : null });
    });
  }, [userId]);

  const current = userId && loaded?.userId === userId ? loaded : null;
  const setSubscription = useCallback(
    (subscription: SubscriptionView) => {
      if (userId) setLoaded({ userId, subscription });
    },
    [userId],
  );
  return {
    loading: userId !== null && current === null,
    subscription: current?.subscription ?? null,
    setSubscription,
    prices,
    billingEnabled,
    stripe,
  };
}
