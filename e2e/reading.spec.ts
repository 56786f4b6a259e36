import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expectAccessible, registerThroughUi, snap, test, expect, uniqueEmail } from './support/fixtures.js';

const corpus = path.resolve('test/fixtures/corpus');

/** The lemonade sides with a blank page added at the end: a page the reader cannot read. */
async function sidesWithBlankPage(): Promise<Buffer> {
  const doc = await PDFDocument.load(readFileSync(path.join(corpus, 'lemonade-screenplay.pdf')));
  doc.addPage([612, 792]);
  return Buffer.from(await doc.save());
}

test('after upload: tap a speaker to fill the character, see their lines, fix the reading, nothing spent', async ({ page }) => {
  await registerThroughUi(page, 'Rita Reader', uniqueEmail('reading'));
  await page.goto('/dashboard');
  const pdf = await sidesWithBlankPage();
  await page
    .getByLabel('Choose PDF files to upload')
    .setInputFiles({ name: 'lemonade-sides.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Successfully processed 1 PDF(s)', { exact: false })).toBeVisible({ timeout: 60_000 });

  // The unreadable page is named, not silently missing.
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  await expect(
    page.getByRole('list', { name: 'Uploaded files' }).getByText(`Page ${pages} could not be read`, { exact: false }),
  ).toBeVisible();

  const panel = page.getByRole('region', { name: "Who's in your sides?" });
  const speakers = panel.getByRole('list', { name: 'Speakers we found' }).getByRole('button');
  await expect(speakers).toHaveText([/^MAYA \d+ lines$/, /^DAD \d+ lines?$/, /^MRS\. O'BRIEN \d+ lines?$/]);

  // Tapping a speaker fills the character field and shows their lines.
  await panel.getByRole('button', { name: /^MAYA / }).click();
  await expect(page.getByLabel('Character Name')).toHaveValue('MAYA');
  await expect(panel.getByRole('button', { name: /^MAYA / })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByText(/Show MAYA's lines \(\d+\)/).click();
  await expect(panel.getByText('Half is not the point, Dad.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'dashboard-speakers');

  // Rename a speaker; the upload's character list follows.
  await panel.getByRole('button', { name: /^DAD / }).click();
  await expect(page.getByLabel('Character Name')).toHaveValue('DAD');
  await panel.getByRole('button', { name: 'Rename or merge' }).click();
  await expect(panel.getByLabel('New name for DAD')).toBeFocused();
  await panel.getByLabel('New name for DAD').fill('Father');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('DAD is now Father')).toBeVisible();
  await expect(page.getByLabel('Character Name')).toHaveValue('Father');
  await expect(speakers).toHaveText([/^MAYA /, /^Father /, /^MRS\. O'BRIEN /]);
  await expect(page.getByRole('list', { name: 'Uploaded files' }).getByText("MAYA · Father · MRS. O'BRIEN")).toBeVisible();

  // A name that is not a character leaves the list; the fix can be undone.
  await panel.getByRole('button', { name: /^MRS\. O'BRIEN / }).click();
  await panel.getByRole('button', { name: 'Not a character' }).click();
  await expect(page.getByText("MRS. O'BRIEN is no longer listed as a character")).toBeVisible();
  await expect(page.getByLabel('Character Name')).toHaveValue('');
  await expect(speakers).toHaveText([/^MAYA /, /^Father /]);
  const fixes = panel.getByRole('heading', { name: 'Your fixes' }).locator('..');
  await expect(fixes.getByRole('listitem')).toHaveText([/DAD → Father/, /MRS\. O'BRIEN is not a character/]);
  await expectAccessible(page);
  await snap(page, 'dashboard-speakers-fixed');

  await fixes.getByRole('button', { name: "Undo: MRS. O'BRIEN is not a character" }).click();
  await expect(speakers).toHaveText([/^MAYA /, /^Father /, /^MRS\. O'BRIEN /]);

  // The pick reads the corrected script: the renamed speaker's lines are found under the new name,
  // shown under the character field before anything is generated.
  await panel.getByRole('button', { name: /^Father / }).click();
  await expect(page.getByLabel('Character Name')).toHaveValue('Father');
  await expect(page.getByText(/^Father · \d+ lines? in \d+ scenes? · first line: /)).toBeVisible();

  // Nothing has been spent: reading, fixing and checking lines are free.
  await page.reload();
  await expect(page.getByText('0 of 1 guides used', { exact: false })).toBeVisible();
});
