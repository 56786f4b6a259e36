/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (plain JSON and streamed
 * server-sent chunks), so tests run the real AI SDK over the real network path. It records what
 * it was asked and answers with whatever the test decides.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeReply {
  /** The assistant message content (the model's JSON text). */
  content?: string;
  status?: number;
  delayMs?: number;
}

export interface FakeChatServer {
  url: string;
  requests: Array<{ path: string; headers: IncomingMessage['headers']; body: any }>;
  reply: (body: any) => FakeReply;
  close(): Promise<void>;
}

export async function startFakeChatServer(reply: (body: any) => FakeReply): Promise<FakeChatServer> {
  const state: FakeChatServer = { url: '', requests: [], reply, close: async () => {} };
  const server: Server = createServer(async (req, res) => {
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
      const send = (o: unknown) => res.write(`data: ${JSON.stringify(o)}\n\n`);
      send({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
      });
      for (let i = 0; i < content.length; i += 200) {
        send({
          id,
          object: 'chat.completion.chunk',
          created,
          model: body.model,
          choices: [{ index: 0, delta: { content: content.slice(i, i + 200) }, finish_reason: null }],
        });
      }
      send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
      send({
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
