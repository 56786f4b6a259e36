/** A real disk that fills up: a small tmpfs mounted for a test (root only), and filler to fill it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/** Whether this process may mount a tmpfs (it must be root); says so once when not. */
export const canMount = (() => {
  const probe = mkdtempSync(path.join(tmpdir(), 'prepgold-mount-'));
  const ok = mountSmallDisk(probe, '64k');
  if (ok) unmount(probe);
  rmSync(probe, { recursive: true, force: true });
  if (!ok) console.warn('Cannot mount a small tmpfs here (not root): the full-disk tests are skipped.');
  return ok;
})();
