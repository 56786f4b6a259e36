/** Makes a guide for the signed-in page's account through the API, as the dashboard would (faster than the form). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { lemonadeGuideRequest } from '../../test/support/guide-request.js';

const corpus = path.resolve('test/fixtures/corpus');

/** Uploads the lemonade sides and generates Maya's guide (with a child guide); returns its id and the upload's. */
export async function makeGuide(page: Page, over: Record<string, unknown> = {}): Promise<{ guideId: string; uploadId: string }> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('prepgold.session') ?? '{}').token as string);
  const headers = { authorization: `Bearer ${token}` };
  const up = await page.request.post('/api/upload', {
    headers,
    multipart: {
      fileType: 'sides',
      file: { name: 'lemonade.pdf', mimeType: 'application/pdf', buffer: readFileSync(path.join(corpus, 'lemonade-screenplay.pdf')) },
    },
  });
  expect(up.status()).toBe(200);
  const uploadId = ((await up.json()) as { uploadId: string }).uploadId;
  const gen = await page.request.post('/api/guides/generate', {
    headers,
    data: lemonadeGuideRequest(uploadId, { childGuideRequested: true, ...over }),
    timeout: 60_000,
  });
  expect(gen.status()).toBe(200);
  return { guideId: ((await gen.json()) as { guideId: string }).guideId, uploadId };
}
