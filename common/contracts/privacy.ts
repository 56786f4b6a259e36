/**
 * Privacy controls (issue 15): the account export, deleting uploads, guides and the account, and the
 * password change. The confirmations say exactly what goes.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../limits.js';
import type { ReadingCorrections } from './corrections.js';
import type { SubscriptionView } from './billing.js';
import type { GuideSummary } from './guides.js';
import type { FileType } from './uploads.js';
import { passwordProblem, MESSAGES } from './auth.js';
import type { Script } from './script.js';

const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, { error: 'Enter your current password' })
  .max(MAX_PASSWORD_LENGTH);

/** POST /api/auth/change-password: the current password, then the new one twice under the spec's rules (SPEC §5). */
export const changePasswordRequest = z
  .strictObject({ currentPassword, password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    const problem = passwordProblem(password, confirmPassword);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem, path: [problem === MESSAGES.passwordsDoNotMatch ? 'confirmPassword' : 'password'] });
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** DELETE /api/account: the password, re-entered. */
export const deleteAccountRequest = z.strictObject({ password: currentPassword });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

/** DELETE /api/uploads/:id?withGuides=true: the guides made from the upload go with it, and the caller must say it knows. */
export const deleteUploadQuery = z.object({ withGuides: z.enum(['true', 'false']).optional() });

/** One of the user's uploads as the account page lists it (GET /api/uploads). */
export interface UploadSummary {
  id: string;
  filename: string;
  fileType: FileType;
  pages: number;
  createdAt: string;
  /** When the retention sweep removes it. */
  expiresAt: string;
  /** Guides made from it: deleted with it. */
  guideCount: number;
}

/** Everything the account holds (GET /api/account/export), as one JSON file. */
export interface AccountExport {
  format: 'prepgold-account-export';
  version: 1;
  exportedAt: string;
  profile: { name: string; email: string; createdAt: string };
  /** Plan, usage and the subscription's state; card and payment details stay with the payment provider. */
  plan: SubscriptionView;
  uploads: Array<{
    id: string;
    filename: string;
    fileType: FileType;
    sizeBytes: number;
    pages: number;
    createdAt: string;
    expiresAt: string;
    extraction: { method: string; confidence: number; wordCount: number };
    /** The Script as it was read from the PDF, before the user's corrections. */
    reading: Script;
    corrections: ReadingCorrections;
    /** The original PDF, base64; null when its file is missing from storage. */
    pdfBase64: string | null;
  }>;
  guides: Array<
    GuideSummary & {
      actorAge: number;
      /** The form as it was sent. */
      request: unknown;
      html: string;
      /** The guide as data: the scene reading, the writer's sections and the writing report. */
      json: unknown;
      childGuide: { html: string } | null;
    }
  >;
}

/** What the account page says, and what the confirmations ask. */
export const PRIVACY_MESSAGES = {
  wrongPassword: 'That password is not correct.',
  uploadHasGuides: (n: number) =>
    `${n} guide${n === 1 ? ' was' : 's were'} made from this PDF. Delete it from your account page, where the guides deleted with it are named.`,
  uploadInUse: 'A guide is being written from this PDF. Delete it once the guide is done.',
  confirmDeleteGuide: (character: string, production: string) =>
    `Delete the guide for ${character} — ${production}? The guide and its child's guide are removed for good.`,
  confirmDeleteUpload: (filename: string, guides: number) =>
    `Delete ${filename}? The PDF and everything read from it are removed${
      guides ? `, and the ${guides === 1 ? 'guide' : `${guides} guides`} made from it ${guides === 1 ? 'is' : 'are'} deleted too` : ''
    }. This cannot be undone.`,
  confirmDeleteAccount:
    'This deletes your account, every upload and guide, your sessions and your plan. Payment records stay with the card payment provider. This cannot be undone.',
  cancelSubscriptionFirst:
    'Your subscription still renews. Cancel it on the Subscription page first; then you can delete your account (no further payment is taken).',
  passwordChanged: 'Your password was changed. Other devices have been signed out.',
  accountDeleted: 'Your account and everything in it have been deleted.',
} as const;
