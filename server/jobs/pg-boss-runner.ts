/**
 * The job runner on PostgreSQL, for several instances on one database (decision 012). pg-boss keeps the
 * queue in the same database as the feature's rows: a job is sent in the unit of work that writes its row,
 * fetched by exactly one worker of one instance at a time (SKIP LOCKED), retried with backoff when an
 * attempt throws, times out or its instance is lost, and moved to a dead-letter queue when its attempts
 * run out, where the feature's giveUp records the failure.
 *
 * Watchers may be connected to any instance: events of jobs running here go straight to them, and the
 * job rows of jobs running elsewhere are read together every `pollMs` (one query per instance, not per
 * watcher), and each change is passed on.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import type { JobEvent, JobGiveUp, JobHandler, JobPolicy, JobQueue, JobRunner } from './job-runner.js';

interface JobData {
  jobId: string;
}

/** pg-boss reaches the database through our pool (and, for a send, through the caller's transaction). */
const bossDb = (db: Db): PgBoss.Db => ({
  executeSql: async (text, values) => {
    const result = await db.kysely.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: result.rows };
  },
});

/** The pg-boss schema beside ours: `pgboss`, or `<schema>_jobs` when the app runs in its own schema (tests). */
export const jobsSchemaOf = (db: Db) => (db.pgSchema ? `${db.pgSchema}_jobs` : 'pgboss');

/** The PostgreSQL runner: `policy.concurrency` workers in this instance, one queue shared by all instances. */
export function createPgBossRunner<Step extends string>(deps: {
  db: Db;
  /** The queue's name (letters, digits and underscores); its dead letters go to `<name>_dead`. */
  name: string;
  queue: JobQueue<Step>;
  handle: JobHandler;
  giveUp: JobGiveUp;
  onError: (err: unknown) => void;
  policy: JobPolicy & { pollSeconds: number };
  /** How often watchers of jobs running elsewhere see the job rows. */
  progressPollMs?: number;
}): JobRunner<Step> {
  const { policy } = deps;
  const deadLetter = `${deps.name}_dead`;
  const boss = new PgBoss({
    db: bossDb(deps.db),
    schema: jobsSchemaOf(deps.db),
    // Expired attempts are found by maintenance: look often enough that a lost instance's job moves on soon.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(policy.timeoutMs / 2000))),
    // Guides are kept in our own tables; the queue keeps finished jobs only long enough to inspect them.
    archiveCompletedAfterSeconds: 3600,
  });
  boss.on('error', deps.onError);
  const workerIds: string[] = [];
  const local = new Set<string>();
  const events = new EventEmitter();
  events.setMaxListeners(0);
  /** The last step each watched job's watchers were sent, so a step seen twice is sent once. */
  const lastStep = new Map<string, string>();
  let poller: NodeJS.Timeout | null = null;
  let polling = false;

  function deliver(jobId: string, event: JobEvent<Step>): void {
    if (lastStep.get(jobId) === event.step) return;
    if (events.listenerCount(jobId)) lastStep.set(jobId, event.step);
    events.emit(jobId, event);
  }

  async function pollProgress(): Promise<void> {
    const elsewhere = (events.eventNames() as string[]).filter((id) => !local.has(id));
    if (polling || !elsewhere.length) return;
    polling = true;
    try {
      for (const [jobId, event] of await deps.queue.progress(elsewhere)) if (!local.has(jobId)) deliver(jobId, event);
    } catch (err) {
      deps.onError(err);
    } finally {
      polling = false;
    }
  }

  // Workers fetch one job at a time (batchSize 1), so a worker is one job in hand.
  async function runAttempts(jobs: PgBoss.Job<JobData>[]): Promise<void> {
    for (const { data } of jobs) {
      const attempt = randomUUID();
      // pg-boss gives a job to one attempt at a time: a job still running in the table is a lost attempt's.
      if (!(await deps.queue.claim(data.jobId, attempt, true))) continue;
      local.add(data.jobId);
      try {
        await deps.handle(data.jobId, attempt);
      } finally {
        local.delete(data.jobId);
      }
    }
  }

  async function giveUp(jobs: PgBoss.JobWithMetadata<JobData>[]): Promise<void> {
    for (const job of jobs) await deps.giveUp(job.data.jobId, job.output);
  }

  const wake = () => workerIds.forEach((id) => boss.notifyWorker(id));
  // Each job carries the policy of the instance that queued it, so a changed setting needs no queue migration.
  const retry = {
    retryLimit: policy.retryLimit,
    retryDelay: Math.max(1, Math.round(policy.retryDelayMs / 1000)),
    retryBackoff: true,
    expireInSeconds: Math.max(1, Math.ceil(policy.timeoutMs / 1000)),
  };

  return {
    async enqueue(jobId, unit = deps.db) {
      // The pg-boss job has the feature job's id: sent twice, it is still one job.
      await boss.send(deps.name, { jobId } satisfies JobData, { ...retry, id: jobId, db: bossDb(unit) });
      unit.afterCommit(wake);
    },
    async resume() {
      await boss.start();
      await boss.createQueue(deadLetter, { name: deadLetter, ...retry });
      await boss.createQueue(deps.name, { name: deps.name, ...retry, deadLetter });
      const fetch = { batchSize: 1, pollingIntervalSeconds: policy.pollSeconds };
      for (let i = 0; i < policy.concurrency; i++) workerIds.push(await boss.work<JobData>(deps.name, fetch, runAttempts));
      workerIds.push(await boss.work<JobData>(deadLetter, { ...fetch, includeMetadata: true }, giveUp));
      // Attempts a lost instance left are returned by pg-boss itself when they expire, not here.
      return 0;
    },
    report(jobId, event) {
      deliver(jobId, event);
    },
    subscribe(jobId, listener) {
      events.on(jobId, listener);
      poller ??= setInterval(() => void pollProgress(), deps.progressPollMs ?? 250).unref();
      return () => {
        events.off(jobId, listener);
        if (!events.listenerCount(jobId)) lastStep.delete(jobId);
        if (!events.eventNames().length && poller) {
          clearInterval(poller);
          poller = null;
        }
      };
    },
    // pg-boss fails what is still in hand after the grace period: it goes back to the queue as a retry.
    // Watchers keep their view of the rows: a request here may still be waiting for a job another instance runs.
    async stop(graceMs = 30_000) {
      await boss.stop({ graceful: true, timeout: graceMs, wait: true, close: false });
    },
  };
}
