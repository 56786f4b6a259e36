import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/** Stripe customers and subscriptions, processed webhook events, and where a quota period comes from. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('billing_subscription')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('stripeCustomerId', 'text', (c) => c.notNull().unique())
    .addColumn('stripeSubscriptionId', 'text', (c) => c.unique())
    .addColumn('status', 'text')
    .addColumn('plan', 'text')
    .addColumn('priceId', 'text')
    .addColumn('currentPeriodEnd', t.timestamp)
    .addColumn('cancelAtPeriodEnd', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stripe_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('receivedAt', t.timestamp, (c) => c.notNull())
    .execute();
  // 'signup': a month from sign-up, rolled by us; 'stripe': the billing period, moved by invoice.paid.
  await db.schema
    .alterTable('account_usage')
    .addColumn('periodSource', 'text', (c) => c.notNull().defaultTo('signup'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_usage').dropColumn('periodSource').execute();
  await db.schema.dropTable('stripe_event').execute();
  await db.schema.dropTable('billing_subscription').execute();
}
