/**
 * Guide jobs: where a guide is queued, run and reported.
 * - queue: a request checks the character, reserves a guide and writes a queued job, in one unit of work;
 * - run: the job runner hands a claimed job to `runGuideJob`, which reads the scripts, runs the engine once,
 *   and stores the guide with the job's end, or fails the job and returns the reservation. An unexpected
 *   error is retried by the runner; when the attempts run out, `giveUp` fails the job and returns the reservation;
 * - report: every step goes to the runner's watchers (the progress stream) as it happens, and to the job row,
 *   where watchers connected to another instance see it.
 * The runner is pg-boss on PostgreSQL (several instances) and the in-process runner on SQLite (one instance).
 */
import { createHash, randomUUID } from 'node:crypto';
import { isErrorCode } from '../../common/contracts/errors.js';
import type { GenerationStep, GuideRequest, SectionProgress } from '../../common/contracts/guides.js';
import { normaliseDeep, normaliseText } from '../../common/text/normalise.js';
import type { AccountService, Reservation } from '../account/account.service.js';
import type { SessionUser } from '../auth/auth.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { createInProcessRunner, type JobEvent, type JobPolicy, type JobQueue, type JobRunner } from '../jobs/job-runner.js';
import { createPgBossRunner } from '../jobs/pg-boss-runner.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { findCharacter, type ScriptInput } from './engine/analyse.js';
import { CharacterNotFoundError, generateGuide, type GuideWriter } from './engine/generate.js';
import { createGuidesRepo, type JobRow } from './guides.repo.js';

export type GuideJobEvent = JobEvent<GenerationStep>;
export type GuideJobs = ReturnType<typeof createGuideJobs>;

const GENERIC_FAILURE = 'Something went wrong while writing the guide. Your guide was not used; please try again.';

/** Identical requests from one user this close together, without a requestId, are one request (a double click, a resent POST). */
const SAME_REQUEST_WINDOW_MS = 10_000;

