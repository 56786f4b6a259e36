import { expect, test } from 'vitest';
import { createInProcessRunner, type JobPolicy, type JobQueue } from './job-runner.js';

/** A job table in memory: ids with a status and the attempt holding them, oldest first. */
function memoryQueue(): JobQueue & {
  add(id: string, status?: 'queued' | 'running'): void;
  status: Map<string, string>;
  holder: Map<string, string>;
} {
  const status = new Map<string, string>();
  const holder = new Map<string, string>();
  return {
    status,
    holder,
    add: (id, s = 'queued') => void status.set(id, s),
    nextQueued: async () => [...status].find(([, s]) => s === 'queued')?.[0] ?? null,
    claim: async (id, attempt, takeOver) => {
      const s = status.get(id);
      if (s !== 'queued' && !(takeOver && s === 'running')) return false;
      status.set(id, 'running');
      holder.set(id, attempt);
      return true;
    },
    requeueRunning: async () => {
      const running = [...status].filter(([, s]) => s === 'running');
      running.forEach(([id]) => status.set(id, 'queued'));
      return running.length;
    },
    progress: async () => new Map(),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 5));
const serial: JobPolicy = { concurrency: 1, retryLimit: 0, retryDelayMs: 1, timeoutMs: 60_000 };
const mustNotGiveUp = async (id: string, reason: unknown) => {
  throw new Error(`gave up on ${id}: ${String(reason)}`);
};

test('jobs run one at a time in queue order, each once', async () => {
  const queue = memoryQueue();
  const log: string[] = [];
  let inHand = 0;
  const runner = createInProcessRunner({
    queue,
    policy: serial,
    handle: async (id) => {
      inHand++;
      expect(inHand).toBe(1);
      log.push(id);
      await tick();
      queue.status.set(id, 'done');
      inHand--;
    },
    giveUp: mustNotGiveUp,
    onError: (err) => {
      throw err;
    },
  });
  ['a', 'b', 'c'].forEach((id) => queue.add(id));
  await runner.enqueue('a');
  await runner.enqueue('b');
  await runner.enqueue('c');
  await expect.poll(() => log).toEqual(['a', 'b', 'c']);
  await runner.stop();
});

test('with a concurrency of 3, three jobs are in hand at once and none runs twice', async () => {
  const queue = memoryQueue();
  const started: string[] = [];
  const releases: Array<() => void> = [];
  const runner = createInProcessRunner({
    queue,
    policy: { ...serial, concurrency: 3 },
    handle: (id) => {
      started.push(id);
      return new Promise<void>((r) => releases.push(r)).then(() => void queue.status.set(id, 'done'));
    },
    giveUp: mustNotGiveUp,
    onError: () => {},
  });
  ['a', 'b', 'c', 'd'].forEach((id) => queue.add(id));
  await runner.resume();
  await expect.poll(() => started.length).toBe(3);
  releases.forEach((r) => r());
  await expect.poll(() => started.length).toBe(4);
  releases[3]!();
  await runner.stop();
  expect(started.sort()).toEqual(['a', 'b', 'c', 'd']);
});

test('a job queued inside a unit of work starts when the unit commits, not before', async () => {
  const queue = memoryQueue();
  const done: string[] = [];
  const runner = createInProcessRunner({
    queue,
    policy: serial,
    handle: async (id) => void done.push(id),
    giveUp: mustNotGiveUp,
    onError: () => {},
  });
  const committed: Array<() => void> = [];
  const unit = { afterCommit: (fn: () => void) => committed.push(fn) } as unknown as Parameters<typeof runner.enqueue>[1];
  queue.add('first');
  await runner.enqueue('first', unit);
  await tick();
  expect(done).toEqual([]);
  committed.forEach((fn) => fn());
  await expect.poll(() => done).toEqual(['first']);
  await runner.stop();
});

test('a job queued while the runner finishes its last look is not left waiting', async () => {
  const memory = memoryQueue();
  // A database answers later than it looks: the runner's look at the queue sees it as it was when asked.
  const queue = {
    ...memory,
    nextQueued: async () => {
      const seen = await memory.nextQueued();
      await tick();
      return seen;
    },
  };
  const done: string[] = [];
  const runner = createInProcessRunner({
    queue,
    policy: serial,
    handle: async (id) => {
      queue.status.set(id, 'done');
      done.push(id);
      // While the runner is between this job and its next look at the queue, another arrives.
      if (id === 'first') setTimeout(() => (queue.add('second'), void runner.enqueue('second')), 1);
    },
    giveUp: mustNotGiveUp,
    onError: () => {},
  });
  queue.add('first');
  await runner.enqueue('first');
  await expect.poll(() => done).toEqual(['first', 'second']);
  await runner.stop();
});

