/** The plan catalogue (SPEC §9), shared by server and web. */
import { CHILD_GUIDE_MAX_AGE } from './limits.js';

export type PlanId = 'free' | 'basic' | 'starter' | 'alacarte' | 'premium' | 'unlimited';

export interface Plan {
  id: PlanId;
  name: string;
  /** Price in US cents. */
  priceCents: number;
  /** What the price buys: a month of the plan, or one guide. */
  per: 'month' | 'guide';
  /** Guides per month; null means unlimited. */
  guidesPerMonth: number | null;
  features: string[];
  mostPopular?: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    per: 'month',
    guidesPerMonth: 1,
    features: ['1 guide per month', 'Scene beats, subtext and physicality', `Child's guide for actors ${CHILD_GUIDE_MAX_AGE} and under`],
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    priceCents: 2999,
    per: 'month',
    guidesPerMonth: 3,
    mostPopular: true,
    features: ['3 guides per month', 'Everything in Free', 'Callback guides that build on your notes'],
  },
  alacarte: {
    id: 'alacarte',
    name: 'A la carte',
    priceCents: 1499,
    per: 'guide',
    guidesPerMonth: 0,
    features: ['One guide, whenever you need it', 'Credit never expires', 'No subscription'],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    priceCents: 9999,
    per: 'month',
    guidesPerMonth: 10,
    features: ['10 guides per month', '2 self-tape feedbacks included (saves $44)', 'Everything in Starter'],
  },
  // Labels the spec lists (§3) that are not sold on the pricing page but can be assigned.
  basic: { id: 'basic', name: 'Basic', priceCents: 0, per: 'month', guidesPerMonth: 1, features: ['1 guide per month'] },
  unlimited: { id: 'unlimited', name: 'Unlimited', priceCents: 0, per: 'month', guidesPerMonth: null, features: ['Unlimited guides'] },
};

/** Plans shown on the pricing page, in order. */
export const PRICING_PLAN_IDS: PlanId[] = ['free', 'starter', 'alacarte', 'premium'];

export const EXTRAS = {
  selfTapeFeedback: { name: 'Self-tape feedback', priceCents: 2200 },
  coachingSession: { name: '30-minute coaching session', priceCents: 5000 },
} as const;

/** Formats cents as "$29.99" (or "$0"). */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** Looks a plan label up, falling back to Free for unknown labels. */
export function planFor(label: string | null | undefined): Plan {
  return PLANS[(label ?? 'free').toLowerCase() as PlanId] ?? PLANS.free;
}
