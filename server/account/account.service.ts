/**
 * Plan and usage of an account. Until billing lands every account is on Free, and its
 * monthly period runs from the day it signed up.
 */
import { planFor } from '../../common/plans.js';
import type { PublicUser } from '../../common/contracts/auth.js';
import type { SessionUser } from '../auth/auth.service.js';

export interface Usage {
  planId: string;
  planName: string;
  guidesUsed: number;
  guidesLimit: number | null;
  periodEnd: Date;
}

/** The end of the monthly period containing `now`, counting months from `start`. */
export function monthlyPeriodEnd(start: Date, now: Date): Date {
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  let end = addMonths(start, months);
  while (end <= now) end = addMonths(start, ++months);
  return end;
}

/** Adds months, clamping to the last day of a shorter month (Jan 31 + 1 month = Feb 28/29). */
function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The account's plan and usage for the current period. */
export function usageOf(user: SessionUser, now = new Date()): Usage {
  const plan = planFor('free');
  return { planId: plan.id, planName: plan.name, guidesUsed: 0, guidesLimit: plan.guidesPerMonth, periodEnd: monthlyPeriodEnd(user.createdAt, now) };
}

/** The user as the API presents it (SPEC §3 User). */
export function presentUser(user: SessionUser): PublicUser {
  const usage = usageOf(user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    subscription: usage.planId,
    guidesUsed: usage.guidesUsed,
    guidesLimit: usage.guidesLimit,
    currentPeriodEnd: usage.periodEnd.toISOString(),
  };
}
