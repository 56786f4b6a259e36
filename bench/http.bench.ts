/**
 * bench:http — authenticated reads of the built product beside a trivial Fastify route, in the same run
 * and on the same machine: requests per second and p50/p99 at 100 connections, and the ratio to the
 * trivial route. Then the same reads while four scanned uploads from four accounts are being OCR'd (both
 * ingestion children busy, two uploads waiting). The product runs as `npm start` runs it in production
 * (NODE_ENV=production, its log at info level going to a file). Each route is driven for 2 s before it is
 * measured; the last column is the product's CPU time per answer (µs), which moves less than req/s when other
 * work shares the machine.
 *
 *   npm run bench:http [-- --seconds 10 --connections 100 --no-build]
 *
 * `--no-build` runs what `dist/` already holds (after an `npm run build`), for a second run of the same build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    'no-build': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, '..');
const corpus = path.join(root, 'test/fixtures/corpus');
const PORT = 3917;
const TRIVIAL_PORT = 3918;
const base = `http://127.0.0.1:${PORT}`;

/** Seconds of load on each route before it is measured: the server's code is compiled by then, as in a server that has run a while. */
const WARM_UP_SECONDS = 2;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The product's CPU time (user + system) per answer, in µs: steadier than req/s when the machine is shared. */
  cpuPerAnswer?: number;
}

/** CPU seconds a process has used so far (Linux: utime + stime in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Drives one URL at `connections`; with `pid`, also the CPU that process spent per answer. */
async function load(url: string, token?: string, pid?: number): Promise<Figures> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, headers });
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(pid ? { cpuPerAnswer: ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total } : {}),
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
  if (!res.ok) throw new Error(`upload ${file}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
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
  `${trivial ? (f.rps / trivial.rps).toFixed(2).padStart(8) : ''.padStart(8)}` +
  `${f.cpuPerAnswer === undefined ? '' : f.cpuPerAnswer.toFixed(0).padStart(9)}${f.errors ? `   ${f.errors} errors` : ''}`;

async function main(): Promise<void> {
  if (!values['no-build']) spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepgold-bench-http-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    REGISTER_LIMIT_PER_HOUR: '100',
  };
  // Its log (one line per answer at info level) goes to a file, as it would to a log collector.
  let product: ChildProcess | null = spawn('node', ['dist/node/server/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', openSync(path.join(dataDir, 'server.log'), 'w'), 'inherit'],
  });
  const trivial = Fastify();
  trivial.get('/', async () => ({ ok: true }));
  await trivial.listen({ port: TRIVIAL_PORT, host: '127.0.0.1' });
  try {
    await waitFor(`${base}/api/health`);
    const password = 'Bench-Marks-42';
    const register = async (name: string) => {
      const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
      const { token } = (await call('POST', '/api/auth/register', null, { name, email, password, confirmPassword: password })) as {
        token: string;
      };
      return { email, token };
    };
    const { email, token } = await register('Bench');
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
    console.log(
      `${'route'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(8)} ${'CPU µs'.padStart(8)}`,
    );
    const plain = await load(`http://127.0.0.1:${TRIVIAL_PORT}/`);
    console.log(row('trivial Fastify route', plain));
    const routes = ['/api/auth/me', '/api/guides', '/api/auth/dashboard'];
    for (const route of routes)
      console.log(row(`GET ${route}${route === '/api/guides' ? ' (20 guides)' : ''}`, await load(base + route, token, product.pid), plain));
    console.log(row('GET /api/health', await load(`${base}/api/health`, undefined, product.pid), plain));

    // Reads while four scanned uploads, each from its own account, are read by OCR in the ingestion children
    // (one PDF per account at a time, so both children are busy and two uploads wait their turn).
    const scans = readdirSync(corpus)
      .filter((f) => /scan.*\.pdf$/.test(f))
      .slice(0, 4);
    const uploaders = await Promise.all(scans.map((_, i) => register(`Scanner${i + 1}`)));
    let read = 0;
    // How long each upload took to answer: a PDF's reading has a time budget (60 s) in its ingestion child.
    const tookMs: number[] = [];
    const started = performance.now();
    const ocr = Promise.allSettled(
      scans.map((f, i) =>
        upload(uploaders[i]!.token, f).finally(() => {
          read++;
          tookMs[i] = performance.now() - started;
        }),
      ),
    );
    const during = await load(`${base}/api/auth/me`, token, product.pid);
    const readDuring = read;
    const outcomes = await ocr;
    console.log(row(`GET /api/auth/me during ${scans.length} OCR uploads`, during, plain));
    const failed = outcomes.filter((o) => o.status === 'rejected').length;
    console.log(
      `  (${scans.length - readDuring} of ${scans.length} scans were still being read when the load ended${failed ? `; ${failed} failed` : ''})`,
    );
    console.log(`  uploads answered after ${tookMs.map((ms, i) => `${scans[i]} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    // Why an upload failed, so that a failure under load can be told from a bench fault.
    outcomes.forEach((o, i) => {
      if (o.status === 'rejected') console.log(`  ${scans[i]}: ${o.reason instanceof Error ? o.reason.message : String(o.reason)}`);
    });
  } finally {
    product?.kill('SIGTERM');
    product = null;
    await trivial.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
