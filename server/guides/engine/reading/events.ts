/**
 * Events of a scene in order — who asks, orders, refuses, gives in, tells, decides, threatens,
 * promises, arrives, leaves, touches — from the speech acts the language layer finds, and the
 * responses they get from the next speaker.
 */
import {
  contentLemmas,
  GOT_IT,
  mainClauseNegated,
  plain,
  readsAsVerb,
  RECURRING,
  reportsSpeech,
  sentencesOf,
  type Sentence,
  type Token,
  wordCount,
} from './language.js';
import { ADDRESS_TERMS } from './people.js';
import type { EventKind, Line, SceneEvent, SceneItem } from './types.js';

const words = (s: Sentence) => s.tokens.map((t) => t.norm);
const first = (s: Sentence | undefined) => s?.tokens[0]?.norm ?? '';

/** Replies that close a subject instead of answering it. */
export const DEFLECTION =
  /^(nothing|nobody|no one|nowhere|no reason|never ?mind|forget it|whatever|it doesn'?t matter|doesn'?t matter|i don'?t know|no idea|define|long story|it'?s fine|i'?m fine|fine|gardening|because)\b/i;
const STATIVE = new Set([
  'want',
  'need',
  'know',
  'have',
  'think',
  'like',
  'love',
  'mean',
  'see',
  'seem',
  'feel',
  'hate',
  'remember',
  'said',
  'were',
  'are',
]);
const YES = new Set(['yes', 'yeah', 'yep', 'okay', 'ok', 'fine', 'sure', 'deal', 'alright', 'right', 'agreed', 'really']);
const NO = new Set(['no', 'nope', 'nah', 'never']);
const PROMISE_LEMMAS = new Set(['promise', 'swear']);
export const THREAT_LEMMAS = new Set([
  'destroy',
  'ruin',
  'regret',
  'hurt',
  'kill',
  'shoot',
  'police',
  'fire',
  'expose',
  'sue',
  'report',
  'read',
]);
/** Veiled threats English says without a threatening word ("You know what I do to people who lie to me."). */
const VEILED_THREAT =
  /\bwhat (i|we)(?:'ll| will)? do to\b|\bwhat happens to (people|anyone|someone|kids|girls|boys) (who|that)\b|\byou'?(ll| will) be sorry\b/;
const ENTRANCE_LEMMAS = new Set([
  ...['enter', 'arrive', 'appear', 'return', 'burst', 'come', 'push', 'lean', 'step', 'run', 'hurry', 'walk', 'sweep', 'stride'],
  ...['march', 'rush', 'dash', 'barge', 'stumble', 'wander', 'stroll', 'limp', 'creep', 'sneak', 'bustle', 'race', 'charge'],
]);
const EXIT_LEMMAS = new Set(['leave', 'exit', 'go', 'walk', 'storm', 'cross', 'head']);
const TOUCH_LEMMAS = new Set([
  'touch',
  'hug',
  'hold',
  'grab',
  'reach',
  'shake',
  'kiss',
  'squeeze',
  'press',
  'clamp',
  'throw',
  'close',
  'pull',
  'take',
  'lick',
  'slap',
  'push',
]);

/** Parts of the body a touch lands on. */
const BODY = new Set(
  'arm arms hand hands shoulder shoulders face cheek cheeks hair head neck back wrist wrists finger fingers chest knee knees mouth lips forehead'.split(
    ' ',
  ),
);
const isNamed = (t: Token | undefined, name: string) =>
  Boolean(t && name.split(/\s+/).some((part) => part.length > 1 && t.text.toUpperCase() === part));

/** "Can you…?", "Could we…?", "Will you…?": a request phrased as a question. */
const SUGGESTION = /^(?:have you tried|did you try|have you thought about|why don't you|why not) ([\p{L}'-]+)/iu;

/**
 * "Have you tried drinking your juice?", "Why don't you call her?", "Why not ask him?": a suggestion put as a
 * question asks for a doing. The words that ask it and the doing in its base form ("drink"), or null.
 */
export function suggestionIn(s: Sentence): { lead: string; verb: string } | null {
  if (!s.question) return null;
  const m = plain(s.text).match(SUGGESTION);
  if (!m) return null;
  const verb = baseOf(m[1]!, s);
  return readsAsVerb(verb) ? { lead: m[0].slice(0, -m[1]!.length), verb } : null;
}

export function isAskingQuestion(s: Sentence): boolean {
  const w = words(s);
  if (suggestionIn(s)) return true;
  // "Can you see the light?", "Can you hear me?": asking what someone perceives is a question, not a favour ("Could
  // I see him?" asks leave to).
  if (w[1] === 'you' && PERCEIVING.has(w[2] ?? '')) return false;
  // "Would you have picked up?": what someone would have done asks about the past; it asks for no doing.
  if (isPastModal(s)) return false;
  // "Does anyone else have a key?", "Is there anybody who could drive?": asking round for the thing or the help one needs.
  if (s.question && [HAS_ANYONE_GOT, ANYONE_WHO_CAN].some((asksRound) => asksRound.test(w.join(' ')))) return true;
  if (s.question && LEAVE_FOR_ANOTHER.test(w.filter((x) => x !== 'please').join(' '))) return true;
  return s.question && ['can', 'could', 'will', 'would'].includes(w[0] ?? '') && ['you', 'we', 'i'].includes(w[1] ?? '');
}
/**
 * "Please can Dolly be in the show?", "Can Dad come too?": leave asked for someone else (never "Can it be fixed?"); the
 * group is who and what ("Dolly be in the show").
 */
export const LEAVE_FOR_ANOTHER =
  /^(?:can|could|may) ((?!(?:it|that|this|there|you|we|i)\b)(?:(?:the|my|our|his|her|their) )?[\p{L}']+ (?:be|come|stay|go|sleep|join|sit|play|ride|enter|keep|have)\b.*)$/iu;
/**
 * "could have called", "would've picked up": a modal with a perfect — what might have been, not what to do now.
 * "Could I have a word?" has a thing after "have", not a verb: it asks for the thing.
 */
const isPastModal = (s: Sentence) =>
  s.tokens.some((t, i) => {
    // The subject may stand between them in a question ("Would you have…").
    const have = [i + 1, i + 2].find((k) => PERFECT.has(s.tokens[k]?.norm ?? ''));
    const done = have === undefined ? undefined : s.tokens[have + 1];
    return MODALS.has(t.norm) && (done?.pos === 'VERB' || done?.pos === 'AUX');
  });
/** "Does anyone else have a key?", "Has anybody there got a jack?": asking round for a thing (group 1). */
export const HAS_ANYONE_GOT = /^(?:does|has) (?:anyone|anybody|someone|somebody)(?: else| there| here)? (?:have|got) (.+)$/i;
/** ...or for someone to do it: "Is there anybody who can turn the water off?" */
const ANYONE_WHO_CAN = /^is there (?:anyone|anybody|someone|somebody)(?: else| there| here)? (?:who|that) (?:can|could|would|will|has)\b/;
const PERFECT = new Set(['have', "'ve"]);
const MODALS = new Set(['could', 'would', 'should', 'might', 'must', "'d"]);
const PERCEIVING = new Set(['see', 'hear', 'feel', 'smell', 'remember']);
/** Going, leaving and staying: forbidden with the bare verb alone ("You can't go.", "You can't quit."). */
const MOVING_OFF = new Set(['go', 'leave', 'quit', 'stay', 'come', 'stop', 'move', 'run']);

/**
 * "Auntie Jo said you have to let me help.", "Mum says come in.": an order passed on from someone else, in
 * their name — the one passing it on asks it.
 */
export function isPassedOn(s: Sentence): boolean {
  if (s.question) return false;
  const at = s.tokens.findIndex((t, i) => i >= 1 && i <= 2 && (t.norm === 'says' || t.norm === 'said'));
  if (at < 0) return false;
  const rest = s.tokens.slice(at + 1).map((t) => t.norm);
  if (rest[0] === 'that') rest.shift();
  if (rest[0] === 'you' && ['have', 'need', 'must', 'got', 'gotta'].includes(rest[1] ?? '')) return true;
  const verb = s.tokens[at + 1];
  return verb !== undefined && verb.pos === 'VERB' && verb.norm === verb.lemma;
}

/** "I want you to…", "I need you to…", "You have to…", "you run to the truck" — a request in the declarative. */
export function isDeclaredRequest(s: Sentence): boolean {
  const w = words(s).join(' ');
  return (
    // "I need you till ten." / "I need you to stay."
    /\b(i|we) (want|need) you\b/.test(w) ||
    // "I'm asking you for one night.", "All I'm asking is…": the ask said outright.
    /\bi am asking (you )?(for|to)\b|^all i am asking\b/.test(w) ||
    isPassedOn(s) ||
    // "You can't play that song.": a prohibition is an ask too ("You can't be serious." is not). A bare verb
    // says what the listener is unable to do ("You can't swim.") unless it is going or staying ("You can't go.").
    (/^you (ca n't|can't|can not|cannot|must not|must n't|better not)\b/.test(w) &&
      s.tokens.some(
        (t, i) =>
          i > 1 && t.pos === 'VERB' && t.lemma !== 'be' && !STATIVE.has(t.lemma) && (i < s.tokens.length - 1 || MOVING_OFF.has(t.lemma)),
      )) ||
    /^(you|you all) (have to|need to|must|gotta|got to)\b/.test(w) ||
    // "I need to borrow your van.", "I want to use your phone.": the listener's thing, asked for.
    /^(i|we) (want|need) to (borrow|use|take|have|keep|see|read|try on) (your|yours)\b/.test(w) ||
    // "You'll vote with me.", "You will sign it tonight.": what the listener will do, told them — not "You'll be
    // fine." or "You'll love it", which say how things will be, nor a mishap foretold ("You'll tip us over and
    // I'll get grounded.", "You'll scare the ducks."), which nobody asks for.
    (/^you ('ll|will) (?!be\b|never\b|see\b|love\b|like\b|hate\b|regret\b|thank\b|need\b|want\b|find\b|know\b|get\b|cry\b|fall\b)\w+/.test(
      w.replace(/ 'll/, "'ll").replace("you'll", "you 'll"),
    ) &&
      !s.question &&
      s.sentiment >= 0 &&
      !/\band (i|we) ('ll|will)\b/.test(w.replace(/ 'll/, " 'll"))) ||
    // "I need it back.", "We want them back.": something of the speaker's, asked to be returned.
    /^(i|we) (want|need) (it|that|this|them|those|these|him|her) back\b/.test(w) ||
    // "I need Friday off.", "We want next week off.": time off, asked of the one who gives it.
    /^(i|we) (want|need) (?!to\b)(?:[\w']+ ){1,3}off$/.test(w) ||
    // "I need the keys." asks for something; "I need this job." says what the speaker stands to lose.
    /^i (want|need) (the|a|an|my|your|that|some) \w+/.test(w) ||
    // "I need seventy-nine dollars.": a sum of money asked for.
    (/^i (want|need) /.test(w) && s.tokens[2]?.pos === 'NUM' && s.tokens.some((t) => MONEY.has(t.lemma))) ||
    // "I'd like to return this ladder.": the polite form of "I want to".
    // ...and "I'd like Admiral to give the eulogy.", "I'd like you to leave.": someone else's doing, asked for.
    /^(i|we) would like (to|a|an|the|my|your|some|(?:my |your |the )?\w+ to \w+)\b/.test(w) ||
    // "We need the doctor flown out.": said to the one who can get it.
    /^we (want|need) (the|a|an|your|some) \w+/.test(w) ||
    isPresentInstruction(s) ||
    // "When I say go, you run to the truck": a second-person instruction, marked by its frame.
    (/^((when|if|once) .+ you|then you|you \w+ .* and you) /.test(w) &&
      // ...in the present: "You sat next to me and you didn't say anything." tells what happened.
      s.tokens.some(
        (t, i) =>
          t.norm === 'you' && s.tokens[i + 1]?.pos === 'VERB' && !STATIVE.has(s.tokens[i + 1]!.norm) && !isPastVerb(s.tokens[i + 1]!),
      ) &&
      !s.question)
  );
}

/**
 * "You sign where the sticky note is.", "You wake me up at two.": an instruction in the plain present, said to the
 * listener — not what they feel or are like ("You hate walking him.", "You get puffed on the stairs."), not "You
 * tell me.", which throws a question back, not a past that looks the same ("You put our marriage in writing."),
 * and not how things go for anyone ("You fill in a form, they send it back down.").
 */
function isPresentInstruction(s: Sentence): boolean {
  return (
    /^you \w+ /.test(words(s).join(' ')) &&
    s.tokens[1]?.pos === 'VERB' &&
    s.tokens[1].norm === s.tokens[1].lemma &&
    !STATIVE.has(s.tokens[1].lemma) &&
    !NOT_TOLD_TO.has(s.tokens[1].lemma) &&
    !/, (they|he|she|it|we|i|you) /i.test(s.text) &&
    !s.negative &&
    !s.question &&
    words(s).join(' ') !== 'you tell me'
  );
}

/**
 * After "You", verbs that say what has been or what someone is like, not what to do: a past that looks like the
 * present ("You put it there."), a state ("You get puffed on the stairs.", "You look tired.", "You make me laugh."),
 * where or how someone is ("You live in Leeds.", "You remind me of her.").
 */
const NOT_TOLD_TO = new Set(
  'put cut set let hit shut read quit hurt cost spread split bet upset get look sound smell taste make do seem live own belong mean remind'.split(
    ' ',
  ),
);

const MONEY = new Set(['dollar', 'buck', 'pound', 'quid', 'euro', 'grand', 'cent', 'penny', 'pence']);

/** "Mrs. P, please.", and "Eli." said as a whole speech: a plea with nothing but a name (and a please). */
const isPlea = (s: Sentence, alone: boolean) =>
  /^([\p{L}'. ]{1,24}, )?please[.!]*$/iu.test(s.text.trim()) ||
  (alone && s.tokens.length === 1 && s.tokens[0]!.pos === 'PROPN' && !s.question);

/**
 * "One foot passenger to Skerra, please.", "A table for two, please.": a thing named with a please and no
 * verb, opening the speech and answering nothing, is what the speaker asks for — however long the name.
 */
const isPoliteOrder = (s: Sentence, context: AskContext) =>
  context.lead &&
  !context.answering &&
  !s.question &&
  /,\s*please[.!]*$/i.test(s.text.trim()) &&
  !s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') &&
  s.tokens.some((t) => t.pos === 'NOUN');

/** "He can live here.", "We could look." — a proposal the partner can accept. */
function isProposal(s: Sentence): boolean {
  // "I think we should turn around.", "Maybe you should sit.": a hedge before the plan does not change what it asks.
  const all = words(s);
  const hedge = /^(i (think|reckon|guess)|maybe|perhaps)$/.test(all.slice(0, 2).join(' '))
    ? 2
    : ['maybe', 'perhaps'].includes(all[0] ?? '')
      ? 1
      : 0;
  const w =
    ['we', 'you', 'i'].includes(all[hedge] ?? '') && ['should', 'could', 'can'].includes(all[hedge + 1] ?? '') ? all.slice(hedge) : all;
  // "He could barely stand.", "We can barely feed the cat." tell what someone is able to do; they propose nothing.
  if ((w[1] === 'could' || w[1] === 'can') && NARRATING.has(w[2] ?? '')) return false;
  // "You could have called.": what might have been is a reproach about the past, not a plan.
  if (isPastModal(s)) return false;
  // "Maybe I could host Thanksgiving.": hedged, the speaker's own plan is put to the listener to allow.
  const subject = ['he', 'she', 'it', 'we', 'they', 'you'].includes(w[0] ?? '') || (hedge > 0 && w[0] === 'i');
  return !s.question && subject && ['can', 'could', 'should'].includes(w[1] ?? '');
}
const NARRATING = new Set(['barely', 'hardly', 'never', 'not', "n't", 'even', 'only', 'always', 'still', 'see', 'hear', 'tell', 'feel']);

function isFirstPersonFuture(s: Sentence): boolean {
  // "Keeper, I'll ring them.": a name called first does not change what the sentence does.
  const w = words(s)
    .join(' ')
    .replace(/^[\p{L}'.]+(?: [\p{L}'.]+)? (?=(i|we) )/u, (lead) => (/,/.test(s.text.slice(0, lead.length + 1)) ? '' : lead));
  return /^(and |then |so |okay |fine )?(i|we) (will|am going to|are going to|am gonna|shall|am calling|am coming)\b/.test(w);
}

/**
 * Terms set on the listener: "If you tell, I'll…", "…or else", "Do it and I walk". An "if" about the
 * world ("If the shop closes, we lose the flat") is a stake, not a condition, so the "if" clause must
 * be about the listener and the outcome about the speaker or the listener.
 */
function isCondition(s: Sentence): boolean {
  // The text, not the tokens: the comma between the "if" clause and its outcome matters.
  const w = plain(s.text.toLowerCase());
  if (isCounterfactual(s)) return false;
  if (/\bor else\b/.test(w) || /^or (you|we|i)\b/.test(w)) return true;
  const conditional = w.match(/^(?:and |but |so )?(?:if|unless) (.+?)(?:,| then )(.+)$/) ?? w.match(/^(.+?) (?:if|unless) (.+)$/);
  if (conditional) {
    const [clause, outcome] =
      w.startsWith('if') || w.startsWith('unless') || /^(and|but|so) /.test(w)
        ? [conditional[1]!, conditional[2]!]
        : [conditional[2]!, conditional[1]!];
    // Terms on the listener ("If you tell, I'll…"), or an outcome that falls on them ("If that dog is here, you are not").
    return (
      (/\byou\b/.test(clause) && /\b(i|we|i'll|we'll|you|you'll|you're)\b/.test(outcome)) ||
      /^(then )?you('re| are| will|'ll)\b/.test(outcome.trim())
    );
  }
  // "You tell them the truth, and I'll tell you about your dad.": the listener's part, then the speaker's — after a
  // time it holds for, too, and with a promise kept back ("First time it goes cloudy, you throw it and I won't say a word.").
  if (/(?:^|, )you \w+.*,? and (i|we)('ll| will| won't| will not| never)\b/.test(w)) return true;
  // "You want my shop, you give me a flat-top.": what the listener wants, then what it costs them — "if" left out.
  if (/^you (?:want|need) [^,]+, (?:then )?you(?:'ll| will| have to| gotta| got to| must)? \w+/.test(w)) return true;
  return s.imperative && /\band (i|we) (will|'ll|walk|go|leave|tell|call)\b/.test(w);
}

const OFFER_LEMMAS = new Set(['give', 'trade', 'swap', 'pay', 'buy', 'get', 'make', 'owe', 'let']);

/**
 * "I'll trade you.", "I will give you a hundred dollars.": the speaker offers the listener something —
 * terms set on the exchange, not a decision about the speaker alone.
 */
function isOffer(s: Sentence): boolean {
  if (!isFirstPersonFuture(s) || s.negative) return false;
  return s.tokens.some((t, i) => t.pos === 'VERB' && OFFER_LEMMAS.has(t.lemma) && s.tokens[i + 1]?.norm === 'you');
}

/** Words that may open a speech before its ask without being one ("Oi. Kitchen.", "Milo. Milo. Headphones."). */
const CALLS = new Set(['oi', 'hey', 'hi', 'okay', 'ok', 'right', 'look', 'listen', 'well', 'now', 'so', 'oh', 'please', 'come', 'on']);
const TIME_WORDS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october
  november december tonight tomorrow today yesterday morning afternoon evening night midnight noon minute hour day week month year
  weekend o'clock second spring summer autumn fall winter season christmas easter birthday`.split(/\s+/),
);

/** A word that is a name in the cast or a pet form of one ("Ruthie" for RUTH, "Danny" for DAN, "Grace-face" for GRACE). */
const isNameOf = (t: Token, names: ReadonlySet<string> = new Set(), said = t.text) => {
  const head = t.norm.split('-')[0]!;
  return (
    new RegExp(`(^|[^\\p{L}])\\p{Lu}${t.norm.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').test(said) &&
    [...names].some((n) => n.length > 2 && (head === n || (head.startsWith(stemOf(n)) && head.length - n.length <= 3)))
  );
};
/** "grace" → "grac" so "Gracie" is a pet form of it; "ruth" stays "ruth" for "Ruthie". */
const stemOf = (name: string) => (name.length > 3 ? name.replace(/[ey]$/, '') : name);

/**
 * A sentence that only calls someone or gets their attention ("Milo.", "Oi.", "June.", "Ruthie!"), or
 * asks for it ("Look at me.", "Listen to me."): what comes next is the ask.
 */
const isCall = (s: Sentence, names?: ReadonlySet<string>) =>
  s.tokens.length > 0 && (uncalled(s, names).length === 0 || isAttention(s, names));
const uncalled = (s: Sentence, names?: ReadonlySet<string>) =>
  s.tokens.filter((t) => !(t.pos === 'PROPN' || CALLS.has(t.norm) || ADDRESS_TERMS.has(t.norm) || isNameOf(t, names, s.text)));

/** "Dad.", "Tess.", "Milo Robert.", "Sir!": a speech that only calls someone asks for nothing in its words. */
export const isOnlyCall = (s: Sentence, names?: ReadonlySet<string>) =>
  !s.question && s.tokens.length <= 3 && (uncalled(s, names).length === 0 || isPetCompound(s, names));
/** "Grace-face.", "Tobes-mobile.": a name made into a joke compound still only calls. */
const isPetCompound = (s: Sentence, names: ReadonlySet<string> = new Set()) => {
  const head = s.text.match(/^(\p{Lu}\p{Ll}+)-\p{Ll}+[.!]*$/u)?.[1]?.toLowerCase();
  return Boolean(head && [...names].some((n) => n.length > 2 && head.startsWith(stemOf(n))));
};
const isAttention = (s: Sentence, names?: ReadonlySet<string>) =>
  ATTENTION.test(
    s.tokens
      .filter(
        (t) =>
          !(
            t.pos === 'PROPN' ||
            ['now', 'please', 'hey', 'oi', 'okay', 'ok', 'right', 'so', 'oh'].includes(t.norm) ||
            isNameOf(t, names, s.text)
          ),
      )
      .map((t) => t.norm)
      .join(' '),
  );
const ATTENTION = /^(?:(?:look|listen) (?:at|to) (?:me|us)|(?:hear|watch) me|eyes on me)$/;
/**
 * "Look at them.", "Look at this.": pointing at something in the room shows it; "Look where that got her.", "Look what
 * you've done." point at what came of it. Neither asks for anything to be done.
 */
export const isShowing = (s: Sentence) =>
  /^(?:just |now )?look (?:at (?:it|this|that|them|these|those)$|(?:where|what|how|who) )/.test(
    s.tokens
      .filter((t) => /\p{L}/u.test(t.text))
      .map((t) => t.norm)
      .join(' '),
  );

/** Words that send someone somewhere said alone ("Down.", "Out. Now.", "Upstairs."): an order to move. */
const DIRECTIONS = new Set([
  'down',
  'out',
  'up',
  'back',
  'in',
  'inside',
  'outside',
  'upstairs',
  'downstairs',
  'away',
  'off',
  'over',
  'here',
]);
/** Particles that make a noun an order to put it somewhere ("Shoes on.", "Hands up.", "Hood down.", "Coat off."). */
const PUT = new Set(['on', 'off', 'up', 'down', 'out', 'in', 'back', 'away']);
/** "Not a chance.", "Not a clue.": replies that open on "not a" and forbid nothing. */
const NOT_A_REPLY = new Set(['chance', 'bit', 'problem', 'clue', 'hope', 'prayer', 'lot', 'way', 'thing', 'care', 'single']);
/** What may stand around a one-word order without changing it ("Down. Now.", "Sit, please."). */
const AROUND = new Set(['now', 'please', 'then', 'just', 'right', 'all', 'both', 'of', 'you']);

/**
 * An order said in a word or two that the tagger alone misses: a direction ("Down.", "Out."), a noun
 * with a particle ("Shoes on.", "Hands up."), a prohibition without a verb ("Not a sound.", "Not one
 * word.") or a verb the tagger reads as a noun on its own ("Move."). A direction or a verb-noun said in
 * answer to a question is an answer ("Where is he?" — "Out."), so those need the speech to open on
 * them, after calls, or to follow an order; a noun with its particle is an order wherever it stands.
 */
export function isBareOrder(s: Sentence, context: AskContext): boolean {
  if (s.question || s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return false;
  const core = s.tokens.filter((t) => !AROUND.has(t.norm) && !isNameOf(t, context.names, s.text) && t.pos !== 'PROPN');
  const free = !context.answering && (context.lead || context.afterOrder === true);
  if (core.length === 2 && core[0]!.pos === 'NOUN' && PUT.has(core[1]!.norm) && s.tokens.at(-1) === core[1]) return true;
  // "Arms up, lucky.", "Shoes off, you two.": the same order with whoever it is for called after the comma.
  if (core[0]?.pos === 'NOUN' && PUT.has(core[1]?.norm ?? '') && /^\W*[\p{L}'-]+ [\p{L}'-]+,/u.test(plain(s.text))) return true;
  // "Not a sound.", "Not one word.": what is forbidden, named without its verb — never a time ("Not today.").
  // ...and maybe whom it is kept from ("Not a word to your father.").
  const what = core[0]?.norm === 'not' && ['DET', 'NUM'].includes(core[1]?.pos ?? '') ? core[2] : undefined;
  const forbidden = what?.pos === 'NOUN' && (core.length === 3 || core[3]!.pos === 'ADP');
  // ...said where an order stands (opening the speech or after one), and not a reply's idiom ("Not a chance.").
  const placed = context.lead || context.afterOrder === true;
  if (forbidden && placed && !TIME_WORDS.has(what.lemma) && !NOT_A_REPLY.has(what.lemma)) return true;
  // A verb said alone after a yes-or-no question ("Have you looked upstairs?" — "Move.") does not answer it:
  // only a direction or a thing can ("Out.", "Junk."), so there it is still an order.
  const verbFree = free || (Boolean(context.yesNoOpen) && (context.lead || context.afterOrder === true));
  if (core.length !== 1 || !verbFree) return false;
  const word = core[0]!;
  if (DIRECTIONS.has(word.norm)) return free;
  return word.pos === 'NOUN' && !TIME_WORDS.has(word.lemma) && !YES.has(word.norm) && !CALLS.has(word.norm) && readsAsVerb(word.norm);
}

/** What the speaker's verbless line can be about: the partners' recent words, to tell an ask from an echo. */
/** A question after an amount ("How much did it cost?", "How many?", "How long?"). */
const HOW_MUCH = /\bhow (?:much|many|long|old|far)\b/i;
/** An amount said ("You've swept that twice."): one said back ("Three times.") corrects it. */
const AMOUNT =
  /\b(?:once|twice|\d+|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|hundred) (?:times|pounds|dollars|quid|bucks|minutes|hours|days|weeks))\b/i;

export interface AskContext {
  /** Every sentence before this one in the speech only calls the listener ("June. The house."). */
  lead: boolean;
  /** The line answers an ask still open: a bare noun there is an answer ("Junk.", "Champagne."). */
  answering: boolean;
  /** Content lemmas of the other speakers' last few speeches: a noun taken up from them is an echo ("...Saturdays."). */
  recent: ReadonlySet<string>;
  /** The cast's names, lower case, each word apart: a name said alone is a call. */
  names?: ReadonlySet<string>;
  /** The sentence before in the same speech orders ("Up. Move."): a word of order may follow it. */
  afterOrder?: boolean;
  /** The sentences before in the same speech, to read an "or" that carries on from them. */
  before?: Sentence[];
  /** Verbs the other speaker just promised not to do ("I won't say a word." → "say"): "You'll say plenty." doubts it. */
  promisedBefore?: ReadonlySet<string>;
  /** The ask still open is a yes-or-no question ("Have you tried the shed?"), which a lone verb cannot answer. */
  yesNoOpen?: boolean;
  /**
   * One of the others' last few speeches asks how much or how many, or says an amount: an amount said after it
   * answers or corrects it ("Eight hundred dollars.", "Three times.").
   */
  amountAsked?: boolean;
}

/**
 * A verbless ask, read by content and position: a noun phrase ("Kitchen.", "The house.", "One more
 * week.", "Just the song.") that opens the speech (after calls only), answers nothing, does not echo
 * what the partner just said, and names a thing, not a time ("In November.", "Two minutes.", "Four hours
 * to Grandma's." — unless more of it is asked for: "One more week.") or a label ("Trauma two.").
 */
export function isVerblessAsk(s: Sentence, context: AskContext): boolean {
  // A noun phrase that praises or blames ("Jen. My favorite regional coordinator.") is a remark about the listener, not an ask.
  if (!context.lead || context.answering || s.question || s.negative || s.sentiment !== 0 || DEFLECTION.test(s.text)) return false;
  if (s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return false;
  // A name set off at the end is the listener ("Kitchen, Daniel."), not part of what is asked.
  const comma = s.text.indexOf(',');
  const tail =
    comma > 0
      ? s.text
          .slice(comma + 1)
          .trim()
          .split(/\s+/).length
      : 0;
  let phrase = tail > 0 && tail <= 2 && s.tokens.slice(-tail).every((t) => t.pos === 'PROPN') ? s.tokens.slice(0, -tail) : s.tokens;
  phrase = phrase.filter((t, i) => !(i === 0 && ['then', 'just', 'and', 'only'].includes(t.norm)) && t.norm !== 'please');
  if (!phrase.length || phrase.length > 4) return false;
  const head = phrase.at(-1)!;
  // "Some stuff.", "A family thing.": a word that names nothing asks for nothing.
  // "Dad.", "Coach.": a word people are called by calls them; it asks for nothing.
  if (head.pos !== 'NOUN' || head.norm.length < 3 || CALLS.has(head.norm) || ADDRESS_TERMS.has(head.norm) || VAGUE.has(head.norm))
    return false;
  // Every word before the head qualifies it: a determiner, a number, an adjective, a possessive. A bare
  // compound ("Neighbor emergency.", "Family stuff.") names a situation, not a thing asked for.
  if (
    !phrase
      .slice(0, -1)
      .every((t) => ['DET', 'NUM', 'ADJ'].includes(t.pos) || ['my', 'your', 'his', 'her', 'our', 'their'].includes(t.norm))
  )
    return false;
  // A name said alone ("Ruthie!") calls someone, however the tagger reads it.
  if (phrase.length === 1 && (isNameOf(head, context.names, s.text) || YES.has(head.norm))) return false;
  // "How much, Glenn?" … "Eight hundred dollars.": an amount after a how-much answers it, however late.
  if (context.amountAsked && phrase.some((t) => t.pos === 'NUM')) return false;
  // "Every spring.", "Each morning.": how often something happens, not a thing asked for.
  if (['every', 'each'].includes(phrase[0]!.norm)) return false;
  const time = phrase.some((t) => TIME_WORDS.has(t.lemma) || TIME_WORDS.has(t.norm));
  if (time && !phrase.some((t) => t.norm === 'more' || t.pos === 'DET')) return false;
  return !contentLemmas(s).some((t) => context.recent.has(t.lemma));
}

/**
 * "You go out there for you. ... Or you don't go.": an "or" that puts the listener's not doing what the
 * speaker just named leaves the choice to them; terms name what follows ("Or I will.", "Or you're off
 * the team.").
 */
function isChoiceLeft(s: Sentence, before: Sentence[]): boolean {
  const m = plain(s.text.toLowerCase()).match(/^or (?:you|we) (?:don't|do not|won't|will not|can't) (\w+)/);
  return Boolean(m && before.some((b) => b.tokens.some((t) => t.pos === 'VERB' && t.lemma === m[1])));
}

/** An asked question that wants a yes or a no ("Have you tried the shed?"), not a thing ("Where is it?"). */
function isYesNoQuestion(e: SceneEvent): boolean {
  const s = e.line?.sentences.find((x) => x.text === e.text);
  return (
    e.kind === 'question' &&
    Boolean(s) &&
    /^(do|does|did|have|has|had|is|are|was|were|can|could|will|would|should|shall|may|might|must)\b/.test(words(s!)[0] ?? '')
  );
}

/**
 * "If I don't have a co-signer by Friday, the lease goes to a nail salon." — "Then it goes to a nail salon.":
 * the outcome the other held up, said back and let happen, is a no.
 */
function callsBluff(s: Sentence, items: SceneItem[], at: number): boolean {
  if (s.question) return false;
  // "He'll take the piano if we don't." — "Let him.": the outcome held up, let happen in two words.
  const letItHappen = /^(?:then )?(?:let (?:him|her|them|it)|so be it)[.!]*$/i.test(s.text);
  if (!letItHappen && !/^then\b/i.test(s.text)) return false;
  const speaker = (items[at] as { kind: 'speech'; line: Line }).line.speaker;
  const last = items.slice(0, at).findLast((i): i is { kind: 'speech'; line: Line } => i.kind === 'speech');
  if (!last || last.line.speaker === speaker) return false;
  const mine = new Set(contentLemmas(s).map((t) => t.lemma));
  return last.line.sentences.some((x) => {
    if (letItHappen) return /^(?:and |but |so )?(?:if|unless) [^,]+, .+$|\s(?:if|unless)\s/i.test(x.text);
    const outcome = x.text.match(/^(?:and |but |so )?(?:if|unless) [^,]+, (.+)$/i)?.[1];
    if (!outcome) return false;
    const theirs = new Set(
      sentencesOf(outcome)
        .flatMap(contentLemmas)
        .map((t) => t.lemma),
    );
    return [...mine].filter((l) => theirs.has(l)).length >= 2;
  });
}

/**
 * "I've been busy." — "Busy with Delia Shaw's lawyer.": a reply that opens on the other's own last word and
 * goes on with no verb throws the word back; it orders nothing, however the tagger reads the word.
 */
function echoesLastWord(s: Sentence, items: SceneItem[], at: number): boolean {
  const speaker = (items[at] as { kind: 'speech'; line: Line }).line.speaker;
  const last = items.slice(0, at).findLast((i): i is { kind: 'speech'; line: Line } => i.kind === 'speech');
  const head = s.tokens[0];
  if (!last || last.line.speaker === speaker || !head || s.question || s.tokens.length < 2) return false;
  if (s.tokens.slice(1).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return false;
  const theirs = last.line.sentences.at(-1)?.tokens ?? [];
  return theirs.some((t) => t.norm === head.norm && !t.stop && t.norm.length > 2);
}

/**
 * "Toss a bag, win a pillow." — "(slowly) Toss a bag, win a pillow.": the other's sentence said back word for word is
 * tried on for size; it asks nothing of its own (said back as a question, it still asks).
 */
function repeatsTheirs(s: Sentence, items: SceneItem[], at: number): boolean {
  const speaker = (items[at] as { kind: 'speech'; line: Line }).line.speaker;
  const last = items.slice(0, at).findLast((i): i is { kind: 'speech'; line: Line } => i.kind === 'speech');
  if (!last || last.line.speaker === speaker || s.question || s.tokens.length < 3) return false;
  const said = (x: Sentence) => x.tokens.map((t) => t.norm).join(' ');
  return last.line.sentences.some((x) => said(x) === said(s));
}

/** Sentence-level speech acts, in the order they occur in the speech. */
/** "I promise", "We swear": the speaker binds themself; "I can't promise that" does not. */
const isPromise = (s: Sentence) =>
  !s.negative && s.tokens.some((t, i) => PROMISE_LEMMAS.has(t.lemma) && ['i', 'we'].includes(s.tokens[i - 1]?.norm ?? ''));

/** "If you tell me what he did.": terms said as a sentence of their own, after what they pay for. */
const isBareTerms = (s: Sentence, index: number) => index > 0 && /^(only )?(if|unless) you\b/i.test(s.text) && !isCounterfactual(s);

/** "If you'd asked me.", "If I had known": what did not happen sets no terms. */
const isCounterfactual = (s: Sentence) => /\bif \w+(?:'d| had) (?:\w+ )?\w+(?:ed|en|wn|ne|ld|ought|aught)\b/i.test(plain(s.text));

/** "I want to know where you were.": a question put as a statement of what the speaker must know. */
const KNOW_WHAT =
  /^(i|we) (want|need|have|got|would like) to know (what|where|why|who|when|how|if|whether)\b|\basked (me|us) (what|where|why|who|when|how|if|whether) you\b/;

/**
 * "Can I call you Omar?": leave to use the listener's name is a courtesy on the way to the ask, not the
 * ask itself — it calls the listener, as their name does.
 */
const isLeaveToName = (s: Sentence) => s.question && /^(can|could|may) (i|we) call you( \S+){1,2}$/.test(words(s).join(' '));

/** "Have you got a minute?", "Can I have a word?": asking for a moment to talk opens the talk; it is not the ask. */
const isAskingForAMoment = (s: Sentence) =>
  (s.question &&
    /^((have|has) (you|u) got|got|do you have|can i (have|grab|borrow)|could i (have|grab|borrow)) (a|one) (minute|moment|second|sec|word)\b/.test(
      words(s).join(' '),
    )) ||
  // "Come here a second.", "Sit down a minute.", "Listen a sec.": drawing the other close before what has to be said.
  (s.imperative &&
    /^(come (here|over|in)|sit( down)?|listen|hang on|hold on|wait) (for )?(a|one) (minute|moment|second|sec)\b/.test(words(s).join(' ')));

/**
 * "I said no on the phone.", "That's how I say no to you.", "The answer's no.", "Then stop asking me.", "Drop it.":
 * a no said before, said about itself, or an order to stop asking — it refuses the ask that stands, even when
 * nobody has just made it.
 */
const REPORTED_NO =
  /^(?:[\p{L}'.]+, )?(?:i|we) (?:already |just )?(?:said|told you) no\b|\bthat'?s how (?:i|we) say no\b|^(?:the|my) answer(?:'s| is| was| was still) no\b|^(?:then |just |so )?(?:stop|quit) (?:asking|begging|pushing|nagging)\b|^(?:just )?(?:drop|forget) it[.!]*$/iu;

/** "I'll tell her." — "You will not.", "I'm going." — "You're not.": the doing just said, forbidden by name of nothing else. */
const FORBIDS_IT = /^(?:no,? |oh,? )?you (?:will not|won't|can't|cannot|are not|aren't|'re not)(?:,? [\p{L}'.]+)?[.!]*$/iu;

/**
 * "Mom would have signed.", "A real friend would help me.": someone else held up as doing what the listener
 * will not — an ask, put as a reproach. "Mom would have loved this." or "He would have laughed." asks nothing.
 */
const REPROACH =
  /^(?:(?:a real|a good|any other|a proper) \p{Ll}+|any ?(?:one|body)(?: else)?|(?!(?:he|she|it|they|we|i|you|that|this|there|who|nobody|everyone|everybody|which|what)\b)\p{Lu}[\p{L}']+) would(?: have|'ve)? (\p{L}+)/u;
const NOT_REPROACHED = new Set(['be', 'die', 'laugh', 'cry', 'say', 'wish', 'want', 'enjoy', 'prefer', 'kill', 'smile', 'cringe', 'faint']);

/** The verb a reproach holds up ("signed" in "Mom would have signed."), or null when the sentence is none. */
export function reproachedVerb(s: Sentence): Token | null {
  if (s.question || s.negative || !REPROACH.test(plain(s.text))) return null;
  const at = s.tokens.findIndex((t) => t.norm === 'would');
  const verb = s.tokens.slice(at + 1).find((t) => t.norm !== 'have' && t.norm !== "'ve");
  return verb && verb.pos === 'VERB' && !STATIVE.has(verb.lemma) && !NOT_REPROACHED.has(verb.lemma) ? verb : null;
}

/** The verbs the last speech by someone else promised not to do ("…and I won't say a word." → "say"). */
function promisedNot(items: SceneItem[], at: number): Set<string> {
  const speaker = items[at]?.kind === 'speech' ? items[at].line.speaker : null;
  const last = items.slice(0, at).findLast((i) => i.kind === 'speech');
  if (last?.kind !== 'speech' || last.line.speaker === speaker) return new Set();
  return new Set(
    last.line.sentences.flatMap((x) => {
      const w = x.tokens.map((t) => t.norm);
      const promise = w.findIndex(
        (n, k) => /^(i|we)$/.test(n) && /^(wo|will|'ll)$/.test(w[k + 1] ?? '') && /^(n't|not|never)$/.test(w[k + 2] ?? ''),
      );
      const verb = promise >= 0 ? x.tokens.slice(promise + 3).find((t) => t.pos === 'VERB') : undefined;
      return verb ? [verb.lemma] : [];
    }),
  );
}

const KEEPS_QUIET = /\b(?:i|we) (?:won't|will not|'ll never|will never) (?:say|tell|complain|mention|argue|ask|breathe)\b/;

function actsOf(s: Sentence, index: number, alone: boolean, context: AskContext): EventKind[] {
  if (isPromise(s)) return ['promise'];
  if (REPORTED_NO.test(plain(s.text)) || FORBIDS_IT.test(plain(s.text))) return ['refusal'];
  if (reproachedVerb(s)) return ['request'];
  // "It's done, Ada." said against the other's arguing, with no ask open: the matter closed is a no.
  if (!context.answering && SETTLED.test(s.text)) return ['refusal'];
  // "I'm still not moving.": a no kept after the arguing refuses what the other has been after, an ask open or not.
  if (STILL_NO.test(plain(s.text))) return ['refusal'];
  // "Break a leg.", "Good luck.", "Ask anybody.", "Suit yourself.": a wish or a saying in the form of an order asks for nothing.
  // "Miss it, it's a zero.", "Blink, you miss it.": a rule told by its outcome orders nothing either.
  if (isLeaveToName(s) || isAskingForAMoment(s) || ASKS_NOTHING.test(plain(s.text)) || RULE_BY_OUTCOME.test(plain(s.text))) return [];
  if (KNOW_WHAT.test(words(s).join(' '))) return ['question'];
  const lower = plain(s.text.toLowerCase());
  if (VEILED_THREAT.test(lower)) return ['threat'];
  if ((isCondition(s) && !isChoiceLeft(s, context.before ?? [])) || isBareTerms(s, index) || isOneMoreAnd(s))
    return [
      // "…and I won't say a word": keeping quiet is the speaker's side of a deal, however bleak the sentence sounds.
      !KEEPS_QUIET.test(lower) && (s.sentiment < -0.2 || s.tokens.some((t) => THREAT_LEMMAS.has(t.lemma)) || /,.*\bnot\b/.test(lower))
        ? 'threat'
        : 'condition',
    ];
  // "…I won't say a word." — "You'll say a hundred words.": the promise doubted, not an order.
  if (/^you(?:'ll| will) /i.test(plain(s.text)) && s.tokens.some((t) => t.pos === 'VERB' && context.promisedBefore?.has(t.lemma)))
    return [];
  // "Every Tuesday and Thursday for six weeks. You bring a stuffed giraffe.": the plain present after how often it
  // comes round tells the listener's habit back to them; it orders nothing.
  if (isPresentInstruction(s) && [...(context.before ?? []), s].some((x) => RECURRING.test(x.text))) return [];
  // "He's offered me a chair. Senior stylist. Start in April.": a verb and only a when, after the speaker's own news,
  // is the news going on with its subject dropped, not an order.
  if (s.imperative && index > 0 && !context.afterOrder && isOnlyWhen(s)) return [];
  if (
    isAskingQuestion(s) ||
    s.imperative ||
    isDeclaredRequest(s) ||
    isProposal(s) ||
    isPlea(s, alone) ||
    isVerblessAsk(s, context) ||
    isPoliteOrder(s, context) ||
    isBareOrder(s, context)
  )
    return ['request'];
  // "You're coming, right?", "You'll ring her, won't you?": a doing of the listener's, put to them for a yes.
  if (s.question && TAGGED_ASK.test(plain(s.text))) return ['request'];
  if (s.question) return ['question'];
  if (isOffer(s)) return [s.tokens.some((t) => THREAT_LEMMAS.has(t.lemma)) ? 'threat' : 'condition'];
  if (isFirstPersonFuture(s)) return ['decision'];
  return [];
}

/** "Start in April.", "Back on Monday.": a verb and a when, and nothing else. */
function isOnlyWhen(s: Sentence): boolean {
  const [verb, ...rest] = s.tokens.filter((t) => /\p{L}|\d/u.test(t.text));
  return (
    verb?.pos === 'VERB' &&
    rest.length > 0 &&
    rest[0]!.pos === 'ADP' &&
    rest.slice(1).length > 0 &&
    rest.slice(1).every((t) => TIME_WORDS.has(t.norm) || TIME_WORDS.has(t.lemma) || t.pos === 'NUM' || t.pos === 'DET')
  );
}

/**
 * "One more step and I shoot.", "Another word and you're off the team.", "Touch it and I'll scream.": a
 * thing done (or one more of it) joined by "and" to what follows from it — terms, however short.
 */
function isOneMoreAnd(s: Sentence): boolean {
  const w = words(s)
    .join(' ')
    .replace(/ '(ll|re|s)\b/g, "'$1");
  // "Give me the name, and the quay stays open.": what follows may be a thing as well as a person.
  const m = w.match(
    /^(?:(?:one|1) more|another|(\w+)) [\w' -]{0,30}? and (?:i|we|you|he|she|they|it|the \w+)\b(?:'ll|'re|'s| will| 're| are| is)? (\w+)/,
  );
  // "One more hard shot and it can come away.": what only may follow is a risk named, not terms set.
  if (!m || s.question || /^(?:can|could|might|may)$/.test(m[2] ?? '')) return false;
  // The head is a count ("One more step") or an order ("Touch it"); "Mum and I went" is neither. The tagger
  // sometimes reads the order's verb as a noun ("Drop it, and I'll forget…"): a verb before its object still orders.
  const ordered = s.imperative || (m[1] !== undefined && readsAsVerb(m[1]) && ORDER_OBJECTS.has(w.split(' ')[1] ?? ''));
  return m[1] === undefined || (ordered && first(s) === m[1]);
}

const ORDER_OBJECTS = new Set(['it', 'them', 'him', 'her', 'that', 'this', 'the', 'your', 'my', 'me', 'us']);

/** Moves that undo each other: told to stay, the one who says they are coming has said no. */
const OPPOSITE_MOVES: Record<string, string[]> = {
  sit: ['stand'],
  stand: ['sit'],
  stay: ['come', 'go', 'leave', 'follow'],
  wait: ['come', 'go', 'leave', 'follow'],
  come: ['stay'],
  go: ['stay'],
  leave: ['stay'],
  stop: ['keep', 'carry'],
};

/** The first-person plan does the opposite of a move the ask ordered ("You stay here." — "I'm coming with you."). */
function opposesOrder(plan: Sentence, asked: Sentence[]): boolean {
  const planned = plan.tokens.find((t) => t.pos === 'VERB')?.lemma;
  if (!planned) return false;
  return asked.some((s) => {
    // "Stay here." or "You stay here.": the order's own verb.
    const verb = s.imperative ? orderVerbOf(s) : /^you \w+/.test(words(s).join(' ')) ? (s.tokens[1]?.lemma ?? null) : null;
    return Boolean(verb && OPPOSITE_MOVES[verb]?.includes(planned));
  });
}

/**
 * The reply asks again for what its speaker asked for earlier (a content word of their own request comes back) and
 * takes up nothing the question asked about.
 */
function pressesOwnAsk(events: SceneEvent[], reply: Line, question: SceneEvent): boolean {
  const lemmas = (ss: Sentence[]) => new Set(ss.flatMap((x) => contentLemmas(x)).map((t) => t.lemma));
  const asked = lemmas(question.line?.sentences.filter((x) => x.question) ?? []);
  const replied = lemmas(reply.sentences);
  if ([...replied].some((l) => asked.has(l))) return false;
  return events.some(
    (e) =>
      e.kind === 'request' &&
      e.by === reply.speaker &&
      e.to === question.by &&
      e.line !== reply &&
      e.line?.sentences.some((x) => x.text === e.text && contentLemmas(x).some((t) => replied.has(t.lemma))),
  );
}

/**
 * "You're not Maureen." — "No. I'm not.": a no that agrees with the negative statement the other ended on, said back
 * as "I'm not", "It isn't", "I don't" — not a no to anything asked.
 */
export function agreesWithNo(reply: Line, heard: readonly Sentence[]): boolean {
  const last = heard.at(-1);
  const [no, echo] = reply.sentences;
  return Boolean(
    last &&
    !last.question &&
    !last.imperative &&
    last.negative &&
    no &&
    NO.has(first(no)) &&
    echo &&
    wordCount(echo) <= 4 &&
    /^(?:i|it|we|you|he|she|they|that)(?:'m|'s|'re| am| is| are| do| does| did| was| were| have| has)?(?: not|n't)\b/i.test(
      plain(echo.text),
    ),
  );
}

/** "What?", "Yes?", "What is it?": a prompt to go on, not a question about anything. */
const PROMPT = /^\W*(?:what|yes|yeah|yep|hm+|mm+|huh|what is it|what now|what's up|sorry)\W*$/i;
/** Words that only hold someone where they are: "Wait! Please!", "Hang on a sec.", "Stop!" */
const HOLDING_ON = new Set([
  'wait',
  'stop',
  'hang',
  'hold',
  'on',
  'it',
  'a',
  'one',
  'sec',
  'second',
  'minute',
  'moment',
  'please',
  'just',
  'hey',
]);
/** "Wait! Please!": holding someone where they are asks for nothing yet — no want of its own. */
export const isHoldingOn = (s: Sentence) => {
  const words = s.tokens.filter((t) => /\p{L}/u.test(t.text));
  return words.length > 0 && words.every((t) => HOLDING_ON.has(t.norm));
};
/** "You can have it.", "Fine, you can go.": leave given in words. */
const GIVES_LEAVE = /^\W*(?:(?:fine|okay|ok|all right|alright|go on|right)[,.]? )?you can (?:have|keep|take|borrow|use|go|come|stay)\b/i;
/** "I'll be late.", "I'll be fine.": the speaker's own state to come, not a doing ("I'll be there." is one). */
const BECOMES =
  /^\W*(?:\w+, )?i(?:'ll| will) be (?!there\b|back\b|home\b|ready\b|right\b|down\b|up\b|over\b|quick\b|careful\b|good\b|quiet\b)\w+/i;

/** What the next speaker's line does to an ask: answers, dodges, grants, refuses or argues against it. */
function responseTo(
  ask: EventKind,
  reply: Line,
  heldOut = false,
  asked: Sentence[] = [],
  adjacent = false,
): EventKind | 'objection' | null {
  const s = answerOf(reply, ask);
  if (!s) return null;
  const lead = first(s);
  const text = reply.text.trim();
  if (ask === 'question') {
    // "Mum." — "What?" — "Bite it.": a bare prompt asks the caller to go on; whatever comes next answers it.
    const questions = asked.filter((x) => x.question);
    if (questions.length && questions.every((x) => PROMPT.test(plain(x.text)))) return 'answer';
    // "Why are we hiding?" — "Because Mom doesn't have a brother.": a reason given for a why answers it.
    if (asked.some((x) => x.question && x.tokens.some((t) => t.norm === 'why')) && /^(because|cause|'cause|so|for)\b/i.test(text))
      return 'answer';
    // "Who takes me?" — "I do.", "Me.": the one who answers for it names themselves.
    if (
      asked.some((x) => x.question && words(x).slice(0, 3).includes('who')) &&
      /^(i|we) (do|will|can|did|am|'ll)\b|^(me|us)\b/i.test(text)
    )
      return 'answer';
    // "Did she call you, or did she call you?" — "...What's that mean?": asking what was meant presses for more; it
    // dodges nothing (decision 043).
    if (s.question && CLARIFY.test(text)) return null;
    // "I don't know." closes the subject; "I don't know her name. Red coat." answers it.
    if ((DEFLECTION.test(text) && text.split(/\s+/).length <= 6) || s.question) return 'dodge';
    // "I had a thing.", "Somewhere.": an answer that names nothing keeps what was asked to itself.
    // ...and so does one that goes on to a question of its own ("Out. Is the match on?").
    const told = reply.sentences.filter((x) => !x.question);
    if (told.length && told.every(isVague) && (told.length === reply.sentences.length || reply.sentences.at(-1)!.question)) return 'dodge';
    // "Champagne. Sit down. You're making a scene.": a word of answer, then an order back at the asker, closes the subject.
    // "What do you want?" — "Saturday. Swap shifts with me.": there the order is the answer.
    const askedWant = asked.some((x) => x.question && x.tokens.some((t) => t.lemma === 'want' || t.lemma === 'need'));
    // "You'll write tonight?" — "Tonight. Now go to bed.": the word taken up from the question answers it; the order is after.
    if (
      !askedWant &&
      s.tokens.length <= 2 &&
      !repeatsQuestion(s, asked) &&
      reply.sentences.slice(1).some((x) => x.imperative && !x.negative)
    )
      return 'dodge';
    // "Where's the cat?" — "Finish your cereal.": an order that takes up nothing of a question for a
    // place, a person, a reason or a thing puts the asker off it ("Where do I sign?" — "Sign here." answers).
    const wh = asked.find((x) => x.question && WH_WORDS.has(first(x)) && !ASKS_WHAT_TO_DO.test(words(x).join(' ')));
    const taken = wh ? new Set(contentLemmas(wh).map((t) => t.lemma)) : new Set<string>();
    if (!askedWant && wh && s.imperative && !contentLemmas(s).some((t) => taken.has(t.lemma))) return 'dodge';
    return 'answer';
  }
  if (ask === 'request' || ask === 'condition' || ask === 'threat') {
    // Asking how to do what is asked ("Where do I sign.", "When do I start?") has already said yes.
    if (ask === 'request' && s.question && HOW_TO_COMPLY.test(words(s).join(' '))) return 'grant';
    // A question back ("Why didn't you tell me?") neither grants nor refuses, negative or not: it is its own event.
    if (s.question) return null;
    // "Don't tell Mom." — "We'll tell her together." promises the very doing forbidden: a no, whatever else it tells.
    if (ask === 'request' && reply.sentences.some((x) => !x.negative && doesForbidden(x, asked))) return 'refusal';
    // "It wasn't my fault." denies something that happened; it neither grants nor refuses the ask.
    const denial = isOwnDenial(s);
    // "You said there's no signal." and "You don't know.": a "not" about the asker argues, it does not refuse.
    const aboutAsker = /^you\b/i.test(s.text);
    // "He has no coat.": a "no" before a noun denies a thing, not the ask; a refusal negates the verb of
    // the main clause ("...I wear it when I can't sleep." refuses nothing).
    const negated = mainClauseNegated(s);
    // A relenting direction ("(softening)") is someone coming round, not arguing.
    if (reply.directions.some((d) => RELENTS.test(d))) return null;
    // One who held out and now answers after a hesitation, with no "not" in it ("...It's three minutes forty."), comes round
    // — unless the line breaks off ("...Did he—"): nothing is said yet.
    if (heldOut && /^(\.\.\.|…)/.test(text) && reply.sentences.every((x) => !x.question && !x.trailing && !mainClauseNegated(x)))
      return 'grant';
    // "Then say it." — "...You're the best cook I've got.": one who held out, asked to tell, now tells.
    if (heldOut && ask === 'request' && asked.some(isToTell) && tellsAtLast(s)) return 'grant';
    // A prohibition kept: "Don't get up." — "I wasn't going to."
    if (ask === 'request' && asked.some(isProhibition) && (KEPT.test(text) || keepsTheSame(text, asked))) return 'grant';
    // Going along without a yes answers the ask just made, in the next speech.
    const along = ask === 'request' && adjacent ? goesAlong(reply, asked) : null;
    if (along) return along;
    // Taking up the terms' own words ("One pretzel, one question." — "One question.") accepts them.
    if (ask !== 'threat' && isTakingUp(reply, asked)) return 'grant';
    // ...and so does saying a clause of the terms back ("…you throw it and I won't say a word." — "First time it goes cloudy.").
    if (ask === 'condition' && repeatsTerms(reply, asked)) return 'grant';
    // "Not tonight. Tomorrow.": a "not" followed by another time or way sets terms, it does not refuse.
    const deferral =
      /^not (now|tonight|today|yet|here|like this|this \w+)[.!]*$/i.test(s.text) &&
      reply.sentences.length > 1 &&
      !reply.sentences[1]!.negative;
    if (deferral) return 'condition';
    // "Don't mother me. You're not Maureen." — "No. I'm not.": the no agrees with the no just said; it refuses nothing.
    if (agreesWithNo(reply, asked)) return null;
    // "If it's not in by Monday, you don't get the grade.": an outcome spelled out argues; it is not a no.
    if (/^(?:and |but |so )?(?:if|unless) [^,]+, /i.test(s.text)) return 'objection';
    if (
      NO.has(lead) ||
      (negated && !YES.has(lead) && !denial && !aboutAsker) ||
      /^(i|we) (can ?not|can't|won't|will not)\b/i.test(text) ||
      // "Thursday's no good for me, bud.": the time asked for will not do.
      /\bno good (?:for|to) (?:me|us)\b/i.test(plain(s.text)) ||
      SETTLED.test(s.text)
    )
      return 'refusal';
    if (isConcession(reply)) return 'grant';
    // "You can have it.", "You can keep him.": leave given is a yes, whatever it sounds like.
    if (GIVES_LEAVE.test(plain(s.text))) return 'grant';
    // "Fine. He stays with me.": a bare yes-word that opens a reply to an ask grants it.
    if (YES.has(lead) && s.tokens.length <= 2 && reply.sentences.length > 1) return 'grant';
    if (DEFLECTION.test(text)) return 'dodge';
    // "Sit." — "I'll stand.", "You stay here." — "I'm coming with you.": doing the opposite of what was ordered.
    if (ask === 'request' && reply.sentences.some((x) => isFirstPersonFuture(x) && opposesOrder(x, asked))) return 'refusal';
    // "I'm going to ask you once.": a plan to ask is the speaker's own move, not a yes.
    // ..."You have to clap a lot." — "I can do that.": able and willing, said of the very doing.
    // "Drink your tea before you go." — "I'll be late.": what will become of the speaker is no doing agreed to.
    const willDo = (x: Sentence) =>
      (isFirstPersonFuture(x) && !x.tokens.some((t) => t.lemma === 'ask') && !BECOMES.test(plain(x.text))) ||
      CAN_DO_THAT.test(plain(x.text));
    if (YES.has(lead) || reply.sentences.some(willDo) || reply.sentences.some(isPromise)) return 'grant';
    // A statement back ("Your mother planted those fields.") neither grants nor refuses: it argues. A list
    // of things with no verb ("Fourth floor. Maple Street.") argues nothing: it places or recognises.
    if (
      ask === 'request' &&
      !reply.sentences.some((x) => x.question || x.imperative) &&
      reply.sentences.some((x) => x.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX'))
    )
      return 'objection';
  }
  return null;
}

/** "What's that mean?", "What do you mean?", "Meaning?": asking what the other meant. */
/**
 * Wishes and sayings in the form of orders, which ask for nothing: "Break a leg.", "Good luck, love.", "Take care.",
 * "Sleep well.", "Drive safe."; "Ask anybody.", "Trust me.", "Suit yourself.", "Take my word for it.", "Guess what."
 */
const ASKS_NOTHING =
  /^\W*(?:break a leg|good luck|best of luck|take care|sleep (?:well|tight)|drive (?:safe|safely|carefully)|get well soon|have (?:fun|a (?:good|nice|great|safe) \w+)|go get 'em|knock 'em dead|safe travels?|enjoy(?: it| yourself| yourselves)?|ask (?:anybody|anyone|around)|trust me|believe me|suit yourself|take my word for it|mark my words|guess what|go figure|see for yourself|say no more|fancy that|prepare to be (?:amazed|dazzled|astonished)|brace yourselves?|feast your eyes|behold)\b[^.!?]*[.!]*$/i;

/** "What do you mean?", "Sorry?", "Pardon?": asking what was meant. */
export const asksWhatWasMeant = (text: string) => CLARIFY.test(text.trim());

const CLARIFY =
  /^(?:\W*)(?:what(?:'s| does| do) (?:that|it|you) mean|what do you mean|meaning(?: what)?|what are you (?:saying|talking about)|(?:i'm )?sorry|pardon(?: me)?|come again|excuse me)\b[^.!?]*\?*$/i;

/** "It's done.", "It's final, Ada.", "The decision's made.": the matter closed, which refuses what is asked about it. */
const STILL_NO =
  /^(?:(?:then|so|well|fine)[, ]+)?(?:i'?m|i am|we'?re|we are) (?:still not \w+ing|not (?:moving|budging|leaving|going anywhere|selling|signing|telling|saying|changing my mind))\b/i;
const SETTLED =
  /^(it'?s|it is|that'?s|that is|the decision'?s|the decision is) (done|final|decided|settled|over|made)(, [\p{L}' .]+)?[.!]*$/iu;

/** "Tell me what he said.", "Then say it.": an order to tell. */
const isToTell = (x: Sentence) => x.imperative && x.tokens.some((t) => t.pos === 'VERB' && TELLING.has(t.lemma));
/** A plain statement that tells something ("He knows about the letters."), not a dodge, a no or an ask. */
const tellsAtLast = (s: Sentence) =>
  !s.question &&
  !s.imperative &&
  !mainClauseNegated(s) &&
  !DEFLECTION.test(s.text.replace(/^(\.\.\.|…)\s*/, '')) &&
  s.tokens.length >= 4 &&
  s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
/** The sentence of a reply that answers an ask: the first, past an apology before it ("I'm sorry, bud. I can't."). */
function answerOf(reply: Line, ask: EventKind): Sentence | undefined {
  const apology = ask !== 'question' && reply.sentences.length > 1 && APOLOGY.test(plain(reply.sentences[0]!.text));
  return reply.sentences[apology ? 1 : 0];
}
/**
 * "You're coming, right?", "You can come, right?", "You'll ring her, won't you?": the listener's doing (group 1 its verb, 2 the
 * rest), put for a yes.
 */
export const TAGGED_ASK =
  /^(?:\W*)(?:but |so |and )?you(?:'re| are|'ll| will| can| could) (?!not\b|never\b)(\w+)(.*?), (?:right|yeah|aren't you|won't you|will you|can't you|can you|okay|ok|yes)\?$/i;
const RULE_BY_OUTCOME =
  /^\W*[\w'-]+(?: [\w'-]+){0,2}, (?:it's (?:a zero|an? f\b|a fail|over|gone)|you(?:'re| are) (?:out|done|off|finished|dead)|you (?:lose|miss|fail)|that's (?:it|that))\b/i;
const APOLOGY = /^(?:\W*)(?:i'?m |i am )?(?:so |really |very )?sorry\b[^.!?]*[.!]?$/i;
const CAN_DO_THAT = /^(?:\W*)(?:yeah,? |okay,? |sure,? )?(?:i|we) (?:can|could) (?:do|manage|handle|live with) (?:that|it|this)\b/i;

/** "Don't get up.", "Never call me that.": an order not to. */
const isProhibition = (x: Sentence) => x.imperative && /^(don'?t|do not|never)\b/i.test(plain(x.text));
/** "I wasn't going to.", "I won't.", "I'm not.": the one told not to says they don't. */
const KEPT = /^(i|we) (was ?n'?t|were ?n'?t|wo ?n'?t|will not|'?m not|am not|never)( going to| gonna)?[.!]*$/i;

/** "Don't tell." — "I won't tell.": the one told not to promises not to, in the same verb. */
function keepsTheSame(text: string, asked: Sentence[]): boolean {
  const promised = plain(text)
    .match(/^(?:i|we) (?:won't|will not|'ll never|will never|promise not to) (\w+)/i)?.[1]
    ?.toLowerCase();
  return Boolean(
    promised &&
    asked.some(
      (x) =>
        isProhibition(x) &&
        plain(x.text)
          .match(/^(?:don't|do not|never) (\w+)/i)?.[1]
          ?.toLowerCase() === promised,
    ),
  );
}

/** The verb a prohibition forbids ("Don't tell Mom." → tell), promised in a sentence of the reply ("We'll tell her."). */
function doesForbidden(x: Sentence, asked: Sentence[]): boolean {
  if (!/^(?:i|we)(?:'ll| will| shall|'m going to| am going to|'re going to| are going to)\b/i.test(plain(x.text))) return false;
  const forbidden = asked.filter(isProhibition).flatMap((p) =>
    p.tokens
      .filter((t) => t.pos === 'VERB')
      .map((t) => t.lemma)
      .slice(0, 1),
  );
  return x.tokens.some((t) => t.pos === 'VERB' && forbidden.includes(t.lemma));
}

const WH_WORDS = new Set(['where', 'who', 'whose', 'why', 'when', 'what', 'which', 'how']);
/** "What do I do?", "How do I get there?", "Where should we go?": asking what to do, which an order answers. */
const ASKS_WHAT_TO_DO =
  /^(what|where|how|when|which \w+) (do|should|can|shall|will|'ll|am|are|must|'s) (i|we|me|us)\b|\b(do|should) (i|we)\b/;

const TELLING = new Set(['tell', 'say', 'explain', 'admit', 'confess', 'talk']);

/** "Where do I sign.", "When do we start?", "How do I get there?": the one asked, asking how to do it. */
const HOW_TO_COMPLY = /^(where|when|how|what time) (do|should|can|shall|will|'ll|am) (i|we) \w+/;

/** Words that name nothing in particular: "a thing", "stuff", "somewhere", "around". */
const VAGUE = new Set([
  'thing',
  'things',
  'stuff',
  'something',
  'somewhere',
  'someone',
  'somebody',
  'around',
  'places',
  'errand',
  'errands',
  'business',
  'out',
  'about',
  'nowhere',
]);

/**
 * A sentence that answers with nothing in particular ("I had a thing.", "A family thing.", "Around."):
 * short, with no number or name, and its last noun or adverb a word that names nothing.
 */
function isVague(s: Sentence): boolean {
  if (s.tokens.length > 6 || s.question || s.tokens.some((t) => t.pos === 'NUM' || t.pos === 'PROPN')) return false;
  const last = s.tokens.findLast((t) => ['NOUN', 'ADV', 'PRON', 'ADP'].includes(t.pos));
  return Boolean(last && VAGUE.has(last.norm));
}
const LIMIT_WORDS = new Set([
  'minute',
  'hour',
  'second',
  'day',
  'night',
  'week',
  'weekend',
  'fortnight',
  'month',
  'more',
  'time',
  'round',
  'go',
  'turn',
  'bite',
  'question',
]);

/**
 * Going along with a request without a yes, in its own words:
 * - thanks ("Thank you, Bev."): the offer taken;
 * - a prohibition already kept ("Don't be late." — "I'm never late for a toast."): a "never" or "not"
 *   with the very word forbidden;
 * - the ask's own verb said back as an order ("Can I go?" — "Go."): leave given;
 * - terms on a yes nobody says: the asker given a part of their own ("You hold the flowers.", "You
 *   drive."), or a limit on leave asked for ("Let me ring the bell." — "Ten minutes."), with no "not"
 *   and no question in the reply — unless the part is the ask handed back ("Move it." — "You move it.").
 *   A limit alone on an order ("Move." — "Two minutes.") puts it off: terms, not a yes.
 */
function goesAlong(reply: Line, asked: Sentence[]): 'grant' | 'condition' | null {
  const ss = reply.sentences;
  if (ss.some((x) => x.question || mainClauseNegated(x) || NO.has(first(x)))) {
    // What is forbidden is the doing or the state ("late"), not what it is about ("the bus").
    const forbidden = asked.filter((x) => x.imperative && x.negative).flatMap((x) => contentLemmas(x).filter((t) => t.pos !== 'NOUN'));
    const kept = ss.some(
      (x) => /\b(never|not)\b/i.test(x.text) && contentLemmas(x).some((t) => forbidden.some((f) => f.lemma === t.lemma)),
    );
    return kept ? 'grant' : null;
  }
  if (/^(thank|thanks|cheers|ta)\b/i.test(reply.text.trim())) return 'grant';
  // "Will you listen?" — "I'm always listening.": asked to do something, the one asked says they do it.
  const askedOfYou = asked.filter((x) => isAskingQuestion(x) && words(x)[1] === 'you');
  const doing = askedOfYou.flatMap((x) => x.tokens.filter((t, i) => i > 1 && t.pos === 'VERB').map((t) => t.lemma));
  if (ss[0]?.tokens[0]?.norm === 'i' && ss[0].tokens.some((t) => t.pos === 'VERB' && doing.includes(t.lemma))) return 'grant';
  // "Tell me." — "...I wear it when I can't sleep.": asked to tell, the speaker tells about themself.
  const toTell = asked.some((x) => x.imperative && x.tokens.some((t) => t.pos === 'VERB' && TELLING.has(t.lemma)));
  // ...what they do or did, not what they must or will do next ("I have to go." leaves).
  const tells =
    ss[0]?.tokens[0]?.norm === 'i' &&
    ss[0].tokens.some((t) => t.pos === 'VERB') &&
    !/\b(have to|need to|got to|must|will|'ll|gonna|going to)\b/i.test(ss[0].text);
  if (toTell && tells) return 'grant';
  const askedVerbs = new Set(asked.flatMap((x) => x.tokens.filter((t) => t.pos === 'VERB').map((t) => t.lemma)));
  const firstPerson = asked.some((x) => /^(can|could|may) (i|we)\b|^let (me|us)\b|^(i|we) want to\b/i.test(x.text));
  if (firstPerson && ss.length === 1 && ss[0]!.imperative && ss[0]!.tokens.some((t) => t.pos === 'VERB' && askedVerbs.has(t.lemma)))
    return 'grant';
  const limit = ss.some(
    (x) =>
      !x.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') &&
      x.tokens[0]?.pos === 'NUM' &&
      x.tokens.length <= 4 &&
      x.tokens.some((t) => LIMIT_WORDS.has(t.lemma)),
  );
  const part = ss.some((x) => {
    const verb = x.tokens[1];
    // A short part ("You drive."), not a deal laid out ("You keep the house, he takes the fields.").
    return (
      x.tokens.length <= 5 &&
      !x.text.includes(',') &&
      x.tokens[0]?.norm === 'you' &&
      verb?.pos === 'VERB' &&
      verb.lemma === verb.norm &&
      !STATIVE.has(verb.lemma) &&
      !askedVerbs.has(verb.lemma)
    );
  });
  if (part || (limit && firstPerson)) return 'grant';
  // "Mom signed for Dad. Three times.": a count after a story of what happened counts the story; it sets no limit.
  return limit && !ss.some(hasPastVerb) ? 'condition' : null;
}

/** A word of answer that takes up a word the question asked about ("You'll write tonight?" — "Tonight."). */
const repeatsQuestion = (s: Sentence, asked: Sentence[]) => {
  const words = s.tokens.filter((t) => /^\p{L}/u.test(t.norm) && !t.stop && t.norm.length > 2);
  const theirs = new Set(asked.flatMap((x) => x.tokens.flatMap((t) => [t.norm, t.lemma])));
  return words.length > 0 && words.some((t) => theirs.has(t.norm) || theirs.has(t.lemma));
};

/** A short reply, one sentence with no "not" and no question, every content word of which is in the terms offered. */
function repeatsTerms(reply: Line, terms: Sentence[]): boolean {
  const [said, ...rest] = reply.sentences;
  if (!said || rest.length || said.question || said.negative || said.tokens.length > 6) return false;
  const theirs = contentOf(terms);
  const own = contentOf([said]);
  return own.size >= 2 && [...own].every((l) => theirs.has(l));
}

/** A short reply with no "not" and no question that repeats a content word of the ask: the asked-for thing, accepted. */
function isTakingUp(reply: Line, asked: Sentence[]): boolean {
  if (reply.text.split(/\s+/).length > 4 || reply.sentences.some((x) => x.question || x.negative)) return false;
  const theirs = contentOf(asked);
  return (
    // A sentence with a verb of its own ("We have a dishwasher.") states something back; it takes nothing up.
    reply.sentences.every((x) => !x.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) &&
    [...contentOf(reply.sentences)].some((l) => theirs.has(l))
  );
}

/**
 * The latest ungranted order from `asker` for a thing ("Give me the name.", "Tell me the code.") that this
 * sentence hands over by naming it ("His name is Marek.", "The code is four-four-seven-one.").
 */
function suppliedOrder(events: SceneEvent[], s: Sentence, asker: string | null, speaker: string): number | undefined {
  // "Luis Ferrer.": a name said alone, after an order to give one, gives it.
  const verbless = !s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const fullName = /^\p{Lu}[\p{Ll}'-]+(?: \p{Lu}[\p{Ll}'-]+){1,2}[.!]*$/u.test(s.text);
  const oneName = s.tokens.length === 1 && s.tokens[0]!.pos === 'PROPN' && !YES.has(s.tokens[0]!.norm) && !NO.has(s.tokens[0]!.norm);
  const named =
    s.text.match(/^(?:(?:his|her|their|my|our|the|its|your) )?([\p{L}-]+) (?:is|was|'s)\s+\S/iu)?.[1]?.toLowerCase() ??
    (verbless && (fullName || oneName) ? 'name' : undefined);
  if (!named || s.question || s.negative) return undefined;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if ((e.kind !== 'request' && e.kind !== 'condition' && e.kind !== 'threat') || e.by !== asker || e.to !== speaker) continue;
    if (events.some((x) => x.respondsTo === i && x.kind === 'grant')) continue;
    const asked = e.line?.sentences.find((x) => x.text === e.text);
    if (!asked?.imperative) continue;
    const verbAt = asked.tokens.findIndex((t) => t.pos === 'VERB');
    const object = asked.tokens.slice(verbAt + 1, verbAt + 5).find((t) => t.pos === 'NOUN');
    if (object && object.lemma === named) return i;
  }
  return undefined;
}

/** The latest order from `asker` still ungranted whose speech `line` takes up in a few verbless words. */
function echoedOrder(events: SceneEvent[], line: Line, asker: string | null): number | undefined {
  // Numbers count here: "Nine o'clock." takes up "at nine".
  const numbers = (ss: Sentence[]) => new Set(ss.flatMap((x) => x.tokens.filter((t) => t.pos === 'NUM').map((t) => t.norm)));
  const said = numbers(line.sentences);
  const verbless =
    line.text.split(/\s+/).length <= 4 &&
    line.sentences.every((x) => !x.question && !x.negative && !x.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX'));
  return earlierOrder(events, line.speaker, asker, undefined, (order) => {
    const theirs = order.line?.sentences ?? [];
    return isTakingUp(line, theirs) || (verbless && [...numbers(theirs)].some((n) => said.has(n)));
  });
}

/**
 * "...I said that.": a short, hesitant reply that takes the point — a concession when its speaker was holding
 * out. "...That's my glove." knows a thing again; it concedes nothing.
 */
const isConcession = (line: Line) =>
  /^(\.\.\.|…)/.test(line.text.trim()) &&
  line.text.split(/\s+/).length <= 6 &&
  !/^(?:\.\.\.|…)\s*(?:that'?s|this is|it'?s|those are|these are) (?:my|your|his|her|our|their|the) [\p{L}'-]+(?: [\p{L}'-]+){0,2}[.!]*$/iu.test(
    plain(line.text.trim()),
  ) &&
  line.sentences.every((x) => !x.question && !x.negative && !x.trailing);

/** "One week.", "Ten minutes. Then bed.": a speech that opens on how long, with no "not" anywhere in it. */
const isTimeGiven = (line: Line) => {
  const [lead] = line.sentences;
  return Boolean(
    lead &&
    lead.tokens[0]?.pos === 'NUM' &&
    lead.tokens.length <= 3 &&
    !lead.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') &&
    lead.tokens.some((t) => LIMIT_WORDS.has(t.lemma) && t.lemma !== 'more') &&
    line.sentences.every((x) => !x.question && !x.negative),
  );
};

/** "drinking" → "drink", "making" → "make", "running" → "run": the base form of a doing, tagged or not. */
export function baseOf(word: string, s: Sentence): string {
  const lower = word.toLowerCase();
  const lemma = s.tokens.find((t) => t.norm === lower)?.lemma ?? lower;
  if (lemma !== lower || !lower.endsWith('ing')) return lemma;
  const stem = lower.slice(0, -3);
  return [stem, `${stem}e`, stem.slice(0, -1)].find((c) => c.length > 1 && readsAsVerb(c)) ?? lower;
}

/** The verb of an order ("Sit down." → sit, "Have you tried drinking it?" → drink), to see it done on the page. */
function orderVerbOf(s: Sentence): string | null {
  const suggested = suggestionIn(s);
  if (suggested) return suggested.verb;
  const head = s.tokens.find((t) => !IMPERATIVE_SKIP.has(t.norm) && !/^\p{Lu}/u.test(t.text));
  return head && head.norm === head.lemma ? head.lemma : null;
}
const IMPERATIVE_SKIP = new Set(['please', 'just', 'now', 'and', 'so', 'then', 'okay', 'ok', 'hey', 'well']);

/** "Sit down." — "Maya sits on the drum stool.": the person told does it, on the page. */
function doneOnPage(order: SceneEvent, action: Sentence[], cast: string[]): boolean {
  const verb = order.line?.sentences.find((x) => x.text === order.text);
  const lemma = verb ? orderVerbOf(verb) : null;
  const doer = cast.find((c) => c === order.to);
  if (!lemma || !doer) return false;
  // "Down." — "Ruby climbs down.": an order to go somewhere is done when the one told moves that way.
  const direction = verb && verb.tokens.length <= 2 && DIRECTIONS.has(lemma);
  return action.some(
    (a) =>
      isNamedIn(a, doer) &&
      a.tokens.some((t, i) =>
        direction
          ? t.norm === lemma && a.tokens[i - 1]?.pos === 'VERB'
          : (t.lemma === lemma && t.pos === 'VERB' && t.norm !== t.lemma) || Boolean(DONE_AS[lemma]?.has(t.lemma)),
      ),
  );
}
/** Doings the page shows in other words: told to drink, "takes a sip"; told to eat, "takes a bite". */
const DONE_AS: Record<string, ReadonlySet<string>> = {
  drink: new Set(['sip', 'gulp', 'swig', 'swallow']),
  eat: new Set(['bite', 'chew', 'taste', 'nibble']),
  try: new Set(['sip', 'bite', 'taste']),
  taste: new Set(['sip', 'bite']),
  sit: new Set(['perch']),
};

const isNamedIn = (s: Sentence, name: string) =>
  name.split(/\s+/).some((part) => part.length > 1 && s.tokens.some((t) => t.text.toUpperCase() === part.replace(/\.$/, '')));

/** A sentence wholly in quotation marks is someone else's words quoted, not an act of the speaker's. */
const isQuotation = (s: Sentence) => /^["“].*["”][.!?]*$/.test(s.text) || reportsSpeech(s.text);

/** An answer that says no to what was asked about ("There is no 'she.'", "It isn't a woman.", "Nobody."). */
export const deniesIt = (x: SceneEvent) =>
  x.kind === 'answer' && Boolean(x.line?.sentences.find((s) => s.text === x.text)?.negative || /^(nobody|nothing|no one)\b/i.test(x.text));

/** Events by which a person holds out against the other. */
export const RESISTING = new Set<EventKind>(['refusal', 'dodge', 'condition', 'threat']);

const contentOf = (ss: Sentence[]) => new Set(ss.flatMap(contentLemmas).map((t: Token) => t.lemma));

const PAST_FORMS = new Set(['was', 'were', 'had', 'did']);
/** A verb in the past ("sold", "was"): something that happened, not a general truth. */
export const isPastVerb = (t: Token) =>
  // Auxiliaries count only in their past forms: "ca" (of "can't") and "'ll" differ from their lemmas too.
  (t.pos === 'AUX' && PAST_FORMS.has(t.norm)) || (t.pos === 'VERB' && t.norm !== t.lemma && !/(ing|s)$/.test(t.norm));

/** "I've got to go" is an obligation now, not something that happened: "got" after "have" is not past. */
export const hasPastVerb = (s: Sentence) =>
  s.tokens.some((t, i) => isPastVerb(t) && !(t.norm === 'got' && ['have', 'has', "'ve", "'s"].includes(s.tokens[i - 1]?.norm ?? '')));

const isOwnDenialEvent = (e: SceneEvent) => {
  const s = e.line?.sentences.find((x) => x.text === e.text);
  return Boolean(s && isOwnDenial(s));
};

/**
 * "It wasn't my fault.", "I didn't tell him anything.": the speaker denies a doing of their own — a
 * negative past about themself (its subject "I" or "we", or "it"/"that" with "my" or "me"). "My nan
 * wasn't in hospital." is about someone else.
 */
export function isOwnDenial(s: Sentence): boolean {
  // "I said no." says no again; it denies nothing the speaker did.
  if (!s.negative || !hasPastVerb(s) || REPORTED_NO.test(plain(s.text))) return false;
  const lead = s.tokens.findIndex((t) => !['and', 'but', 'so', 'no', 'well', 'look', 'okay'].includes(t.norm) && t.pos !== 'PROPN');
  const subject = s.tokens[lead]?.norm ?? '';
  return ['i', 'we'].includes(subject) || (['it', 'that'].includes(subject) && s.tokens.some((t) => ['my', 'me'].includes(t.norm)));
}

/**
 * A statement about something particular — a thing that happened (a past verb), a named person or a
 * number — rather than a general remark ("Sorry is usually a good start."), which is never news.
 */
function isParticular(s: Sentence): boolean {
  // A name said to someone ("I don't know, Ronnie, I'm panicking!") is a term of address, not a fact.
  const vocative = (t: Token) => new RegExp(`(^|, )${t.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|[.!?]*$)`).test(s.text);
  return hasPastVerb(s) || s.tokens.some((t, i) => t.pos === 'NUM' || (t.pos === 'PROPN' && i > 0 && !vocative(t)));
}

/** News: a particular statement that brings two or more things not yet said in the scene, which the listener reacts to. */
function isNews(
  s: Sentence,
  seen: Set<string>,
  reply: Line | null,
  after: SceneItem | undefined,
  confessing = false,
  alone = false,
): boolean {
  // "I fixed it.", "I found him.": a few words of one's own doing can be news (the reply still has to show it).
  const shortest = hasPastVerb(s) && !s.negative && (confessing || s.tokens.some((t) => t.norm === 'i' || t.norm === 'we')) ? 3 : 4;
  // A change in oneself said as it stands ("I'm a vegetarian now.", "We're not coming any more.") is news in one word.
  const ownChange = (subjectOf(s) === 'i' || subjectOf(s) === 'we') && CHANGED_NOW.test(s.text);
  if (s.question || s.imperative || s.tokens.length < shortest || !(isParticular(s) || ownChange)) return false;
  // A fragment carrying on the sentence before ("...you left your phone at home. Page four of your statement.") tells nothing of its own.
  if (!alone && !s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return false;
  const fresh = [...contentOf([s])].filter((l) => !seen.has(l));
  // Something the speaker did ("I left the gate open.", "It wasn't my fault.") is news with one new word.
  const ownDoing = hasPastVerb(s) && s.tokens.some((t) => ['i', 'my', 'me', 'we'].includes(t.norm));
  // So is what happened, told by one who dodged or denied it before ("Nobody." ... "He was going on about
  // Dad."): the truth after a denial is news whatever the reply does.
  const confession = confessing && hasPastVerb(s) && !s.negative;
  // What one did, shown on the page as it is said ("I already paid half." — she slides an envelope across):
  // the thing put in front of the listener is the news, whatever words were said before.
  if (ownDoing && !s.negative && after?.kind === 'action' && SHOWN_ON_PAGE.test(after.text)) return true;
  if (fresh.length < (ownDoing || confession || ownChange ? 1 : 2)) return false;
  if (confession) return true;
  // What both already know is no news: the listener confirms it ("You were on duty." — "I was.", "I know.").
  if (reply && CONFIRMS.test(reply.text.trim())) return false;
  // ...and what the listener did themself ("You left it at my place.", "You told the police…") they know already,
  // unless the reply shows it is news to them after all ("You won?!" — a question or a cry).
  const listenersOwn = subjectOf(s) === 'you' && hasPastVerb(s);
  if (listenersOwn) return Boolean(reply?.sentences[0] && (reply.sentences[0].question || reply.sentences[0].exclamation));
  // A pause written after it ("A long beat.") is the listener taking it in.
  if (after?.kind === 'action' && PAUSE_ON_PAGE.test(after.text)) return true;
  if (!reply) return false;
  const r = reply.sentences[0];
  // The listener reacts: a question, an exclamation, a short reply, or a reply that takes up its words.
  const echoed = [...contentOf(reply.sentences)].some((l) => fresh.includes(l));
  return Boolean(r && (r.question || r.exclamation || reply.text.split(/\s+/).length <= 5 || echoed));
}

/** Words that mark a state as new: "now", "any more", "from now on". */
const CHANGED_NOW = /\b(?:now|any ?more|from now on|these days)\b/i;

/** Replies that take a statement as known: "I know.", "I was.", "That's right.", "Yes.", "So?" */
const CONFIRMS =
  /^((yes|yeah|yep|i know|we know|i was|i did|i do|i am|i have|we were|we did|that'?s (right|true|correct)|right|correct|true)\b[^?]*|(so|and|and so)\?)$/i;

/** The sentence's subject word: the first pronoun or name after any call or conjunction ("Mr. Price, you were…" → "you"). */
function subjectOf(s: Sentence): string {
  const comma = s.text.indexOf(',');
  const words = s.tokens.filter((t) => !['and', 'but', 'so', 'then', 'well', 'oh'].includes(t.norm));
  const afterCall = comma > 0 && comma < 25 && words[0]?.pos === 'PROPN' ? words.filter((t) => s.text.indexOf(t.text) > comma) : words;
  return afterCall[0]?.norm ?? '';
}

const PAUSE_ON_PAGE = /\b(a (long )?beat|a long moment|silence|a pause)\b/i;
/** Something put in front of someone on the page: "slides an envelope across", "holds out the ring", "shows him the photo". */
const SHOWN_ON_PAGE =
  /\b(slides?|hands?|passes|tucks?|places?|puts?|lays?|sets?|holds? (out|up)|shows?|gives?|offers?|pushes|pulls? out|produces?|unfolds?|unwraps?|reveals?|drops?)\b[^.]*\b(a|an|the|his|her|their|its)\b/i;

/** A silence someone holds on the page before a line ("Deb waits. Doesn't fill the silence.", "A long moment."). */
export const HELD_SILENCE = /\b(waits|silence|a (long )?(beat|moment|pause)|says nothing|doesn'?t (answer|speak|fill))\b/i;
/** A line said low ("(quiet)", "(barely audible)"): what comes hardest is said quietest. */
const SAID_LOW = /\b(quiet|quietly|soft|softly|whisper\w*|barely|small|under (her|his|their) breath)\b/i;
/** A cry or a caught breath written on a line ("(a gasp)", "(shouting)"). */
const CRIED = /\b(gasp\w*|cr(y|ies|ying)|shout\w*|yell\w*)\b/i;
const LEADS = new Set(['and', 'but', 'so', 'well', 'okay', 'ok', 'look', 'just']);

/**
 * "(quiet) I don't think I like it anymore.": what the speaker says of themself — "I" and a verb, no
 * question, order or plan — said low or after a silence the page holds. After dodging, it is the
 * admission the dodges kept back. Returns the sentence that admits, or null.
 */
export function quietAdmission(items: SceneItem[], at: number, line: Line): Sentence | null {
  const before = items[at - 1];
  const low = line.directions.some((d) => SAID_LOW.test(d)) || (before?.kind === 'action' && HELD_SILENCE.test(before.text));
  if (!low) return null;
  return (
    line.sentences.find((s) => {
      const lead = s.tokens.find((t) => !LEADS.has(t.norm));
      return (
        (lead?.norm === 'i' || lead?.norm === 'we') &&
        !s.question &&
        !s.imperative &&
        !isFirstPersonFuture(s) &&
        !isQuotation(s) &&
        s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')
      );
    }) ?? null
  );
}

/**
 * "It was Pepper. Our dog." ... "We never had a dog.": a "not" or "never" that takes back what the same
 * speaker said earlier in the scene about the same thing — the truth after a lie, or a trap sprung.
 */
export function takesBack(s: Sentence, line: Line, items: SceneItem[], at: number): boolean {
  if (!mainClauseNegated(s)) return false;
  const things = new Set(
    contentLemmas(s)
      .filter((t) => t.pos === 'NOUN')
      .map((t) => t.lemma),
  );
  return items
    .slice(0, at)
    .some(
      (i) =>
        i.kind === 'speech' &&
        i.line.speaker === line.speaker &&
        i.line.sentences.some((x) => !x.negative && contentLemmas(x).some((t) => t.pos === 'NOUN' && things.has(t.lemma))),
    );
}

/**
 * A line the page frames on both sides — a silence held before it ("She looks at him for a long moment")
 * or a low voice ("(softly)"), and someone stopped by it after ("Claire puts down the tape.") — lands,
 * however plain its words ("Walter. You've got your good shirt on."): the page says it changes something.
 */
function framedByPage(items: SceneItem[], at: number, line: Line, cast: string[]): boolean {
  const before = items[at - 1];
  const held = (before?.kind === 'action' && HELD_SILENCE.test(before.text)) || line.directions.some((d) => SAID_LOW.test(d));
  return held && stopsListener(items[at + 1], line.speaker, cast);
}

/**
 * "No. Nothing." ... "(a gasp) There! Off the left.": the answer of one who said there was nothing,
 * turned round with a cry — the thing waited for has come. Returns the sentence that cries it, or null.
 */
function answerReversed(line: Line, earlier: SceneEvent[], to: string | null): Sentence | null {
  const saidNothing = earlier.some(
    (e) =>
      e.by === line.speaker &&
      e.to === to &&
      (e.kind === 'answer' || e.kind === 'dodge' || e.kind === 'refusal') &&
      /^(no|nothing|nope|not yet)\b/i.test(e.line?.text.trim() ?? ''),
  );
  if (!saidNothing || line.sentences.some((s) => s.negative || s.question)) return null;
  return line.sentences.find((s) => s.exclamation) ?? (line.directions.some((d) => CRIED.test(d)) ? line.sentences[0]! : null);
}

/** An action line showing a listener stopped by what was said ("Hannah goes still."). */
export const STOPPED =
  /\b(goes still|freezes|stops|stares|goes quiet|falls silent|looks up|sits down|sits, suddenly|can'?t speak|(drops|puts down|sets down|closes|shuts) (the|her|his|their) \w+|(puts|sets) (the|her|his|their) \w+ down|for the first time|looks (afraid|scared|frightened|shaken)|goes (pale|white)|flinches|grips|clutches|(holds|hugs|squeezes) [\w' ]{1,20}? tighter|has nothing (for|to say)|(has|finds) no (answer|reply)|can'?t answer|doesn'?t answer)\b/i;

/** Words with which the page itself says that something has changed ("For the first time, she looks afraid."). */
export const CHANGE_MARKED = /\b(for the first time|something (shifts|changes|breaks)|everything changes)\b/i;

/** Directions that show someone stop holding out ("(sighs)", "(softening)"). */
export const RELENTS = /\b(sighs?|softening|softens|relent(s|ing)?|gives in|giving in|cav(es|ing)|defeated)\b/i;

/**
 * True when an action line shows someone in the scene, other than the speaker, stopped by the line:
 * the stop must belong to a person ("Hannah goes still.", "She stops."), not to a thing ("A puppy looks up.").
 */
export function stopsListener(action: SceneItem | undefined, speaker: string, cast: string[]): boolean {
  if (action?.kind !== 'action') return false;
  const everyStop = new RegExp(STOPPED.source, 'gi');
  return action.text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).some((sentence) =>
    // Each stop in the sentence has its own subject: "For the first time, she looks afraid." is about "she".
    [...sentence.matchAll(everyStop)].some((m) => {
      const subject = sentence.slice(0, m.index);
      const person = cast.some(
        (c) =>
          c !== speaker &&
          c.split(/\s+/).some((p) => p.length > 2 && new RegExp(`\\b${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(subject)),
      );
      return person || /^(\w+\. )?(he|she|they)\b/i.test(subject.trim()) || /(^|, )(he|she|they)$/i.test(subject.trim());
    }),
  );
}

/**
 * "goes.", "leaves the kitchen.", "walks out": gone from the scene. "goes to the door" is still in the room,
 * and "leaves the key on the table" leaves a thing, not the room.
 */
const LEAVING =
  '(?:goes|leaves|exits|walks out|is gone)\\b(?!\\s+(?:to|toward|towards|over|across|round|around)\\b|\\s+(?:a|an|it|them|his|her|their|the \\w+ (?:on|in|by|beside|behind|at|with))\\b)';
const leaves = (action: string, name: string) =>
  name
    .split(/\s+/)
    .filter((p) => p.length > 2)
    .some((p) => new RegExp(`\\b${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b[^.]*\\b${LEAVING}`, 'i').test(action));

const CALLED = (terms: string) => new RegExp(`(^|[.!?]\\s+)(${terms})[,.!?]|,\\s*(${terms})[.!?]`, 'i');
const FEMALE_CALL = CALLED("mum|mom|mummy|mommy|ma|ma'am|madam|grandma|gran|granny|nan|nana|nanna|auntie|aunt");
const MALE_CALL = CALLED('dad|daddy|papa|pop|grandpa|grandad|sir|uncle');
const ADDRESS_TITLES =
  '(?:uncle|aunt|auntie|mr\\.?|mrs\\.?|ms\\.?|miss|dr\\.?|doctor|grandma|grandpa|nana|cousin|coach|officer|sister|brother|father)';

/** Who a speech is said to: a partner it names, else the last other speaker, else the next. */
export function addresseeOf(
  items: SceneItem[],
  at: number,
  speakers: string[],
  pronounOf: (name: string) => 'he' | 'she' | 'they' = () => 'they',
): string | null {
  const line = (items[at] as { kind: 'speech'; line: Line }).line;
  const others = speakers.filter((s) => s !== line.speaker);
  // "(to Sampson)", "(turning to Bell, quietly)": the page says who is spoken to — the first such direction, which
  // opens the speech as often as not.
  const directed = line.directions
    .map((d) => /^\W*(?:to|turning to|turns to|turning back to)\s+([\p{L}'.-]+(?:\s[\p{L}'.-]+)?)/iu.exec(d)?.[1])
    .find(Boolean);
  const toNamed = directed
    ? others.find((o) =>
        o.split(/\s+/).some((part) => directed.split(/\s+/).some((w) => w.replace(/\.$/, '').toLowerCase() === part.toLowerCase())),
      )
    : undefined;
  if (toNamed) return toNamed;
  // Only a name used to address someone ("Tess, wait." / "…, Doctor.") says who is spoken to; a mention does not.
  // A title before the name says it too ("Uncle Arthur, she buried him this morning.").
  const named = others.find((o) =>
    o
      .split(/\s+/)
      .some(
        (part) => part.length > 2 && new RegExp(`(^|[.!?]\\s+)(${ADDRESS_TITLES} )?${part}[,.!?]|,\\s*${part}[.!?]`, 'i').test(line.text),
      ),
  );
  if (named) return named;
  const spokenOf = aboutTheLastSpeaker(items, at, line, others.length);
  if (spokenOf) return spokenOf;
  // "Mum, sit down." is said to a woman and "Yes, sir." to a man: someone the page calls the other sex is not spoken to.
  const sex = FEMALE_CALL.test(line.text) ? 'she' : MALE_CALL.test(line.text) ? 'he' : null;
  const fits = (o: string) => !sex || pronounOf(o) !== (sex === 'she' ? 'he' : 'she');
  // One person the page calls by that sex is the one: "Mum" in a room of a son, his mother and an uncle.
  const only = sex ? others.filter((o) => pronounOf(o) === sex) : [];
  if (only.length === 1) return only[0]!;
  // A line said to the camera ("Owen turns to the camera.", "(to camera)") is said to nobody in the scene.
  const before = items[at - 1];
  if ((before?.kind === 'action' && TO_CAMERA.test(before.text)) || line.directions.some((d) => TO_CAMERA.test(d))) return null;
  // ...and so is one said down a phone or a radio to someone who is not here ("A phone receiver lifted. Dialling." —
  // "Agnes? Barnaby, lost property."): marked "(into phone)", or opening on a call to a name nobody in the scene has.
  if (line.directions.some((d) => INTO_PHONE.test(d))) return null;
  const called = /^\W*(\p{Lu}[\p{L}'-]+)\?/u.exec(line.text)?.[1];
  if (
    before &&
    before.kind !== 'speech' &&
    PHONE.test(before.text) &&
    called &&
    !speakers.some((s) => s.split(/\s+/).some((part) => part.toLowerCase() === called.toLowerCase()))
  )
    return null;
  // Someone the page has sent out ("Mrs. Quill goes.", "She leaves." after her line) is no longer spoken to.
  const gone = new Set<string>();
  let passedGone = false;
  for (let i = at - 1; i >= 0; i--) {
    const it = items[i]!;
    if (it.kind === 'action') for (const o of others) if (leaves(it.text, o) || leavesAfterLine(items, i, o, pronounOf)) gone.add(o);
    if (it.kind === 'speech' && it.line.speaker !== line.speaker && gone.has(it.line.speaker)) passedGone = true;
    // Past someone who has left, the line goes back only to someone the speaker has talked with: not to a nurse
    // who put her head in to call the doctor away ("She goes. Ruby whispers to the giraffe.").
    if (
      it.kind === 'speech' &&
      it.line.speaker !== line.speaker &&
      !gone.has(it.line.speaker) &&
      fits(it.line.speaker) &&
      (!passedGone || talkedWith(items, line.speaker, it.line.speaker))
    )
      return it.line.speaker;
  }
  for (let i = at + 1; i < items.length; i++) {
    const it = items[i]!;
    if (it.kind === 'speech' && it.line.speaker !== line.speaker && fits(it.line.speaker)) return it.line.speaker;
  }
  // After someone has left, a line that reaches nobody above is said to nobody here.
  return gone.size ? null : (others[0] ?? null);
}

/** Two people have talked when a speech of one comes straight before or after a speech of the other. */
function talkedWith(items: SceneItem[], a: string, b: string): boolean {
  const speeches = items.flatMap((i) => (i.kind === 'speech' ? [i.line.speaker] : []));
  return speeches.some((sp, k) => sp === b && (speeches[k - 1] === a || speeches[k + 1] === a));
}

const TO_CAMERA = /\b(to|into|at) (the )?(camera|lens|audience)\b/i;
/** Said down the line: "(into phone)", "(on the radio)". */
const INTO_PHONE = /\b(?:into|on|down) (?:the |his |her |their )?(?:phone|radio|receiver|intercom|walkie|headset)\b/i;
/** A phone or radio taken up on the page: "A phone receiver lifted. Dialling.", "She picks up the phone." */
const PHONE = /\b(?:phone|receiver|dial(?:s|ling|ing)?|radio|handset|intercom)\b/i;

/** "She leaves." straight after her line: a pronoun that fits the one who just spoke sends them out. */
function leavesAfterLine(items: SceneItem[], at: number, name: string, pronounOf: (name: string) => 'he' | 'she' | 'they'): boolean {
  const action = items[at];
  const last = items[at - 1];
  if (action?.kind !== 'action' || last?.kind !== 'speech' || last.line.speaker !== name) return false;
  const m = action.text.match(new RegExp(`^(he|she|they) ${LEAVING}`, 'i'));
  const said = pronounOf(name);
  return Boolean(m && (said === 'they' || said === m[1]!.toLowerCase()));
}

/**
 * "Objection. She's badgering the witness.": among three or more people, a line that speaks of someone as
 * "he" or "she" and says "you" to nobody, after a line that asked nothing, is said to whoever answers it,
 * not to the one who spoke last ("Where's Mom?" — "She's upstairs." is still said to the one who asked).
 */
function aboutTheLastSpeaker(items: SceneItem[], at: number, line: Line, others: number): string | null {
  if (others < 2) return null;
  const ss = line.sentences;
  if (ss.some((x) => x.tokens.some((t) => ['you', 'your', "you're", 'yours'].includes(t.norm)) || x.question)) return null;
  if (!ss.some((x) => ['he', 'she'].includes(x.tokens[0]?.norm ?? ''))) return null;
  const before = items.slice(0, at).findLast((i): i is { kind: 'speech'; line: Line } => i.kind === 'speech');
  const after = items.slice(at + 1).find((i): i is { kind: 'speech'; line: Line } => i.kind === 'speech');
  if (!before || !after || before.line.sentences.some((x) => x.question)) return null;
  return after.line.speaker !== before.line.speaker && after.line.speaker !== line.speaker ? after.line.speaker : null;
}

function nextReply(items: SceneItem[], at: number, speaker: string): { line: Line; at: number } | null {
  for (let i = at + 1; i < items.length; i++) {
    const it = items[i]!;
    if (it.kind === 'speech') return it.line.speaker === speaker ? null : { line: it.line, at: i };
  }
  return null;
}

function pageEvents(at: number, sentences: Sentence[], cast: string[]): SceneEvent[] {
  const out: SceneEvent[] = [];
  for (const s of sentences) {
    const who = cast.find((c) => c.split(/\s+/).some((part) => part.length > 1 && s.tokens.some((t) => t.text.toUpperCase() === part)));
    if (!who) continue;
    const lemmas = new Set(s.tokens.filter((t) => t.pos === 'VERB').map((t) => t.lemma));
    const other = cast.find(
      (c) => c !== who && c.split(/\s+/).some((part) => part.length > 1 && s.tokens.some((t) => t.text.toUpperCase() === part)),
    );
    const touchAt = s.tokens.findIndex((t) => t.pos === 'VERB' && TOUCH_LEMMAS.has(t.lemma));
    // Touch needs a body touched: a body part ("reaches for her arm", "into Noah's hand") or a person
    // as the verb's own object ("hugs him", "grabs Noah") — holding a door *for* him is not touch.
    const object = s.tokens.slice(touchAt + 1, touchAt + 6);
    const bodyAt = object.findIndex((t) => BODY.has(t.lemma));
    const personObject = ['him', 'her', 'them'].includes(object[0]?.norm ?? '') || (other !== undefined && isNamed(object[0], other));
    const touched = touchAt < 0 || (bodyAt < 0 && !personObject) ? undefined : (other ?? null);
    // The tagger may read a verb of moving as a plural noun ("The LIBRARIAN sweeps in"): "in" straight after says.
    const movesIn = s.tokens.some(
      (t, k) => ENTRANCE_LEMMAS.has(t.lemma) && t.pos === 'NOUN' && /^(in|into|through)$/.test(s.tokens[k + 1]?.norm ?? ''),
    );
    if (
      ([...lemmas].some((l) => ENTRANCE_LEMMAS.has(l)) || movesIn) &&
      s.tokens.some((t) => ['in', 'through', 'into', 'arrives', 'enters'].includes(t.norm))
    )
      out.push({ kind: 'entrance', by: who, to: null, at, line: null, text: s.text });
    else if (touchAt >= 0 && touched !== undefined) out.push({ kind: 'touch', by: who, to: touched, at, line: null, text: s.text });
    else if (
      // "Walks out.", "heads off past him", "leaves": the way out said with the verb of going — not "crosses to the
      // recycling … and pulls out the deli bag", where the "out" is another verb's.
      s.tokens.some(
        (t, k) =>
          ['exits', 'leaves'].includes(t.norm) ||
          (EXIT_LEMMAS.has(t.lemma) && s.tokens.slice(k + 1, k + 4).some((x) => ['out', 'off', 'away', 'past', 'door'].includes(x.norm))),
      )
    )
      out.push({ kind: 'exit', by: who, to: null, at, line: null, text: s.text });
  }
  return out;
}

/** Verbs of handing something over ("holds it out", "hands him the keys", "slides a ticket under the glass"). */
const HANDING = new Set(['hand', 'give', 'pass', 'slide', 'toss', 'return', 'offer', 'surrender']);
/** "(tossing him the keys)", "(hands her the envelope)": a direction that gives something to the other. */
const HANDS_OVER =
  /\b(?:hand(?:s|ing)?|toss(?:es|ing)?|throw(?:s|ing)?|pass(?:es|ing)?|giv(?:es|ing)|slid(?:es|ing)|slip(?:s|ping)?)\s+(?:him|her|them)\s+(?:the|a|an|his|her|their|my|some)\b/i;

/** Verbs by which someone puts a thing in front of another: what they want something done with. */
const PUTTING = new Set([...HANDING, 'lay', 'put', 'set', 'place', 'push', 'spread', 'unfold', 'open', 'produce', 'show', 'hold']);

/**
 * The things `by` has put in front of the others on the page before `at` ("He lays the folder open on the
 * counter. A loan form."): the nouns of that action and of a verbless sentence after it that names the thing.
 */
function putForward(
  items: SceneItem[],
  at: number,
  actionSentences: Map<number, Sentence[]>,
  by: string,
  pronounOf?: (name: string) => 'he' | 'she' | 'they',
): Set<string> {
  const things = new Set<string>();
  let last: string | null = null;
  for (let i = 0; i < at; i++) {
    const item = items[i]!;
    if (item.kind === 'speech') last = item.line.speaker;
    if (item.kind !== 'action') continue;
    const sentences = actionSentences.get(i) ?? [];
    sentences.forEach((x, k) => {
      // Named, or "he"/"she" for them: straight after their own line, or the page's word for them.
      const pronoun = x.text.match(/^(he|she|they)\b/i)?.[1]?.toLowerCase();
      const theirs = isNamedIn(x, by) || (pronoun !== undefined && (last === by || pronounOf?.(by) === pronoun));
      if (!theirs || !x.tokens.some((t) => t.pos === 'VERB' && PUTTING.has(t.lemma))) return;
      const nouns = (y: Sentence) => y.tokens.filter((t) => t.pos === 'NOUN').map((t) => t.lemma);
      for (const n of nouns(x)) things.add(n);
      const next = sentences[k + 1];
      if (next && !next.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) for (const n of nouns(next)) things.add(n);
    });
  }
  return things;
}

/**
 * An action in which someone hands over what another asked of them: the one named first gives ("holds
 * it out", "hands it over", "gives her the ring"), and the latest ask made of them that was never granted
 * is a request for a thing — the thing handed is "it"/"them" or a word of the asker's.
 */
function handedOver(sentences: Sentence[], cast: string[], events: SceneEvent[]): { by: string; ask: number; text: string } | null {
  for (const s of sentences) {
    const by = cast.find((c) => isNamedIn(s, c));
    if (!by || s.question) continue;
    const at = s.tokens.findIndex(
      (t, i) =>
        t.pos === 'VERB' &&
        t.norm !== t.lemma &&
        (HANDING.has(t.lemma) || (t.lemma === 'hold' && s.tokens.slice(i + 1, i + 4).some((x) => x.norm === 'out'))),
    );
    if (at < 0) continue;
    const thing = s.tokens.slice(at + 1, at + 6).find((t) => t.pos === 'NOUN' || ['it', 'them'].includes(t.norm));
    if (!thing) continue;
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i]!;
      if (e.kind !== 'request' || e.to !== by || !e.line || e.by === by) continue;
      if (events.some((x) => x.respondsTo === i && x.kind === 'grant')) break;
      const askerWords = new Set(
        events
          .filter((x) => x.by === e.by && x.line && x.at <= e.at + 6)
          .flatMap((x) => contentLemmas(x.line!.sentences[0]!).map((t) => t.lemma)),
      );
      for (const x of e.line.sentences) for (const t of contentLemmas(x)) askerWords.add(t.lemma);
      if (['it', 'them'].includes(thing.norm) || askerWords.has(thing.lemma)) return { by, ask: i, text: s.text };
      break;
    }
  }
  return null;
}

/**
 * The latest order `asker` gave `speaker` that was never granted, whose verb passes `verb` (any, when
 * not given): an index into the events.
 */
function earlierOrder(
  events: SceneEvent[],
  speaker: string,
  asker: string | null,
  verb?: (lemma: string) => boolean,
  fits: (order: SceneEvent) => boolean = () => true,
): number | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind !== 'request' || e.by !== asker || e.to !== speaker) continue;
    if (events.some((x) => x.respondsTo === i && x.kind === 'grant')) return undefined;
    const s = e.line?.sentences.find((x) => x.text === e.text);
    const lemma = s ? orderVerbOf(s) : null;
    if ((!verb || (lemma && verb(lemma))) && fits(e)) return i;
  }
  return undefined;
}

/** A yes cried out, and nothing more ("Yes!", "YES!", "Yay!", "Thank you!"): joy at a yes, not a yes of one's own. */
function isCry(line: Line): boolean {
  const words = line.text
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .trim()
    .split(/\s+/);
  return /!/.test(line.text) && words.length <= 2 && words.every((w) => YES.has(w) || CRIES.has(w));
}
const CRIES = new Set(['yay', 'yess', 'yesss', 'woo', 'woohoo', 'thank', 'thanks', 'you']);

/** "And you don't tell Dad.": a term of a yes, the thing the asker must not do. */
const TERMS_NOT = /^(?:and |but )?you (?:don't|do not|won't|will not|never)\b/i;

/**
 * The asker taking the terms the other just named: a cry of yes, or a promise that keeps them ("Helmet. And you
 * don't talk to me in front of anyone." — "I won't even look at you.").
 */
function takesTerms(line: Line, terms: Line): boolean {
  if (isCry(line)) return true;
  // Terms are a list of them ("Helmet. Knee pads. …") or a thing the asker must not do; one order alone
  // ("Go inside.") sends the asker away.
  const named = terms.sentences.length >= 2 && terms.sentences.some((s) => TERMS_NOT.test(plain(s.text)));
  return named && /^(?:i won't|i will not|i'll|i will|i promise|i swear|deal)\b/i.test((line.sentences[0]?.text ?? '').replace(/’/g, "'"));
}

/** The events of one scene, in order, with each response tied to the event it answers. */
export function eventsOf(
  items: SceneItem[],
  speakers: string[],
  cast: string[],
  actionSentences: Map<number, Sentence[]>,
  pronounOf?: (name: string) => 'he' | 'she' | 'they',
): SceneEvent[] {
  const events: SceneEvent[] = [];
  const seen = new Set<string>();
  // ...and a name the page writes with its capital mid-sentence that could pass for a verb ("Dolly escaped twice." — the hen
  // "Dolly." said alone calls her; it orders nobody to dolly).
  const verbLikeNames = items
    .flatMap((i) => [...(i.kind === 'speech' ? i.line.text : i.text).matchAll(/(?<![.!?…"“(]\s*|^)\b(\p{Lu}\p{Ll}{2,})\b/gu)])
    .map((m) => m[1]!.toLowerCase())
    .filter(readsAsVerb);
  const castNames = new Set([...cast.flatMap((c) => c.toLowerCase().split(/\s+/)).filter((n) => n.length > 2), ...verbLikeNames]);
  // speaker → their last open ask; `clarified`: the listener asked what was meant ("I'm sorry?"), so the asker's next
  // words answer it themselves.
  const pending = new Map<string, { at: number; replies: number; clarified?: boolean }>();
  items.forEach((item, at) => {
    if (item.kind !== 'speech') {
      if (item.kind !== 'action') return;
      const sentences = actionSentences.get(at) ?? [];
      events.push(...pageEvents(at, sentences, cast));
      // An order carried out on the page is granted, even without a word.
      for (const [asker, open] of pending) {
        const order = events[open.at]!;
        if (order.kind === 'request' && doneOnPage(order, sentences, cast)) {
          events.push({ kind: 'grant', by: order.to!, to: asker, at, line: null, text: item.text, respondsTo: open.at });
          pending.delete(asker);
        }
      }
      // ...and so is one refused a moment ago and done anyway ("That's not how keys work." — he takes a sip).
      const refused = events.findLastIndex(
        (e, i) =>
          e.kind === 'request' &&
          at - e.at <= 6 &&
          events.some((x) => x.respondsTo === i && x.kind === 'refusal') &&
          !events.some((x) => x.respondsTo === i && x.kind === 'grant'),
      );
      if (refused >= 0 && doneOnPage(events[refused]!, sentences, cast)) {
        const order = events[refused]!;
        events.push({ kind: 'grant', by: order.to!, to: order.by, at, line: null, text: item.text, respondsTo: refused });
      }
      // "Marisol unbuckles the watch and holds it out.": what was asked of someone, handed over on the page, is given.
      const handed = handedOver(sentences, cast, events);
      if (handed && !events.some((e) => e.kind === 'grant' && e.respondsTo === handed.ask)) {
        events.push({
          kind: 'grant',
          by: handed.by,
          to: events[handed.ask]!.by,
          at,
          line: null,
          text: handed.text,
          respondsTo: handed.ask,
        });
        pending.delete(events[handed.ask]!.by);
      }
      return;
    }
    const line = item.line;
    const to = addresseeOf(items, at, speakers, pronounOf);
    // A reply to the other person's open ask comes first: it is what the line does before anything else.
    // "Do you know what a wig like this weighs?" — "I'm sorry?" — "Two pounds.": the asker answers their own
    // question once asked what was meant; nothing said after it puts the question off.
    if (pending.get(line.speaker)?.clarified) pending.delete(line.speaker);
    const open = to ? pending.get(to) : undefined;
    const askIndex = open?.at;
    let conceded = false;
    // Holding out ends with giving in: after a grant, only a new no holds out again.
    const lastGrant = events.findLastIndex((e) => e.by === line.speaker && e.to === to && e.kind === 'grant');
    const heldOut = events.some((e, i) => i > lastGrant && e.by === line.speaker && e.to === to && RESISTING.has(e.kind));
    // The truth told after a dodge or a denial ("Nobody." ... "He was going on about Dad.") confesses; it does not argue.
    // ...when the listener is the one pressing: the truth comes out of someone on the defensive.
    const asks = (by: string | null) => events.filter((e) => e.by === by && (e.kind === 'request' || e.kind === 'question')).length;
    const dodgedBefore =
      asks(to) > asks(line.speaker) &&
      events.some((e) => e.by === line.speaker && e.to === to && (e.kind === 'dodge' || isOwnDenialEvent(e)));
    // "Hat on properly. And you don't tell Auntie Jo." — "Yes!": one who held out sets terms, and the asker's cry of
    // yes shows the terms were the yes. The grant is the terms'; the cry grants nothing.
    const prior = items.findLastIndex((i, k) => k < at && i.kind === 'speech');
    const prev = prior >= 0 ? (items[prior] as { kind: 'speech'; line: Line }).line : null;
    const yielded =
      prev && to === prev.speaker && takesTerms(line, prev) && !events.some((e) => e.line === prev && e.kind === 'grant')
        ? earlierOrder(events, prev.speaker, line.speaker)
        : undefined;
    const theyHeldOut = events.some((e) => e.by === to && e.to === line.speaker && RESISTING.has(e.kind));
    if (prev && to && yielded !== undefined && theyHeldOut) {
      // The yes is quoted by its terms: the thing the asker must not do, when there is one.
      const said = prev.sentences.find((x) => TERMS_NOT.test(plain(x.text))) ?? prev.sentences[0];
      events.push({
        kind: 'grant',
        by: to,
        to: line.speaker,
        at: prior,
        line: prev,
        text: said?.text ?? prev.text,
        respondsTo: yielded,
      });
      pending.delete(to);
      return;
    }
    if (open !== undefined && askIndex !== undefined) {
      const ask = events[askIndex]!;
      const adjacent = items.findLastIndex((i, k) => k < at && i.kind === 'speech') === ask.at;
      const answered = ask.to === line.speaker ? responseTo(ask.kind, line, heldOut, ask.line?.sentences ?? [], adjacent) : null;
      if (ask.kind === 'question' && ask.to === line.speaker && line.sentences[0]?.question && CLARIFY.test(line.text.trim()))
        open.clarified = true;
      // "Have you tried the shed?" — "Move.": a lone verb answers no yes-or-no question; it is an order of its own.
      const lone = line.sentences[0]?.tokens;
      const ordersInstead =
        answered === 'answer' &&
        isYesNoQuestion(ask) &&
        lone?.length === 1 &&
        !YES.has(lone[0]!.norm) &&
        !NO.has(lone[0]!.norm) &&
        readsAsVerb(lone[0]!.norm);
      // "Who is she?" — "Celeste, I'm asking you to marry me.": a question met by pressing one's own earlier ask,
      // nothing of the question taken up, is put off, not answered.
      const pressesOwnInstead = answered === 'answer' && ask.kind === 'question' && pressesOwnAsk(events, line, ask);
      // A line that hands over what was asked earlier ("His name is Marek.") is no argument against the latest ask.
      const hands = answered === 'objection' && line.sentences.some((x) => suppliedOrder(events, x, ask.by, line.speaker) !== undefined);
      // "Thank you." takes what it is given; it argues against nothing.
      const thanks = answered === 'objection' && GOT_IT.test(plain(line.text));
      const response = thanks
        ? null
        : pressesOwnInstead
          ? 'dodge'
          : (answered === 'objection' && dodgedBefore && line.sentences.some(hasPastVerb)) || ordersInstead || hands
            ? null
            : answered;
      if (response)
        events.push({
          kind: response === 'objection' ? 'refusal' : response,
          by: line.speaker,
          to: ask.by,
          at,
          line,
          // The sentence that answers, past an apology before it ("I'm sorry, bud. I can't.").
          text: answerOf(line, ask.kind)?.text ?? line.text,
          respondsTo: askIndex,
          ...(response === 'objection' ? { argued: true } : {}),
        });
      conceded = response === 'grant';
      // A question back ("Is she awake?") leaves the ask open: the next answer still answers it. An
      // argued order stays open for two more replies, so the refusal that follows still answers it.
      // Terms stay open as long, whatever is said back first: they are taken up a line or two later ("You'll say a
      // hundred words." — "I won't." — "First time it goes cloudy.").
      const argued =
        response === 'objection' ||
        (ask.kind === 'condition' && response !== 'grant') ||
        (!response && ask.kind === 'request' && !line.sentences.at(-1)?.question);
      if (argued && open.replies < 2) open.replies++;
      else if (response || !line.sentences.at(-1)?.question) pending.delete(to!);
    }
    // "(TOSSING HIM THE KEYS) No goats.": a thing handed over in the speaker's own direction, to one whose ask
    // still stands, gives what was asked.
    if (!conceded && to && line.directions.some((d) => HANDS_OVER.test(d))) {
      const asked = events.findLastIndex(
        (e, i) =>
          e.kind === 'request' &&
          e.by === to &&
          e.to === line.speaker &&
          at - e.at <= 14 &&
          !events.some((x) => x.respondsTo === i && x.kind === 'grant'),
      );
      if (asked >= 0) {
        events.push({ kind: 'grant', by: line.speaker, to, at, line, text: line.sentences[0]?.text ?? line.text, respondsTo: asked });
        conceded = true;
      }
    }
    // Someone who held out and now takes the point, hesitantly ("...I said that."), gives in; so does
    // one who relents ("(sighs) Friday.") after closing the ask with a no — while the ask is still
    // open, the yes that follows is the grant.
    const relents = open === undefined && line.directions.some((d) => RELENTS.test(d));
    // "One week. Till we find his owner.": one who held out, naming how long, with no "not" in it, gives in on terms.
    const onTerms = open === undefined && isTimeGiven(line);
    if (!conceded && heldOut && (isConcession(line) || relents || onTerms)) {
      // Terms name what they give in on; a hesitant yes may answer any of the asks held out against.
      const asked = onTerms && !isConcession(line) && !relents ? earlierOrder(events, line.speaker, to) : undefined;
      events.push({
        kind: 'grant',
        by: line.speaker,
        to,
        at,
        line,
        text: line.sentences[0]?.text ?? line.text,
        ...(asked !== undefined ? { respondsTo: asked } : {}),
      });
      conceded = true;
    }
    // "(off, coming on)" / "(entering)": an arrival written into the speech.
    if (line.directions.some((d) => /\b(enter|entering|coming on|comes in|arriv)/i.test(d)))
      events.push({ kind: 'entrance', by: line.speaker, to: null, at, line, text: line.directions.join(' ') });
    const reply = nextReply(items, at, line.speaker);
    const after = items[at + 1];
    // The others' last few speeches: what a verbless line may be taking up from them.
    const othersLately = items
      .slice(0, at)
      .flatMap((i) => (i.kind === 'speech' && i.line.speaker !== line.speaker ? [i.line] : []))
      .slice(-3);
    const recent = new Set(
      // ...names of places and things among them ("…into the river at Henley." — "Henley."), which the tagger keeps apart.
      othersLately.flatMap((l) => [
        ...contentOf(l.sentences),
        ...l.sentences.flatMap((x) => x.tokens.filter((t) => t.pos === 'PROPN').map((t) => t.norm)),
      ]),
    );
    const amountAsked = othersLately.some((l) =>
      l.sentences.some((x) => (x.question && HOW_MUCH.test(plain(x.text))) || AMOUNT.test(plain(x.text))),
    );
    let lastActs: EventKind[] = [];
    // The truth that dodges kept back, said low; a line the page frames; an answer turned round with a cry.
    // ...not a reply that leaves the partner's ask open ("Just tell me." — "...I'm so cold I can't think." still dodges).
    const dodged = events.some((e) => e.by === line.speaker && e.kind === 'dodge') && open === undefined;
    const low = quietAdmission(items, at, line);
    const admission = low && (dodged || takesBack(low, line, items, at)) ? low : null;
    const framed = framedByPage(items, at, line, cast) ? line.sentences.at(-1) : undefined;
    const reversed = answerReversed(line, events, to);
    const landsAnyway = (s: Sentence) => s === admission || s === framed || s === reversed;
    line.sentences.forEach((s, index) => {
      const context: AskContext = {
        lead: line.sentences.slice(0, index).every((x) => isCall(x, castNames)),
        // One holding out against the listener ("Nobody. Football." — "Five-a-side.") is still answering.
        // ...and so is one finishing what the other broke off ("Your..." — "His ashes.").
        answering: open !== undefined || heldOut || Boolean(prev && prev.speaker !== line.speaker && prev.sentences.at(-1)?.trailing),
        yesNoOpen: open !== undefined && isYesNoQuestion(events[open.at]!),
        amountAsked,
        recent,
        names: castNames,
        afterOrder: index > 0 && lastActs.includes('request'),
        before: line.sentences.slice(0, index),
        promisedBefore: promisedNot(items, at),
      };
      // "Listen to me." or "Look at me." asks for attention, not for the thing wanted: it is a call.
      const attention = isAttention(s, castNames);
      // "Will you come? Friday?", "Will you call me? If anything changes?": a fragment after an ask carries it on.
      const carriesOn =
        index > 0 &&
        s.question &&
        lastActs.some((k) => k === 'request' || k === 'question') &&
        (!s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || /^(if|when|unless|before|after|by|on|at)\b/i.test(s.text));
      const acts: EventKind[] =
        index === 0 && callsBluff(s, items, at)
          ? ['refusal']
          : isQuotation(s) || attention || carriesOn || (index === 0 && echoesLastWord(s, items, at)) || repeatsTheirs(s, items, at)
            ? []
            : actsOf(s, index, line.sentences.length === 1, context);
      lastActs = acts;
      // An earlier order taken up now, in the speaker's own words: "Call him." — "I'll call him." — or
      // handed back by one who held out: "The house." — "Sell it, then."
      const takenUp = acts.includes('decision')
        ? earlierOrder(events, line.speaker, to, (lemma) => s.tokens.some((t) => t.lemma === lemma))
        : undefined;
      // ...unless the order forbade it: "Don't tell Mom." — "We'll tell her together." breaks it.
      const breaks =
        takenUp !== undefined &&
        Boolean(events[takenUp]!.line?.sentences.some((x) => x.text === events[takenUp]!.text && isProhibition(x)));
      const handedBack =
        acts.includes('request') && heldOut && /,\s*then[.!]*$/i.test(s.text) ? earlierOrder(events, line.speaker, to) : undefined;
      // Asking how to do what was ordered earlier ("Then sign it." ... "Where do I sign?") has said yes to it.
      const complies =
        s.question && HOW_TO_COMPLY.test(words(s).join(' '))
          ? earlierOrder(events, line.speaker, to, (lemma) => s.tokens.some((t) => t.pos === 'VERB' && t.lemma === lemma))
          : undefined;
      // "Tell me what he said." — "It doesn't matter now." … "He knows about the letters.": told at last.
      const toldAtLast =
        index === 0 && heldOut && open === undefined && tellsAtLast(s)
          ? earlierOrder(events, line.speaker, to, (lemma) => TELLING.has(lemma))
          : undefined;
      // One who held out taking up the asker's own words, in a word or two ("The board meets at nine. You'll
      // vote with me." … "Nine o'clock."), has come round to it.
      const echoes = index === 0 && heldOut && !complies ? echoedOrder(events, line, to) : undefined;
      // "Give me the name." … "His name is Marek.": the thing asked for, given in a sentence about it.
      const supplies = !complies && echoes === undefined ? suppliedOrder(events, s, to, line.speaker) : undefined;
      // "Leave the form.": one who held out, asking now for the thing the other put in front of them, has come round.
      const takesThing =
        acts.includes('request') &&
        heldOut &&
        to &&
        contentLemmas(s).some((t) => putForward(items, at, actionSentences, to, pronounOf).has(t.lemma))
          ? earlierOrder(events, line.speaker, to)
          : undefined;
      const granted = (breaks ? undefined : takenUp) ?? handedBack ?? complies ?? toldAtLast ?? echoes ?? supplies ?? takesThing;
      if (breaks && !conceded) events.push({ kind: 'refusal', by: line.speaker, to, at, line, text: s.text, respondsTo: takenUp });
      if (granted !== undefined && !conceded) {
        events.push({ kind: 'grant', by: line.speaker, to, at, line, text: s.text, respondsTo: granted });
        conceded = true;
      }
      for (const kind of complies === undefined ? acts : []) {
        events.push({ kind, by: line.speaker, to, at, line, text: s.text });
        if (kind === 'question' || kind === 'request' || kind === 'condition' || kind === 'threat')
          pending.set(line.speaker, { at: events.length - 1, replies: 0 });
      }
      // The listener stopped by the line stops at its last particular sentence ("he kept asking for his daughter").
      // ...or, when nothing in it is particular ("The jar says rat poison.") and the page names the change, at its last sentence.
      const marked = after?.kind === 'action' && CHANGE_MARKED.test(after.text);
      const lastParticular = line.sentences.findLast(isParticular) ?? (marked ? line.sentences.at(-1) : undefined);
      const reacted = s === lastParticular && stopsListener(after, line.speaker, cast);
      if (
        !acts.length &&
        (reacted || landsAnyway(s) || isNews(s, seen, reply?.line ?? null, after, dodgedBefore, line.sentences.length === 1))
      )
        events.push({ kind: 'news', by: line.speaker, to, at, line, text: s.text });
      for (const l of contentOf([s])) seen.add(l);
    });
  });
  return events;
}
