import type { Page } from '@playwright/test';
import { expectAccessible, registerThroughUi, snap, test, expect, uniqueEmail } from './support/fixtures.js';

/** Subscribes the signed-in user through the API (the card element needs Stripe's own script). */
async function subscribeViaApi(page: Page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('prepgold.session')!).token as string);
  const res = await page.request.post('/api/stripe/create-subscription', {
    headers: { authorization: `Bearer ${token}` },
    data: { priceId: 'price_starter_e2e', paymentMethodId: 'pm_card_visa' },
  });
  expect(res.status()).toBe(200);
}

test('no subscription: plan picker, the spec validation messages, the subscribe button text', async ({ page }) => {
  await registerThroughUi(page, 'Nina None', uniqueEmail('none'));
  await page.goto('/subscription');
  await expect(page.getByText('No subscription')).toBeVisible();
  await expect(page.getByText('N/A')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please select a subscription plan')).toBeVisible();
  await page.getByRole('radio', { name: /^Starter/ }).check();
  const subscribe = page.getByRole('button', { name: 'Subscribe to Starter for $29.99/month' });
  await expect(subscribe).toBeVisible();
  await subscribe.click();
  await expect(page.getByText('Stripe not loaded')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'subscription-none');
});

test('active → cancel (confirm) → canceled → reactivate → active; Manage Billing opens the portal', async ({ page }) => {
  await registerThroughUi(page, 'Artie Active', uniqueEmail('active'));
  await subscribeViaApi(page);
  await page.goto('/subscription');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('0 / 3')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'subscription-active');

  const messages: string[] = [];
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  expect(messages).toEqual(['Are you sure you want to cancel your subscription? You can reactivate it anytime.']);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Subscription will be canceled at the end of the current period')).toBeVisible();
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
  await snap(page, 'subscription-canceled');
  await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
  await expect(page.getByText('Subscription reactivated successfully!')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await page.route('https://billing.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Billing portal</title><h1>Portal</h1>' }),
  );
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/^https:\/\/billing\.stripe\.com\/p\/session\//);
});

test('payment success counts down to the dashboard', async ({ page }) => {
  await registerThroughUi(page, 'Paula Paid', uniqueEmail('paid'));
  await page.goto('/app/stripe/success');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('in 3 seconds');
  await snap(page, 'payment-success');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6_000 });
  await page.goto('/app/stripe/success');
  await page.getByRole('link', { name: 'Go to Dashboard Now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
