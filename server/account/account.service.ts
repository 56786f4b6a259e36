/**
 * Plan and usage of an account. Every account has a quota period: a month from its sign-up date
 * (billing will move subscribers onto their billing period). A new period resets usage exactly
 * once, even under concurrent requests, and a guide slot is reserved atomically before generating.
 */
import type { PublicUser } from '../../common/contracts/auth.js';
import { GUIDE_MESSAGES } from '../../common/contracts/guides.js';
import { planFor } from '../../common/plans.js';
import type { SessionUser } from '../auth/auth.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { createAccountRepo, type UsageRow } from './account.repo.js';

export interface Usage {
  planId: string;
  planName: string;
  guidesUsed: number;
  guidesLimit: number | null;
  credits: number;
  periodEnd: Date;
}

export interface Reservation {
  kind: 'quota' | 'credit';
  /** End of the period the quota slot belongs to. */
  periodEnd: Date;
}

/** Adds months, clamping to the last day of a shorter month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The end of the monthly period containing `now`, counting months from `start`. */
export function monthlyPeriodEnd(start: Date, now: Date): Date {
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  let end = addMonths(start, months);
  while (end <= now) end = addMonths(start, ++months);
  return end;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: { db: Db; now?: () => Date }) {
  const repo = createAccountRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  /** The repo on the caller's unit of work, when it passes one (see Db.transaction). */
  const repoIn = (tx?: Db) => (tx ? createAccountRepo(tx) : repo);

  /**
   * The usage row for the current period, creating it or rolling the period over as needed. With `atLookup`, a
   * row the session lookup read with the session stands for the first read (decision 033).
   */
  async function current(user: SessionUser, tx?: Db, atLookup = false): Promise<UsageRow> {
    const repo = repoIn(tx);
    const at = now();
    let row = atLookup && user.usageAtLookup !== undefined ? user.usageAtLookup : await repo.get(user.id);
    if (!row) {
      const plan = planFor('free');
      const end = monthlyPeriodEnd(user.createdAt, at);
      await repo.ensure({
        userId: user.id,
        plan: plan.id,
        guidesLimit: plan.guidesPerMonth,
        periodStart: addMonths(end, -1),
        periodEnd: end,
      });
      row = (await repo.get(user.id))!;
    }
    const seenEnd = new Date(row.periodEnd);
    // Billing periods move with Stripe's invoices; only sign-up periods are rolled here.
    if (seenEnd <= at && row.periodSource === 'signup') {
      const end = monthlyPeriodEnd(user.createdAt, at);
      await repo.rollPeriod(user.id, seenEnd, addMonths(end, -1), end);
      row = (await repo.get(user.id))!;
    }
    return row;
  }

  const toUsage = (row: UsageRow): Usage => ({
    planId: row.plan,
    planName: planFor(row.plan).name,
    guidesUsed: row.guidesUsed,
    guidesLimit: row.guidesLimit,
    credits: row.credits,
    periodEnd: new Date(row.periodEnd),
  });

  return {
    /**
     * Plan and usage now. `atLookup` (a read answered straight after the request's session lookup, writing
     * nothing before it) takes the usage row that lookup read with the session instead of reading it again.
     */
    async getUsage(user: SessionUser, opts: { atLookup?: boolean } = {}): Promise<Usage> {
      return toUsage(await current(user, undefined, opts.atLookup));
    },

    /** Reserves one guide: from the period's quota, then from a la carte credits; 402 when neither is left. */
    async reserveGuide(user: SessionUser, tx?: Db): Promise<Reservation> {
      const row = await current(user, tx);
      const repo = repoIn(tx);
      if (await repo.takeFromQuota(user.id)) return { kind: 'quota', periodEnd: new Date(row.periodEnd) };
      if (await repo.takeCredit(user.id)) return { kind: 'credit', periodEnd: new Date(row.periodEnd) };
      throw new AppError('GUIDE_LIMIT', GUIDE_MESSAGES.limit);
    },

    /** Puts the account on a plan (its quota follows); `billingPeriod` moves it onto that period. */
    async applyPlan(user: SessionUser, planId: string, billingPeriod?: { start: Date; end: Date }, tx?: Db): Promise<void> {
      await current(user, tx);
      const repo = repoIn(tx);
      const plan = planFor(planId);
      await repo.setPlan(user.id, plan.id, plan.guidesPerMonth);
      if (billingPeriod) await repo.startBillingPeriod(user.id, billingPeriod.start, billingPeriod.end);
      else await repo.endBillingPeriods(user.id);
    },

    /** Adds a la carte guide credits (they do not expire). */
    async grantCredits(user: SessionUser, n: number, tx?: Db): Promise<void> {
      await current(user, tx);
      await repoIn(tx).addCredits(user.id, n);
    },

    /** Returns a reservation after a failed generation. */
    async releaseGuide(userId: string, reservation: Reservation, tx?: Db): Promise<void> {
      const repo = repoIn(tx);
      if (reservation.kind === 'quota') await repo.returnToQuota(userId, reservation.periodEnd);
      else await repo.returnCredit(userId);
    },

    /** The user as the API presents it (SPEC §3 User); `atLookup` as for getUsage. */
    async presentUser(user: SessionUser, opts: { atLookup?: boolean } = {}): Promise<PublicUser> {
      const usage = toUsage(await current(user, undefined, opts.atLookup));
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        subscription: usage.planId,
        guidesUsed: usage.guidesUsed,
        guidesLimit: usage.guidesLimit,
        currentPeriodEnd: usage.periodEnd.toISOString(),
      };
    },
  };
}
