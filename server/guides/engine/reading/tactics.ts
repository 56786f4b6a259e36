/**
 * The tactic vocabulary: one closed set of playable, transitive verbs (GUIDE-CRAFT "Tactic"), each
 * with the phrase aimed at a partner and its opposite colour, so a writer can never coach a tactic
 * the reading does not know — and the reading of which of them a stretch of lines shows.
 */
import { agreesWithNo, DEFLECTION, hasPastVerb, isDeclaredRequest, isPastVerb, isShowing } from './events.js';
import { contentLemmas, GOT_IT, mainClauseNegated, plain, type Sentence } from './language.js';
import type { Line, SceneEvent } from './types.js';

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

/** One tactic a stretch of lines shows, how plainly, and the line that shows it. */
export interface TacticEvidence {
  tactic: Tactic;
  score: number;
  line: Line | null;
}

/** What a stretch of the character's lines is read against. */
export interface TacticContext {
  /** The character dodged earlier in the scene, so telling now is a confession. */
  dodgedBefore?: boolean;
  /** The partner's speech the line answers, when it follows one directly. */
  heard?: (line: Line) => Line | null;
}

const PLEA = /\b(please|need|begging|just one|five more|i'?m asking)\b/i;
/** A no said outright at the start of a line ("No.", "I'm not going in.", "Not a chance."). */
const FLAT_NO = /^\W*(?:no\b|nope\b|not (?:a chance|happening|now|today)\b|never\b|i'?m not (?!sure\b)|i (?:won'?t|can'?t|don'?t want)\b)/i;
/** Asking leave for oneself ("Can I be the one…?", "Honey, can we keep it?"): a favour begged, not an order. */
const ASKS_LEAVE = /^\W*(?:\w+, )?(?:please,? )?(?:can|could|may) (?:i|we)\b/i;
/** Asking the listener's doing as a favour ("Could you start at ten?"): asked nicely, not ordered. */
const ASKS_FAVOUR = /(?:^|[:;—–-] )\W*(?:\w+, )?(?:please,? )?(?:can|could|would|will) you\b/i;
/**
 * Offering something else in place of what was asked, or less of it ("I could hand out programs.", "Then sit for four
 * minutes.") — not pressing the same again ("Then tell me what it is.").
 */
