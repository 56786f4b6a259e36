/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (plain JSON and streamed
 * server-sent chunks), so tests run the real AI SDK over the real network path. It records what
 * it was asked and answers with whatever the test decides — including the ways a provider
 * misbehaves: an error status, a refusal, a stream that stalls half-way, an answer of megabytes
 * (written with backpressure, so the test can see the client hang up early).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeReply {
  /** The assistant message content (the model's JSON text). */
  content?: string;
  status?: number;
  delayMs?: number;
  /** Sent as the message's `refusal` instead of content (OpenAI's structured-output refusal). */
  refusal?: string;
  /** Characters per streamed chunk (200 unless told). */
  chunkChars?: number;
  /** After this many characters the stream sends nothing more and never ends. */
  stallAfterChars?: number;
}

export interface FakeChatServer {
  url: string;
  requests: Array<{ path: string; headers: IncomingMessage['headers']; body: any }>;
  /** Streams whose client hung up before the answer was all sent. */
  hungUp: number;
  /** The most requests answered at once. */
  maxInFlight: number;
  reply: (body: any) => FakeReply;
  close(): Promise<void>;
}

export async function startFakeChatServer(reply: (body: any) => FakeReply): Promise<FakeChatServer> {
  const state: FakeChatServer = { url: '', requests: [], hungUp: 0, maxInFlight: 0, reply, close: async () => {} };
  let inFlight = 0;
  const server: Server = createServer(async (req, res) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
    state.requests.push({ path: req.url ?? '', headers: req.headers, body });
    if (!req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const r = state.reply(body);
    if (r.delayMs) await new Promise((done) => setTimeout(done, r.delayMs));
    if (r.status && r.status >= 400) {
      res
        .writeHead(r.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
      return;
    }
    const id = 'chatcmpl-test';
    const created = Math.floor(Date.now() / 1000);
    const content = r.content ?? '';
    if (body?.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      let gone = false;
      res.on('close', () => {
        if (!res.writableFinished) gone = true;
      });
      const send = async (o: unknown) => {
        if (gone) return;
        // Backpressure: a client that stops reading stops the writing too.
        if (!res.write(`data: ${JSON.stringify(o)}\n\n`)) await new Promise((done) => (res.once('drain', done), res.once('close', done)));
      };
      const chunk = (delta: object, finish: string | null = null) => ({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
      await send(chunk({ role: 'assistant', content: '' }));
      const text = r.refusal ?? content;
      const step = r.chunkChars ?? 200;
      for (let i = 0; i < text.length && !gone; i += step) {
        if (r.stallAfterChars !== undefined && i >= r.stallAfterChars) return; // leaves the stream open, silent
        await send(chunk(r.refusal ? { refusal: text.slice(i, i + step) } : { content: text.slice(i, i + step) }));
      }
      if (gone) {
        state.hungUp++;
        return;
      }
      await send(chunk({}, 'stop'));
      await send({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [],
        usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
      });
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
