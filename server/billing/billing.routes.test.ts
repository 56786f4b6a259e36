import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newUser, startTestApp, type TestApp } from '../../test/support/app.js';
import { testDatabaseKinds } from '../../test/support/databases.js';
import { startFakeStripe, type FakeStripe } from '../../test/support/fake-stripe.js';

const kinds = await testDatabaseKinds();
const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = {
  STRIPE_PRICE_STARTER: 'price_starter_test',
  STRIPE_PRICE_PREMIUM: 'price_premium_test',
  STRIPE_PRICE_ALACARTE: 'price_alacarte_test',
};
const signer = new Stripe('sk_test_signer');

describe.each(kinds)('billing with Stripe on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await startTestApp(kind, {
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, ...PRICES },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** Delivers a signed webhook event, as Stripe does. */
  async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      object: 'event',
      api_version: '2025-10-29.clover',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...event,
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(`${t.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return { status: res.status, body: await res.json() };
  }
  const status = async (token: string) => (await t.call('GET', '/api/stripe/subscription-status', { token })).body.subscription;
  const subscribe = (token: string, paymentMethodId = 'pm_card_visa', priceId = PRICES.STRIPE_PRICE_STARTER) =>
    t.call('POST', '/api/stripe/create-subscription', { token, body: { priceId, paymentMethodId } });

  test('prices list the catalogue with Stripe price ids, without auth', async () => {
    const res = await t.call('GET', '/api/stripe/prices');
    expect(res.body.billingEnabled).toBe(true);
    expect(res.body.prices.map((p: { planId: string; id: string | null; price: number }) => [p.planId, p.id, p.price])).toEqual([
      ['free', null, 0],
      ['starter', 'price_starter_test', 29.99],
      ['alacarte', 'price_alacarte_test', 14.99],
      ['premium', 'price_premium_test', 99.99],
    ]);
  });

  test('create → active with 3 guides; cancel → canceled at period end; reactivate → active', async () => {
    const token = await newUser(t, 'subscriber');
    expect(await status(token)).toMatchObject({ status: 'none', plan: 'free', guidesLimit: 1 });
    const created = await subscribe(token);
    expect(created.status).toBe(200);
    expect(created.body.subscription).toMatchObject({
      status: 'active',
      plan: 'starter',
      planName: 'Starter',
      guidesLimit: 3,
      guidesUsed: 0,
    });
    const customerCall = stripe.requests.find((r) => r.path === '/v1/customers')!;
    expect(customerCall.headers['idempotency-key']).toMatch(/^customer-/);
    const subCall = stripe.requests.filter((r) => r.path === '/v1/subscriptions').at(-1)!;
    expect(subCall.headers['idempotency-key']).toMatch(/^subscription-.+-price_starter_test-pm_card_visa$/);
    expect(subCall.form.get('items[0][price]')).toBe('price_starter_test');
    expect(stripe.requests.some((r) => r.path === '/v1/payment_methods/pm_card_visa/attach')).toBe(true);

    const canceled = await t.call('POST', '/api/stripe/cancel-subscription', { token });
    expect(canceled.body.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, reactivatable: true, plan: 'starter' });
    const again = await t.call('POST', '/api/stripe/reactivate-subscription', { token });
    expect(again.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await t.call('GET', '/api/auth/dashboard', { token })).body).toMatchObject({
      user: { subscription: 'starter', guidesLimit: 3 },
      subscription: { currentPlan: { name: 'Starter' } },
    });

    const portal = await t.call('POST', '/api/stripe/create-customer-portal-session', { token });
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  test('a declined card brings the provider message back; an unknown price asks for a plan', async () => {
    const token = await newUser(t, 'declined');
    const res = await subscribe(token, 'pm_card_chargeDeclined');
    expect(res.status).toBe(402);
    expect(res.body.error).toBe('Your card was declined.');
    expect((await subscribe(token, 'pm_card_visa', 'price_nope')).body.error).toBe('Please select a subscription plan');
    expect(await status(token)).toMatchObject({ plan: 'free' });
  });

  test('a card that needs authentication returns what the browser needs to confirm it', async () => {
    const token = await newUser(t, 'sca');
    const res = await subscribe(token, 'pm_card_authenticationRequired');
    expect(res.body).toMatchObject({ requiresAction: true, clientSecret: expect.stringMatching(/_secret_/) });
    expect(res.body.subscription.plan).toBe('free'); // not paid yet
  });

  test('the same event delivered 5 times is applied once', async () => {
    const token = await newUser(t, 'credits');
    const me = (await t.call('GET', '/api/auth/me', { token })).body.user;
    const event = {
      id: `evt_${Date.now()}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'payment',
          client_reference_id: me.id,
          customer: null,
          metadata: { product: 'alacarte' },
        },
      },
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate)).toHaveLength(4);
    expect((await status(token)).credits).toBe(1);
  });

  test('a deleted event arriving before an older updated event still ends canceled', async () => {
    const token = await newUser(t, 'reorder');
    const sub = (await subscribe(token)).body.subscription;
    expect(sub.status).toBe('active');
    const [stripeSub] = [...stripe.subscriptions.values()].slice(-1);
    stripeSub.status = 'canceled'; // Stripe's current truth
    const older = { ...stripeSub, status: 'active' };
    expect(
      (await deliver({ id: `evt_del_${Date.now()}`, type: 'customer.subscription.deleted', data: { object: stripeSub } })).status,
    ).toBe(200);
    expect((await deliver({ id: `evt_upd_${Date.now()}`, type: 'customer.subscription.updated', data: { object: older } })).status).toBe(
      200,
    );
    expect(await status(token)).toMatchObject({ status: 'canceled', plan: 'free', guidesLimit: 1 });
  });

  test('invoice.paid starts a new period once; payment_failed keeps the quota while past due', async () => {
    const token = await newUser(t, 'periods');
    await subscribe(token);
    const [stripeSub] = [...stripe.subscriptions.values()].slice(-1);
    const item = stripeSub.items.data[0];
    await t.testDb.db.kysely.updateTable('account_usage').set({ guidesUsed: 2 }).execute();
    item.current_period_start = item.current_period_end;
    item.current_period_end += 30 * 86400;
    const paid = {
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_next',
          object: 'invoice',
          customer: stripeSub.customer,
          parent: { subscription_details: { subscription: stripeSub.id } },
        },
      },
    };
    await deliver({ id: `evt_paid_a_${Date.now()}`, ...paid });
    expect((await status(token)).guidesUsed).toBe(0);
    await t.call('POST', '/api/guides/preview', { token, body: { uploadIds: ['x'], characterName: 'x' } }); // unrelated traffic
    await t.testDb.db.kysely.updateTable('account_usage').set({ guidesUsed: 1 }).execute();
    await deliver({ id: `evt_paid_b_${Date.now()}`, ...paid }); // another event for the same period
    expect((await status(token)).guidesUsed).toBe(1);
    expect(new Date((await status(token)).currentPeriodEnd).getTime()).toBe(item.current_period_end * 1000);

    stripeSub.status = 'past_due';
    await deliver({
      id: `evt_fail_${Date.now()}`,
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_fail',
          object: 'invoice',
          customer: stripeSub.customer,
          parent: { subscription_details: { subscription: stripeSub.id } },
        },
      },
    });
    expect(await status(token)).toMatchObject({ status: 'past_due', plan: 'starter', guidesLimit: 3 });
  });

  test('a bad signature is refused with 400 and nothing is written', async () => {
    const before = await t.testDb.db.kysely
      .selectFrom('stripe_event')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await deliver(
      {
        id: 'evt_forged',
        type: 'checkout.session.completed',
        data: { object: { mode: 'payment', client_reference_id: 'x', metadata: { product: 'alacarte' } } },
      },
      'whsec_wrong',
    );
    expect(res.status).toBe(400);
    const after = await t.testDb.db.kysely
      .selectFrom('stripe_event')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('billing off (no Stripe keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  test('payment calls answer 503 with a plain message; prices and status still work', async () => {
    const token = await newUser(t, 'nobilling');
    for (const path of [
      '/api/stripe/create-subscription',
      '/api/stripe/cancel-subscription',
      '/api/stripe/reactivate-subscription',
      '/api/stripe/create-customer-portal-session',
    ]) {
      const res = await t.call('POST', path, {
        token,
        body: path.includes('create-subscription') ? { priceId: 'p', paymentMethodId: 'pm' } : undefined,
      });
      expect(res.status, path).toBe(503);
      expect(res.body.error).toBe('Billing is not configured on this server');
    }
    const prices = await t.call('GET', '/api/stripe/prices');
    expect(prices.body).toMatchObject({ billingEnabled: false, publishableKey: null });
    expect(prices.body.prices).toHaveLength(4);
    expect((await t.call('GET', '/api/stripe/subscription-status', { token })).body.subscription).toMatchObject({
      status: 'none',
      plan: 'free',
      billingEnabled: false,
    });
  });
});
