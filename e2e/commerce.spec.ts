import type { Page } from '@playwright/test';
import { expectAccessible, registerThroughUi, snap, test, expect, uniqueEmail, WIDTHS } from './support/fixtures.js';

/** The site as an operator runs it without online payment: the prices call says billing is off. */
async function billingOff(page: Page) {
  await page.route('**/api/stripe/prices', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, billingEnabled: false, publishableKey: null } });
  });
}

test('pricing with payment off: every plan says what it includes and has an action, and no page says "server"', async ({ page }) => {
  await billingOff(page);
  await page.goto('/pricing');
  const plans = page.locator('.plan');
  await expect(plans).toHaveCount(4);
  for (const plan of await plans.all()) {
    await expect(plan.locator('.plan__features li').first()).toBeVisible();
    await expect(plan.getByRole('link')).toHaveCount(1);
  }
  await expect(page.getByText('Ask the administrator of this site to change your plan.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for the Starter plan' })).toHaveAttribute(
    'href',
    /^mailto:.+subject=Please%20move%20my%20account%20to%20the%20Starter%20plan$/,
  );
  await expect(page.locator('main')).not.toContainText(/server/i);
  await expectAccessible(page);
  await snap(page, 'pricing-billing-off');
});

test('the subscription page shows an operator-set plan as active, with its quota and no renewal date', async ({ page }) => {
  await billingOff(page);
  // The server's answer for an account an operator put on Premium (`admin set-plan`): a plan, no subscription.
  await page.route('**/api/stripe/subscription-status', (route) =>
    route.fulfill({
      json: {
        subscription: {
          status: 'none',
          plan: 'premium',
          planName: 'Premium',
          guidesUsed: 2,
          guidesLimit: 10,
          credits: 0,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          reactivatable: false,
          billingEnabled: false,
        },
      },
    }),
  );
  await registerThroughUi(page, 'Olive Operator', uniqueEmail('operator'));
  await page.goto('/subscription');
  await expect(page.getByText('Active (set by the administrator of this site)')).toBeVisible();
  await expect(page.getByText('2 / 10')).toBeVisible();
  await expect(page.getByText('No renewal date')).toBeVisible();
  await expect(page.getByText('No subscription')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/server/i);
  await expectAccessible(page);
  await snap(page, 'subscription-set-by-admin');
});

test('contact and cookies pages say how to reach support, what to include, and what the browser keeps', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'What to put in your message' })).toBeVisible();
  await expect(page.locator('main')).toContainText('the email address of your account');
  expect((await page.locator('main').innerText()).split(/\s+/).length).toBeGreaterThan(250);
  await expectAccessible(page);
  await snap(page, 'contact');

  await page.goto('/cookies');
  await expect(page.locator('main')).toContainText('PrepGold sets no cookies of its own and uses no tracking cookies');
  await expect(page.locator('main')).toContainText('prepgold.session');
  expect((await page.locator('main').innerText()).split(/\s+/).length).toBeGreaterThan(300);
  await expectAccessible(page);
  await snap(page, 'cookies');
});

test('a notice on a phone never covers the navigation', async ({ page }) => {
  await page.setViewportSize(WIDTHS.phone);
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('Wrong-Password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const nav = (await page.locator('nav').first().boundingBox())!;
  // Polled: the notice slides in, so its first frames are still moving.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThan(nav.y + nav.height);
  await page.screenshot({ path: 'test-results/screens/toast-phone-390.png' });
});
