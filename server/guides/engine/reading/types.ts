/**
 * The scene reading: what a coach knows after reading the sides as a story, before giving any
 * advice. Writers (offline and LLM) phrase it; every fact carries the line it rests on, so each
 * claim can be held to a speech id.
 */
import type { CueType, SceneSetting, ScriptFamily } from '../../../../common/contracts/script.js';
import type { Sentence } from './language.js';
import type { Arc } from './arc.js';
import type { MatureFlag } from './maturity.js';
import type { Tactic } from './tactics.js';

/** One whole speech. */
export interface Line {
  /** The speech's id in its Script ("s12"). */
  id: string;
  speaker: string;
  /** The spoken words. */
  text: string;
  /** Inline directions, as written ("(beat)"). */
  directions: string[];
  page: number;
  /** "p.2 · s12", for people. */
  ref: string;
  sentences: Sentence[];
}

/** Action or a non-speech cue; cues are page furniture and never coached. */
export interface PageText {
  kind: 'action' | 'cue';
  cue?: CueType;
  text: string;
  page: number;
  ref: string;
}

export type SceneItem = { kind: 'speech'; line: Line } | PageText;

export type EventKind =
  | 'entrance'
  | 'exit'
  | 'question'
  | 'answer'
  | 'dodge'
  | 'request'
  | 'grant'
  | 'refusal'
  | 'news'
  | 'decision'
  | 'threat'
  | 'promise'
  | 'condition'
  | 'touch';

/** Something that happens, in order. `by` acts; `to` is on the receiving end. */
export interface SceneEvent {
  kind: EventKind;
  by: string;
  to: string | null;
  /** Index into SceneReading.items. */
  at: number;
  /** The speech it rests on, or null for an action line. */
  line: Line | null;
  /** The sentence or action text that shows it. */
  text: string;
  /** For answers, dodges, grants and refusals: the event they respond to. */
  respondsTo?: number;
  /**
   * A refusal by argument: a statement back against a request that neither grants nor says no
   * ("Your mother planted every one of those fields with me."). Set on refusals only.
   */
  argued?: boolean;
}

/** What one person presses another for, with the line that asks. */
export interface Want {
  from: string;
  of: string;
  /** A playable phrase when the ask converts cleanly ("swap shifts with you"), else null. */
  verbPhrase: string | null;
  /**
   * Words the reading put into the phrase from the lines around the ask — the person a "him" is ("let you see Alfie"),
   * the thing an "it" is ("take the piano") —: the scene's own words, though not the ask's.
   */
  named?: string[];
  ask: Line;
  /** The sentence of the ask. */
  askText: string;
  kind: 'request' | 'question' | 'proposal';
  /** How often it was pressed. */
  pressed: number;
  /** The other person refused or dodged it: the scene's fight is over this ask. */
  resisted: boolean;
  /** The other person granted it (in words or by doing it on the page). */
  granted?: boolean;
  /**
   * The asks that pressed it again after a no ("One more week." — no — "Then the weekend."): one want
   * pursued across the scene, not a new one each time. Absent when it was asked once.
   */
  pressedAgain?: Array<{ line: Line; text: string }>;
  /** The asker backs it with terms of their own in the same speech ("Tell them tomorrow. Or I will."). */
  backed?: boolean;
  /** Said in answer to "What do you want?" ("The name of the driver."): the want in the asker's own words. */
  stated?: boolean;
  /**
   * News the character came to tell and the partner argues against ("I got the job." — "Who's going to do the
   * night checks?"): the want is for the partner to accept it. `ask` is the news.
   */
  announced?: boolean;
}

/** A line where the partner resists the character. */
export interface Resistance {
  by: string;
  line: Line;
  text: string;
  kind: 'refusal' | 'dodge' | 'condition' | 'threat' | 'counter-ask' | 'objection';
}

export interface Stake {
  line: Line;
  text: string;
  /** Why it counts: a deadline, a consequence, a loss. */
  kind: 'deadline' | 'consequence' | 'loss';
}

export interface Turn {
  line: Line;
  text: string;
  /** The evidence, in reader's words ("Ruth gives in after refusing"). */
  because: 'gives-in' | 'confesses' | 'decides' | 'sets-terms' | 'news' | 'arrival' | 'refuses' | 'answers';
  by: string;
  /** How strongly the events show the shift there (the turn's score); absent where the turn was not scored. */
  strength?: number;
}

