/**
 * The job runner: work a request queues and a runner does off the request, with progress reported
 * to whoever watches. It knows no feature: a feature keeps its jobs in its own table (the JobQueue
 * it hands over) and gives the runner the function that does one job and the one that gives up on it.
 * This file is the interface and the in-process runner (one process, SQLite); pg-boss-runner.ts is the
 * same interface on PostgreSQL for several instances.
 *
 * The feature's table, not the runner, decides whether an attempt may run: `claim` hands the job to one
 * attempt, and only that attempt may record the job's end. So a job runs to its end once, even when a
 * timeout or a lost instance leaves an earlier attempt still going.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db } from '../db/database.js';

/** A job's progress: a feature-defined step, then `done` with the result's id or `failed` with a reason. */
export interface JobEvent<Step extends string = string> {
  step: Step | 'done' | 'failed';
  /** What the feature says about the step as it goes (a guide's finished section); sent to watchers, not stored. */
  detail?: Record<string, unknown>;
  resultId?: string;
  error?: { code: string; message: string };
}

/** What the runner needs of a feature's job table. */
export interface JobQueue<Step extends string = string> {
  /** The oldest queued job, if any (in-process runner). */
  nextQueued(): Promise<string | null>;
  /**
   * Hands a job to `attempt`: a queued job, or with `takeOver` also a running one whose earlier attempt
   * the caller knows has ended. False when the job is not there to take (ended, or another attempt holds it).
   */
  claim(jobId: string, attempt: string, takeOver: boolean): Promise<boolean>;
  /** Puts jobs a crash or restart left running back in the queue; returns how many (in-process runner). */
  requeueRunning(): Promise<number>;
  /** Where each of these jobs stands, as an event, for watchers of jobs another instance runs (pg-boss runner). */
  progress(jobIds: string[]): Promise<Map<string, JobEvent<Step>>>;
}

/** How jobs are run, the same for both runners. */
export interface JobPolicy {
  /** Jobs at once in this instance. */
  concurrency: number;
  /** Attempts after the first when an attempt throws or times out. */
  retryLimit: number;
  /** Wait before the first retry; each further retry waits about twice as long. */
  retryDelayMs: number;
  /** An attempt running longer than this has failed (and is retried). */
  timeoutMs: number;
}

export interface JobRunner<Step extends string = string> {
  /**
   * Records that a job was written to the queue, inside `unit` when given so that the runner's record
   * commits with the feature's row; work starts once it has committed.
   */
  enqueue(jobId: string, unit?: Db): Promise<void>;
  /** Takes back what a restart interrupted and starts working; returns how many jobs were put back. */
  resume(): Promise<number>;
  /** Sends a progress event to the job's watchers. */
  report(jobId: string, event: JobEvent<Step>): void;
  /** Listens to one job's events, wherever it runs, until the returned function is called. */
  subscribe(jobId: string, listener: (event: JobEvent<Step>) => void): () => void;
  /** Stops taking jobs; waits up to `graceMs` for those in hand, then hands the rest back to the queue. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Runs one claimed job as `attempt`. Returning means the job has ended (done, or failed for good, as the
 * handler recorded); throwing means this attempt failed and the runner may try again.
 */
export type JobHandler = (jobId: string, attempt: string) => Promise<void>;

/** Called once when a job has used all its attempts: the feature records the failure. */
export type JobGiveUp = (jobId: string, reason: unknown) => Promise<void>;

/** The delay before retry `n` (0-based): the policy's delay doubled each time. */
export const retryDelayMs = (policy: JobPolicy, n: number) => policy.retryDelayMs * 2 ** n;

/** Rejects when `ms` pass before `work` settles (the work itself cannot be stopped: its attempt is fenced off). */
export function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`job attempt exceeded ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The single-process runner: up to `concurrency` jobs at once, in queue order, progress through an in-memory emitter. */
export function createInProcessRunner<Step extends string>(deps: {
  queue: JobQueue<Step>;
  handle: JobHandler;
  giveUp: JobGiveUp;
  onError: (err: unknown) => void;
  policy: JobPolicy;
}): JobRunner<Step> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const workers = new Set<Promise<void>>();
  // A job queued while every worker finishes its last look at the queue must not wait for the next one.
  let lookAgain = false;
  let stopped = false;
  // Wakes retries that are waiting out their delay when the runner stops.
  const stopping = new AbortController();

  async function runJob(jobId: string): Promise<void> {
    for (let n = 0; ; n++) {
      const attempt = randomUUID();
      if (!(await deps.queue.claim(jobId, attempt, n > 0))) return;
      try {
        await withinMs(deps.handle(jobId, attempt), deps.policy.timeoutMs);
        return;
      } catch (err) {
        if (n >= deps.policy.retryLimit) return deps.giveUp(jobId, err);
        deps.onError(err);
        // Stopping mid-wait leaves the job running in the table: the next start's resume() puts it back.
        const waited = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), retryDelayMs(deps.policy, n));
          stopping.signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), { once: true });
        });
        if (!waited) return;
      }
    }
  }

  async function drain(): Promise<void> {
    for (let next = await deps.queue.nextQueued(); next && !stopped; next = await deps.queue.nextQueued()) {
      await runJob(next);
    }
  }

  function work(): void {
    if (stopped) return;
    if (workers.size >= deps.policy.concurrency) {
      lookAgain = true;
      return;
    }
    lookAgain = false;
    const worker: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .catch(deps.onError)
      .finally(() => {
        workers.delete(worker);
        if (lookAgain) work();
      });
    workers.add(worker);
  }

  return {
    // The queue is the feature's table; work starts when the row is there to be seen.
    async enqueue(_jobId, unit) {
      if (unit) unit.afterCommit(work);
      else work();
    },
    async resume() {
      const requeued = await deps.queue.requeueRunning();
      for (let i = 0; i < deps.policy.concurrency; i++) work();
      return requeued;
    },
    report(jobId, event) {
      events.emit(jobId, event);
    },
    subscribe(jobId, listener) {
      events.on(jobId, listener);
      return () => events.off(jobId, listener);
    },
    // A job still in hand after the grace period stays running in the table; the next start's resume() puts it back.
    async stop(graceMs = Infinity) {
      stopped = true;
      stopping.abort();
      const all = Promise.all(workers);
      if (graceMs === Infinity) await all;
      else await Promise.race([all, new Promise((r) => setTimeout(r, graceMs).unref())]);
    },
  };
}
