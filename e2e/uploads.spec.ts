import path from 'node:path';
import { expectAccessible, registerThroughUi, snap, test, expect, uniqueEmail } from './support/fixtures.js';

const corpus = path.resolve('test/fixtures/corpus');

test('upload a text PDF and a scanned PDF on the dashboard and see the characters', async ({ page }) => {
  await registerThroughUi(page, 'Uma Uploader', uniqueEmail('upload'));
  await page.goto('/dashboard');
  await expect(page.getByRole('radio', { name: 'Audition sides' })).toBeChecked();
  await expectAccessible(page);
  await snap(page, 'dashboard-empty');

  const input = page.getByLabel('Choose PDF files to upload');
  await input.setInputFiles(path.join(corpus, 'lemonade-screenplay.pdf'));
  await expect(page.getByText('Successfully processed 1 PDF(s) as audition sides or full script using text!')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Found 3 character name(s): MAYA, DAD, MRS. O'BRIEN")).toBeVisible();
  const list = page.getByRole('list', { name: 'Uploaded files' });
  await expect(list.locator('.file__name')).toHaveText(['lemonade-screenplay.pdf']);
  await expect(list.getByText("MAYA · DAD · MRS. O'BRIEN")).toBeVisible();

  await page.getByRole('radio', { name: 'Full script' }).check();
  await input.setInputFiles(path.join(corpus, 'precinct-scan-noisy.pdf'));
  // OCR takes seconds, so the spinner is reliably on screen for the scan.
  await expect(page.getByText('Processing your PDF with advanced OCR...')).toBeVisible();
  await expect(page.getByText('Successfully processed 1 PDF(s) as audition sides or full script using ocr!')).toBeVisible({
    timeout: 60_000,
  });
  await expect(list.getByText('JAKE · DETECTIVE REYES · DR. PATEL · COP #2 · ANA MORALES')).toBeVisible();
  await expect(list.locator('.file')).toHaveCount(2);
  await expect(page.getByText(/^2 files · 1 as sides, 1 as full script · [\d,]+ words · 8 characters$/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'dashboard-uploaded');

  await page.getByRole('button', { name: 'Remove lemonade-screenplay.pdf' }).click();
  await expect(page.getByText('File removed')).toBeVisible();
  await expect(list.locator('.file')).toHaveCount(1);
  await expect(page.getByText(/^1 file · 0 as sides, 1 as full script/)).toBeVisible();
});

test('non-PDF and oversized files are refused with the spec messages', async ({ page }) => {
  await registerThroughUi(page, 'Ned NotPdf', uniqueEmail('notpdf'));
  await page.goto('/dashboard');
  const input = page.getByLabel('Choose PDF files to upload');
  await input.setInputFiles([
    { name: 'headshot.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') },
    {
      name: 'resume.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('nope'),
    },
  ]);
  await expect(page.getByText('Please upload PDF files only. Found 2 invalid file(s).')).toBeVisible();
  await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_485_761) });
  await expect(page.getByText('Some files are too large. Max size is 10MB per file.')).toBeVisible();
  await input.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello, this is plain text') });
  await expect(page.getByText('fake.pdf is not a PDF. Please upload PDF files only.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0);
});
