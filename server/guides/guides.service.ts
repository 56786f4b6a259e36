/**
 * Guides: generation as a durable job, and the user's guide library. A request reserves a slot,
 * writes a queued job and returns; the runner works through the queue off the request, reports
 * each step, stores the guide and the job's end together, and returns the slot if it fails.
 * Jobs left running by a restart are queued again on start.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type {
  GenerateResponse,
  GenerationStep,
  GuideDetail,
  GuideRequest,
  GuideSummary,
  LinesPreview,
} from '../../common/contracts/guides.js';
import type { AccountService, Reservation } from '../account/account.service.js';
import type { SessionUser } from '../auth/auth.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { analyse, cite, type ScriptInput } from './engine/analyse.js';
import { CharacterNotFoundError, generateGuide, type GuideWriter } from './engine/generate.js';
import { sanitiseGuideHtml } from './engine/sanitise.js';
import { createGuidesRepo, type GuideRow, type JobRow } from './guides.repo.js';

export interface JobEvent {
  step: GenerationStep;
  guideId?: string;
  error?: { code: string; message: string };
}

export type GuidesService = ReturnType<typeof createGuidesService>;

export function createGuidesService(deps: {
  db: Db;
  account: AccountService;
  uploads: UploadsService;
  writer: GuideWriter;
  onError?: (err: unknown) => void;
}) {
  const repo = createGuidesRepo(deps.db);
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let running = false;

  const emit = (jobId: string, event: JobEvent) => events.emit(jobId, event);

  async function scriptsOf(userId: string, uploadIds: string[]): Promise<ScriptInput[]> {
    const found = await deps.uploads.requireScripts(userId, uploadIds);
    return found.map((f) => ({ script: f.script, fileType: f.upload.fileType }));
  }

  async function runJob(job: JobRow): Promise<void> {
    if (!(await repo.claimJob(job.id))) return;
    const request = JSON.parse(job.request) as GuideRequest;
    const reservation: Reservation | null = job.reservation ? { kind: job.reservation, periodEnd: new Date(job.reservedIn!) } : null;
    try {
      emit(job.id, { step: 'reading' });
      const inputs = await scriptsOf(job.userId, request.uploadIds);
      const result = await generateGuide(inputs, request, {
        writer: deps.writer,
        onStep: (step) => {
          emit(job.id, { step });
          void repo.setStep(job.id, step).catch(deps.onError);
        },
      });
      const guideId = randomUUID();
      await repo.completeJob(job.id, {
        id: guideId,
        userId: job.userId,
        characterName: request.characterName,
        productionTitle: request.productionTitle,
        productionType: request.productionType,
        roleSize: request.roleSize,
        genre: request.genre,
        actorAge: request.actorAge,
        request: job.request,
        guideJson: JSON.stringify({ guide: result.guide, child: result.child }),
        generatedHtml: result.html,
        childGuideRequested: deps.db.bool(request.childGuideRequested),
        childGuideCompleted: deps.db.bool(result.childHtml !== null),
        childGuideHtml: result.childHtml,
        isFavorite: deps.db.bool(false),
        writer: result.guide.writer.kind,
        createdAt: deps.db.date(new Date()),
      });
      emit(job.id, { step: 'done', guideId });
    } catch (err) {
      const code = err instanceof CharacterNotFoundError ? 'CHARACTER_NOT_FOUND' : err instanceof AppError ? err.code : 'GENERATION_FAILED';
      const message =
        err instanceof CharacterNotFoundError || err instanceof AppError
          ? err.message
          : 'Something went wrong while writing the guide. Your guide was not used; please try again.';
      if (!(err instanceof CharacterNotFoundError || err instanceof AppError)) deps.onError?.(err);
      await repo.failJob(job.id, code, message);
      if (reservation) await deps.account.releaseGuide(job.userId, reservation);
      emit(job.id, { step: 'failed', error: { code, message } });
    }
  }

  /** Works through queued jobs one at a time, off the request that queued them. */
  function kick(): void {
    if (running) return;
    running = true;
    setImmediate(async () => {
      try {
        for (;;) {
          const [next] = await repo.queuedJobIds();
          if (!next) break;
          const job = await repo.getJob(next);
          if (job) await runJob(job);
        }
      } catch (err) {
        deps.onError?.(err);
      } finally {
        running = false;
      }
    });
  }

  /** Resolves when the job ends, whichever way. */
  function settled(jobId: string): Promise<JobRow> {
    return new Promise((resolve, reject) => {
      const listener = (e: JobEvent) => {
        if (e.step !== 'done' && e.step !== 'failed') return;
        events.off(jobId, listener);
        repo.getJob(jobId).then((j) => resolve(j!), reject);
      };
      events.on(jobId, listener);
      // It may have finished before we listened.
      repo.getJob(jobId).then((j) => {
        if (j && (j.status === 'done' || j.status === 'failed')) {
          events.off(jobId, listener);
          resolve(j);
        }
      }, reject);
    });
  }

  const summary = (g: GuideRow): GuideSummary => ({
    id: g.id,
    characterName: g.characterName,
    productionTitle: g.productionTitle,
    productionType: g.productionType,
    roleSize: g.roleSize,
    genre: g.genre,
    createdAt: new Date(g.createdAt).toISOString(),
    isFavorite: Boolean(g.isFavorite),
    childGuideRequested: Boolean(g.childGuideRequested),
    childGuideCompleted: Boolean(g.childGuideCompleted),
  });

  async function requireGuide(user: SessionUser, id: string): Promise<GuideRow> {
    const g = await repo.getGuide(user.id, id);
    if (!g) throw new AppError('NOT_FOUND', 404, 'Guide not found');
    return g;
  }

  return {
    /** The character's detected lines before anything is spent ("confirm your lines"). */
    async preview(user: SessionUser, uploadIds: string[], characterName: string): Promise<LinesPreview> {
      const analysis = analyse(await scriptsOf(user.id, uploadIds), characterName);
      return {
        character: analysis.character,
        suggestions: analysis.character ? [] : analysis.suggestions,
        lineCount: analysis.totals.lines,
        wordCount: analysis.totals.words,
        scenes: analysis.scenes.map((s) => ({ heading: s.heading || '(pages start mid-scene)', page: s.page, lines: s.lines.length })),
        lines: analysis.scenes.flatMap((s) =>
          s.cues.map((c) => ({
            ref: c.line.ref,
            page: c.line.page,
            text: cite(c.line).quote,
            cue: c.cue ? `${c.cue.speaker}: ${cite(c.cue).quote}` : null,
          })),
        ),
      };
    },

    /** Checks the request, reserves a guide, queues the job and waits for it. */
    async generate(user: SessionUser, request: GuideRequest, jobId: string = randomUUID()): Promise<GenerateResponse> {
      const inputs = await scriptsOf(user.id, request.uploadIds);
      const analysis = analyse(inputs, request.characterName);
      if (!analysis.character || analysis.totals.lines === 0) {
        const e = new CharacterNotFoundError(request.characterName, analysis.suggestions);
        throw new AppError('CHARACTER_NOT_FOUND', 422, e.message);
      }
      if (await repo.getJob(jobId)) throw new AppError('DUPLICATE_REQUEST', 409, 'This guide request was already sent.');
      const reservation = await deps.account.reserveGuide(user);
      const at = deps.db.date(new Date());
      try {
        await repo.insertJob({
          id: jobId,
          userId: user.id,
          status: 'queued',
          step: 'queued',
          request: JSON.stringify(request),
          guideId: null,
          error: null,
          errorCode: null,
          reservation: reservation.kind,
          reservedIn: deps.db.date(reservation.periodEnd),
          createdAt: at,
          updatedAt: at,
        });
      } catch (err) {
        await deps.account.releaseGuide(user.id, reservation);
        throw err;
      }
      const done = settled(jobId);
      kick();
      const job = await done;
      if (job.status === 'failed')
        throw new AppError(
          job.errorCode ?? 'GENERATION_FAILED',
          job.errorCode === 'CHARACTER_NOT_FOUND' ? 422 : 500,
          job.error ?? 'Failed to generate guide',
        );
      const guide = await requireGuide(user, job.guideId!);
      return {
        guideId: guide.id,
        guideContent: sanitiseGuideHtml(guide.generatedHtml),
        childGuideRequested: Boolean(guide.childGuideRequested),
        childGuideCompleted: Boolean(guide.childGuideCompleted),
        childGuideContent: guide.childGuideHtml ? sanitiseGuideHtml(guide.childGuideHtml) : null,
      };
    },

    /** The job's steps as they happen, starting with where it is now; null if it is not the user's. */
    async watch(user: SessionUser, jobId: string, onEvent: (e: JobEvent) => void): Promise<(() => void) | null> {
      // The page may ask before its generate request has queued the job; give it a moment to appear.
      let job = await repo.getJob(jobId);
      for (let tries = 0; !job && tries < 60; tries++) {
        await new Promise((r) => setTimeout(r, 50));
        job = await repo.getJob(jobId);
      }
      if (!job || job.userId !== user.id) return null;
      const current: JobEvent =
        job.status === 'done'
          ? { step: 'done', guideId: job.guideId! }
          : job.status === 'failed'
            ? { step: 'failed', error: { code: job.errorCode ?? 'GENERATION_FAILED', message: job.error ?? '' } }
            : { step: job.step as GenerationStep };
      onEvent(current);
      if (job.status === 'done' || job.status === 'failed') return () => {};
      events.on(jobId, onEvent);
      return () => events.off(jobId, onEvent);
    },

    /** Queues again what a restart interrupted, and starts the runner. */
    async resume(): Promise<number> {
      const n = await repo.requeueRunning();
      kick();
      return n;
    },

    async list(user: SessionUser): Promise<GuideSummary[]> {
      return (await repo.listGuides(user.id)).map(summary);
    },

    async get(user: SessionUser, id: string): Promise<GuideDetail> {
      const g = await requireGuide(user, id);
      return { ...summary(g), generatedHtml: sanitiseGuideHtml(g.generatedHtml) };
    },

    async toggleFavorite(user: SessionUser, id: string): Promise<GuideSummary> {
      const g = await requireGuide(user, id);
      await repo.setFavorite(user.id, id, !g.isFavorite);
      return summary({ ...g, isFavorite: !g.isFavorite });
    },

    /** The child guide's HTML and a file name made of the character and production. */
    async childGuide(user: SessionUser, id: string): Promise<{ html: string; filename: string; title: string }> {
      const g = await requireGuide(user, id);
      if (!g.childGuideRequested || !g.childGuideCompleted || !g.childGuideHtml)
        throw new AppError('NOT_FOUND', 404, 'This guide has no child guide.');
      const slug = (s: string) =>
        s
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'guide';
      return {
        html: sanitiseGuideHtml(g.childGuideHtml),
        filename: `${slug(g.characterName)}-${slug(g.productionTitle)}-child-guide.html`,
        title: `${g.characterName} — ${g.productionTitle}: child's guide`,
      };
    },
  };
}
