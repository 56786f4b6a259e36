import { expect, test } from 'vitest';
import { createInProcessRunner, type JobQueue } from './job-runner.js';

/** A job table in memory: ids with a status, oldest first. */
function memoryQueue(): JobQueue & { add(id: string, status?: 'queued' | 'running'): void; status: Map<string, string> } {
  const status = new Map<string, string>();
  return {
    status,
    add: (id, s = 'queued') => void status.set(id, s),
    nextQueued: async () => [...status].find(([, s]) => s === 'queued')?.[0] ?? null,
    claim: async (id) => status.get(id) === 'queued' && Boolean(status.set(id, 'running')),
    requeueRunning: async () => {
      const running = [...status].filter(([, s]) => s === 'running');
      running.forEach(([id]) => status.set(id, 'queued'));
      return running.length;
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

test('jobs run one at a time in queue order, each once', async () => {
  const queue = memoryQueue();
  const log: string[] = [];
  let inHand = 0;
  const runner = createInProcessRunner({
    queue,
    handle: async (id) => {
      inHand++;
      expect(inHand).toBe(1);
      log.push(id);
      await tick();
      queue.status.set(id, 'done');
      inHand--;
    },
    onError: (err) => {
      throw err;
    },
  });
  ['a', 'b', 'c'].forEach((id) => queue.add(id));
  runner.enqueue('a');
  runner.enqueue('b');
  runner.enqueue('c');
  await expect.poll(() => log).toEqual(['a', 'b', 'c']);
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
    handle: async (id) => {
      queue.status.set(id, 'done');
      done.push(id);
      // While the runner is between this job and its next look at the queue, another arrives.
      if (id === 'first') setTimeout(() => (queue.add('second'), runner.enqueue('second')), 1);
    },
    onError: () => {},
  });
  queue.add('first');
  runner.enqueue('first');
  await expect.poll(() => done).toEqual(['first', 'second']);
  await runner.stop();
});

test('resume puts interrupted jobs back and runs them; events reach subscribers until they leave', async () => {
  const queue = memoryQueue();
  queue.add('interrupted', 'running');
  const seen: string[] = [];
  const runner = createInProcessRunner<'working'>({
    queue,
    handle: async (id) => {
      runner.report(id, { step: 'working' });
      runner.report(id, { step: 'done', resultId: 'r1' });
      queue.status.set(id, 'done');
    },
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
    handle: (id) => {
      started.push(id);
      return new Promise<void>((r) => (release = r)).then(() => void queue.status.set(id, 'done'));
    },
    onError: () => {},
  });
  queue.add('one');
  queue.add('two');
  runner.enqueue('one');
  await expect.poll(() => started).toEqual(['one']);
  const stopped = runner.stop();
  release();
  await stopped;
  expect(queue.status.get('one')).toBe('done');
  expect(started).toEqual(['one']);
  expect(queue.status.get('two')).toBe('queued');
});
