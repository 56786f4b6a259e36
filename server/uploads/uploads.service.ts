/**
 * Uploads: a PDF in, a parsed Script stored with it, owned by the user. Parsing runs in the
 * isolated ingest pool. The file is written before the row and removed again if the row
 * cannot be written, so a failure leaves neither an orphaned file nor a half-written row.
 */
import { randomUUID } from 'node:crypto';
import { NO_CORRECTIONS, type ReadingCorrections, type UploadReading } from '../../common/contracts/corrections.js';
import type { Script } from '../../common/contracts/script.js';
import type { FileType, UploadResult } from '../../common/contracts/uploads.js';
import type { SessionUser } from '../auth/auth.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { isPdf } from './pdf-signature.js';
import { IngestError } from '../ingest/ingest-error.js';
import type { IngestPool } from '../ingest/ingest-pool.js';
import type { Storage } from '../storage/storage.js';
import { applyCorrections, checkCorrections } from './apply-corrections.js';
import { createUploadsRepo, type UploadRow } from './uploads.repo.js';

export type UploadsService = ReturnType<typeof createUploadsService>;

/** An upload as the account export needs it: the row, the Script as read, the user's fixes and the original PDF. */
export interface UploadExport {
  row: UploadRow;
  script: Script;
  corrections: ReadingCorrections;
  pdf: Buffer | null;
}

export function createUploadsService(deps: { db: Db; storage: Storage; ingest: IngestPool }) {
  const repo = createUploadsRepo(deps.db);
  /** The repo on the caller's unit of work, when it passes one (see Db.transaction). */
  const repoIn = (tx?: Db) => (tx ? createUploadsRepo(tx) : repo);

  const requireOwned = async (userId: string, id: string): Promise<UploadRow> => {
    const row = await repo.getOwned(userId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
    return row;
  };

  return {
    /** Checks, parses and stores one PDF. */
    async upload(user: SessionUser, input: { filename: string; fileType: FileType; data: Uint8Array }): Promise<UploadResult> {
      if (!isPdf(input.data)) throw new AppError('NOT_A_PDF', `${input.filename} is not a PDF. Please upload PDF files only.`);
      let script: Script;
      try {
        script = await deps.ingest.ingest(input.data, user.id);
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
        corrections: null,
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

    /** What the dashboard shows before a guide is spent: the corrected Script, the fixes and the speakers as detected. */
    async requireReading(user: SessionUser, id: string): Promise<UploadReading> {
      return reading(await requireOwned(user.id, id));
    },

    /** Replaces the user's corrections of an upload, after checking each names a detected speaker. */
    async saveCorrections(user: SessionUser, id: string, corrections: ReadingCorrections): Promise<UploadReading> {
      const row = await requireOwned(user.id, id);
      checkCorrections(JSON.parse(row.script) as Script, corrections);
      const stored = corrections.renames.length + corrections.notCharacters.length > 0 ? JSON.stringify(corrections) : null;
      if (!(await repo.setCorrections(user.id, id, stored))) throw new AppError('NOT_FOUND', 'Upload not found');
      return reading({ ...row, corrections: stored });
    },

    /** The user's Scripts for a guide request, corrected, in the order asked; 404 if any is not theirs. */
    async requireScripts(userId: string, ids: string[]): Promise<Array<{ upload: UploadResult; script: Script }>> {
      const rows = await repo.listOwned(userId, ids);
      return ids.map((id) => {
        const row = rows.find((r) => r.id === id);
        if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
        return read(row);
      });
    },

    /**
     * Deletes the user's upload row in the caller's unit of work and returns the key of its file, for the
     * caller to remove with `removeFiles` once that unit has committed (a delete rolled back keeps its PDF).
     */
    async remove(userId: string, id: string, tx?: Db): Promise<string> {
      const repo = repoIn(tx);
      const row = await repo.getOwned(userId, id);
      if (!row || !(await repo.deleteOwned(userId, id))) throw new AppError('NOT_FOUND', 'Upload not found');
      return row.storageKey;
    },

    /** Removes stored files, each one tried; returns the failures (the rows are already gone, so the caller reports them). */
    async removeFiles(keys: string[]): Promise<unknown[]> {
      const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
      return results.flatMap((r): unknown[] => (r.status === 'rejected' ? [r.reason] : []));
    },

    /** The user's uploads, newest first. */
    async list(userId: string, tx?: Db): Promise<UploadRow[]> {
      return repoIn(tx).listAll(userId);
    },

    /** The user's uploads with each original PDF (null when its file is missing), for the account export. */
    async exportAll(userId: string): Promise<UploadExport[]> {
      const rows = await repo.listAll(userId);
      return Promise.all(
        rows.map(async (row) => ({
          row,
          script: JSON.parse(row.script) as Script,
          corrections: correctionsOf(row),
          pdf: await deps.storage.get(row.storageKey),
        })),
      );
    },

    /** Uploads stored before `cutoff`, oldest first, a batch at a time. */
    storedBefore: (cutoff: Date, limit: number) => repo.listStoredBefore(cutoff, limit),
  };
}

/** The stored corrections of an upload. */
function correctionsOf(row: UploadRow): ReadingCorrections {
  return row.corrections ? (JSON.parse(row.corrections) as ReadingCorrections) : NO_CORRECTIONS;
}

/** An upload with its Script as the user corrected it; the guide engine only ever sees this one. */
function read(row: UploadRow): { upload: UploadResult; script: Script } {
  const script = applyCorrections(JSON.parse(row.script) as Script, correctionsOf(row));
  return { upload: present(row, script), script };
}

function reading(row: UploadRow): UploadReading {
  const detected = (JSON.parse(row.script) as Script).characters.map((c) => ({ name: c.name, lines: c.lines }));
  return { ...read(row), corrections: correctionsOf(row), detected };
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
    // From the corrected Script, so a renamed or dropped speaker is listed as the user fixed it.
    characterNames: script.characters.map((c) => c.name),
    preview: script.extraction.preview,
    error: null,
    fileType: row.fileType,
    pages: row.pages,
  };
}
