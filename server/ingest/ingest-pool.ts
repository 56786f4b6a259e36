/**
 * Runs ingestion in long-lived child processes, so a hostile or broken PDF cannot take the API
 * down: each job has a time budget and the child a memory cap (a V8 heap limit, and its resident
 * size watched, which also counts the decoded image buffers a heap limit misses). A child that
 * breaks either is killed and replaced; the job fails with a clear IngestError.
 *
 * Fair: one PDF per owner (user) is read at a time; an owner's further PDFs wait while other owners'
 * PDFs go ahead, so with two or more children a hostile PDF holds at most one child and another
 * user's upload never waits behind it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Script } from '../../common/contracts/script.js';
import { IngestError, type IngestErrorCode } from './ingest-error.js';

export interface IngestPoolOptions {
  /** Children kept warm (default 2). */
  size?: number;
  /** Longest a single PDF may take, in ms (default 60 s). */
  timeoutMs?: number;
  /** Resident memory a child may reach, in MiB (default 512); its JavaScript heap is held to three quarters of it. */
  maxMemoryMb?: number;
  /**
   * The children's CPU priority as a Unix nice value (default 10, lower priority than the server's 0). Reading a
   * PDF, OCR above all, is batch work: on a busy machine the API's answers go first, and the PDF is read with
   * whatever CPU is left. The children's own processes (the `tesseract` commands) inherit it.
   */
  niceness?: number;
}

export interface IngestPool {
  /** Reads a PDF; `owner` (a user id) has at most one PDF read at a time, the rest wait their turn. */
  ingest(data: Uint8Array, owner?: string): Promise<Script>;
  close(): Promise<void>;
}

interface Pending {
  data: Uint8Array;
  /** Empty for callers with no owner (the CLI, benchmarks): they are not held to one at a time. */
  owner: string;
  resolve(s: Script): void;
  reject(e: Error): void;
}

interface Slot {
  child: ChildProcess;
  /** The child has loaded and said so; a PDF's time budget starts only then, never during a start-up. */
  ready: boolean;
  busy: { id: number; job: Pending; timer: NodeJS.Timeout | null; watch: NodeJS.Timeout } | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// Compiled (dist/node) the child is plain JavaScript; from source (tests, benchmarks) tsx compiles it.
const fromSource = import.meta.url.endsWith('.ts');
const childEntry = path.join(here, fromSource ? 'ingest-child.ts' : 'ingest-child.js');

/** Starts the pool; children load lazily on the first job. */
export function createIngestPool(options: IngestPoolOptions = {}): IngestPool {
  const size = options.size ?? 2;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxMemoryMb = options.maxMemoryMb ?? 512;
  const niceness = options.niceness ?? 10;
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  /** Owners with a PDF being read now. */
  const reading = new Set<string>();
  const mayStart = (job: Pending) => job.owner === '' || !reading.has(job.owner);
  let nextId = 1;
  let closed = false;

  const spawnSlot = (): Slot => {
    const child = fork(childEntry, [], {
      execArgv: [...(fromSource ? ['--import', 'tsx'] : []), `--max-old-space-size=${Math.max(64, Math.floor(maxMemoryMb * 0.75))}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    lowerPriority(child.pid, niceness);
    const slot: Slot = { child, ready: false, busy: null };
    child.on(
      'message',
      (msg: { ready?: boolean; id?: number; script?: Script; error?: { code: IngestErrorCode; message: string; detail?: string } }) => {
        if (msg.ready) {
          slot.ready = true;
          if (slot.busy) slot.busy.timer = budget(slot);
          return;
        }
        if (!slot.busy || msg.id !== slot.busy.id) return;
        const { job } = slot.busy;
        finish(slot);
        if (msg.error) {
          if (msg.error.detail) console.error('ingest failed:', msg.error.detail);
          job.reject(new IngestError(msg.error.code, msg.error.message));
        } else job.resolve(msg.script!);
        pump();
      },
    );
    // A child that ran out of heap (or died any other way) is replaced by a fresh one on the next job.
    child.on('exit', () => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      if (slot.busy) {
        const { job } = slot.busy;
        finish(slot);
        job.reject(
          new IngestError('TOO_COMPLEX', 'This PDF is too complex to read safely. Try printing it to a new PDF, or upload just the sides.'),
        );
      }
      pump();
    });
    slots.push(slot);
    return slot;
  };

  const finish = (slot: Slot) => {
    if (!slot.busy) return;
    if (slot.busy.timer) clearTimeout(slot.busy.timer);
    clearInterval(slot.busy.watch);
    reading.delete(slot.busy.job.owner);
    slot.busy = null;
  };

  const kill = (slot: Slot, error: IngestError) => {
    if (!slot.busy) return;
    const { job } = slot.busy;
    finish(slot);
    // Out of the pool at once, so no new job lands on a child that is about to exit.
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    job.reject(error);
    slot.child.kill('SIGKILL');
    pump();
  };

  /** The PDF's time budget in its child: past it, the child is killed and the PDF refused as too complex. */
  const budget = (slot: Slot) =>
    setTimeout(
      () =>
        kill(
          slot,
          new IngestError(
            'TOO_SLOW',
            `This PDF is too complex to read in ${Math.round(timeoutMs / 1000)} seconds. Upload just the pages you need, or print it to a new PDF.`,
          ),
        ),
      timeoutMs,
    );

  const pump = () => {
    if (closed) return;
    for (;;) {
      // The oldest PDF whose owner has none being read: an owner's queue never holds up another owner.
      const next = queue.findIndex(mayStart);
      if (next < 0) return;
      let slot = slots.find((s) => !s.busy && s.child.connected);
      if (!slot && slots.length < size) slot = spawnSlot();
      if (!slot) return;
      const job = queue.splice(next, 1)[0]!;
      reading.add(job.owner);
      const id = nextId++;
      const s = slot;
      const watch = setInterval(() => {
        if (residentMb(s.child.pid) > maxMemoryMb)
          kill(
            s,
            new IngestError(
              'TOO_COMPLEX',
              'This PDF is too complex to read safely: it needs too much memory (it may be a compression bomb or very large images). Try printing it to a new PDF.',
            ),
          );
      }, 200);
      slot.busy = { id, job, timer: s.ready ? budget(s) : null, watch };
      slot.child.send({ id, data: job.data });
    }
  };

  return {
    ingest(data, owner = '') {
      if (closed) return Promise.reject(new Error('ingest pool is closed'));
      return new Promise<Script>((resolve, reject) => {
        queue.push({ data, owner, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('ingest pool closed'));
      await Promise.all(
        slots.map(
          (s) =>
            new Promise<void>((resolve) => {
              if (s.child.exitCode !== null) return resolve();
              s.child.once('exit', () => resolve());
              s.child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** Gives a process a lower CPU priority (never a higher one than ours); where that is not possible it keeps ours. */
function lowerPriority(pid: number | undefined, niceness: number): void {
  if (!pid || niceness <= 0) return;
  try {
    setPriority(pid, Math.max(niceness, getPriority()));
  } catch {
    // Not permitted or not supported here: the child still works, at the server's priority.
  }
}

/** Resident set size of a process in MiB, from /proc (0 where /proc is not available). */
function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}
