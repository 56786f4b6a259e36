/**
 * The Script (contract v2): what ingestion produces from a PDF and everything downstream reads.
 * It is the one contract between reading a PDF and writing about it: speeches arrive whole
 * (joined across page breaks, (MORE) and (CONT'D)), scene settings parsed once, non-speech cues
 * typed, and every element says where it came from, so nothing downstream re-parses text.
 */
import { z } from 'zod';

export const SCRIPT_VERSION = 2;

export const extractionMethod = z.enum(['text', 'ocr', 'mixed']);
export type ExtractionMethod = z.infer<typeof extractionMethod>;

/** The format families of real sides (../shared/FORMATS.md); decided from evidence on the pages. */
export const scriptFamily = z.enum(['screenplay', 'multi-cam', 'soap', 'commercial', 'audio', 'stage', 'uk-tv']);
export type ScriptFamily = z.infer<typeof scriptFamily>;

/** Where an element was read: the PDF's own text layer, or OCR with its confidence (0..1). */
export const readingSource = z.object({
  via: z.enum(['text', 'ocr']),
  confidence: z.number().min(0).max(1),
});
export type ReadingSource = z.infer<typeof readingSource>;

/** A piece of a speech: words the actor says, or a direction inside the speech ("(turning away)"). */
export const speechPart = z.object({
  kind: z.enum(['words', 'direction']),
  text: z.string(),
});
export type SpeechPart = z.infer<typeof speechPart>;

const located = {
  /** 1-based page the element starts on. */
  page: z.number().int().min(1),
  source: readingSource,
};

/** One whole speech by one speaker. */
export const speechElement = z.object({
  kind: z.literal('speech'),
  /** Canonical speaker name ("MAYA" for "MAYA (V.O.) (CONT'D)"). */
  speaker: z.string(),
  /** Cue extensions other than CONT'D, e.g. ["V.O."], ["OFF"], ["FILTERED"]. */
  extensions: z.array(z.string()),
  /** Words and inline directions in reading order. */
  parts: z.array(speechPart).min(1),
  /** The spoken words only, joined with single spaces: what a quote of this speech is checked against. */
  text: z.string(),
  /** Spoken at the same time as a neighbouring speech (dual dialogue, overlaps). */
  dual: z.boolean().optional(),
  /** Stable id of the speech in the document, "s12"; claims about a line cite it. */
  id: z.string(),
  ...located,
});
export type SpeechElement = z.infer<typeof speechElement>;

/** Stage directions and scene description between speeches. */
export const actionElement = z.object({
  kind: z.literal('action'),
  text: z.string(),
  ...located,
});
export type ActionElement = z.infer<typeof actionElement>;

/** Non-speech cues: never a character, never acting material by themselves. */
export const cueType = z.enum(['sound', 'music', 'caption', 'shot', 'transition', 'act']);
export type CueType = z.infer<typeof cueType>;
export const cueElement = z.object({
  kind: z.literal('cue'),
  cue: cueType,
  /** As written, e.g. "SFX: Door slams.", "SUPER: Fresh every morning", "CUT TO:", "END OF ACT ONE". */
  text: z.string(),
  ...located,
});
export type CueElement = z.infer<typeof cueElement>;

export const scriptElement = z.discriminatedUnion('kind', [speechElement, actionElement, cueElement]);
export type ScriptElement = z.infer<typeof scriptElement>;

/** A scene heading read once: "INT. KITCHEN - NIGHT", "SCENE 3. A BEACH.", "3/14 EXT. PARK. DAY". */
export const sceneSetting = z.object({
  interior: z.enum(['INT', 'EXT', 'INT/EXT']).nullable(),
  place: z.string().nullable(),
  time: z.string().nullable(),
});
export type SceneSetting = z.infer<typeof sceneSetting>;

export const scene = z.object({
  /** The heading as written, or "" when the pages start mid-scene. */
  heading: z.string(),
  /** Scene number or letter as printed ("14", "A14", "B", "3/14"), when there is one. */
  number: z.string().nullable(),
  setting: sceneSetting,
  page: z.number().int().min(1),
  elements: z.array(scriptElement),
});
export type Scene = z.infer<typeof scene>;

export const scriptCharacter = z.object({
  name: z.string(),
  /** Speeches spoken. */
  lines: z.number().int(),
  words: z.number().int(),
  /** Indexes into Script.scenes. */
  scenes: z.array(z.number().int()),
  /** The action line that introduces the character ("MAYA (10), bright and restless, …"). */
  introduction: z.string().optional(),
  age: z.number().int().optional(),
});
export type ScriptCharacter = z.infer<typeof scriptCharacter>;

/** How one page was read; an unreadable page is named to the user, never silently missing. */
export const pageReading = z.object({
  page: z.number().int().min(1),
  via: z.enum(['text', 'ocr', 'none']),
  confidence: z.number().min(0).max(1),
  /** Why the text layer was not used, or why the page could not be read. */
  note: z.string().optional(),
});
export type PageReading = z.infer<typeof pageReading>;

export const script = z.object({
  version: z.literal(SCRIPT_VERSION),
  family: scriptFamily,
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
    pages: z.array(pageReading),
  }),
});
export type Script = z.infer<typeof script>;

/** Line-level kinds printed by `analyze --json`, so anyone can score the reader line by line. */
export const lineKind = z.enum(['scene-heading', 'action', 'character', 'dialogue', 'parenthetical', 'transition', 'cue']);
export type LineKind = z.infer<typeof lineKind>;
