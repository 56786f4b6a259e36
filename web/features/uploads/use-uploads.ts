/** Upload state for the dashboard: idle → processing → uploaded (SPEC §4 Upload). */
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { FileType } from '../../../common/contracts/uploads';
import { UPLOAD_MESSAGES } from '../../../common/contracts/uploads';
import type { ReadingCorrections, UploadReading } from '../../../common/contracts/corrections';
import { ApiError, apiErrorMessage, messageOf } from '../../lib/api';
import { deleteUpload, getReading, saveCorrections, uploadPdf } from './upload-api';
import { batchProblem, combine, successMessages, tooLittleText, type UploadedFile } from './upload-state';

/** SPEC §8 Upload: 401 asks to log in again; else the server's error, the thrown message, or the fallback. */
function uploadFailure(err: unknown): string {
  if (err instanceof ApiError) return err.status === 401 ? UPLOAD_MESSAGES.authFailed : err.serverError || UPLOAD_MESSAGES.failed;
  return (err instanceof Error && err.message) || UPLOAD_MESSAGES.failed;
}

/** The dashboard's uploaded files with what was read from them, and the add, remove and correct actions. */
export function useUploads() {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [processing, setProcessing] = useState(false);
  // The latest list, for totals computed in callbacks without side effects in state updaters.
  const filesRef = useRef<UploadedFile[]>([]);
  const update = (next: UploadedFile[]) => {
    filesRef.current = next;
    setFiles(next);
  };

  const add = useCallback(async (picked: File[], fileType: FileType) => {
    if (picked.length === 0) return;
    const problem = batchProblem(picked);
    if (problem) {
      toast.error(problem);
      return;
    }
    setProcessing(true);
    const batch: UploadedFile[] = [];
    try {
      for (const file of picked) {
        const result = await uploadPdf(file, fileType);
        if (!result?.success || !result.uploadId) throw new Error(UPLOAD_MESSAGES.failedFor(file.name));
        // The reading (speakers, lines, unreadable pages) is a nicety on top of a stored upload.
        const reading = await getReading(result.uploadId).catch((err: unknown) => {
          console.info('Reading not loaded:', messageOf(err));
          return null;
        });
        batch.push({ ...result, fileType, sizeBytes: file.size, reading });
      }
    } catch (err) {
      toast.error(uploadFailure(err));
    } finally {
      setProcessing(false);
    }
    if (batch.length === 0) return;
    const next = [...filesRef.current, ...batch];
    update(next);
    for (const message of successMessages(batch)) toast.success(message);
    if (tooLittleText(combine(next)!)) toast.error(UPLOAD_MESSAGES.lowText);
  }, []);

  const remove = useCallback(async (id: string) => {
    update(filesRef.current.filter((f) => f.uploadId !== id));
    toast.success(UPLOAD_MESSAGES.removed);
    // Also forget it on the server; the list is already updated either way.
    await deleteUpload(id).catch((err: unknown) => console.info('Upload not deleted on the server:', messageOf(err)));
  }, []);

  /**
   * Saves a fix on every upload it touches: `change` gives an upload's new corrections, or null when
   * the fix is not about that upload. False when saving failed (the user has been told).
   */
  const correct = useCallback(async (change: (reading: UploadReading) => ReadingCorrections | null): Promise<boolean> => {
    const targets = filesRef.current.flatMap((f) => {
      const corrections = f.reading ? change(f.reading) : null;
      return corrections ? [{ id: f.uploadId, corrections }] : [];
    });
    try {
      const saved = await Promise.all(targets.map((t) => saveCorrections(t.id, t.corrections)));
      update(
        filesRef.current.map((f) => {
          const reading = saved.find((r) => r.upload.uploadId === f.uploadId);
          return reading ? { ...f, characterNames: reading.upload.characterNames, reading } : f;
        }),
      );
      return true;
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Your fix was not saved. Please try again.'));
      return false;
    }
  }, []);

  const combined = useMemo(() => combine(files), [files]);
  return { files, combined, processing, add, remove, correct };
}
