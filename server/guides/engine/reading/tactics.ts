/**
 * The tactic vocabulary: one closed set of playable, transitive verbs (GUIDE-CRAFT "Tactic"), each
 * with the phrase aimed at a partner and its opposite colour, so a writer can never coach a tactic
 * the reading does not know.
 */
export const TACTICS = [
  'plead',
  'charm',
  'flatter',
  'demand',
  'command',
  'probe',
  'corner',
  'deflect',
  'stall',
  'reassure',
  'warn',
  'threaten',
  'bargain',
  'confess',
  'accuse',
  'reason',
  'tease',
  'challenge',
] as const;
export type Tactic = (typeof TACTICS)[number];

/** How each tactic is said aimed at someone: "to plead with Sam". */
export const TACTIC_PHRASE: Record<Tactic, (partner: string) => string> = {
  plead: (p) => `to plead with ${p}`,
  charm: (p) => `to charm ${p}`,
  flatter: (p) => `to flatter ${p}`,
  demand: (p) => `to make demands of ${p}`,
  command: (p) => `to take charge of ${p}`,
  probe: (p) => `to probe ${p}`,
  corner: (p) => `to corner ${p}`,
  deflect: (p) => `to deflect ${p}`,
  stall: (p) => `to stall ${p}`,
  reassure: (p) => `to reassure ${p}`,
  warn: (p) => `to warn ${p}`,
  threaten: (p) => `to threaten ${p}`,
  bargain: (p) => `to bargain with ${p}`,
  confess: (p) => `to confess to ${p}`,
  accuse: (p) => `to accuse ${p}`,
  reason: (p) => `to reason with ${p}`,
  tease: (p) => `to tease ${p}`,
  challenge: (p) => `to challenge ${p}`,
};

/** The tactic to use when the same one would run on into the next beat: a new beat is a new way in. */
export const NEXT_TACTIC: Record<Tactic, Tactic> = {
  plead: 'bargain',
  charm: 'tease',
  flatter: 'charm',
  demand: 'corner',
  command: 'warn',
  probe: 'corner',
  corner: 'challenge',
  deflect: 'stall',
  stall: 'deflect',
  reassure: 'command',
  warn: 'plead',
  threaten: 'bargain',
  bargain: 'plead',
  confess: 'plead',
  accuse: 'challenge',
  reason: 'plead',
  tease: 'charm',
  challenge: 'accuse',
};

/** An opposite colour for each tactic, to try once (rubric 12). */
export const OPPOSITE_OF: Record<Tactic, string> = {
  plead: 'as if you have already won',
  charm: "as if you don't need them at all",
  flatter: 'meaning every compliment, with nothing wanted back',
  demand: 'quietly, almost kindly',
  command: 'as a favour you are asking, not an order',
  probe: 'lightly, as if you already know the answer',
  corner: 'giving them every chance to get away',
  deflect: 'letting one word come out too honest before you cover it',
  stall: 'as if you are dying to tell them',
  reassure: 'as if the reassurance is for yourself',
  warn: 'with a smile, as if it is a joke between you',
  threaten: 'as friendly advice',
  bargain: 'as if the deal barely matters to you',
  confess: 'as if it is good news',
  accuse: 'as a question you hope they can answer',
  reason: 'with no logic at all, only need',
  tease: 'meaning every word',
  challenge: 'as an invitation',
};
