/** A real disk that fills up: a small tmpfs mounted for a test (root only), and filler to fill it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { migrateToLatest, openDb } from '../../server/db/database.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** Mounts a tmpfs of `size` at `dir` (owned by `owner` when given); false where mounting is not allowed. */
export function mountSmallDisk(dir: string, size: string, owner?: { uid: number; gid: number }): boolean {
  const ownedBy = owner ? `,uid=${owner.uid},gid=${owner.gid},mode=0700` : '';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}${ownedBy}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const unmount = (dir: string) => execFileSync('umount', ['-l', dir], { stdio: 'ignore' });

/** Writes filler until the disk under `dir` is full: big pieces, then single pages for what is left. */
export function fill(dir: string): void {
  let i = 0;
  for (const size of [64 * 1024, 4096]) {
    const chunk = Buffer.alloc(size, 1);
    for (; ; i++) {
      try {
        writeFileSync(path.join(dir, `filler-${i}`), chunk);
      } catch {
        i++;
        break;
      }
    }
  }
}

/** The filler files `fill` wrote under `dir`. */
export const fillers = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('filler-'));

/** Removes the filler: the disk has room again. */
export function makeRoom(dir: string): void {
  for (const f of fillers(dir)) unlinkSync(path.join(dir, f));
}

/**
 * An app whose SQLite file lives on a 16 MB disk of its own, mounted for the describe block that calls this
 * (hooks registered here); `app()` is the started app once the block's tests run.
 */
export function sqliteAppOnSmallDisk(): { dataDir: string; app: () => TestApp } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepgold-full-'));
  let t: TestApp | undefined;
  beforeAll(async () => {
    expect(mountSmallDisk(dataDir, '16m')).toBe(true);
    const db = openDb({ databaseUrl: null, sqlitePath: path.join(dataDir, 'test.db') });
    await migrateToLatest(db);
    t = await startTestApp('sqlite', { testDb: { db, dataDir, drop: () => db.close() } });
  });
  afterAll(async () => {
    await t?.close();
    unmount(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, app: () => t! };
}

/** Whether this process may mount a tmpfs (it must be root); says so once when not. */
export const canMount = (() => {
  const probe = mkdtempSync(path.join(tmpdir(), 'prepgold-mount-'));
  const ok = mountSmallDisk(probe, '64k');
  if (ok) unmount(probe);
  rmSync(probe, { recursive: true, force: true });
  if (!ok) console.warn('Cannot mount a small tmpfs here (not root): the full-disk tests are skipped.');
  return ok;
})();
