/**
 * Billing state (SPEC §4): loading starts true and ends when the subscription fetch finishes, or at
 * once without a payment key or a user; the subscription is cleared when the user is absent. The card
 * client loads only with a real publishable key (not pk_test_placeholder); otherwise a warning is logged.
 */
// The /pure entry loads Stripe's script only when loadStripe is called, never on import.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import type { PricePlan, SubscriptionView } from '../../../common/contracts/billing';
import { useAuth } from '../auth/auth-context';
import { getPrices, getSubscription } from './billing-api';

let stripePromise: Promise<Stripe | null> | null = null;

export function useBilling() {
  const { user } = useAuth();
  const [loading, setLoading] = useState(true);
  const [subscription, setSubscription] = useState<SubscriptionView | null>(null);
  const [prices, setPrices] = useState<PricePlan[]>([]);
  const [billingEnabled, setBillingEnabled] = useState(false);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);

  useEffect(() => {
    getPrices().then((r) => {
      if (!r.success) return; // a non-OK prices response is ignored (SPEC §8)
      setPrices(r.data.prices);
      setBillingEnabled(r.data.billingEnabled);
      const key = r.data.publishableKey;
      if (key && key !== 'pk_test_placeholder') {
        stripePromise ??= loadStripe(key).catch((err) => {
          console.warn('Card payments could not be initialised:', err.message);
          return null;
        });
        setStripe(stripePromise);
      } else {
        console.warn('No Stripe publishable key is configured; card payments are not initialised.');
      }
    });
  }, []);

  useEffect(() => {
    if (!user) {
      setSubscription(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    getSubscription()
      .then((r) => {
        if (r.success) setSubscription(r.data.subscription);
        else console.info('Subscription not loaded:', r.error);
      })
      .finally(() => setLoading(false));
  }, [user]);

  return { loading, subscription, setSubscription, prices, billingEnabled, stripe };
}
