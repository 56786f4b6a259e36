import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, newUser, uploadFile, type TestApp } from '../../test/support/app.js';
import { testDatabaseKinds } from '../../test/support/databases.js';

const lemonade = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
const kinds = await testDatabaseKinds();

describe.each(kinds)('reading corrections on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await newUser(t, 'fixer');
    const res = await uploadFile(t, owner, { name: 'lemonade.pdf', data: lemonade });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.uploadId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (body: unknown, token = owner) => t.call('PUT', `/api/uploads/${id}/corrections`, { token, body });
  const preview = (characterName: string) =>
    t.call('POST', '/api/guides/preview', { token: owner, body: { uploadIds: [id], characterName } });

  test('the reading lists the detected speakers with their lines and no corrections', async () => {
    const res = await t.call('GET', `/api/uploads/${id}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.corrections).toEqual({ renames: [], notCharacters: [] });
    expect(res.body.detected.map((d: { name: string }) => d.name)).toEqual(['MAYA', 'DAD', "MRS. O'BRIEN"]);
    expect(res.body.detected[0].lines).toBeGreaterThan(0);
    expect(res.body.script.characters.map((c: { name: string }) => c.name)).toEqual(['MAYA', 'DAD', "MRS. O'BRIEN"]);
  });

  test('a rename, a merge and a name that is not a character are stored and used by the guide', async () => {
    const before = await t.call('GET', `/api/uploads/${id}`, { token: owner });
    const lines = Object.fromEntries(before.body.detected.map((d: { name: string; lines: number }) => [d.name, d.lines]));

    const res = await put({ renames: [{ from: 'DAD', to: '  Father ' }], notCharacters: ["MRS. O'BRIEN"] });
    expect(res.status).toBe(200);
    expect(res.body.corrections).toEqual({ renames: [{ from: 'DAD', to: 'Father' }], notCharacters: ["MRS. O'BRIEN"] });
    expect(res.body.upload.characterNames).toEqual(['MAYA', 'Father']);
    expect(res.body.script.characters.find((c: { name: string }) => c.name === 'Father').lines).toBe(lines.DAD);
    // The detected list stays as the reader found it, so every fix can be undone.
    expect(res.body.detected.map((d: { name: string }) => d.name)).toEqual(['MAYA', 'DAD', "MRS. O'BRIEN"]);

    expect((await t.call('GET', `/api/uploads/${id}`, { token: owner })).body.corrections.renames).toHaveLength(1);
    expect((await preview('Father')).body).toMatchObject({ character: 'Father', lineCount: lines.DAD });
    expect((await preview('DAD')).body.lineCount).toBe(0);

    // Renaming into an existing name (any case) merges the two.
    const merged = await put({ renames: [{ from: "MRS. O'BRIEN", to: 'maya' }], notCharacters: [] });
    expect(merged.status).toBe(200);
    expect(merged.body.script.characters[0]).toMatchObject({ name: 'MAYA', lines: lines.MAYA + lines["MRS. O'BRIEN"] });
    expect((await preview('MAYA')).body.lineCount).toBe(lines.MAYA + lines["MRS. O'BRIEN"]);

    // An empty set undoes everything.
    const undone = await put({ renames: [], notCharacters: [] });
    expect(undone.body.script.characters.map((c: { name: string }) => c.name)).toEqual(['MAYA', 'DAD', "MRS. O'BRIEN"]);
  });

  test('bad corrections are refused with the reason', async () => {
    const unknown = await put({ renames: [{ from: 'GRANDMA', to: 'MAYA' }], notCharacters: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'GRANDMA is not a speaker in this upload' });
    const both = await put({ renames: [{ from: 'DAD', to: 'FATHER' }], notCharacters: ['DAD'] });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('DAD cannot be renamed and also not a character');
    expect((await put({ renames: [{ from: 'DAD', to: 'DAD' }], notCharacters: [] })).body.message).toBe('DAD is renamed to itself');
    expect((await put({ renames: [], notCharacters: [''] })).status).toBe(400);
    expect((await put({ notCharacters: [] })).status).toBe(400);
  });

  test("another user's upload is 404, and so is an unknown id; a visitor is 401", async () => {
    const stranger = await newUser(t, 'stranger');
    expect((await put({ renames: [], notCharacters: ['DAD'] }, stranger)).status).toBe(404);
    expect(
      (await t.call('PUT', '/api/uploads/not-a-uuid/corrections', { token: owner, body: { renames: [], notCharacters: [] } })).status,
    ).toBe(404);
    expect((await t.call('PUT', `/api/uploads/${id}/corrections`, { body: { renames: [], notCharacters: [] } })).status).toBe(401);
    // The owner's corrections were not touched by the stranger.
    expect((await t.call('GET', `/api/uploads/${id}`, { token: owner })).body.corrections.notCharacters).toEqual([]);
  });
});
