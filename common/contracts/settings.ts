/** GET /api/config: operator settings the web pages need (external links). */
import { z } from 'zod';

export const publicSettings = z.object({
  parentSiteUrl: z.string(),
  contactEmail: z.string(),
  exampleGuideUrls: z.array(z.string()),
  /** Days an upload is kept before the retention sweep removes it (the privacy page states it). */
  uploadRetentionDays: z.number().int(),
  checkout: z.object({
    starter: z.string().nullable(),
    alacarte: z.string().nullable(),
    premium: z.string().nullable(),
    selfTape: z.string().nullable(),
    coaching: z.string().nullable(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettings>;
