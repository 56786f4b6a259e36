/** NUL and other control characters from a PDF's text layer and from form fields never reach a database (PostgreSQL refuses NUL). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newUser, startTestApp, uploadFile, type TestApp } from '../support/app.js';
import { testDatabaseKinds } from '../support/databases.js';
import { lemonadeGuideRequest } from '../support/guide-request.js';
import { nulTextPdf } from './nul-pdf.js';

const kinds = await testDatabaseKinds();
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

describe.each(kinds)('NUL-bearing text on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a PDF with NUL inside its words is read, and a guide with NUL in its title, genre and notes is written and stored clean', async () => {
    const token = await newUser(t, 'nul');
    const upload = await uploadFile(t, token, { name: 'nul.pdf', data: nulTextPdf() });
    expect(upload.status).toBe(200);
    expect(upload.body.characterNames).toEqual(expect.arrayContaining(['MAYA', 'DAD']));
    expect(upload.body.preview).not.toMatch(CONTROL);

    const generated = await t.call('POST', '/api/guides/generate', {
      token,
      body: lemonadeGuideRequest(upload.body.uploadId as string, {
        productionTitle: 'The\u0000 Lemonade Stand',
        genre: 'family\u0000 drama\u0007',
        storyline: 'A girl\u0000 and her dad.',
      }),
    });
    expect(generated.status).toBe(200);
    const guide = await t.testDb.db.kysely
      .selectFrom('guide')
      .selectAll()
      .where('id', '=', generated.body.guideId)
      .executeTakeFirstOrThrow();
    expect(guide.productionTitle).toBe('The Lemonade Stand');
    expect(guide.genre).toBe('family drama');
    // JSON columns hold a control character as an escape.
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    for (const stored of [guide.generatedHtml, guide.guideJson, guide.request]) expect(stored).not.toMatch(/[\u0000-\u0008]|\\u000[0-8]/);
    const row = await t.testDb.db.kysely
      .selectFrom('upload')
      .select('script')
      .where('id', '=', upload.body.uploadId)
      .executeTakeFirstOrThrow();
    expect(row.script).not.toContain('\\u0000');
  });
});
