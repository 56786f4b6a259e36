import { readFileSync } from 'node:fs';
import { PRIVACY_MESSAGES } from '../common/contracts/privacy.js';
import { makeGuide } from './support/guides.js';
import { expectAccessible, PASSWORD, registerThroughUi, snap, test, expect, uniqueEmail, WIDTHS } from './support/fixtures.js';

const CHILDS_LINE = 'Half is not the point, Dad.';

test('the account page: download everything, then delete a guide after a confirmation naming it', async ({ page }) => {
  const email = uniqueEmail('privacy');
  await registerThroughUi(page, 'Pia Privacy', email);
  const { guideId } = await makeGuide(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Guides (1)' })).toBeVisible();
  await expect(page.getByText('1 guide made from it')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'account-privacy');

  // Download everything: one JSON file with the child's lines, the guide and the original PDF.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Everything' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^prepgold-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.profile.email).toBe(email);
  expect(data.guides.map((g: { id: string }) => g.id)).toEqual([guideId]);
  expect(data.guides[0].html).toContain(CHILDS_LINE);
  expect(data.uploads[0].pdfBase64.length).toBeGreaterThan(1000);

  // Delete a guide: a confirmation naming it; cancelling keeps it.
  const confirmGuide = PRIVACY_MESSAGES.confirmDeleteGuide('Maya', 'The Lemonade Stand');
  page.once('dialog', (d) => {
    expect(d.message()).toBe(confirmGuide);
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Delete guide Maya — The Lemonade Stand' }).click();
  await expect(page.getByRole('heading', { name: 'Your Guides (1)' })).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete guide Maya — The Lemonade Stand' }).click();
  await expect(page.getByRole('heading', { name: 'Your Guides (0)' })).toBeVisible();
  await expect(page.getByText('No guides created yet.')).toBeVisible();
  await page.goto(`/guide/${guideId}`);
  await expect(page.getByRole('heading', { name: 'Guide not found' })).toBeVisible();
});

test('the account page: delete an upload with the guide made from it, then the account with its password', async ({ page }) => {
  const email = uniqueEmail('leaver');
  await registerThroughUi(page, 'Lee Leaver', email);
  await makeGuide(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Guides (1)' })).toBeVisible();
  const uploads = page.locator('.upload-list__item');
  await expect(uploads).toHaveCount(1);
  const withGuide = uploads.filter({ hasText: '1 guide made from it' });
  page.once('dialog', (d) => {
    expect(d.message()).toBe(PRIVACY_MESSAGES.confirmDeleteUpload('lemonade.pdf', 1));
    expect(d.message()).toContain('the guide made from it is deleted too');
    void d.accept();
  });
  await withGuide.getByRole('button', { name: 'Delete lemonade.pdf' }).click();
  await expect(page.getByText('No uploads kept.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Guides (0)' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'account-privacy-emptied');

  // Delete the account: a wrong password is refused and nothing goes; the right one ends everything.
  await page.setViewportSize(WIDTHS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const form = page.getByRole('form', { name: 'Delete Account' });
  await form.getByLabel('Password').fill('Not-My-Password-1');
  page.once('dialog', (d) => void d.accept());
  await form.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(form.getByText(PRIVACY_MESSAGES.wrongPassword)).toBeVisible();
  // Still signed in, nothing gone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await form.getByLabel('Password').fill(PASSWORD);
  page.once('dialog', (d) => {
    expect(d.message()).toBe(PRIVACY_MESSAGES.confirmDeleteAccount);
    void d.accept();
  });
  await form.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(PRIVACY_MESSAGES.accountDeleted)).toBeVisible();
  await page.setViewportSize(WIDTHS.desktop);

  // Gone: the old password signs no one in, and the address can register again.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await registerThroughUi(page, 'Lee Again', email);
});

test('the privacy page states the retention, the controls and the payment-record note', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText(/deleted automatically 30 days after you upload them/)).toBeVisible();
  await expect(page.getByText(/removes our link to your Stripe customer record but not the record itself/)).toBeVisible();
  await expect(page.getByText(/no analytics, advertising or tracking cookies or scripts/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'privacy');
});
