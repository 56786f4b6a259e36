/**
 * The user's fixes to how an upload was read, made before a guide is spent: a speaker renamed or
 * merged into another, and names that are not characters (SUPER, GO TO BLACK). Stored with the
 * upload and applied to its Script on every read, so the guide engine only ever sees the fixed Script.
 */
import { z } from 'zod';
import { normaliseText } from '../text/normalise.js';
import type { Script } from './script.js';
import type { UploadResult } from './uploads.js';

const MAX_CORRECTIONS = 200;

/** A speaker name: trimmed and single-spaced; its letters' case is kept as the script prints it. */
export const speakerName = z
  .string()
  .transform((s) => normaliseText(s).trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, { error: 'A speaker name is required' }).max(80, { error: 'A speaker name is at most 80 characters' }));

/** PUT /api/uploads/:id/corrections body: the whole set of fixes, replacing the previous one. */
export const readingCorrections = z
  .strictObject({
    /** Each detected speaker at most once; renaming into another speaker's name merges the two. */
    renames: z.array(z.strictObject({ from: speakerName, to: speakerName })).max(MAX_CORRECTIONS),
    /** Detected speakers whose speeches are read as direction instead. */
    notCharacters: z.array(speakerName).max(MAX_CORRECTIONS),
  })
  .superRefine((c, ctx) => {
    const froms = new Set<string>();
    c.renames.forEach((r, i) => {
      if (r.from === r.to) ctx.addIssue({ code: 'custom', path: ['renames', i, 'to'], message: `${r.from} is renamed to itself` });
      if (froms.has(r.from)) ctx.addIssue({ code: 'custom', path: ['renames', i, 'from'], message: `${r.from} is renamed twice` });
      froms.add(r.from);
    });
    c.notCharacters.forEach((name, i) => {
      if (froms.has(name))
        ctx.addIssue({ code: 'custom', path: ['notCharacters', i], message: `${name} cannot be renamed and also not a character` });
    });
  });
export type ReadingCorrections = z.output<typeof readingCorrections>;

/** No fixes: the Script as the reader produced it. */
export const NO_CORRECTIONS: ReadingCorrections = { renames: [], notCharacters: [] };

/** GET /api/uploads/:id and PUT /api/uploads/:id/corrections response. */
export interface UploadReading {
  upload: UploadResult;
  /** The Script with the corrections applied. */
  script: Script;
  corrections: ReadingCorrections;
  /** The speakers as the reader found them, before any correction, most lines first. */
  detected: Array<{ name: string; lines: number }>;
}
