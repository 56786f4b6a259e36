/**
 * The job runner: work a request queues and a runner does off the request, with progress reported
 * to whoever watches. It knows no feature: a feature keeps its jobs in its own table (the JobQueue
 * it hands over) and gives the runner the function that does one job. This file is the interface
 * and the in-process runner (one process, jobs one at a time); a PostgreSQL queue can implement the
 * same interface for several instances.
 */
import { EventEmitter } from 'node:events';

/** A job's progress: a feature-defined step, then `done` with the result's id or `failed` with a reason. */
export interface JobEvent<Step extends string = string> {
  step: Step | 'done' | 'failed';
  resultId?: string;
  error?: { code: string; message: string };
}

/** What the runner needs of a feature's job table. */
export interface JobQueue {
  /** The oldest queued job, if any. */
  nextQueued(): Promise<string | null>;
  /** Moves a job from queued to running; false when another runner took it. */
  claim(jobId: string): Promise<boolean>;
  /** Puts jobs a crash or restart left running back in the queue; returns how many. */
  requeueRunning(): Promise<number>;
}

export interface JobRunner<Step extends string = string> {
  /** Tells the runner a job was written to the queue; it starts work off the caller's request. */
  enqueue(jobId: string): void;
  /** Requeues what a restart interrupted and starts working; returns how many were requeued. */
  resume(): Promise<number>;
  /** Sends a progress event to the job's watchers. */
  report(jobId: string, event: JobEvent<Step>): void;
  /** Listens to one job's events until the returned function is called. */
  subscribe(jobId: string, listener: (event: JobEvent<Step>) => void): () => void;
  /** Stops taking jobs and waits for the one in hand. */
  stop(): Promise<void>;
}

/** Runs one claimed job to its end; it reports its own steps and its outcome. */
export type JobHandler = (jobId: string) => Promise<void>;

/** The single-process runner: jobs one at a time, in queue order, progress through an in-memory emitter. */
export function createInProcessRunner<Step extends string>(deps: {
  queue: JobQueue;
  handle: JobHandler;
  onError: (err: unknown) => void;
}): JobRunner<Step> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let working: Promise<void> | null = null;
  // A job queued while the runner finishes its last look at the queue must not wait for the next one.
  let lookAgain = false;
  let stopped = false;

  async function drain(): Promise<void> {
    for (let next = await deps.queue.nextQueued(); next && !stopped; next = await deps.queue.nextQueued()) {
      if (await deps.queue.claim(next)) await deps.handle(next);
    }
  }

  function work(): void {
    if (stopped) return;
    if (working) {
      lookAgain = true;
      return;
    }
    lookAgain = false;
    working = new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .catch(deps.onError)
      .finally(() => {
        working = null;
        if (lookAgain) work();
      });
  }

  return {
    enqueue: work,
    async resume() {
      const requeued = await deps.queue.requeueRunning();
      work();
      return requeued;
    },
    report(jobId, event) {
      events.emit(jobId, event);
    },
    subscribe(jobId, listener) {
      events.on(jobId, listener);
      return () => events.off(jobId, listener);
    },
    async stop() {
      stopped = true;
      await working;
    },
  };
}
