/**
 * bench:jobs — guide jobs through pg-boss on one PostgreSQL database, with 1, 2 and 4 worker instances
 * (separate processes running the real app, one job at a time each) and a writer stand-in that takes
 * 2 s per guide. Prints guides per minute and the scaling from one worker (targets: ≥ 1.8× at 2, ≥ 3.2×
 * at 4), then queues --jobs guides on 4 workers, kills one mid-run, and checks that every job ended
 * done, with exactly one guide each and one guide paid for each: nothing lost, nothing run twice.
 *
 *   npm run bench:jobs                          # default: 15 guides per worker, 60 in the kill run
 *   npm run bench:jobs -- --jobs 500 --per-worker 30   # the full run (about 6 minutes)
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lemonadeGuideRequest } from '../test/support/guide-request.js';
import { parseArgs } from 'node:util';
import { newUser, uploadFile } from '../test/support/app.js';
import { createTestDb, TEST_POSTGRES_URL, type TestDb } from '../test/support/databases.js';
import { startInstance, type Instance } from '../test/support/instances.js';

const { values } = parseArgs({
  options: { jobs: { type: 'string', default: '60' }, 'per-worker': { type: 'string', default: '15' } },
});
const KILL_RUN_JOBS = Number(values.jobs);
const PER_WORKER = Number(values['per-worker']);
const WRITER_MS = 2000;

const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
const request = (uploadId: string) => lemonadeGuideRequest(uploadId, { requestId: randomUUID() });

const testDb: TestDb = await createTestDb('postgres');
const env = {
  DATABASE_URL: TEST_POSTGRES_URL,
  TEST_PG_SCHEMA: testDb.db.pgSchema!,
  STORAGE: 'database',
  AUTH_SECRET: 'a-secret-every-instance-shares-0123456789',
  REGISTER_LIMIT_PER_HOUR: '1000',
  JOB_CONCURRENCY: '1',
  JOB_TIMEOUT_SECONDS: '10',
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_POLL_SECONDS: '0.5',
  SHUTDOWN_GRACE_SECONDS: '2',
  TEST_WRITER_DELAY_MS: String(WRITER_MS),
};

const k = testDb.db.kysely;
const countJobs = async (userId: string, status: 'done' | 'failed') =>
  Number(
    (
      await k
        .selectFrom('guide_job')
        .select((e) => e.fn.countAll().as('n'))
        .where('userId', '=', userId)
        .where('status', '=', status)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A user with an unlimited plan and one upload, made through `via`. */
async function userWithUpload(via: Instance): Promise<{ token: string; userId: string; uploadId: string }> {
  const token = await newUser(via, 'bench');
  const userId = (await via.call('GET', '/api/auth/me', { token })).body.user.id as string;
  await k.updateTable('account_usage').set({ guidesLimit: null }).where('userId', '=', userId).execute();
  const uploadId = (await uploadFile(via, token, { name: 'l.pdf', data: pdf })).body.uploadId as string;
  return { token, userId, uploadId };
}

/** Queues `jobs` guides spread over the workers' HTTP ports and waits until every one has ended. */
async function run(workers: Instance[], jobs: number, midRun?: (done: number) => void): Promise<{ ms: number; userId: string }> {
  const { token, userId, uploadId } = await userWithUpload(workers[0]!);
  const started = performance.now();
  for (let i = 0; i < jobs; i++) {
    // The answers are not needed (the job rows are the record), and a killed worker's requests fail.
    void workers[i % workers.length]!.call('POST', '/api/guides/generate', { token, body: request(uploadId) }).catch(() => {});
  }
  for (;;) {
    const ended = (await countJobs(userId, 'done')) + (await countJobs(userId, 'failed'));
    midRun?.(ended);
    if (ended >= jobs) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { ms: performance.now() - started, userId };
}

const stopAll = async (workers: Instance[]) => {
  workers.forEach((w) => w.kill('SIGTERM'));
  await Promise.all(workers.map((w) => w.exited));
};

console.log(`bench:jobs — writer stand-in ${WRITER_MS} ms per guide, one job at a time per worker instance\n`);
const perMinute: Record<number, number> = {};
for (const n of [1, 2, 4]) {
  const workers = await Promise.all(Array.from({ length: n }, (_, i) => startInstance(`w${i}`, env)));
  const jobs = PER_WORKER * n;
  const { ms } = await run(workers, jobs);
  perMinute[n] = (jobs / ms) * 60_000;
  console.log(`${n} worker${n > 1 ? 's' : ' '}: ${jobs} guides in ${(ms / 1000).toFixed(1)} s = ${perMinute[n].toFixed(1)} guides/min`);
  await stopAll(workers);
}
const ratio2 = perMinute[2]! / perMinute[1]!;
const ratio4 = perMinute[4]! / perMinute[1]!;
console.log(`\nscaling: 2 workers ${ratio2.toFixed(2)}× (target ≥ 1.8), 4 workers ${ratio4.toFixed(2)}× (target ≥ 3.2)`);

console.log(`\nkill run: ${KILL_RUN_JOBS} guides on 4 workers, one killed (SIGKILL) a third of the way through`);
const workers = await Promise.all(Array.from({ length: 4 }, (_, i) => startInstance(`k${i}`, env)));
let killed = false;
const { ms, userId } = await run(workers, KILL_RUN_JOBS, (ended) => {
  if (!killed && ended >= KILL_RUN_JOBS / 3) {
    killed = true;
    workers[1]!.kill('SIGKILL');
  }
});
const done = await countJobs(userId, 'done');
const failed = await countJobs(userId, 'failed');
const guides = Number(
  (
    await k
      .selectFrom('guide')
      .select((e) => e.fn.countAll().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow()
  ).n,
);
const distinctGuides = Number(
  (
    await k
      .selectFrom('guide_job')
      .select((e) => e.fn.count('guideId').distinct().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow()
  ).n,
);
const used = (await k.selectFrom('account_usage').select('guidesUsed').where('userId', '=', userId).executeTakeFirstOrThrow()).guidesUsed;
console.log(
  `${KILL_RUN_JOBS} jobs in ${(ms / 1000).toFixed(1)} s: ${done} done, ${failed} failed, ${guides} guides stored (${distinctGuides} distinct per job), ${used} paid for`,
);
const ok = done === KILL_RUN_JOBS && failed === 0 && guides === KILL_RUN_JOBS && distinctGuides === KILL_RUN_JOBS && used === KILL_RUN_JOBS;
console.log(ok ? 'no job lost, none run twice' : 'FAILED: a job was lost or run twice');
await stopAll(workers.filter((_, i) => i !== 1));
await testDb.drop();
process.exit(ok && ratio2 >= 1.8 && ratio4 >= 3.2 ? 0 : 1);
