import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lemonadeGuideRequest } from '../../test/support/guide-request.js';
import { newUser, startTestApp, uploadFile, type TestApp } from '../../test/support/app.js';
import { createTestDb, testDatabaseKinds } from '../../test/support/databases.js';
import { REHEARSAL_MESSAGES } from '../../common/contracts/rehearsal.js';
import { offlineWriter, type GuideWriter } from './engine/generate.js';

const kinds = await testDatabaseKinds();
const corpus = path.resolve('test/fixtures/corpus');
const pdf = (name: string) => new Uint8Array(readFileSync(path.join(corpus, `${name}.pdf`)));

const request = (uploadId: string, over: Record<string, unknown> = {}) =>
  lemonadeGuideRequest(uploadId, {
    characterBreakdown: 'MAYA, 10, an entrepreneur who never gives up.',
    childGuideRequested: true,
    ...over,
  });

describe.each(kinds)('guides on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function userWithUpload(label: string, fixture = 'lemonade-screenplay') {
    const token = await newUser(t, label);
    const up = await uploadFile(t, token, { name: `${fixture}.pdf`, data: pdf(fixture) });
    expect(up.status).toBe(200);
    return { token, uploadId: up.body.uploadId as string };
  }

  test('the guide detail carries an ETag: asked again with it, 304 without the HTML; a change makes a new one', async () => {
    const { token, uploadId } = await userWithUpload('etag');
    const id = (await t.call('POST', '/api/guides/generate', { token, body: request(uploadId) })).body.guideId as string;
    const first = await t.call('GET', `/api/guides/${id}`, { token });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await fetch(`${t.url}/api/guides/${id}`, { headers: { authorization: `Bearer ${token}`, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await t.call('PUT', `/api/guides/${id}/favorite`, { token });
    const changed = await fetch(`${t.url}/api/guides/${id}`, { headers: { authorization: `Bearer ${token}`, 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    // Someone else's guide is still a 404, whatever they send.
    const stranger = await newUser(t, 'etag-stranger');
    const foreign = await fetch(`${t.url}/api/guides/${id}`, { headers: { authorization: `Bearer ${stranger}`, 'if-none-match': etag } });
    expect(foreign.status).toBe(404);
  });

  test('preview → generate → list → detail → favourite → child guide, and the quota is spent once', async () => {
    const { token, uploadId } = await userWithUpload('flow');
    const preview = await t.call('POST', '/api/guides/preview', { token, body: { uploadIds: [uploadId], characterName: 'maya' } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ character: 'MAYA', lineCount: 9 });
    expect(preview.body.lines[0]).toMatchObject({
      text: "Three customers. One was Mrs. O'Brien, and she only paid half.",
      cue: 'DAD: Business booming?',
    });

    const gen = await t.call('POST', '/api/guides/generate', { token, body: request(uploadId) });
    expect(gen.status).toBe(200);
    expect(gen.body.guideContent).toContain('Half is not the point, Dad.');
    expect(gen.body.guideContent).toContain('MAYA');
    expect(gen.body.guideContent).not.toMatch(/<script|style=|on\w+=/i);
    expect(gen.body).toMatchObject({ childGuideRequested: true, childGuideCompleted: true });
    expect(gen.body.childGuideContent).toContain('You are Maya.');

    const list = await t.call('GET', '/api/guides', { token });
    expect(list.body.success).toBe(true);
    expect(list.body.guides).toHaveLength(1);
    const id = list.body.guides[0].id;
    expect(list.body.guides[0]).toMatchObject({
      characterName: 'Maya',
      productionTitle: 'The Lemonade Stand',
      productionType: 'film',
      roleSize: 'lead',
      isFavorite: false,
      childGuideRequested: true,
      childGuideCompleted: true,
    });

    const detail = await t.call('GET', `/api/guides/${id}`, { token });
    const stored = await t.testDb.db.kysely.selectFrom('guide').select('guideJson').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.guideJson).writing).toMatchObject({ writer: 'offline', ms: expect.any(Number) });
    // A guide is tens of kilobytes of HTML: it travels compressed to a browser that accepts brotli.
    const compressed = await fetch(`${t.url}/api/guides/${id}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(((await compressed.json()) as { guide: { id: string } }).guide.id).toBe(id);
    expect(detail.body.guide.generatedHtml).toContain('Cue line sheet');
    const stranger = await newUser(t, 'stranger');
    expect((await t.call('GET', `/api/guides/${id}`, { token: stranger })).status).toBe(404);
    expect((await t.call('PUT', `/api/guides/${id}/favorite`, { token: stranger })).status).toBe(404);
    expect((await t.call('GET', `/api/guides/${id}/child-guide`, { token: stranger })).status).toBe(404);

    expect((await t.call('PUT', `/api/guides/${id}/favorite`, { token })).body.guide.isFavorite).toBe(true);
    expect((await t.call('PUT', `/api/guides/${id}/favorite`, { token })).body.guide.isFavorite).toBe(false);

    const res = await fetch(`${t.url}/api/guides/${id}/child-guide`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="maya-the-lemonade-stand-child-guide.html"');
    expect(await res.text()).toContain('For the grown-up');
    const childPage = await t.call('GET', `/api/guides/${id}/child-guide/page`, { token });
    expect(childPage.body).toMatchObject({ success: true, filename: 'maya-the-lemonade-stand-child-guide.html' });
    expect(childPage.body.html).toContain('You are Maya.');
    expect((await t.call('GET', `/api/guides/${id}/child-guide/page`, { token: stranger })).status).toBe(404);

    const dash = await t.call('GET', '/api/auth/dashboard', { token });
    expect(dash.body.user).toMatchObject({ guidesUsed: 1, guidesLimit: 1 });
    // The same request again within seconds is the same guide (test/reliability); another one finds the limit.
    const again = await t.call('POST', '/api/guides/generate', { token, body: request(uploadId, { genre: 'comedy' }) });
    expect(again.status).toBe(402);
    expect(again.body.error).toBe("You've hit your guide limit. Upgrade for more this month.");
  });

  test('missing fields, a missing upload, and a character with no lines spend nothing', async () => {
    const { token, uploadId } = await userWithUpload('errors');
    const missing = await t.call('POST', '/api/guides/generate', {
      token,
      body: { ...request(uploadId), characterName: '', actorAge: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please fill in all required fields: Character Name, Actor Age');
    const noUpload = await t.call('POST', '/api/guides/generate', {
      token,
      body: { ...request(uploadId), uploadId: undefined, uploadIds: [] },
    });
    expect(noUpload.body.error).toBe('Please upload your sides (PDF) before generating.');
    const age = await t.call('POST', '/api/guides/generate', { token, body: request(uploadId, { actorAge: 101 }) });
    expect(age.body.error).toBe('Actor Age must be between 1 and 100');
    const child = await t.call('POST', '/api/guides/generate', { token, body: request(uploadId, { actorAge: 14 }) });
    expect(child.body.error).toBe("The child's guide is only for actors 12 and under.");
    const nobody = await t.call('POST', '/api/guides/generate', { token, body: request(uploadId, { characterName: 'Mayo' }) });
    expect(nobody.status).toBe(200); // one letter off: MAYA is found
    const none = await t.call('POST', '/api/guides/generate', { token: await newUser(t, 'none'), body: request(uploadId) });
    expect(none.status).toBe(404); // someone else's upload
    const { token: t2, uploadId: u2 } = await userWithUpload('ghost');
    const ghost = await t.call('POST', '/api/guides/generate', { token: t2, body: request(u2, { characterName: 'Bartholomew' }) });
    expect(ghost.status).toBe(422);
    expect(ghost.body.error).toMatch(/“Bartholomew” has no lines in these pages/);
    expect((await t.call('GET', '/api/auth/dashboard', { token: t2 })).body.user.guidesUsed).toBe(0);
  });

  test('run lines: the scenes as ordered speeches for the owner only, and a plain 404 once the PDF is deleted', async () => {
    const { token, uploadId } = await userWithUpload('rehearse');
    const productionTitle = 'Zoë\'s "Café" </script>\r\n..\\..';
    const gen = await t.call('POST', '/api/guides/generate', { token, body: request(uploadId, { productionTitle }) });
    const id = gen.body.guideId as string;
    // Whatever the title holds, the download's name is plain letters, digits and dashes.
    const res = await fetch(`${t.url}/api/guides/${id}/child-guide`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="maya-zoe-s-cafe-script-child-guide.html"');
    const r = await t.call('GET', `/api/guides/${id}/rehearsal`, { token });
    expect(r.status).toBe(200);
    // Stored normalised: the line break's carriage return is gone (common/text/normalise.ts).
    expect(r.body).toMatchObject({ guideId: id, character: 'MAYA', productionTitle: productionTitle.replace('\r\n', '\n') });
    expect(r.body.scenes[0].title).toMatch(/^Scene 1/);
    const speeches = r.body.scenes.flatMap((s: { speeches: unknown[] }) => s.speeches) as Array<{
      speaker: string;
      text: string;
      mine: boolean;
      id: string;
    }>;
    const first = speeches.findIndex((s) => s.text === 'Business booming?');
    expect(speeches[first]).toMatchObject({ speaker: 'DAD', mine: false });
    expect(speeches[first + 1]).toMatchObject({
      speaker: 'MAYA',
      mine: true,
      text: "Three customers. One was Mrs. O'Brien, and she only paid half.",
    });
    expect(speeches.filter((s) => s.mine)).toHaveLength(9);
    expect(speeches.every((s) => /^s\d+$/.test(s.id))).toBe(true);

    const stranger = await newUser(t, 'rehearse-stranger');
    expect((await t.call('GET', `/api/guides/${id}/rehearsal`, { token: stranger })).status).toBe(404);
    // Deleting the PDF through the API takes the guide with it (it quotes the lines), and only when the caller says so.
    expect((await t.call('DELETE', `/api/uploads/${uploadId}`, { token })).status).toBe(409);
    // A PDF gone without the guide keeping its scenes (decision 017) leaves run lines a plain 404.
    await t.testDb.db.kysely.deleteFrom('upload').where('id', '=', uploadId).execute();
    const gone = await t.call('GET', `/api/guides/${id}/rehearsal`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(REHEARSAL_MESSAGES.uploadGone);
    // The guide itself stays readable.
    expect((await t.call('GET', `/api/guides/${id}`, { token })).status).toBe(200);
  });
});

test('progress streams the real steps to the owner, with each finished section of the guide', async () => {
  // A writer slow enough for the stream to see each step, reporting its sections as the LLM writer does.
  const slowWriter: GuideWriter = async (input, hooks) => {
    await new Promise((r) => setTimeout(r, 600));
    hooks?.onSection?.({ section: 'overview', label: 'the summary and the story', writer: 'llm', done: 1, total: 2 });
    hooks?.onSection?.({ section: 'scene-1', label: 'scene 1', writer: 'offline', done: 2, total: 2 });
    return offlineWriter(input);
  };
  const t = await startTestApp('sqlite', { writer: slowWriter });
  try {
    const token = await newUser(t, 'progress');
    const uploadId = (await uploadFile(t, token, { name: 'l.pdf', data: pdf('lemonade-screenplay') })).body.uploadId;
    const requestId = randomUUID();
    const stream = fetch(`${t.url}/api/guides/${requestId}/progress`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.text(),
    );
    const gen = await t.call('POST', '/api/guides/generate', { token, body: request(uploadId, { requestId }) });
    expect(gen.status).toBe(200);
    const events = (await stream)
      .split('\n\n')
      .filter(Boolean)
      .map((e) => JSON.parse(e.replace(/^data: /, '')));
    expect(events.at(-1)).toEqual({ step: 'done', guideId: gen.body.guideId });
    expect(events.map((e) => e.step)).toContain('writing');
    expect(events.filter((e) => e.section).map((e) => [e.step, e.section.section, e.section.writer, e.section.done])).toEqual([
      ['writing', 'overview', 'llm', 1],
      ['writing', 'scene-1', 'offline', 2],
    ]);
    const stranger = await newUser(t, 'peek');
    const peek = await t.call('GET', `/api/guides/${requestId}/progress`, { token: stranger });
    expect(peek.status).toBe(404);
    // Not a guide yet: the stream says so in its own words.
    expect(peek.body.message).toBe('No guide is being written for this request.');
  } finally {
    await t.close();
  }
});

test('a job interrupted by a restart is finished when the server starts again', async () => {
  const testDb = await createTestDb('sqlite');
  let t = await startTestApp('sqlite', { testDb });
  const token = await newUser(t, 'restart');
  const up = await uploadFile(t, token, { name: 'l.pdf', data: pdf('lemonade-screenplay') });
  const me = await t.call('GET', '/api/auth/me', { token });
  await t.app.close(); // the server goes away mid-job…
  const now = new Date().toISOString();
  await testDb.db.kysely
    .insertInto('guide_job')
    .values({
      id: randomUUID(),
      userId: me.body.user.id,
      status: 'running',
      step: 'writing',
      request: JSON.stringify({
        ...request(up.body.uploadId),
        uploadIds: [up.body.uploadId],
        childGuideRequested: false,
        storyline: '',
        callbackNotes: '',
      }),
      guideId: null,
      error: null,
      errorCode: null,
      reservation: null,
      reservedIn: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  t = await startTestApp('sqlite', { testDb }); // …and comes back
  try {
    await expect.poll(async () => (await t.call('GET', '/api/guides', { token })).body.guides?.length ?? 0, { timeout: 10_000 }).toBe(1);
  } finally {
    await t.close();
  }
});
