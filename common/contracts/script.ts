/** The Script model: what ingestion produces from a PDF and the guide engine reads. */
import { z } from 'zod';

export const extractionMethod = z.enum(['text', 'ocr', 'mixed']);
export type ExtractionMethod = z.infer<typeof extractionMethod>;

export const scriptElement = z.object({
  kind: z.enum(['action', 'dialogue', 'parenthetical', 'transition', 'shot']),
  text: z.string(),
  /** 1-based page the element starts on. */
  page: z.number().int(),
  /** Canonical character speaking (dialogue and parenthetical). */
  speaker: z.string().optional(),
  /** Extensions from the cue, e.g. ["V.O."]; CONT'D is not kept. */
  extensions: z.array(z.string()).optional(),
  /** Dialogue and parentheticals of one cue share a block number, also across page breaks. */
  block: z.number().int().optional(),
  /** Spoken at the same time as another block (dual dialogue). */
  dual: z.boolean().optional(),
});
export type ScriptElement = z.infer<typeof scriptElement>;

export const scene = z.object({
  /** The heading as written ("INT. KITCHEN - NIGHT", "SCENE 2"), or "" when the pages start mid-scene. */
  heading: z.string(),
  page: z.number().int(),
  elements: z.array(scriptElement),
});
export type Scene = z.infer<typeof scene>;

export const scriptCharacter = z.object({
  name: z.string(),
  /** Dialogue blocks spoken. */
  lines: z.number().int(),
  words: z.number().int(),
  /** Indexes into Script.scenes. */
  scenes: z.array(z.number().int()),
  /** The action line that introduces the character ("MAYA (10), bright and restless, …"). */
  introduction: z.string().optional(),
  age: z.number().int().optional(),
});
export type ScriptCharacter = z.infer<typeof scriptCharacter>;

export const script = z.object({
  layout: z.enum(['screenplay', 'stage-play']),
  pages: z.number().int(),
  scenes: z.array(scene),
  /** Speaking characters, most lines first. */
  characters: z.array(scriptCharacter),
  extraction: z.object({
    method: extractionMethod,
    /** OCR mean confidence or text-layer quality, 0..1. */
    confidence: z.number(),
    wordCount: z.number().int(),
    textLength: z.number().int(),
    preview: z.string(),
    /** How each page was read. */
    pageMethods: z.array(z.enum(['text', 'ocr'])),
  }),
});
export type Script = z.infer<typeof script>;
