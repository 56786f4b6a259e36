/** Run lines (GET /api/guides/:id/rehearsal): a guide's scenes as ordered speeches, read from its uploads' Scripts. */
import { z } from 'zod';
import { speechPart } from './script.js';

export const rehearsalSpeech = z.object({
  /** The speech's id in its Script ("s12"). */
  id: z.string(),
  /** Canonical speaker name as the Script has it ("DAD"). */
  speaker: z.string(),
  /** The spoken words only: what the browser says aloud. */
  text: z.string(),
  /** Words and inline directions in reading order, for the text on screen. */
  parts: z.array(speechPart),
  /** True for the actor's own speech. */
  mine: z.boolean(),
});
export type RehearsalSpeech = z.infer<typeof rehearsalSpeech>;

export const rehearsalScene = z.object({
  /** "Scene 2: INT. KITCHEN - NIGHT", or a plain name when the pages start mid-scene. */
  title: z.string(),
  page: z.number().int(),
  speeches: z.array(rehearsalSpeech),
});
export type RehearsalScene = z.infer<typeof rehearsalScene>;

export const rehearsal = z.object({
  guideId: z.string(),
  /** The actor's character as the Script names it ("MAYA"). */
  character: z.string(),
  productionTitle: z.string(),
  /** Only the scenes in which the actor speaks, in script order. */
  scenes: z.array(rehearsalScene),
});
export type Rehearsal = z.infer<typeof rehearsal>;

/** Why a guide cannot be rehearsed, in the user's words. */
export const REHEARSAL_MESSAGES = {
  uploadGone: 'The PDF this guide was made from has been deleted, so its scenes can no longer be run. The guide itself is still here.',
  characterGone: (name: string) =>
    `We can no longer find ${name}'s lines in the PDF this guide was made from (a name may have been fixed since). The guide itself is still here.`,
} as const;
