/** Usage rows: one per account, holding the current quota period. */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AccountUsageTable } from '../db/schema.js';

export type UsageRow = Selectable<AccountUsageTable>;

export function createAccountRepo(db: Db) {
  const k = db.kysely;
  return {
    async get(userId: string): Promise<UsageRow | null> {
      return (await k.selectFrom('account_usage').selectAll().where('userId', '=', userId).executeTakeFirst()) ?? null;
    },
    /** Creates the row if it is missing; a concurrent creator wins quietly. */
    async ensure(row: { userId: string; plan: string; guidesLimit: number | null; periodStart: Date; periodEnd: Date }): Promise<void> {
      await k
        .insertInto('account_usage')
        .values({
          ...row,
          guidesUsed: 0,
          credits: 0,
          periodStart: db.date(row.periodStart),
          periodEnd: db.date(row.periodEnd),
          updatedAt: db.date(new Date()),
        })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
    },
    /** Starts a new period only if the row is still in the period we saw: exactly one caller wins. */
    async rollPeriod(userId: string, seenEnd: Date, start: Date, end: Date): Promise<boolean> {
      const r = await k
        .updateTable('account_usage')
        .set({ guidesUsed: 0, periodStart: db.date(start), periodEnd: db.date(end), updatedAt: db.date(new Date()) })
        .where('userId', '=', userId)
        .where('periodEnd', '=', db.date(seenEnd))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Takes one guide from the period's quota in a single conditional UPDATE; false when none is left. */
    async takeFromQuota(userId: string): Promise<boolean> {
      const r = await k
        .updateTable('account_usage')
        .set((eb) => ({ guidesUsed: eb('guidesUsed', '+', 1) }))
        .where('userId', '=', userId)
        .where((eb) => eb.or([eb('guidesLimit', 'is', null), eb('guidesUsed', '<', eb.ref('guidesLimit'))]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Takes one a la carte credit; false when there is none. */
    async takeCredit(userId: string): Promise<boolean> {
      const r = await k
        .updateTable('account_usage')
        .set((eb) => ({ credits: eb('credits', '-', 1) }))
        .where('userId', '=', userId)
        .where('credits', '>', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Gives a quota slot back, only within the period it was taken from. */
    async returnToQuota(userId: string, periodEnd: Date): Promise<void> {
      await k
        .updateTable('account_usage')
        .set((eb) => ({ guidesUsed: eb('guidesUsed', '-', 1) }))
        .where('userId', '=', userId)
        .where('periodEnd', '=', db.date(periodEnd))
        .where('guidesUsed', '>', 0)
        .execute();
    },
    async setPlan(userId: string, plan: string, guidesLimit: number | null): Promise<void> {
      await k
        .updateTable('account_usage')
        .set({ plan, guidesLimit, updatedAt: db.date(new Date()) })
        .where('userId', '=', userId)
        .execute();
    },
    /** Moves the account onto a billing period; usage resets once per new period. */
    async startBillingPeriod(userId: string, start: Date, end: Date): Promise<void> {
      await k
        .updateTable('account_usage')
        .set({
          guidesUsed: 0,
          periodStart: db.date(start),
          periodEnd: db.date(end),
          periodSource: 'stripe',
          updatedAt: db.date(new Date()),
        })
        .where('userId', '=', userId)
        .where('periodEnd', '<>', db.date(end))
        .execute();
      await k.updateTable('account_usage').set({ periodSource: 'stripe' }).where('userId', '=', userId).execute();
    },
    /** Back to monthly periods from sign-up (after a subscription ends); the current period runs out first. */
    async endBillingPeriods(userId: string): Promise<void> {
      await k
        .updateTable('account_usage')
        .set({ periodSource: 'signup', updatedAt: db.date(new Date()) })
        .where('userId', '=', userId)
        .execute();
    },
    async addCredits(userId: string, n: number): Promise<void> {
      await k
        .updateTable('account_usage')
        .set((eb) => ({ credits: eb('credits', '+', n) }))
        .where('userId', '=', userId)
        .execute();
    },
    async returnCredit(userId: string): Promise<void> {
      await k
        .updateTable('account_usage')
        .set((eb) => ({ credits: eb('credits', '+', 1) }))
        .where('userId', '=', userId)
        .execute();
    },
  };
}
