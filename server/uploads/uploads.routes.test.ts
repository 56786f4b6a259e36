import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../common/limits.js';
import { startTestApp, newUser, uploadFile, type TestApp } from '../../test/support/app.js';
import { testDatabaseKinds } from '../../test/support/databases.js';
import {
  decompressionBombPdf,
  garbagePdf,
  hugePagePdf,
  imageBombPdf,
  manyPagesPdf,
  simplePdf,
  zeroPagePdf,
} from '../../test/fixtures/hostile.js';

const corpus = path.resolve('test/fixtures/corpus');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(corpus, `${name}.pdf`)));
const kinds = await testDatabaseKinds();
let bombBytes: Promise<Buffer> | null = null;
const bombPdf = () => (bombBytes ??= decompressionBombPdf(2048));

/** Files stored under the uploads folder, anywhere. */
function storedFiles(t: TestApp): string[] {
  if (!existsSync(t.uploadsDir)) return [];
  return readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}
const uploadRows = (t: TestApp) =>
  t.testDb.db.kysely
    .selectFrom('upload')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

describe.each(kinds)('uploads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a screenplay PDF is parsed, stored, readable by its owner only, and deletable', async () => {
    const owner = await newUser(t, 'owner');
    const res = await uploadFile(t, owner, { name: 'lemonade sides.pdf', data: fixture('lemonade-screenplay') }, 'sides');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      filename: 'lemonade sides.pdf',
      extractionMethod: 'text',
      fileType: 'sides',
      error: null,
    });
    expect(res.body.characterNames.slice(0, 2)).toEqual(['MAYA', 'DAD']);
    expect(res.body.characterNames).toContain("MRS. O'BRIEN");
    expect(res.body.wordCount).toBeGreaterThan(300);
    expect(res.body.preview).toContain('EXT. MAPLE STREET - DAY');
    const id = res.body.uploadId;

    const mine = await t.call('GET', `/api/uploads/${id}`, { token: owner });
    expect(mine.status).toBe(200);
    expect(mine.body.script.scenes.map((s: { heading: string }) => s.heading)).toEqual([
      'EXT. MAPLE STREET - DAY',
      "INT. MAYA'S BEDROOM - NIGHT",
    ]);
    expect(mine.body.script.characters.find((c: { name: string }) => c.name === 'MAYA')).toMatchObject({ age: 10 });

    const stranger = await newUser(t, 'stranger');
    expect((await t.call('GET', `/api/uploads/${id}`, { token: stranger })).status).toBe(404);
    expect((await t.call('DELETE', `/api/uploads/${id}`, { token: stranger })).status).toBe(404);
    expect((await t.call('GET', `/api/uploads/not-a-uuid`, { token: owner })).status).toBe(404);

    expect(storedFiles(t)).toContain(`${id}.pdf`);
    expect((await t.call('DELETE', `/api/uploads/${id}`, { token: owner })).status).toBe(200);
    expect(storedFiles(t)).not.toContain(`${id}.pdf`);
    expect((await t.call('GET', `/api/uploads/${id}`, { token: owner })).status).toBe(404);
  });

  test('the full-script type is kept; uploading needs a session', async () => {
    const token = await newUser(t, 'full');
    const res = await uploadFile(t, token, { name: 'play.pdf', data: fixture('birthday-stage-dot') }, 'full_script');
    expect(res.status).toBe(200);
    expect(res.body.fileType).toBe('full_script');
    expect(res.body.characterNames.sort()).toEqual(['ROSIE', 'THEO']);
    expect((await uploadFile(t, null, { name: 'play.pdf', data: fixture('birthday-stage-dot') })).status).toBe(401);
    const badType = await uploadFile(t, token, { name: 'play.pdf', data: fixture('birthday-stage-dot') }, 'poster');
    expect(badType.status).toBe(400);
  });
});

describe('refused uploads cost nothing', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // The production time budget: the ingestion children run at nice 10, so on a busy machine a bomb can take
    // longer than 20 s to reach the memory cap, and the time limit would answer first (TOO_SLOW).
    t = await startTestApp('sqlite', { ingest: { maxMemoryMb: 600, timeoutMs: 60_000 } });
    token = await newUser(t, 'hostile');
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectNothingStored = async () => {
    expect(storedFiles(t)).toEqual([]);
    expect(await uploadRows(t)).toBe(0);
  };

  test('not a PDF by content, whatever the name → 400', async () => {
    const res = await uploadFile(t, token, { name: 'sides.pdf', data: new TextEncoder().encode('INT. KITCHEN - DAY\nMAYA\nHi.') });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('sides.pdf is not a PDF. Please upload PDF files only.');
    await expectNothingStored();
  });

  test('over 10 MB → 413 with the spec message', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await uploadFile(t, token, { name: 'huge.pdf', data: big });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Some files are too large. Max size is 10MB per file.');
    await expectNothingStored();
  });

  test.each([
    ['password-protected', () => simplePdf({ userPassword: 'secret' }), 'ENCRYPTED_PDF', /password-protected/],
    ['truncated', async () => (await simplePdf()).subarray(0, 900), 'MALFORMED_PDF', /incomplete/],
    ['garbage behind a PDF header', async () => garbagePdf(), 'MALFORMED_PDF', /damaged|could not be read/],
    ['zero pages', async () => zeroPagePdf(), 'EMPTY_PDF', /no pages/],
    ['301 pages', () => manyPagesPdf(301), 'TOO_MANY_PAGES', /301 pages; the limit is 300/],
    ['2,000 pages', () => manyPagesPdf(2000), 'TOO_MANY_PAGES', /2000 pages; the limit is 300/],
    ['a 200 × 200 inch page', () => hugePagePdf(), 'TOO_COMPLEX', /Page 1 measures 200 × 200 inches/],
    ['an image bomb', () => imageBombPdf(), 'TOO_COMPLEX', /image of 40,000 × 40,000 pixels/],
  ])('%s → 422 naming the problem', async (_label, make, code, message) => {
    const res = await uploadFile(t, token, { name: 'bad.pdf', data: await make() });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(code);
    expect(res.body.error).toMatch(message);
    await expectNothingStored();
  });

  test('a decompression bomb is stopped by the memory cap while the server keeps answering', { timeout: 120_000 }, async () => {
    // Made once for both databases: deflating 2 GB takes seconds on a busy machine.
    const bomb = await bombPdf();
    let settled = false;
    const pending = uploadFile(t, token, { name: 'bomb.pdf', data: bomb }).finally(() => {
      settled = true;
    });
    const health = await t.call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(settled).toBe(false);
    const res = await pending;
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('TOO_COMPLEX');
    await expectNothingStored();
    // The pool replaced the killed child: the next upload works.
    expect((await uploadFile(t, token, { name: 'ok.pdf', data: fixture('backseat-dual') })).status).toBe(200);
  });
});

describe('slow PDFs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { ingest: { timeoutMs: 400 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a PDF that takes longer than the limit → 422 TOO_SLOW, nothing stored', async () => {
    const token = await newUser(t, 'slow');
    const res = await uploadFile(t, token, { name: 'scan.pdf', data: fixture('precinct-scan-noisy') });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('TOO_SLOW');
    expect(storedFiles(t)).toEqual([]);
  });
});

test('the database file is readable by its owner only', async () => {
  const { statSync } = await import('node:fs');
  const { createTestDb } = await import('../../test/support/databases.js');
  const db = await createTestDb('sqlite');
  try {
    expect(statSync(path.join(db.dataDir, 'test.db')).mode & 0o777).toBe(0o600);
  } finally {
    await db.drop();
  }
});
