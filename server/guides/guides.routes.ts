/** The guides calls of SPEC §7, the lines preview, and the progress stream. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GUIDE_MESSAGES, REQUIRED_FIELD_LABELS, guideRequest, linesPreviewRequest } from '../../common/contracts/guides.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import type { AuthService } from '../auth/auth.service.js';
import { AppError, parseWith } from '../errors.js';
import { standaloneDocument } from './engine/render.js';
import type { GuideJobs } from './guide-jobs.js';
import type { GuideLibrary } from './guide-library.js';
import { previewLines } from './guide-preview.js';
import { rehearsalOf } from './guide-rehearsal.js';
import type { UploadsService } from '../uploads/uploads.service.js';

const idParams = z.object({ id: z.uuid() });
const GUIDE_NOT_FOUND = 'Guide not found';
const REQUEST_NOT_FOUND = 'No guide is being written for this request.';
/** The :id of a path, or a 404 with the given message when it cannot be one. */
const idOf = (params: unknown, notFound: string) => {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', notFound);
  return parsed.data.id;
};
const guideId = (params: unknown) => idOf(params, GUIDE_NOT_FOUND);

/** The spec's alert for missing required fields, checked before any other rule (SPEC §5). */
function requireFields(body: unknown): void {
  const b = (body ?? {}) as Record<string, unknown>;
  const missing = Object.entries(REQUIRED_FIELD_LABELS)
    .filter(([key]) => b[key] === undefined || b[key] === null || (typeof b[key] === 'string' && b[key].trim() === ''))
    .map(([, label]) => label);
  if (missing.length)
    throw new AppError(
      'MISSING_FIELDS',
      GUIDE_MESSAGES.missingFields(missing),
      missing.map((m) => ({ param: m, msg: `${m} is required` })),
    );
  if (!(Array.isArray(b.uploadIds) && b.uploadIds.length) && !b.uploadId) throw new AppError('NO_UPLOAD', GUIDE_MESSAGES.noUpload);
}

export function guideRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; uploads: UploadsService; jobs: GuideJobs; library: GuideLibrary },
): void {
  const auth = { preHandler: requireUser(deps.auth) };

  app.post('/api/guides/preview', auth, async (request) => {
    const { uploadIds, characterName } = parseWith(linesPreviewRequest, request.body);
    return previewLines(deps.uploads, signedInUser(request), uploadIds, characterName);
  });

  app.post('/api/guides/generate', auth, async (request) => {
    requireFields(request.body);
    const input = parseWith(guideRequest, request.body);
    const user = signedInUser(request);
    const id = await deps.jobs.generate(user, input, input.requestId);
    return deps.library.generated(user, id);
  });

  app.get('/api/guides', auth, async (request) => ({ success: true, guides: await deps.library.list(signedInUser(request)) }));

  /**
   * The guide with its HTML and an ETag of the answer: a client that holds the guide asks again with
   * If-None-Match and gets 304 without the HTML. The answer stays no-store (a child's guide is not
   * left in a shared browser's cache), so the client keeps its own copy (docs/decisions/020).
   */
  app.get('/api/guides/:id', auth, async (request, reply) => {
    const body = { success: true, guide: await deps.library.get(signedInUser(request), guideId(request.params)) };
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return body;
  });

  app.delete('/api/guides/:id', auth, async (request) => {
    await deps.library.remove(signedInUser(request), guideId(request.params));
    return { success: true };
  });

  app.put('/api/guides/:id/favorite', auth, async (request) => ({
    success: true,
    guide: await deps.library.toggleFavorite(signedInUser(request), guideId(request.params)),
  }));

  app.get('/api/guides/:id/child-guide', auth, async (request, reply) => {
    const { html, filename, title } = await deps.library.childGuide(signedInUser(request), guideId(request.params));
    return reply
      .type('text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(standaloneDocument(title, html));
  });

  app.get('/api/guides/:id/rehearsal', auth, async (request) => rehearsalOf(deps, signedInUser(request), guideId(request.params)));

  // The child guide as a page of the app (/guide/:id/child) rather than a download.
  app.get('/api/guides/:id/child-guide/page', auth, async (request) => {
    const { html, filename } = await deps.library.childGuide(signedInUser(request), guideId(request.params));
    return { success: true, html, filename };
  });

  /** Server-sent events: one `data:` line per step until done or failed. */
  app.get('/api/guides/:id/progress', auth, async (request, reply) => {
    const user = signedInUser(request);
    const jobId = idOf(request.params, REQUEST_NOT_FOUND);
    const send = (data: unknown) => reply.raw.write(`data: ${JSON.stringify(data)}\n\n`);
    let stop: (() => void) | null = null;
    const finish = () => {
      stop?.();
      reply.raw.end();
    };
    stop = await deps.jobs.watch(user, jobId, (event) => {
      if (!reply.raw.headersSent) {
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          // Finished sections of the guide ride on the stream: no-store like every authenticated answer.
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          'x-content-type-options': 'nosniff',
        });
      }
      // The wire keeps the documented shape: `done` carries the guide's id as guideId; a finished section rides with its step.
      const { resultId, detail, ...rest } = event;
      send({ ...rest, ...detail, ...(resultId ? { guideId: resultId } : {}) });
      if (event.step === 'done' || event.step === 'failed') setImmediate(finish);
    });
    if (!stop) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    request.raw.on('close', () => stop?.());
  });
}
