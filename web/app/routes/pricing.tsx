import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EXTRAS, PLANS, PRICING_PLAN_IDS, formatPrice, type PlanId } from '../../../common/plans';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../features/auth/auth-context';
import { useSettings } from '../../lib/public-settings';
import { AskAdmin } from '../../features/billing/ask-admin';
import { getPrices } from '../../features/billing/billing-api';

const FAQ = [
  {
    q: 'What are "sides"?',
    a: 'Sides are the pages of the script you perform at the audition. Upload them as a PDF — a text PDF from casting works best, and clean scans work too.',
  },
  {
    q: 'How long does a guide take?',
    a: 'Usually a few minutes. The page tells you what it is doing while it works; plan on 2–5 minutes at most.',
  },
  {
    q: "Who is the child's guide for?",
    a: 'Actors aged 12 and under. It uses short sentences, games for learning lines and "what would you do if…" questions, plus a section for the parent.',
  },
  {
    q: 'Can I cancel any time?',
    a: 'Yes. Subscriptions renew monthly and you can cancel at the end of the current period from your account.',
  },
  {
    q: 'Is there a guarantee?',
    a: 'Paid plans come with a 30-day money-back guarantee. See the Refunds page for how it works alongside our Terms.',
  },
  { q: 'Do unused guides roll over?', a: 'Monthly plan guides reset each period. A la carte guides are credits that do not expire.' },
];

function PlanButton({ id, billingEnabled }: { id: PlanId; billingEnabled: boolean }) {
  const { user } = useAuth();
  const { checkout } = useSettings();
  if (id === 'free') {
    return (
      <Link to={user ? '/dashboard' : '/register'} className="btn btn--outline btn--block">
        Start Free
      </Link>
    );
  }
  const url = checkout[id as 'starter' | 'alacarte' | 'premium'];
  // Without a hosted checkout link, monthly plans are bought in the app when billing is on.
  if (!url && billingEnabled && id !== 'alacarte') {
    return (
      <Link to={user ? '/subscription' : '/register'} className={`btn btn--block ${PLANS[id].mostPopular ? 'btn--gold' : 'btn--outline'}`}>
        Choose {PLANS[id].name}
      </Link>
    );
  }
  if (!url) return <AskAdmin what={`the ${PLANS[id].name} plan`} />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn btn--block ${PLANS[id].mostPopular ? 'btn--gold' : 'btn--outline'}`}
    >
      Choose {PLANS[id].name}
      <span className="visually-hidden"> (opens secure checkout in a new tab)</span>
    </a>
  );
}

/** Plans, extras and FAQ (SPEC §2 Pricing). */
export default function Pricing() {
  const { checkout } = useSettings();
  const [billingEnabled, setBillingEnabled] = useState(false);
  useEffect(() => {
    void getPrices().then((r) => r.success && setBillingEnabled(r.data.billingEnabled));
  }, []);
  const extras = [
    {
      ...EXTRAS.selfTapeFeedback,
      text: 'Send your self-tape and get written notes on what to keep and what to adjust.',
      url: checkout.selfTape,
    },
    { ...EXTRAS.coachingSession, text: 'A 30-minute one-on-one session with a coach, built around your sides.', url: checkout.coaching },
  ];
  return (
    <>
      <PageHeader title="Simple, Honest Pricing">
        <p>Start free. Upgrade when auditions pick up.</p>
      </PageHeader>
      <section className="section">
        <div className="container">
          <ul className="grid grid--4 plans">
            {PRICING_PLAN_IDS.map((id) => {
              const plan = PLANS[id];
              return (
                <li key={id} className={`card plan${plan.mostPopular ? ' plan--popular' : ''}`}>
                  {plan.mostPopular && <p className="plan__badge">Most Popular</p>}
                  <h2 className="plan__name">{plan.name}</h2>
                  <p className="plan__price">
                    <span className="plan__amount">{formatPrice(plan.priceCents)}</span>
                    <span className="plan__per">/{plan.per}</span>
                  </p>
                  <ul className="plan__features">
                    {plan.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                  <PlanButton id={id} billingEnabled={billingEnabled} />
                </li>
              );
            })}
          </ul>

          <h2 className="section__title">Additional Services</h2>
          <ul className="grid grid--2">
            {extras.map((x) => (
              <li key={x.name} className="card extra">
                <h3>
                  {x.name} <span className="extra__price">{formatPrice(x.priceCents)}</span>
                </h3>
                <p>{x.text}</p>
                {x.url ? (
                  <a href={x.url} target="_blank" rel="noopener noreferrer" className="btn btn--outline">
                    Book {x.name.toLowerCase()}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <AskAdmin what={x.name.toLowerCase()} extra className="btn btn--outline" />
                )}
              </li>
            ))}
          </ul>

          <h2 className="section__title">Frequently Asked Questions</h2>
          <div className="faq">
            {FAQ.map((f) => (
              <details key={f.q} className="faq__item">
                <summary>{f.q}</summary>
                <p>{f.a}</p>
              </details>
            ))}
          </div>

          <div className="cta-row cta-row--center">
            <StartFree />
            <Link to="/examples" className="btn btn--outline btn--large">
              View Examples
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function StartFree() {
  const { user } = useAuth();
  return (
    <Link to={user ? '/dashboard' : '/register'} className="btn btn--gold btn--large">
      Start Free
    </Link>
  );
}