test('a failing attempt is retried as a new attempt; when attempts run out the job is given up once', async () => {
  const queue = memoryQueue();
  const attempts: string[] = [];
  const givenUp: Array<[string, unknown]> = [];
  const runner = createInProcessRunner({
    queue,
    policy: { ...serial, retryLimit: 2 },
    handle: async (id, attempt) => {
      attempts.push(attempt);
      expect(queue.holder.get(id)).toBe(attempt);
      throw new Error(`attempt ${attempts.length} failed`);
    },
    giveUp: async (id, reason) => void givenUp.push([id, reason]),
    onError: () => {},
  });
  queue.add('flaky');
  await runner.enqueue('flaky');
  await expect.poll(() => givenUp.length).toBe(1);
  expect(new Set(attempts).size).toBe(3);
  expect(givenUp[0]![0]).toBe('flaky');
  expect(String(givenUp[0]![1])).toContain('attempt 3 failed');
  await runner.stop();
});

test('an attempt that outlives the timeout is replaced by a new attempt', async () => {
  const queue = memoryQueue();
  const attempts: string[] = [];
  const runner = createInProcessRunner({
    queue,
    policy: { ...serial, retryLimit: 1, timeoutMs: 20 },
    handle: async (id, attempt) => {
      attempts.push(attempt);
      // The first attempt hangs (a writer that never answers); the second finishes.
      if (attempts.length === 1) return new Promise<void>(() => {});
      queue.status.set(id, 'done');
    },
    giveUp: mustNotGiveUp,
    onError: () => {},
  });
  queue.add('slow');
  await runner.enqueue('slow');
  await expect.poll(() => queue.status.get('slow')).toBe('done');
  expect(attempts).toHaveLength(2);
  expect(queue.holder.get('slow')).toBe(attempts[1]);
  await runner.stop();
});

test('resume puts interrupted jobs back and runs them; events reach subscribers until they leave', async () => {
  const queue = memoryQueue();
  queue.add('interrupted', 'running');
  const seen: string[] = [];
  const runner = createInProcessRunner({
    queue,
    policy: serial,
    handle: async (id) => {
      runner.report(id, { step: 'working' });
      runner.report(id, { step: 'done', resultId: 'r1' });
      queue.status.set(id, 'done');
    },
    giveUp: mustNotGiveUp,
    onError: () => {},
  });
  const leave = runner.subscribe('interrupted', (e) => seen.push(e.step));
  expect(await runner.resume()).toBe(1);
  await expect.poll(() => seen).toEqual(['working', 'done']);
  leave();
  runner.report('interrupted', { step: 'working' });
  expect(seen).toEqual(['working', 'done']);
  await runner.stop();
});

test('stop waits for the job in hand and takes no more', async () => {
  const queue = memoryQueue();
  let release!: () => void;
  const started: string[] = [];
  const runner = createInProcessRunner({
    queue,
    policy: serial,
    handle: (id) => {
      started.push(id);
      return new Promise<void>((r) => (release = r)).then(() => void queue.status.set(id, 'done'));
    },
    giveUp: mustNotGiveUp,
    onError: () => {},
  });
  queue.add('one');
  queue.add('two');
  await runner.enqueue('one');
  await expect.poll(() => started).toEqual(['one']);
  const stopped = runner.stop();
  release();
  await stopped;
  expect(queue.status.get('one')).toBe('done');
  expect(started).toEqual(['one']);
  expect(queue.status.get('two')).toBe('queued');
});

test('stop with a grace period leaves a job still in hand running in the table, for the next start to put back', async () => {
  const queue = memoryQueue();
  const runner = createInProcessRunner({
    queue,
    policy: serial,
    handle: () => new Promise<void>(() => {}),
    giveUp: mustNotGiveUp,
    onError: () => {},
  });
  queue.add('long');
  await runner.enqueue('long');
  await expect.poll(() => queue.status.get('long')).toBe('running');
  await runner.stop(10);
  expect(await queue.requeueRunning()).toBe(1);
});
