/** POST /api/upload (SPEC §7), GET /api/uploads, GET and DELETE /api/uploads/:id, PUT /api/uploads/:id/corrections. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readingCorrections } from '../../common/contracts/corrections.js';
import { MAX_UPLOAD_BYTES } from '../../common/limits.js';
import { fileType as fileTypeSchema, UPLOAD_MESSAGES } from '../../common/contracts/uploads.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { deleteUploadQuery } from '../../common/contracts/privacy.js';
import type { PrivacyService } from '../account/privacy.service.js';
import type { AuthService } from '../auth/auth.service.js';
import { AppError, parseWith } from '../errors.js';
import type { UploadsService } from './uploads.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Upload not found' }) });

/** Keeps the name a user will recognise, without paths or control characters. */
function cleanFilename(name: string | undefined): string {
  const base = (name ?? 'upload.pdf')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim();
  return (base || 'upload.pdf').slice(0, 200);
}

export function uploadRoutes(app: FastifyInstance, deps: { auth: AuthService; uploads: UploadsService; privacy: PrivacyService }): void {
  app.post('/api/upload', { preHandler: requireUser(deps.auth) }, async (request) => {
    const user = signedInUser(request);
    // Refuse an oversized body before reading it; the stream limit below catches a lying header.
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_UPLOAD_BYTES + 64 * 1024) throw new AppError('FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the PDF as multipart/form-data with a "file" field.');

    let rawType: unknown = 'sides';
    let file: { filename: string; data: Buffer } | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file) {
            part.file.resume();
            continue;
          }
          file = { filename: cleanFilename(part.filename), data: await part.toBuffer() };
        } else if (part.fieldname === 'fileType') {
          rawType = part.value;
        }
      }
    } catch (err) {
      // The stream stops at the limit, so the rest of an oversized file is never read into memory.
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
      // Anything else here is the multipart body itself: cut off, no boundary, a broken part header.
      throw new AppError('BAD_REQUEST', 'The upload arrived incomplete or malformed. Please try again.');
    }
    if (!file) throw new AppError('NO_FILE', 'No file was sent. Choose a PDF to upload.');
    const fileType = parseWith(fileTypeSchema, rawType);
    if (file.data.byteLength === 0) throw new AppError('EMPTY_FILE', `${file.filename} is empty.`);
    return deps.uploads.upload(user, { filename: file.filename, fileType, data: file.data });
  });

  app.get('/api/uploads/:id', { preHandler: requireUser(deps.auth) }, async (request) => {
    const { id } = parseNotFound(request.params);
    return deps.uploads.requireReading(signedInUser(request), id);
  });

  app.put('/api/uploads/:id/corrections', { preHandler: requireUser(deps.auth) }, async (request) => {
    const { id } = parseNotFound(request.params);
    const corrections = parseWith(readingCorrections, request.body);
    return deps.uploads.saveCorrections(signedInUser(request), id, corrections);
  });

  app.get('/api/uploads', { preHandler: requireUser(deps.auth) }, async (request) => ({
    success: true,
    uploads: await deps.privacy.listUploads(signedInUser(request)),
  }));

  // The guides made from an upload quote its lines, so they go with it; the caller says it knows (?withGuides=true).
  app.delete('/api/uploads/:id', { preHandler: requireUser(deps.auth) }, async (request) => {
    const { id } = parseNotFound(request.params);
    const { withGuides } = parseWith(deleteUploadQuery, request.query);
    const { guidesDeleted } = await deps.privacy.deleteUpload(signedInUser(request), id, withGuides === 'true');
    return { success: true, guidesDeleted };
  });
}

/** A malformed id is simply an upload that does not exist. */
function parseNotFound(params: unknown) {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Upload not found');
  return parsed.data;
}
