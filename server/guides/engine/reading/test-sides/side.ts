/**
 * The shape of a test side for the scene reading: an original page in the notation of
 * test/fixtures/guide-sides.ts, and what a coach reads in it, written by hand before the reading ran.
 */
import type { ProductionType, RoleSize } from '../../../../../common/contracts/guides.js';
import type { ScriptFamily } from '../../../../../common/contracts/script.js';

/** What a good coach reads in a scene, for one character. */
export interface CoachReading {
  /** The story in plain words (documentation for the next reader; not asserted). */
  story: string;
  /** The people the character plays to; narrators, announcers and silent extras are not among them. */
  partners: string[];
  /** The scene's central ask: who presses whom, and words of the sentence that asks. */
  want: { from: string; of: string; ask: string };
  /** The partner's line that resists the character, or null when only a circumstance stands in the way. */
  obstacle: { by: string; says: string } | null;
  /** Words of the line that names what is lost or won; any one of them must be in the strongest stake. */
  stakes: string[];
  /** Words of the line after which the balance has changed. */
  turn: string;
  /** Per partner: the role the page gives them, terms each way, shared history. */
  relationships: Record<string, { named?: string; callsThem?: string[]; calledBy?: string[]; history?: string }>;
  /**
   * What the character carries in (documentation), and the page's evidence for it: words of the
   * action that opens the scene, or null when only cues stand before the first line. Checked only
   * when given (the nine genre sides and the first unseen set were written without it).
   */
  momentBefore?: { note: string; opening: string | null };
  /** Pronouns the page itself uses for people (checked so nothing is guessed). */
  pronouns?: Record<string, 'he' | 'she' | 'they'>;
}

/** The arc a coach reads in a scene (decision 043): whose want drives it, who comes out with it, where it turns. */
export interface CoachArc {
  /** Whose want drives the scene: the one who presses (may be the partner, not the character). */
  pursuer: string;
  /** What the pursuer wants, as a playable verb phrase at the other ("get Sam to say where she was"). */
  pursues: string;
  /** The coached character's own objective as a playable verb phrase aimed at the partner. */
  objective: string;
  /** Exact words from the character's line that best shows that aim, or null when they only resist or evade. */
  objectiveLine: string | null;
  /** Who gets what they were after by the end. */
  outcome: 'character' | 'partner' | 'both' | 'neither';
  /** Exact words of the line or action after which the balance has changed. */
  turn: string;
  /** The turn is carried by an action line rather than a speech. */
  turnIsAction: boolean;
}

export interface TestSide {
  id: string;
  label: string;
  family: ScriptFamily;
  character: string;
  /** Which of the character's scenes the coach read (0, the first, unless the packet holds more). */
  scene?: number;
  page: string;
  coach: CoachReading;
  /** The scene's arc, where the coach wrote one (the arc sets and the fifth and later held-out sets). */
  arc?: CoachArc;
}

/** What the user asks for with a side (production type, role size, genre, age), as a held-out set records it. */
export interface SideRequest {
  productionType: ProductionType;
  roleSize: RoleSize;
  genre: string;
  actorAge: number;
  childGuideRequested: boolean;
}
