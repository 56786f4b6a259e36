/** A provider answering megabytes: each answer is cut off while it streams, the guide is still written, and the API keeps answering. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { llmWriter } from '../../server/guides/engine/writers/llm.js';
import { openAiCompatibleLlm } from '../../server/llm/openai-compatible.js';
import { newUser, startTestApp, uploadFile, type TestApp } from '../support/app.js';
import { testDatabaseKinds } from '../support/databases.js';
import { startFakeChatServer, type FakeChatServer } from '../support/fake-chat-completions.js';
import { lemonadeGuideRequest } from '../support/guide-request.js';

const kinds = await testDatabaseKinds();
const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
const FIVE_MB = `{"summary": "${'x'.repeat(5 * 1024 * 1024)}"}`;

describe.each(kinds)('an oversized LLM answer on %s', (kind) => {
  let provider: FakeChatServer;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startFakeChatServer(() => ({ content: FIVE_MB, chunkChars: 8192 }));
    const llm = openAiCompatibleLlm({ model: 'big-talker', baseUrl: provider.url }, { maxAnswerBytes: 256 * 1024, concurrency: 2 });
    t = await startTestApp(kind, { writer: llmWriter(llm, { callTimeoutMs: 30_000, deadlineMs: 60_000, maxScriptChars: 24_000 }) });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  test('every answer is cut off at the cap, the guide is written by the offline writer and says so, and the API answers meanwhile', async () => {
    const token = await newUser(t, 'llm');
    const upload = await uploadFile(t, token, { name: 'lemonade.pdf', data: pdf });
    const generating = t.call('POST', '/api/guides/generate', { token, body: lemonadeGuideRequest(upload.body.uploadId as string) });
    const health = await Promise.all(Array.from({ length: 5 }, () => t.call('GET', '/api/health')));
    expect(health.map((h) => h.status)).toEqual([200, 200, 200, 200, 200]);
    const generated = await generating;
    expect(generated.status).toBe(200);
    expect(generated.body.guideContent).not.toContain('xxxxxxxxxx');
    expect(generated.body.guideContent).toMatch(/too long/);
    expect(provider.requests.length).toBeGreaterThan(0);
  });
});
