import { makeGuide } from './support/guides.js';
import { expectAccessible, registerThroughUi, SCREENS_DIR, snap, test, expect, uniqueEmail, WIDTHS } from './support/fixtures.js';

test('the guide page: contents bar from its headings, foldable sections, full cue lines stacked on a phone, print at the top', async ({
  page,
}) => {
  await registerThroughUi(page, 'Gus Guide', uniqueEmail('guidepage'));
  const { guideId } = await makeGuide(page);
  await page.goto(`/guide/${guideId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Guide contents' });
  for (const name of ['Story', 'Scene 1', 'Cue sheet', 'Plan', 'Self-tape', 'Child guide'])
    await expect(toc.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Run lines', exact: true })).toBeVisible();

  // The cue sheet from the script: Maya's line in full, under its cue.
  await toc.getByRole('link', { name: 'Cue sheet' }).click();
  const pair = page.locator('.cue-sheet__pair').first();
  await expect(pair.locator('.cue-sheet__cue')).toContainText('DAD: Business booming?');
  await expect(pair.locator('.cue-sheet__line')).toHaveText("MAYA: Three customers. One was Mrs. O'Brien, and she only paid half.");

  // Fold a section and open it again from the contents bar.
  const story = page.getByRole('button', { name: /The story/ });
  await story.click();
  await expect(story).toHaveAttribute('aria-expanded', 'false');
  await toc.getByRole('link', { name: 'Story' }).click();
  await expect(story).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);

  await page.setViewportSize(WIDTHS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const cue = await pair.locator('.cue-sheet__cue').boundingBox();
  const line = await pair.locator('.cue-sheet__line').boundingBox();
  expect(line!.y).toBeGreaterThan(cue!.y + cue!.height - 1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Guide contents' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  // What a phone shows: the top of the guide, and the cue sheet reached from the contents bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS_DIR}/guide-page-top-phone-390.png` });
  await toc.getByRole('link', { name: 'Cue sheet' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENS_DIR}/guide-page-cues-phone-390.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'guide-page');

  await toc.getByRole('link', { name: 'Child guide' }).click();
  await expect(page).toHaveURL(new RegExp(`/guide/${guideId}/child$`));
  await expect(page.locator('.child-body')).toContainText('You are Maya.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.setViewportSize(WIDTHS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const size = await page
    .locator('.child-body li')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(20);
  await expectAccessible(page);
  await snap(page, 'child-guide-page');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a file' }).click();
  expect((await download).suggestedFilename()).toBe('maya-the-lemonade-stand-child-guide.html');

  // The account's button opens this page.
  await page.goto('/account');
  await expect(page.getByRole('link', { name: /Child's Guide for Maya/ })).toHaveAttribute('href', `/guide/${guideId}/child`);
});

test("someone else's child guide and run lines are not found", async ({ page }) => {
  await registerThroughUi(page, 'Nell Nosy', uniqueEmail('nosychild'));
  await page.goto('/guide/3f1c2a4e-0000-4000-8000-000000000000/child');
  await expect(page.getByRole('alert')).toHaveText('Failed to load child guide: Guide not found');
  await page.goto('/guide/3f1c2a4e-0000-4000-8000-000000000000/rehearse');
  await expect(page.getByRole('alert')).toHaveText('Guide not found');
});
