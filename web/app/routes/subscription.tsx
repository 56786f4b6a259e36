import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BILLING_MESSAGES, type PricePlan, type SubscriptionView } from '../../../common/contracts/billing';
import { formatPrice } from '../../../common/plans';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { cancelSubscription, createSubscription, openPortal, reactivateSubscription } from '../../features/billing/billing-api';
import { useAuth } from '../../features/auth/auth-context';
import { useBilling } from '../../features/billing/use-billing';
import { capitalise } from '../../lib/format';
import { formatDate } from '../../lib/format';

/** Subscription (SPEC §2): current state, and the actions that state allows. */
export default function SubscriptionPage() {
  const { user } = useAuth();
  const billing = useBilling(user);
  const { subscription: sub, setSubscription } = billing;
  const [busy, setBusy] = useState(false);
  if (billing.loading || !sub) return <LoadingScreen label="Loading your subscription…" />;

  const run = async (
    action: () => Promise<{ success: true; data: { subscription: SubscriptionView } } | { success: false; error: string | null }>,
    ok: string,
    failed: string,
  ) => {
    setBusy(true);
    try {
      const r = await action();
      if (r.success) {
        setSubscription(r.data.subscription);
        toast.success(ok);
      } else toast.error(r.error || failed);
    } catch {
      toast.error(BILLING_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  const portal = async () => {
    setBusy(true);
    const r = await openPortal();
    if (r.success) window.location.assign(r.data.url);
    else {
      toast.error(r.error || BILLING_MESSAGES.portalFailed);
      setBusy(false);
    }
  };

  const cancel = () => {
    if (!window.confirm(BILLING_MESSAGES.cancelConfirm)) return;
    void run(cancelSubscription, BILLING_MESSAGES.canceled, BILLING_MESSAGES.cancelFailed);
  };

  const canChoose = sub.status === 'none' || (sub.status === 'canceled' && !sub.reactivatable);
  // A paid plan with no subscription behind it was set by the site's administrator: active, no renewal.
  const setByAdmin = sub.status === 'none' && sub.plan !== 'free';
  return (
    <>
      <PageHeader title="Your Subscription">
        <p>Your plan, your guides this period, and billing.</p>
      </PageHeader>
      <section className="section">
        <div className="container container--narrow stack-lg">
          <div className="card">
            <dl className="details">
              <div>
                <dt>Status</dt>
                <dd>
                  {setByAdmin
                    ? 'Active (set by the administrator of this site)'
                    : sub.status === 'none'
                      ? 'No subscription'
                      : capitalise(sub.status.replace('_', ' '))}
                </dd>
              </div>
              <div>
                <dt>Plan</dt>
                <dd>{sub.planName}</dd>
              </div>
              <div>
                <dt>Guides used</dt>
                <dd>
                  {sub.guidesUsed} / {sub.guidesLimit ?? 'Unlimited'}
                  {sub.credits ? ` · ${sub.credits} extra guide credit${sub.credits === 1 ? '' : 's'}` : ''}
                </dd>
              </div>
              <div>
                <dt>{sub.cancelAtPeriodEnd ? 'Ends on' : 'Next billing date'}</dt>
                <dd>{sub.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : setByAdmin ? 'No renewal date' : 'N/A'}</dd>
              </div>
            </dl>
            {(sub.status === 'active' || sub.status === 'past_due') && (
              <div className="cta-row">
                <button type="button" className="btn btn--gold" disabled={busy} onClick={() => void portal()}>
                  Manage Billing
                </button>
                <button type="button" className="btn btn--outline" disabled={busy} onClick={cancel}>
                  Cancel Subscription
                </button>
              </div>
            )}
            {sub.status === 'canceled' && sub.reactivatable && (
              <div className="cta-row">
                <button
                  type="button"
                  className="btn btn--gold"
                  disabled={busy}
                  onClick={() => void run(reactivateSubscription, BILLING_MESSAGES.reactivated, BILLING_MESSAGES.reactivateFailed)}
                >
                  Reactivate Subscription
                </button>
              </div>
            )}
          </div>
          {canChoose &&
            (billing.billingEnabled ? (
              billing.stripe ? (
                <Elements stripe={billing.stripe}>
                  <PlanPicker plans={billing.prices} onSubscribed={setSubscription} />
                </Elements>
              ) : (
                <PlanPicker plans={billing.prices} onSubscribed={setSubscription} />
              )
            ) : (
              <div className="banner banner--warning" role="status">
                <p>
                  Online payment is off on this site{setByAdmin ? '' : ', so every account starts on the Free plan'}. Ask the administrator
                  of this site to change your plan: <Link to="/pricing">see what each plan includes</Link> or{' '}
                  <Link to="/contact">contact us</Link>.
                </p>
              </div>
            ))}
        </div>
      </section>
    </>
  );
}

/** Monthly plans and the card form; works without Stripe loaded (the submit then says so). */
function PlanPicker({ plans, onSubscribed }: { plans: PricePlan[]; onSubscribed: (s: SubscriptionView) => void }) {
  const monthly = plans.filter((p) => p.interval === 'month' && p.price > 0 && p.id);
  const [selected, setSelected] = useState<PricePlan | null>(null);
  const [busy, setBusy] = useState(false);
  const stripe = useOptionalStripe();
  const elements = useOptionalElements();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!selected?.id) return void toast.error(BILLING_MESSAGES.selectPlan);
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return void toast.error(BILLING_MESSAGES.stripeNotLoaded);
    setBusy(true);
    try {
      const pm = await stripe.createPaymentMethod({ type: 'card', card });
      if (pm.error) return void toast.error(pm.error.message ?? BILLING_MESSAGES.createFailed);
      const r = await createSubscription(selected.id, pm.paymentMethod.id);
      if (!r.success) return void toast.error(r.error || BILLING_MESSAGES.createFailed);
      if (r.data.requiresAction && r.data.clientSecret) {
        const confirmed = await stripe.confirmCardPayment(r.data.clientSecret);
        if (confirmed.error) return void toast.error(confirmed.error.message ?? BILLING_MESSAGES.createFailed);
      }
      onSubscribed(r.data.subscription);
      toast.success(BILLING_MESSAGES.created);
    } catch {
      toast.error(BILLING_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="choose-title">
      <h2 id="choose-title">Choose a plan</h2>
      <fieldset className="plan-picker">
        <legend className="visually-hidden">Monthly plans</legend>
        {monthly.map((p) => (
          <label key={p.planId} className={`plan-option${selected?.planId === p.planId ? ' plan-option--on' : ''}`}>
            <input type="radio" name="plan" value={p.planId} checked={selected?.planId === p.planId} onChange={() => setSelected(p)} />
            <span className="plan-option__name">
              {p.name}
              {p.mostPopular && <span className="badge">Most Popular</span>}
            </span>
            <span className="plan-option__price">{formatPrice(Math.round(p.price * 100))}/month</span>
            <span className="plan-option__features">{p.features.join(' · ')}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="card">Card</label>
        <div id="card" className="card-input">
          {stripe ? <CardElement options={{ hidePostalCode: false }} /> : <p className="muted">Card entry is unavailable right now.</p>}
        </div>
      </div>
      <button type="submit" className="btn btn--gold btn--block" disabled={busy}>
        {busy ? 'Subscribing...' : selected ? `Subscribe to ${selected.name} for $${selected.price.toFixed(2)}/month` : 'Subscribe'}
      </button>
    </form>
  );
}

/** Stripe hooks throw outside <Elements>; the picker also renders without Stripe. */
function useOptionalStripe(): Stripe | null {
  try {
    return useStripe();
  } catch {
    return null;
  }
}
function useOptionalElements() {
  try {
    return useElements();
  } catch {
    return null;
  }
}