/** A job id made from the user, the request and its 10-second window: identical requests racing each other collide on it. */
function sameRequestId(userId: string, requestText: string, at: number): string {
  const hex = createHash('sha256')
    .update(`${userId}\n${Math.floor(at / SAME_REQUEST_WINDOW_MS)}\n${requestText}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How long the progress stream waits for a job its page announced before it is queued. */
const WATCH_WAIT_MS = 3_000;
const WATCH_POLL_MS = 50;

export function createGuideJobs(deps: {
  db: Db;
  account: AccountService;
  uploads: UploadsService;
  writer: GuideWriter;
  onError: (err: unknown) => void;
  policy: JobPolicy & { pollSeconds: number };
}) {
  const repo = createGuidesRepo(deps.db);
  const queue: JobQueue<GenerationStep> = {
    nextQueued: () => repo.nextQueuedJob(),
    claim: (id, attempt, takeOver) => repo.claimJob(id, attempt, takeOver),
    requeueRunning: () => repo.requeueRunning(),
    progress: async (ids) => new Map((await repo.getJobs(ids)).map((j) => [j.id, eventOf(j)])),
  };
  const work = { queue, handle: runGuideJob, giveUp: giveUpGuideJob, onError: deps.onError, policy: deps.policy };
  const runner: JobRunner<GenerationStep> =
    deps.db.kind === 'postgres'
      ? createPgBossRunner<GenerationStep>({ ...work, db: deps.db, name: 'guide' })
      : createInProcessRunner<GenerationStep>(work);

  async function scriptsOf(userId: string, uploadIds: string[]): Promise<ScriptInput[]> {
    const found = await deps.uploads.requireScripts(userId, uploadIds);
    return found.map((f) => ({ script: f.script, fileType: f.upload.fileType }));
  }

  /**
   * Queue: refuses a character with no lines before anything is spent, then reserves and queues together.
   * Returns the job to wait for: a new one, or the one already queued for the same request (the same
   * requestId, or without one an identical request within a few seconds), so a request sent twice is paid once.
   */
  async function queueGuide(user: SessionUser, request: GuideRequest, requestId: string | undefined): Promise<string> {
    const inputs = await scriptsOf(user.id, request.uploadIds);
    const names = [...new Set(inputs.flatMap((i) => i.script.characters.map((c) => c.name)))];
    const { match, suggestions } = findCharacter(request.characterName, names);
    if (!match) throw new AppError('CHARACTER_NOT_FOUND', new CharacterNotFoundError(request.characterName, suggestions).message);
    const requestText = JSON.stringify(request);
    const sameJob = (job: JobRow): string => {
      if (job.userId !== user.id) throw new AppError('DUPLICATE_REQUEST', 'This guide request was already sent.');
      return job.id;
    };
    let jobId = requestId ?? sameRequestId(user.id, requestText, Date.now());
    const earlier = await repo.getJob(jobId);
    if (earlier && (requestId || earlier.status !== 'failed')) return sameJob(earlier);
    if (!requestId) {
      const recent = await repo.findRecentJob(user.id, requestText, deps.db.date(new Date(Date.now() - SAME_REQUEST_WINDOW_MS)));
      if (recent) return recent.id;
      // A failed identical request is tried again as a new job.
      if (earlier) jobId = randomUUID();
    }
    try {
      await deps.db.transaction(async (tx) => {
        const reservation = await deps.account.reserveGuide(user, tx);
        const at = tx.date(new Date());
        await createGuidesRepo(tx).insertJob({
          id: jobId,
          userId: user.id,
          status: 'queued',
          step: 'queued',
          request: requestText,
          guideId: null,
          error: null,
          errorCode: null,
          reservation: reservation.kind,
          reservedIn: tx.date(reservation.periodEnd),
          createdAt: at,
          updatedAt: at,
        });
        await runner.enqueue(jobId, tx);
      });
    } catch (err) {
      // The same request racing this one queued it first (the id is the key): this one's reservation rolled back with it.
      const raced = await repo.getJob(jobId);
      if (raced) return sameJob(raced);
      throw err;
    }
    return jobId;
  }

  /**
   * Run: one claimed job as `attempt`, start to end. Reports each step; a refusal (no such character, an
   * upload gone) fails the job and returns the reservation; anything else is thrown for the runner to retry.
   */
  async function runGuideJob(jobId: string, attempt: string): Promise<void> {
    const job = await repo.getJob(jobId);
    if (!job) return;
    const request = JSON.parse(job.request) as GuideRequest;
    try {
      report(jobId, attempt, 'reading');
      const inputs = await scriptsOf(job.userId, request.uploadIds);
      const result = await generateGuide(inputs, request, {
        writer: deps.writer,
        onStep: (step, section) => report(jobId, attempt, step, section),
      });
      const guideId = randomUUID();
      const stored = await repo.completeJob(jobId, attempt, {
        id: guideId,
        userId: job.userId,
        characterName: request.characterName,
        productionTitle: request.productionTitle,
        productionType: request.productionType,
        roleSize: request.roleSize,
        genre: request.genre,
        actorAge: request.actorAge,
        request: job.request,
        // The writing report (time, tokens, which writer wrote each section) stays with the guide for operators.
        // What a writer wrote (a language model's answer included) is normalised before it is stored.
        guideJson: JSON.stringify(normaliseDeep({ guide: result.guide, child: result.child, writing: result.writing })),
        generatedHtml: normaliseText(result.html),
        childGuideRequested: deps.db.bool(request.childGuideRequested),
        childGuideCompleted: deps.db.bool(result.childHtml !== null),
        childGuideHtml: result.childHtml === null ? null : normaliseText(result.childHtml),
        isFavorite: deps.db.bool(false),
        writer: result.guide.writer.kind,
        createdAt: deps.db.date(new Date()),
      });
      // An attempt that lost the job (timed out, its instance presumed lost) stores nothing and says nothing.
      if (stored) runner.report(jobId, { step: 'done', resultId: guideId });
    } catch (err) {
      if (!(err instanceof CharacterNotFoundError || err instanceof AppError)) throw err;
      await failGuideJob(job, err, attempt);
    }
  }

  /** The runner's dead letter: every attempt failed, so the job fails and its reservation is returned. */
  async function giveUpGuideJob(jobId: string, reason: unknown): Promise<void> {
    const job = await repo.getJob(jobId);
    if (!job) return;
    deps.onError(reason);
    await failGuideJob(job, reason, null);
  }

  /** Fails the job (as `attempt`, or whoever holds it) and returns its reservation, once. */
  async function failGuideJob(job: JobRow, err: unknown, attempt: string | null): Promise<void> {
    const known = err instanceof CharacterNotFoundError || err instanceof AppError;
    const code = err instanceof CharacterNotFoundError ? 'CHARACTER_NOT_FOUND' : err instanceof AppError ? err.code : 'GENERATION_FAILED';
    const message = known ? err.message : GENERIC_FAILURE;
    const reservation: Reservation | null = job.reservation ? { kind: job.reservation, periodEnd: new Date(job.reservedIn!) } : null;
    const failed = await deps.db.transaction(async (tx) => {
      if (!(await createGuidesRepo(tx).failJob(job.id, code, message, attempt))) return false;
      if (reservation) await deps.account.releaseGuide(job.userId, reservation, tx);
      return true;
    });
    if (failed) runner.report(job.id, { step: 'failed', error: { code, message } });
  }

  /**
   * Report: a step to the watchers here now, and to the job row for watchers elsewhere or joining later.
   * A finished section goes to the watchers here only: the row keeps the step, so another instance's
   * stream shows the steps without the sections.
   */
  function report(jobId: string, attempt: string, step: GenerationStep, section?: SectionProgress): void {
    runner.report(jobId, section ? { step, detail: { section } } : { step });
    repo.setStep(jobId, attempt, step).catch(deps.onError);
  }

  /** The job's state as an event, for a watcher that joins late. */
  function eventOf(job: JobRow): GuideJobEvent {
    if (job.status === 'done') return { step: 'done', resultId: job.guideId! };
    if (job.status === 'failed') return { step: 'failed', error: { code: job.errorCode ?? 'GENERATION_FAILED', message: job.error ?? '' } };
    return { step: job.step as GenerationStep };
  }

  /** Resolves with the job row once the job has ended, whichever way. */
  function settled(jobId: string): Promise<JobRow> {
    return new Promise((resolve, reject) => {
      const finish = () => {
        unsubscribe();
        repo.getJob(jobId).then((j) => resolve(j!), reject);
      };
      const unsubscribe = runner.subscribe(jobId, (e) => {
        if (e.step === 'done' || e.step === 'failed') finish();
      });
      // It may have ended before we listened.
      repo.getJob(jobId).then((j) => {
        if (j && (j.status === 'done' || j.status === 'failed')) finish();
      }, reject);
    });
  }

  return {
    /** Checks the request, reserves a guide, queues the job (or joins the same request's) and waits for it; returns the guide's id. */
    async generate(user: SessionUser, request: GuideRequest, requestId?: string): Promise<string> {
      const job = await settled(await queueGuide(user, request, requestId));
      if (job.status === 'failed') {
        const code = job.errorCode && isErrorCode(job.errorCode) ? job.errorCode : 'GENERATION_FAILED';
        throw new AppError(code, job.error ?? GENERIC_FAILURE);
      }
      return job.guideId!;
    },

    /** The job's steps as they happen, starting with where it is now; null if it is not the user's. */
    async watch(user: SessionUser, jobId: string, onEvent: (e: GuideJobEvent) => void): Promise<(() => void) | null> {
      // The page may ask before its generate request has queued the job; give it a moment to appear.
      let job = await repo.getJob(jobId);
      for (let waited = 0; !job && waited < WATCH_WAIT_MS; waited += WATCH_POLL_MS) {
        await new Promise((r) => setTimeout(r, WATCH_POLL_MS));
        job = await repo.getJob(jobId);
      }
      if (!job || job.userId !== user.id) return null;
      onEvent(eventOf(job));
      if (job.status === 'done' || job.status === 'failed') return () => {};
      return runner.subscribe(jobId, onEvent);
    },

    /** Queues again what a restart interrupted, and starts the runner. */
    resume: () => runner.resume(),
    /** Takes no more jobs; waits up to `graceMs` for those in hand, then hands them back to the queue. */
    stop: (graceMs?: number) => runner.stop(graceMs),
  };
}
