/** Stripe customer and subscription per account, and processed webhook events. */
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { BillingSubscriptionTable, Database } from '../db/schema.js';

export type BillingRow = Selectable<BillingSubscriptionTable>;

export interface SubscriptionState {
  stripeSubscriptionId: string;
  status: string;
  plan: string;
  priceId: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export function createBillingRepo(db: Db, k: Kysely<Database> = db.kysely) {
  return {
    async get(userId: string): Promise<BillingRow | null> {
      return (await k.selectFrom('billing_subscription').selectAll().where('userId', '=', userId).executeTakeFirst()) ?? null;
    },
    async getByCustomer(customerId: string): Promise<BillingRow | null> {
      return (await k.selectFrom('billing_subscription').selectAll().where('stripeCustomerId', '=', customerId).executeTakeFirst()) ?? null;
    },
    async saveCustomer(userId: string, customerId: string): Promise<void> {
      await k
        .insertInto('billing_subscription')
        .values({
          userId,
          stripeCustomerId: customerId,
          stripeSubscriptionId: null,
          status: null,
          plan: null,
          priceId: null,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: db.bool(false),
          updatedAt: db.date(new Date()),
        })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
    },
    async saveSubscription(userId: string, s: SubscriptionState): Promise<void> {
      await k
        .updateTable('billing_subscription')
        .set({
          ...s,
          currentPeriodEnd: s.currentPeriodEnd ? db.date(s.currentPeriodEnd) : null,
          cancelAtPeriodEnd: db.bool(s.cancelAtPeriodEnd),
          updatedAt: db.date(new Date()),
        })
        .where('userId', '=', userId)
        .execute();
    },
    /** Records a webhook event; false when it was already processed (redelivery). */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const r = await k
        .insertInto('stripe_event')
        .values({ id, type, receivedAt: db.date(new Date()) })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
