/**
 * Retention (decision 017): an upload — the PDF and everything read from it — is removed once it is older
 * than UPLOAD_RETENTION_DAYS. Guides stay: their HTML stands alone, and before an upload goes each guide
 * made from it keeps its own run-lines scenes. The sweep runs daily; its last run is kept in the
 * database, so a restart runs it only when due and two instances never both run it.
 */
import type { AuthService } from '../auth/auth.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { GuideLibrary } from '../guides/guide-library.js';
import { rehearsalOf } from '../guides/guide-rehearsal.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { createScheduledRunsRepo } from './scheduled-runs.repo.js';

const SWEEP = 'upload-retention';
const DAY_MS = 24 * 3600 * 1000;
/** How often an instance asks whether the daily sweep is due (the claim makes it run once a day). */
const CHECK_EVERY_MS = 3600 * 1000;
const BATCH = 50;

export type UploadRetention = ReturnType<typeof createUploadRetention>;

export function createUploadRetention(deps: {
  db: Db;
  auth: AuthService;
  uploads: UploadsService;
  library: GuideLibrary;
  retentionDays: number;
  onError: (err: unknown) => void;
  now?: () => Date;
}) {
  const runs = createScheduledRunsRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /** Gives each guide made from the upload its own run-lines scenes, unless it has them or they cannot be found. */
  async function keepRehearsals(userId: string, uploadId: string): Promise<void> {
    const user = await deps.auth.findUser({ id: userId });
    if (!user) return;
    for (const guide of await deps.library.madeFrom(userId)) {
      if (guide.keepsRehearsal || !guide.uploadIds.includes(uploadId)) continue;
      try {
        await deps.library.keepRehearsal(userId, await rehearsalOf(deps, user, guide.id));
      } catch (err) {
        // A character no longer in the Script (or another upload already gone) has no scenes to keep.
        if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
      }
    }
  }

  /** Removes one expired upload: rows in one unit of work, then its file. */
  async function expire(upload: { id: string; userId: string; storageKey: string }): Promise<void> {
    await keepRehearsals(upload.userId, upload.id);
    await deps.db.transaction((tx) => deps.uploads.remove(upload.userId, upload.id, tx));
    for (const err of await deps.uploads.removeFiles([upload.storageKey])) deps.onError(err);
  }

  /** Removes every upload older than the retention period; returns how many went. */
  async function sweep(): Promise<number> {
    const cutoff = new Date(now().getTime() - deps.retentionDays * DAY_MS);
    const failed = new Set<string>();
    let removed = 0;
    for (;;) {
      const batch = (await deps.uploads.storedBefore(cutoff, BATCH + failed.size)).filter((u) => !failed.has(u.id));
      if (batch.length === 0) return removed;
      for (const upload of batch) {
        try {
          await expire(upload);
          removed++;
        } catch (err) {
          // Deleted by its owner meanwhile, or a fault: the others still go, and tomorrow's sweep tries again.
          failed.add(upload.id);
          if (!(err instanceof AppError && err.code === 'NOT_FOUND')) deps.onError(err);
        }
      }
    }
  }

  /** Runs the sweep if this instance claims today's run; null when it was not due (or another instance has it). */
  async function runIfDue(): Promise<number | null> {
    if (!(await runs.claim(SWEEP, now(), DAY_MS))) return null;
    return sweep();
  }

  return {
    sweep,
    runIfDue,
    /** Runs the sweep now if it is due, then checks hourly; returns what stops the checks (waiting for one under way). */
    start(onSwept: (removed: number) => void): () => Promise<void> {
      let current = Promise.resolve();
      const check = () => {
        current = runIfDue().then((removed) => {
          if (removed !== null) onSwept(removed);
        }, deps.onError);
      };
      check();
      const timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await current;
      };
    },
  };
}
