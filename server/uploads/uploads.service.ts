/**
 * Uploads: a PDF in, a parsed Script stored with it, owned by the user. Parsing runs in the
 * isolated ingest pool. The file is written before the row and removed again if the row
 * cannot be written, so a failure leaves neither an orphaned file nor a half-written row.
 */
import { randomUUID } from 'node:crypto';
import type { Script } from '../../common/contracts/script.js';
import type { FileType, UploadResult } from '../../common/contracts/uploads.js';
import type { SessionUser } from '../auth/auth.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { isPdf } from '../ingest/extract-text.js';
import { IngestError } from '../ingest/ingest-error.js';
import type { IngestPool } from '../ingest/ingest-pool.js';
import type { Storage } from '../storage/storage.js';
import { createUploadsRepo, type UploadRow } from './uploads.repo.js';

export type UploadsService = ReturnType<typeof createUploadsService>;

export function createUploadsService(deps: { db: Db; storage: Storage; ingest: IngestPool }) {
  const repo = createUploadsRepo(deps.db);

  return {
    /** Checks, parses and stores one PDF. */
    async upload(user: SessionUser, input: { filename: string; fileType: FileType; data: Uint8Array }): Promise<UploadResult> {
      if (!isPdf(input.data)) throw new AppError('NOT_A_PDF', `${input.filename} is not a PDF. Please upload PDF files only.`);
      let script: Script;
      try {
        script = await deps.ingest.ingest(input.data);
      } catch (err) {
        if (err instanceof IngestError) throw new AppError(err.code, err.message);
        throw err;
      }
      const id = randomUUID();
      const storageKey = `${user.id}/${id}.pdf`;
      const characterNames = script.characters.map((c) => c.name);
      const row: UploadRow = {
        id,
        userId: user.id,
        filename: input.filename,
        fileType: input.fileType,
        sizeBytes: input.data.byteLength,
        storageKey,
        pages: script.pages,
        extractionMethod: script.extraction.method,
        extractionConfidence: script.extraction.confidence,
        wordCount: script.extraction.wordCount,
        textLength: script.extraction.textLength,
        characterNames: JSON.stringify(characterNames),
        script: JSON.stringify(script),
        createdAt: deps.db.date(new Date()),
      };
      await deps.storage.put(storageKey, input.data);
      try {
        await repo.insert(row);
      } catch (err) {
        await deps.storage.delete(storageKey);
        throw err;
      }
      return present(row, script);
    },

    /** The parsed Script of the user's upload; 404 for anyone else's. */
    async requireScript(user: SessionUser, id: string): Promise<{ upload: UploadResult; script: Script }> {
      const row = await repo.getOwned(user.id, id);
      if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
      const script = JSON.parse(row.script) as Script;
      return { upload: present(row, script), script };
    },

    /** The user's Scripts for a guide request, in the order asked; 404 if any is not theirs. */
    async requireScripts(userId: string, ids: string[]): Promise<Array<{ upload: UploadResult; script: Script }>> {
      const rows = await repo.listOwned(userId, ids);
      return ids.map((id) => {
        const row = rows.find((r) => r.id === id);
        if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
        const script = JSON.parse(row.script) as Script;
        return { upload: present(row, script), script };
      });
    },

    /** Deletes the user's upload and its file. */
    async remove(user: SessionUser, id: string): Promise<void> {
      const row = await repo.getOwned(user.id, id);
      if (!row || !(await repo.deleteOwned(user.id, id))) throw new AppError('NOT_FOUND', 'Upload not found');
      await deps.storage.delete(row.storageKey);
    },
  };
}

function present(row: UploadRow, script: Script): UploadResult {
  return {
    success: true,
    uploadId: row.id,
    filename: row.filename,
    textLength: row.textLength,
    wordCount: row.wordCount,
    extractionMethod: row.extractionMethod,
    extractionConfidence: row.extractionConfidence,
    characterNames: JSON.parse(row.characterNames) as string[],
    preview: script.extraction.preview,
    error: null,
    fileType: row.fileType,
    pages: row.pages,
  };
}
