import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible, registerThroughUi, snap, test, expect, uniqueEmail } from './support/fixtures.js';

const corpus = path.resolve('test/fixtures/corpus');

test('upload → confirm lines → generate → guide and child guide open → account → favourite → download → limit', async ({
  page,
  context,
}) => {
  await registerThroughUi(page, 'Gail Guide', uniqueEmail('guide'));
  await page.goto('/dashboard');
  const generate = page.getByRole('button', { name: 'Upload PDF First' });
  await expect(generate).toBeDisabled();

  await page.getByLabel('Choose PDF files to upload').setInputFiles(path.join(corpus, 'lemonade-screenplay.pdf'));
  await expect(page.getByText('Successfully processed 1 PDF(s)', { exact: false })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Character Name').fill('Maya');
  await page.getByLabel('Actor Age').fill('14');
  await expect(page.getByText("The child's guide is only for actors 12 and under.")).toBeVisible();
  await page.getByLabel('Actor Age').fill('10');
  await page.getByLabel('Production Title').fill('The Lemonade Stand');
  await page.getByLabel('Production Type').selectOption('film');
  await page.getByLabel('Role Size').selectOption('lead');
  await expect(page.getByRole('button', { name: 'Generate My Audition Guide' })).toBeDisabled();
  await page.getByLabel('Genre').fill('family drama');
  await page.getByLabel("Also make a child's guide", { exact: false }).check();
  await expectAccessible(page);
  await snap(page, 'dashboard-guide-form');

  await page.getByRole('button', { name: 'Generate My Audition Guide' }).click();
  await expect(page.getByRole('heading', { name: '3. Confirm your lines' })).toBeVisible();
  // Scoped: the speakers panel above also lists Maya's lines, folded away.
  await expect(
    page.getByRole('region', { name: '3. Confirm your lines' }).getByText('Half is not the point, Dad.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'dashboard-confirm-lines');

  const opened: Page[] = [];
  context.on('page', (p) => opened.push(p));
  await page.getByRole('button', { name: 'Yes, these are my lines — generate' }).click();
  // The guide opens in a new tab, the child guide a second later in another.
  await expect.poll(() => opened.length, { timeout: 30_000 }).toBe(2);
  const [guidePage, childTab] = opened as [Page, Page];
  await guidePage.waitForLoadState();
  await expect(guidePage).toHaveURL(/\/guide\/[0-9a-f-]{36}$/);
  await expect(guidePage.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible({ timeout: 30_000 });
  await expect(guidePage.getByText('Feature Film • Lead • family drama', { exact: true })).toBeVisible();
  await expect(guidePage.locator('.guide-body')).toContainText("Three customers. One was Mrs. O'Brien, and she only paid half.");
  await expect(guidePage.locator('.guide-body')).toContainText('Beats and the turn');
  await expectAccessible(guidePage);
  await snap(guidePage, 'guide-view');

  await childTab.waitForLoadState();
  await expect(childTab.locator('body')).toContainText('You are Maya.');
  await expect(page.getByRole('link', { name: 'Open last guide' })).toBeVisible();

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your Guides (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Favorites Only' }).click();
  await expect(page.getByText('No favorite guides yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Show All' }).click();
  await page.getByRole('button', { name: /Add Maya — The Lemonade Stand to favorites/ }).click();
  await expect(page.getByRole('button', { name: /Remove Maya — The Lemonade Stand from favorites/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Favorites Only' }).click();
  await expect(page.locator('.guide-item')).toHaveCount(1);
  await expectAccessible(page);
  await snap(page, 'account-guides');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: "Child's Guide for Maya" }).click();
  expect((await download).suggestedFilename()).toBe('maya-the-lemonade-stand-child-guide.html');

  await page.goto('/dashboard');
  await expect(page.getByText("You've hit your monthly limit. Upgrade on the Pricing page for more guides.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Plans' })).toHaveAttribute('href', '/pricing');
  await snap(page, 'dashboard-limit');
});

test('someone else\'s guide is "Guide not found"', async ({ page }) => {
  await registerThroughUi(page, 'Nosy Neighbour', uniqueEmail('nosy'));
  await page.goto('/guide/3f1c2a4e-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Guide not found');
  await expect(page.getByRole('link', { name: 'Back to Account' })).toBeVisible();
});
