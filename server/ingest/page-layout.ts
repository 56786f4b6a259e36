/**
 * What the layout readers share: each page's geometry (with its record-sheet columns), the document's cue style, the
 * evidence counted for the family, and the small tests every reader applies to a line. It imports no reader, so the
 * page reader (parse-script.ts), the inline cues and the table readers all stand on it without a cycle.
 */
import type { SpeechElement } from '../../common/contracts/script.js';
import type { Line } from './clean-page.js';
import type { RecordColumns } from './script-words.js';

/** A line within this many points of a speech's column continues it. */
export const COLUMN_TOLERANCE = 24;

/** Gap (in line spacings) that ends a paragraph: one blank line is 2, a wrapped line is 1. */
export const PARAGRAPH_GAP = 1.6;

export const hasLower = (s: string) => /\p{Ll}/u.test(s);

export interface PageGeometry {
  /** Left edge of body text (action in a screenplay, speeches in a play). */
  margin: number;
  /** Typical distance between consecutive lines. */
  spacing: number;
  /** x splitting a VIDEO/AUDIO table, when the page is one. */
  avSplit: number | null;
  /** A voice-over record sheet's columns, when the page is one (and not a VIDEO/AUDIO table). */
  record: RecordSheet | null;
  /** The page's middle (pt from its left edge). */
  centre: number;
}

/**
 * A record sheet on a page (a game's, an animation's or an e-learning course's voice session): a ruled table with a
 * row per line of speech, its columns named by a header row ("LINE ID | CHARACTER | LINE | DIRECTION | TAKES").
 */
export interface RecordSheet {
  columns: RecordColumns;
  /** y of the header row on this page (its lowest line, and its highest); null on a page the table runs on to without it. */
  headerY: number | null;
  headerTop: number | null;
  /** Where each column's cells start, as the rows print them (the header cell's x where they do not say). */
  cellX: number[];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 12;

export interface Evidence {
  avPages: number;
  /** Pages read as a voice-over record sheet (CHARACTER | LINE columns). */
  recordPages: number;
  indentedCues: number;
  inlineColon: number;
  inlineDot: number;
  numberedCues: number;
  tabbedCues: number;
  marginCues: number;
  centredCues: number;
  soundCues: number;
  sceneLetters: number;
  capsActions: number;
  actions: number;
  /** Action lines long enough to say whether directions are written in capitals. */
  longActions: number;
  soapBreaks: number;
  inlineDirections: number;
  ukSceneNumbers: number;
  sluglines: number;
  /** Lines of speech with a direction written among their words ("Hand me that. (beat) No, the other one."). */
  directionsInSpeech: number;
  /** Names at the margin over speech at the margin too (a play's or a pasted page's), which the layout alone does not place. */
  flushCues: number;
  /** Scene headings in words, not sluglines: "Scene Two", "SCENE 4 - THE TOP DECK", "Act One, Scene Two" (not a scene letter). */
  sceneWords: number;
}

/** What the whole document shows about its cue style, settled before any line is read. */
export interface DocumentStyle {
  /** Capitals cues sit indented with speech under them: a cue at the margin then needs more evidence. */
  indentedCues: boolean;
  /** Pages showing an indented cue of their own; a page without one may set its dialogue at the margin. */
  indentedCuePages: Set<number>;
  /** Capitals cue lines at the margin with speech straight under them, per page. */
  marginCues: Map<number, number>;
  /** Names seen as "NAME. speech" at the margin, and how often; one such line alone is more likely prose ("A KNOCK. Dad leans in."). */
  dotCues: Map<string, number>;
  /**
   * Names the pages vouch for as speakers: introduced in action with an age ("KAI (12)"), or standing alone
   * over a line of speech more than once. Pasted sides with no blank lines give nothing else to go on.
   */
  knownSpeakers: Set<string>;
  /**
   * Names standing alone over a line of speech at least once: too weak to make a cue of a capitals line inside a
   * speech, enough to tell a line opening with one as the subject of a verb ("Olek lifts a jar.") as action.
   */
  namedOnce: Set<string>;
  /** Where names start whose speech is tabbed beside them on the same row, when the pages do that at least twice. */
  tabbedCueX: number | null;
  /** Speeches are double-spaced (multi-camera): a blank line inside an indented speech does not end it. */
  doubleSpacedSpeech: boolean;
  /** How far right of its "NAME." a play's speech wraps (0 back at the margin, more for a hanging indent), when the pages show it. */
  dotWrapOffset: number | null;
  /** The widest a speech's first line runs where it wraps under a name standing alone, when the pages show it often enough. */
  speechWrapWidth: number | null;
}

export const isOcr = (l: Line) => l.confidence !== undefined;

export const endsSentence = (el: SpeechElement) => /[.!?…"”'’)]$/.test(el.parts.at(-1)?.text.trim() ?? '');
