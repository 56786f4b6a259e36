/**
 * Privacy controls (decision 017): everything the account holds in one export, and deletion of an
 * upload (with the guides made from it), of a guide, and of the whole account. Rows go in one unit of
 * work and the stored files after it has committed, so a failed delete never loses a PDF whose row stays.
 */
import type { AccountExport, UploadSummary } from '../../common/contracts/privacy.js';
import { PRIVACY_MESSAGES } from '../../common/contracts/privacy.js';
import type { AuthService, SessionUser } from '../auth/auth.service.js';
import type { BillingService } from '../billing/billing.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { GuideLibrary } from '../guides/guide-library.js';
import type { UploadsService } from '../uploads/uploads.service.js';

const DAY_MS = 24 * 3600 * 1000;
/** Subscription states that will charge again: an account under one is not deleted until it is cancelled. */
const RENEWING = new Set(['active', 'trialing', 'past_due']);

export type PrivacyService = ReturnType<typeof createPrivacyService>;

export function createPrivacyService(deps: {
  db: Db;
  auth: AuthService;
  billing: BillingService;
  uploads: UploadsService;
  library: GuideLibrary;
  retentionDays: number;
  /** Told when a stored file could not be removed after its row was deleted. */
  onError: (err: unknown) => void;
}) {
  const expiresAt = (createdAt: Date | string) => new Date(new Date(createdAt).getTime() + deps.retentionDays * DAY_MS).toISOString();
  const iso = (d: Date | string) => new Date(d).toISOString();

  async function removeFiles(keys: string[]): Promise<void> {
    for (const err of await deps.uploads.removeFiles(keys)) deps.onError(err);
  }

  /** The user's guides made from the upload. */
  async function guidesMadeFrom(userId: string, uploadId: string, tx?: Db): Promise<string[]> {
    return (await deps.library.madeFrom(userId, tx)).filter((g) => g.uploadIds.includes(uploadId)).map((g) => g.id);
  }

  return {
    /** The user's uploads with when each expires and how many guides were made from it. */
    async listUploads(user: SessionUser): Promise<UploadSummary[]> {
      const [rows, guides] = await Promise.all([deps.uploads.list(user.id), deps.library.madeFrom(user.id)]);
      return rows.map((r) => ({
        id: r.id,
        filename: r.filename,
        fileType: r.fileType,
        pages: r.pages,
        createdAt: iso(r.createdAt),
        expiresAt: expiresAt(r.createdAt),
        guideCount: guides.filter((g) => g.uploadIds.includes(r.id)).length,
      }));
    },

    /**
     * Deletes the user's upload, its file, and the guides made from it (they quote its lines). Refused with
     * UPLOAD_HAS_GUIDES unless `withGuides`, so a caller that did not say so to the user deletes no guide.
     */
    async deleteUpload(user: SessionUser, id: string, withGuides: boolean): Promise<{ guidesDeleted: number }> {
      const { key, guidesDeleted } = await deps.db.transaction(async (tx) => {
        const key = await deps.uploads.remove(user.id, id, tx);
        // A job that has already read the Script would store a guide quoting it after the delete.
        if (await deps.library.beingWrittenFrom(user.id, id, tx)) throw new AppError('UPLOAD_IN_USE', PRIVACY_MESSAGES.uploadInUse);
        const guides = await guidesMadeFrom(user.id, id, tx);
        if (guides.length && !withGuides) throw new AppError('UPLOAD_HAS_GUIDES', PRIVACY_MESSAGES.uploadHasGuides(guides.length));
        return { key, guidesDeleted: await deps.library.removeMany(user.id, guides, tx) };
      });
      await removeFiles([key]);
      return { guidesDeleted };
    },

    /**
     * Deletes the account and everything in it, after the password is re-entered; the email can sign up again.
     * A subscription that would renew must be cancelled first, since the payment provider keeps the customer.
     */
    async deleteAccount(user: SessionUser, password: string): Promise<void> {
      await deps.auth.requirePassword(user.id, password);
      if (RENEWING.has((await deps.billing.status(user)).status))
        throw new AppError('SUBSCRIPTION_ACTIVE', PRIVACY_MESSAGES.cancelSubscriptionFirst);
      const keys = await deps.db.transaction(async (tx) => {
        const keys = (await deps.uploads.list(user.id, tx)).map((r) => r.storageKey);
        await deps.auth.deleteAccount(user.id, tx);
        return keys;
      });
      await removeFiles(keys);
    },

    /** Everything the account holds, in one document. */
    async exportAccount(user: SessionUser): Promise<AccountExport> {
      const [plan, uploads, guides] = await Promise.all([
        deps.billing.status(user),
        deps.uploads.exportAll(user.id),
        deps.library.exportAll(user.id),
      ]);
      return {
        format: 'prepgold-account-export',
        version: 1,
        exportedAt: new Date().toISOString(),
        profile: { name: user.name, email: user.email, createdAt: user.createdAt.toISOString() },
        plan,
        uploads: uploads.map(({ row, script, corrections, pdf }) => ({
          id: row.id,
          filename: row.filename,
          fileType: row.fileType,
          sizeBytes: row.sizeBytes,
          pages: row.pages,
          createdAt: iso(row.createdAt),
          expiresAt: expiresAt(row.createdAt),
          extraction: { method: row.extractionMethod, confidence: row.extractionConfidence, wordCount: row.wordCount },
          reading: script,
          corrections,
          pdfBase64: pdf ? pdf.toString('base64') : null,
        })),
        guides,
      };
    },
  };
}