export interface Beat {
  /** Index into items where the beat starts. */
  start: number;
  end: number;
  /** What opens it: the event, or null for the scene's opening. */
  opener: SceneEvent | null;
  tactic: Tactic;
  /** The character's line that carries the tactic, when they speak in the beat. */
  line: Line | null;
  isTurn: boolean;
}

export interface Relationship {
  partner: string;
  /** Kinship or role the page names ("her father", "the bride's sister"). */
  named: string | null;
  /** What the character calls the partner, and what the partner calls the character. */
  callsThem: string[];
  calledBy: string[];
  /** Orders given each way. */
  ordersGiven: number;
  ordersTaken: number;
  sharedHistory: Array<{ line: Line; text: string }>;
  touch: PageText[];
  /** Lines exchanged. */
  exchanges: number;
}

export interface KeyImage {
  /** The lemma ("ladder"). */
  word: string;
  /** As said the first time. */
  said: string;
  count: number;
  lines: Line[];
}

export interface SubtextCandidate {
  line: Line;
  kind: 'deflection' | 'question-for-question' | 'repetition' | 'trailing' | 'short-reply' | 'change-of-subject' | 'fine' | 'turn';
  answering: Line | null;
  echo?: string;
  score: number;
  /**
   * What the line carries beyond its surface, when it does (decision 029): a confession kept back until
   * now, a contradiction of the character's own earlier words, or a line the partner has no answer for.
   * It outranks the surface kind; absent from older readings.
   */
  carries?: 'confession' | 'contradiction' | 'unanswered';
}

export interface MomentBefore {
  openingAction: PageText | null;
  previousSceneEnd: SceneItem | null;
  /** The character's first line and what it takes for granted ("I said I'm sorry" → a fight happened). */
  firstLine: Line;
  presumes: 'earlier-talk' | 'arrival' | 'search' | 'waiting' | null;
  speaksFirst: boolean;
}

export interface SceneReading {
  index: number;
  heading: string;
  number: string | null;
  page: number;
  pages: number[];
  setting: SceneSetting;
  items: SceneItem[];
  character: string;
  /** Speaking partners, most exchanges first. */
  partners: string[];
  /** Everyone the page puts in the scene. */
  present: string[];
  lines: Line[];
  cues: Array<{ cue: Line | null; line: Line }>;
  events: SceneEvent[];
  wants: Want[];
  resistance: Resistance[];
  /**
   * What the character pursues across the scene, when they press for something: the ask they fight
   * hardest for, backed by their own terms or pressed again after a no — which may come after the turn
   * ("Tell them tomorrow. Or I will."), unlike the asks that lead up to it. A dare built from the
   * partner's words ("Then show me the test.") is a tactic, not this. Absent from older readings.
   */
  objective?: Want | null;
  /**
   * Who presses whom across the scene, the moment the page holds for the change and who comes out with
   * what they pressed for (decision 043); null without a partner. Absent from older readings.
   */
  arc?: Arc | null;
  /** The partner's line that stands in the character's way (see `obstacleOf`), or null when nobody resists. */
  obstacle: Resistance | null;
  stakes: Stake[];
  turn: Turn | null;
  beats: Beat[];
  relationships: Relationship[];
  momentBefore: MomentBefore;
  images: KeyImage[];
  subtext: SubtextCandidate[];
  /** Lines where news reaches the character and how they take it. */
  discoveries: Array<{ news: Line; reaction: Line }>;
  /** The character's physical directions and the action lines that move them. */
  physical: Array<PageText | { kind: 'direction'; line: Line; text: string }>;
  ending: SceneItem | null;
  mature: MatureFlag[];
}

/** The reading of every scene the character is in, across the uploaded scripts. */
export interface Reading {
  character: string | null;
  suggestions: string[];
  family: ScriptFamily;
  age: number | null;
  introduction: string | null;
  /** How the page introduces each person, by name (their action introduction). */
  introductions: Record<string, string>;
  /** Pronoun the action lines use for each person, when they do. */
  pronouns: Record<string, 'he' | 'she' | 'they'>;
  scenes: SceneReading[];
  totals: { lines: number; words: number; pages: number };
  allCharacters: string[];
  hasFullScript: boolean;
  mature: MatureFlag[];
}
