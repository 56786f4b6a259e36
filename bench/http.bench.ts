/**
 * bench:http — authenticated reads of the built product beside a trivial Fastify route, in the same run
 * and on the same machine: requests per second and p50/p99 at 100 connections, and the ratio to the
 * trivial route. Then the same reads while four scanned uploads are being OCR'd.
 *
 *   npm run bench:http [-- --seconds 10 --connections 100]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '100' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, '..');
const corpus = path.join(root, 'test/fixtures/corpus');
const PORT = 3917;
const TRIVIAL_PORT = 3918;
const base = `http://127.0.0.1:${PORT}`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, token?: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function call(method: string, route: string, token: string | null, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(base + route, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function upload(token: string, file: string): Promise<string> {
  const form = new FormData();
  form.set('fileType', 'sides');
  form.set('file', new Blob([readFileSync(path.join(corpus, file))], { type: 'application/pdf' }), file);
  const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`upload ${file}: HTTP ${res.status}`);
  return ((await res.json()) as { uploadId: string }).uploadId;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const row = (name: string, f: Figures, trivial?: Figures) =>
  `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(8)} ${f.p50.toFixed(0).padStart(7)} ${f.p99.toFixed(0).padStart(7)}` +
  `${trivial ? (f.rps / trivial.rps).toFixed(2).padStart(8) : ''.padStart(8)}${f.errors ? `   ${f.errors} errors` : ''}`;

async function main(): Promise<void> {
  spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepgold-bench-http-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    REGISTER_LIMIT_PER_HOUR: '100',
  };
  let product: ChildProcess | null = spawn('node', ['dist/node/server/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const trivial = Fastify();
  trivial.get('/', async () => ({ ok: true }));
  await trivial.listen({ port: TRIVIAL_PORT, host: '127.0.0.1' });
  try {
    await waitFor(`${base}/api/health`);
    const email = `bench-${Date.now()}@example.com`;
    const password = 'Bench-Marks-42';
    const { token } = (await call('POST', '/api/auth/register', null, { name: 'Bench', email, password, confirmPassword: password })) as {
      token: string;
    };
    spawnSync('node', ['dist/node/server/cli.js', 'admin', 'set-plan', email, 'unlimited'], { cwd: root, env, stdio: 'inherit' });
    const uploadId = await upload(token, 'lemonade-screenplay.pdf');
    const request = { uploadId, uploadIds: [uploadId], characterName: 'MAYA', productionTitle: 'Lemonade', productionType: 'film' };
    for (let i = 0; i < 20; i++) {
      await call('POST', '/api/guides/generate', token, {
        ...request,
        roleSize: 'lead',
        genre: 'family drama',
        actorAge: 10,
        childGuideRequested: false,
      });
    }

    console.log(`\n${connections} connections, ${seconds} s per route (product and trivial route on this machine, same run)\n`);
    console.log(`${'route'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(8)}`);
    const plain = await load(`http://127.0.0.1:${TRIVIAL_PORT}/`);
    console.log(row('trivial Fastify route', plain));
    const routes = ['/api/auth/me', '/api/guides', '/api/auth/dashboard'];
    for (const route of routes)
      console.log(row(`GET ${route}${route === '/api/guides' ? ' (20 guides)' : ''}`, await load(base + route, token), plain));
    console.log(row('GET /api/health', await load(`${base}/api/health`), plain));

    // Reads while four scanned uploads are being read by OCR in the ingestion children.
    const scans = readdirSync(corpus)
      .filter((f) => /scan.*\.pdf$/.test(f))
      .slice(0, 4);
    const ocr = Promise.allSettled(scans.map((f) => upload(token, f)));
    const during = await load(`${base}/api/auth/me`, token);
    await ocr;
    console.log(row(`GET /api/auth/me during ${scans.length} OCR uploads`, during, plain));
  } finally {
    product?.kill('SIGTERM');
    product = null;
    await trivial.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
