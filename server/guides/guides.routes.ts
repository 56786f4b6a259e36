/** The guides calls of SPEC §7, the lines preview, and the progress stream. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GUIDE_MESSAGES, REQUIRED_FIELD_LABELS, guideRequest, linesPreviewRequest } from '../../common/contracts/guides.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import type { AuthService } from '../auth/auth.service.js';
import { AppError, parseWith } from '../errors.js';
import { standaloneDocument } from './engine/render.js';
import type { GuidesService } from './guides.service.js';

const idParams = z.object({ id: z.uuid() });
const guideId = (params: unknown) => {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 404, 'Guide not found');
  return parsed.data.id;
};

/** The spec's alert for missing required fields, checked before any other rule (SPEC §5). */
function requireFields(body: unknown): void {
  const b = (body ?? {}) as Record<string, unknown>;
  const missing = Object.entries(REQUIRED_FIELD_LABELS)
    .filter(([key]) => b[key] === undefined || b[key] === null || String(b[key]).trim() === '')
    .map(([, label]) => label);
  if (missing.length)
    throw new AppError(
      'MISSING_FIELDS',
      400,
      GUIDE_MESSAGES.missingFields(missing),
      missing.map((m) => ({ param: m, msg: `${m} is required` })),
    );
  if (!(Array.isArray(b.uploadIds) && b.uploadIds.length) && !b.uploadId) throw new AppError('NO_UPLOAD', 400, GUIDE_MESSAGES.noUpload);
}

export function guideRoutes(app: FastifyInstance, deps: { auth: AuthService; guides: GuidesService }): void {
  const auth = { preHandler: requireUser(deps.auth) };

  app.post('/api/guides/preview', auth, async (request) => {
    const { uploadIds, characterName } = parseWith(linesPreviewRequest, request.body);
    return deps.guides.preview(signedInUser(request), uploadIds, characterName);
  });

  app.post('/api/guides/generate', auth, async (request) => {
    requireFields(request.body);
    const input = parseWith(guideRequest, request.body);
    return deps.guides.generate(signedInUser(request), input, input.requestId);
  });

  app.get('/api/guides', auth, async (request) => ({ success: true, guides: await deps.guides.list(signedInUser(request)) }));

  app.get('/api/guides/:id', auth, async (request) => ({
    success: true,
    guide: await deps.guides.get(signedInUser(request), guideId(request.params)),
  }));

  app.put('/api/guides/:id/favorite', auth, async (request) => ({
    success: true,
    guide: await deps.guides.toggleFavorite(signedInUser(request), guideId(request.params)),
  }));

  app.get('/api/guides/:id/child-guide', auth, async (request, reply) => {
    const { html, filename, title } = await deps.guides.childGuide(signedInUser(request), guideId(request.params));
    return reply
      .type('text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(standaloneDocument(title, html));
  });

  /** Server-sent events: one `data:` line per step until done or failed. */
  app.get('/api/guides/:id/progress', auth, async (request, reply) => {
    const user = signedInUser(request);
    const jobId = guideId(request.params);
    const send = (data: unknown) => reply.raw.write(`data: ${JSON.stringify(data)}\n\n`);
    let stop: (() => void) | null = null;
    const finish = () => {
      stop?.();
      reply.raw.end();
    };
    stop = await deps.guides.watch(user, jobId, (event) => {
      if (!reply.raw.headersSent) {
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-content-type-options': 'nosniff',
        });
      }
      send(event);
      if (event.step === 'done' || event.step === 'failed') setImmediate(finish);
    });
    if (!stop) throw new AppError('NOT_FOUND', 404, 'Guide not found');
    request.raw.on('close', () => stop?.());
  });
}