const COUNTER_OFFER =
  /^\W*(?:i could\b|then i (?:can|could|'?ll|will)\b|i'?d like to (?:buy|pay|trade|swap|offer)\b|(?:\w+, )?i'?ll (?:double|pay|give you|throw in|trade|swap)\b|i can \w+ instead\b|how about\b|what about\b|what if (?:i|we)\b|(?:then )?(?:just|only|at least)\b|then \w+ (?:\w+ )?for (?:a|an|one|two|three|four|five|ten|\d+) (?:minute|second|hour|day|week)s?\b)/i;
/** Something given for something asked ("I'll play your song. But I want you to do something for me first."). */
const GIVES_FOR = /\bi(?:'ll| will) [^.!?]+[.!]\s*but (?:first\b|i (?:want|need) you to\b|you (?:have to|need to|must|'ve got to)\b)/i;
/** Asking less than before ("You don't have to put her in. Just look."): scaling the ask down to get a yes. */
const ASKS_LESS = /\byou don'?t (?:have|need) to\b.*\bjust\b/i;
/**
 * An offer in place of the ask: "I could hand out programs.", "Then sit for four minutes.", "Just the ride." — not
 * "Just tell me it's not drugs.", which begs with a verb of its own.
 */
const offersInstead = (s: Sentence) =>
  !s.question &&
  COUNTER_OFFER.test(plain(s.text)) &&
  !(/^\W*(?:then )?(?:just|only)\b/i.test(plain(s.text)) && s.tokens.some((t) => t.pos === 'VERB'));
const ULTIMATUM = /^\W*or\b|\bor (?:else|i|we)\b/i;
/** The speaker's own side of terms ("…I'll pay", "we'll…"): a condition that offers something bargains. */
const OFFERS_OWN = /\b(?:i|we)(?:'ll| will|'d| would| can)\b/i;
/** How the page says a line is played: the writer's own evidence of the tactic. */
const PLAYED_AS: Array<[RegExp, Tactic]> = [
  [/\b(smil|grin|laugh|teas|wink|wry|wryly|amused|playful|mock)/i, 'tease'],
  [/\b(plead|beg|desperate|imploring)/i, 'plead'],
  [/\b(gentl|soft(ly)?\b|kind(ly)?\b|tender|sooth|warmly)/i, 'reassure'],
  [/\b(sharp|snap|angr|furious|icy|cold(ly)?\b|bitter)/i, 'accuse'],
  [/\b(firm(ly)?\b|stern|flat(ly)?\b)/i, 'command'],
  [/\b(evasive|casual(ly)?\b|breezy|airily|too quick)/i, 'deflect'],
];
/** Praise aimed at the listener ("My beautiful wife.", "Somebody raised you right.", "nobody your age plays like that"). */
const PRAISE =
  /\b(?:you(?:'re| are| look)? (?:so |really |such an? )?(?:good|great|brilliant|beautiful|amazing|wonderful|gorgeous|clever|talented|gifted|lovely|the best)|my (?:beautiful|brilliant|gorgeous|clever|lovely|wonderful|talented) \w+|raised you right|nobody (?:your age |else )?\w+ (?:\w+ ){0,4}like (?:that|you)|you(?:'re| are) (?:a natural|the only one))\b/i;
const FUTURE = /\b(will|won'?t|'ll|going to|gonna)\b/i;
const TAKES_TERMS = /^\W*(?:deal|done|you'?re on|agreed|it'?s a deal)\W*$/i;
/** A line of fillers and breaks that does not get going ("Um.", "Well...", "Oh. Okay."). */
const HOLDS = /^\W*(?:(?:um+|uh+|er+m?|well|so|oh|okay|ok|right|i mean|wow)\W*)+$/i;
const PET_NAME_FIRST = /^\W*(?:honey|hon|love|sweetheart|sweetie|darling|babe|baby)\b/i;
const WH = new Set(['who', 'what', 'where', 'when', 'why', 'which', 'how']);

const sentenceOf = (e: SceneEvent) => e.line?.sentences.find((x) => x.text === e.text);

/**
 * The tactics the character's lines in a stretch show, most plainly shown first, each with the line that shows
 * it — so a beat quotes the line its tactic is read from ("pleads: “Please, just tonight.”", never "pleads:
 * “No.”"). The evidence is what the line does (a threat, terms, a dodge, an ask and how it is put), how the page
 * says it is played ("(smiling)"), and what it answers ("You're not Maureen." — "No. I'm not." agrees, it does not
 * say no).
 */
export function tacticsOf(mine: SceneEvent[], lines: Line[], context: TacticContext = {}): TacticEvidence[] {
  const found = new Map<Tactic, TacticEvidence>();
  const add = (tactic: Tactic, score: number, line: Line | null) => {
    const had = found.get(tactic);
    if (!had || had.score < score) found.set(tactic, { tactic, score, line: line ?? had?.line ?? null });
  };
  const of = (kind: SceneEvent['kind']) => mine.filter((e) => e.kind === kind);
  const sentimentOf = (l: Line) => l.sentences.reduce((n, x) => n + x.sentiment, 0);
  const heard = (l: Line) => context.heard?.(l) ?? null;
  for (const e of of('threat')) add('threaten', 5, e.line);
  // Terms that give something of the speaker's bargain; terms that only say what will befall the listener warn.
  // "Tell them tomorrow. Or I will.": an "or" that names what the speaker will do otherwise is an ultimatum.
  for (const e of of('condition'))
    add(ULTIMATUM.test(plain(e.text)) ? 'threaten' : OFFERS_OWN.test(plain(e.text)) ? 'bargain' : 'warn', 4, e.line);
  const dodges = of('dodge');
  // "Look at them.": pointing something out asks for nothing; "Can I answer with a song?" put against a question
  // dodges it, whatever its form.
  const requests = of('request').filter(
    (e) => !e.line?.sentences.some((x) => x.text === e.text && isShowing(x)) && !dodges.some((d) => d.line === e.line && d.text === e.text),
  );
  for (const e of dodges) add('deflect', requests.length ? 2 : 4, e.line);
  for (const l of lines) {
    // The page's own word for how a line is played outranks a reading of its words.
    const played = PLAYED_AS.find(([pattern]) => l.directions.some((d) => pattern.test(d)))?.[1];
    if (played) add(played, 3.6, l);
    const opening = l.sentences[0];
    // "You took it down.": a line opened on what the partner did, put to them as a fact, accuses however mild its words
    // — unless they have just owned it ("I wrote my name in it. Sorry." — "You wrote it in pen.") or it is played light.
    const owned = opening && ownedBefore(opening, heard(l));
    // "You were a salmon guy." says what they were, not what they did.
    const did = opening && hasPastVerb(opening) && !opening.tokens.some((t) => t.lemma === 'be');
    if (opening && !opening.question && opening.tokens[0]?.norm === 'you' && did && !owned && played !== 'tease') add('accuse', 3.5, l);
    if (l.sentences.some((x) => PRAISE.test(plain(x.text)) && !GOT_IT.test(plain(x.text)))) add('flatter', 3.2, l);
    if (l.sentences.some(offersInstead) || ASKS_LESS.test(plain(l.text)) || GIVES_FOR.test(plain(l.text))) add('bargain', 3.4, l);
  }
  // Asking leave, or the listener's doing as a favour, is asked, not ordered — or probed, where it is put as a
  // question: nicely when it comes with a pet name or warmth, else as a plea.
  const askedAsFavour = (e: SceneEvent) => {
    const said = plain(e.text);
    if (!ASKS_LEAVE.test(said) && !ASKS_FAVOUR.test(said)) return false;
    add(sentimentOf(e.line!) > 0.3 || PET_NAME_FIRST.test(said) ? 'charm' : 'plead', 3, e.line);
    return true;
  };
  for (const e of requests) {
    const line = e.line!;
    if (PLEA.test(line.text)) add('plead', 4, line);
    else if (askedAsFavour(e)) continue;
    // "Just look.", "Only till Friday.": an ask made small begs.
    else if (/^\W*(?:just|only)\b/i.test(plain(e.text))) add('plead', 3, line);
    // An order takes charge ("Wipe your feet.", "Seatbelt."); a want declared ("I need you to…") makes a demand.
    else add(sentimentOf(line) > 0.3 ? 'charm' : isDeclaredRequest(sentenceOf(e) ?? line.sentences[0]!) ? 'demand' : 'command', 2.5, line);
  }
  // "Please, Mum, just tonight." pleads wherever it stands, in an argument or an ask.
  for (const l of lines) if (/\b(please|begging|i'?m asking)\b/i.test(l.text)) add('plead', 3.5, l);
  for (const e of of('promise')) add('reassure', 3, e.line);
  // Questions corner only when they keep at one thing ("Where were you?" … "Where were you till two?"); questions
  // about this and that ("Did you see? Four pound for a coffee.") probe.
  const questions = of('question').filter((e) => !askedAsFavour(e));
  const asked = questions.map((e) => {
    const said = e.line?.sentences.filter((x) => x.text === e.text) ?? [];
    return new Set([
      ...said.flatMap(contentLemmas).map((t) => t.lemma),
      ...said.flatMap((x) => x.tokens.filter((t) => WH.has(t.norm)).map((t) => t.norm)),
    ]);
  });
  const keepsAt = (i: number) => asked.some((other, j) => j !== i && [...asked[i]!].some((l) => other.has(l)));
  questions.forEach((e, i) => add(keepsAt(i) ? 'corner' : 'probe', keepsAt(i) ? 3 : 2, e.line));
  // Saying no: a flat no dares the other to push; a no argued for reasons with them.
  for (const e of of('refusal')) add(e.argued ? 'reason' : 'challenge', 3, e.line);
  for (const l of lines) if (FLAT_NO.test(plain(l.text)) && !agreesWithNo(l, heard(l)?.sentences ?? [])) add('challenge', 2.5, l);
  for (const e of of('news')) {
    const said = sentenceOf(e);
    // "It wasn't my fault." is a denial, not a confession: it keeps the truth away.
    // "I won't tell Mom." is a promise held over someone, not a denial.
    if (said?.negative && /\b(i|me|my)\b/i.test(said.text) && mainClauseNegated(said) && !FUTURE.test(plain(said.text)))
      add('deflect', 3, e.line);
    else if (context.dodgedBefore && /\b(I|we)\b/.test(e.text)) add('confess', 3.5, e.line);
    // "I broke it.", "Shaun from Halo rang me.": telling what happened to or by oneself gives something away.
    else if (said && tellsOwnDeed(said)) add('confess', 2.5, e.line);
    else if (said?.negative && FUTURE.test(plain(said.text)) && /^\W*(?:\w+\. )?i\b/i.test(plain(said.text))) add('bargain', 2.5, e.line);
    else add(FUTURE.test(e.text) ? 'warn' : 'reason', 2, e.line);
  }
  for (const e of of('decision')) add('reassure', 1.5, e.line);
  for (const l of lines) {
    const sentiment = sentimentOf(l);
    const atThem = /\b(you|your)\b/i.test(l.text);
    const said = plain(l.text);
    if (/\b(because|so|the thing is|I have|I can'?t)\b/i.test(l.text)) add('reason', 1, l);
    // Warmth flatters or charms only when it is aimed at the listener ("Wow. Okay." is taken aback, not charming).
    if (sentiment > 0.6 && atThem) add('flatter', 1, l);
    else if (sentiment > 0.15 && atThem) add('charm', 0.8, l);
    else if (sentiment < -0.3) add(atThem ? 'accuse' : 'challenge', 1, l);
    // "Deal.", "You're on.": taking terms closes the bargain.
    if (TAKES_TERMS.test(said)) add('bargain', 2, l);
    // "I'm fine.", "I don't know.": turning the question or the offer away.
    else if (
      DEFLECTION.test(said) ||
      /^\W*i'?m (?:not (?:hungry|thirsty|tired|cold|hurt|upset)|okay|ok|good|alright|all right)\b/i.test(said)
    )
      add('deflect', 2, l);
    // "I signed it.": owning a deed of one's own, said flat.
    else if (l.sentences.some((x) => tellsOwnDeed(x) && /^\W*(?:i|we)\b/i.test(plain(x.text)))) add('confess', 1.2, l);
    // "It's not six.": a flat no to what was said — unless it agrees with a no ("You're not the head." — "No. I'm not.").
    else if (
      l.sentences.some((x) => !x.question && mainClauseNegated(x) && !FUTURE.test(plain(x.text))) &&
      !agreesWithNo(l, heard(l)?.sentences ?? [])
    )
      add('challenge', 1.2, l);
    // "Um.", "Well...", "Pachy... cephalo...": a line that does not get going holds for time.
    if (HOLDS.test(said) || l.sentences.every((x) => x.trailing)) add('stall', 1, l);
  }
  // Where the lines show nothing plainer, their warmth says how they are meant: warm charms, hostile challenges,
  // neither explains.
  const sentiment = lines.reduce((n, l) => n + sentimentOf(l), 0);
  // A beat where the character has no line, or only a word or two ("I know."), holds back.
  const holding = !lines.length || (lines.length === 1 && lines[0]!.text.split(/\s+/).length <= 2);
  add(holding ? 'stall' : sentiment > 0.1 ? 'charm' : sentiment < -0.1 ? 'challenge' : 'reason', 0.5, lines[0] ?? null);
  return [...found.values()].sort((a, b) => b.score - a.score);
}

/** The verbs a sentence does things with (not "be", which says how things are). */
const deedsOf = (s: Sentence) => new Set(s.tokens.filter((t) => t.pos === 'VERB' && t.lemma !== 'be').map((t) => t.lemma));

/** "I wrote my name in it. Sorry." — "You wrote it in pen.": the listener owned that very deed just before. */
function ownedBefore(said: Sentence, heard: Line | null): boolean {
  const deeds = deedsOf(said);
  return Boolean(
    heard?.sentences.some((x) => !x.negative && /^\W*(?:i|we)\b/i.test(plain(x.text)) && [...deedsOf(x)].some((d) => deeds.has(d))),
  );
}

/**
 * "I broke it.", "Shaun from Halo rang me.": what the speaker did, or what was done to them, told flat — not "We're
 * closed." (a state), not "I've told it twice." (a record), not what the listener did ("…because you lent it to me"),
 * not a reason ("Because…").
 */
function tellsOwnDeed(s: Sentence): boolean {
  const text = plain(s.text);
  if (s.question || s.negative || /^\W*(?:because|'?cause|so)\b/i.test(text) || /^\W*you\b/i.test(text)) return false;
  if (!/\b(i|we|me|my|us|our)\b/i.test(text)) return false;
  // A past form after "be" is a state or a passive ("We're closed.", "I was told"), not a deed; after "have" it is a
  // record held up ("I've told it twice already.", "I've done the numbers."), not a thing owned up to.
  return s.tokens.some((t, i) => isPastVerb(t) && !['be', 'have'].includes(s.tokens[i - 1]?.lemma ?? ''));
}
