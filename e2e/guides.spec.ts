import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible, registerThroughUi, snap, test, expect, uniqueEmail } from './support/fixtures.js';

const corpus = path.resolve('test/fixtures/corpus');

test('upload → pick the speaker → generate → guide and child guide open → account → favourite → limit', async ({ page, context }) => {
  await registerThroughUi(page, 'Gail Guide', uniqueEmail('guide'));
  await page.goto('/dashboard');
  const generate = page.getByRole('button', { name: 'Upload PDF First' });
  await expect(generate).toBeDisabled();
  // A disabled control says why.
  await expect(generate).toHaveAccessibleDescription('Upload your sides above first.');

  await page.getByLabel('Choose PDF files to upload').setInputFiles(path.join(corpus, 'lemonade-screenplay.pdf'));
  await expect(page.getByText('Successfully processed 1 PDF(s)', { exact: false })).toBeVisible({ timeout: 30_000 });

  // Tapping a detected speaker fills the field, and the field says what that speaker has.
  await page.getByRole('button', { name: /^MAYA/ }).click();
  await expect(page.getByLabel('Character Name')).toHaveValue('MAYA');
  await expect(page.locator('#f-character-note')).toHaveText(
    /^MAYA · 9 lines in 2 scenes · first line: “Three customers\. One was Mrs\. O'Brien, and she only paid half\.”$/,
  );
  await page.getByLabel('Actor Age').fill('14');
  await expect(page.getByText("The child's guide is only for actors 12 and under.")).toBeVisible();
  await page.getByLabel('Actor Age').fill('10');
  await page.getByLabel('Production Title').fill('The Lemonade Stand');
  await page.getByLabel('Production Type').selectOption('film');
  await page.getByLabel('Role Size').selectOption('lead');
  await expect(page.getByRole('button', { name: 'Generate My Audition Guide' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Generate My Audition Guide' })).toHaveAccessibleDescription('Still to fill in: Genre.');
  await page.getByLabel('Genre').fill('family drama');
  await page.getByLabel("Also make a child's guide", { exact: false }).check();
  await expectAccessible(page);
  await snap(page, 'dashboard-guide-form');

  const opened: Page[] = [];
  context.on('page', (p) => opened.push(p));

  // A name with no lines: said under the field, refused by the server, nothing spent, the form kept.
  await page.getByLabel('Character Name').fill('Bartholomew');
  await expect(page.locator('#f-character-note')).toHaveText(
    "We didn't find “Bartholomew” in your sides. Tap a name above, or check the spelling.",
  );
  await page.getByRole('button', { name: 'Generate My Audition Guide' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'has no lines in these pages' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Production Title')).toHaveValue('The Lemonade Stand');
  await expect.poll(() => opened.filter((p) => !p.isClosed()).length).toBe(0);
  await expect(page.getByText('0 of 1 guides used', { exact: false })).toBeVisible();

  await page.getByLabel('Character Name').fill('Maya');
  await page.getByRole('button', { name: 'Generate My Audition Guide' }).click();
  // The guide opens in the tab the click opened, the child guide a second later in another.
  await expect.poll(() => opened.filter((p) => !p.isClosed()).length, { timeout: 30_000 }).toBe(2);
  const [guidePage, childTab] = opened.filter((p) => !p.isClosed()) as [Page, Page];
  await expect(guidePage).toHaveURL(/\/guide\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(guidePage.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible({ timeout: 30_000 });
  await expect(guidePage.getByText('Feature Film • Lead • family drama', { exact: true })).toBeVisible();
  await expect(guidePage.locator('.guide-body')).toContainText("Three customers. One was Mrs. O'Brien, and she only paid half.");
  await expect(guidePage.locator('.guide-body')).toContainText('Beats and the turn');
  await expectAccessible(guidePage);
  await snap(guidePage, 'guide-view');

  await expect(childTab).toHaveURL(/\/guide\/[0-9a-f-]{36}\/child$/);
  await expect(childTab.locator('.child-body')).toContainText('You are Maya.');

  // After success: no second Generate, but Open guide and Make another guide, and the spec's fallback link.
  await expect(page.getByRole('link', { name: 'Open last guide' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open guide/ })).toHaveAttribute('href', /\/guide\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Generate My Audition Guide' })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'dashboard-done');
  await page.getByRole('button', { name: 'Make another guide' }).click();
  await expect(page.getByLabel('Character Name')).toHaveValue('');

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
  await expect(page.getByRole('link', { name: /Child's Guide for Maya/ })).toHaveAttribute('href', /\/guide\/[0-9a-f-]{36}\/child$/);
  await expectAccessible(page);
  await snap(page, 'account-guides');

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
