/**
 * Who wants what from whom, what stands in the way and what is at stake — read from the events:
 * wants from asks, the obstacle from the partner's responses to the character (never the
 * character's own giving-in), stakes from the deadlines, consequences and losses the text names.
 */
import {
  baseOf,
  deniesIt,
  hasPastVerb,
  HAS_ANYONE_GOT,
  TAGGED_ASK,
  isAskingQuestion,
  isHoldingOn,
  isOnlyCall,
  isPassedOn,
  isShowing,
  LEAVE_FOR_ANOTHER,
  RELENTS,
  reproachedVerb,
  suggestionIn,
  THREAT_LEMMAS,
} from './events.js';
import { contentLemmas, plain, readsAsVerb, RECURRING, sentencesOf, type Sentence, type Token } from './language.js';
import type { Line, Resistance, SceneEvent, SceneItem, Stake, Turn, Want } from './types.js';
import { isAddressTerm } from './people.js';

const PRONOUN_SWAP: Record<string, string> = {
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  us: 'you both',
  our: 'your',
};

/** An offer's "I can…" / "we'll…" modal, not a refusal or a guess ("I can't", "I'll never", "I'll be", "I'll see", "I'll try"). */
export const OFFER = String.raw`(?:can|could|'ll|will) (?!not\b|never\b|be\b|see\b|try\b)`;

/**
 * One way an ask turns round into the doing it asks for: the new text, or null where it does not apply. Each is tried in
 * order on the text the ones before left, so a later one never takes what an earlier one turned ("give me the keys" is
 * no "I want…" any more).
 */
type Rewrite = (text: string, s: Sentence) => string | null;

const REWRITES: Rewrite[] = [
  // "I'm asking you for one night." → "give me one night"; "I'm asking you to stay." → "stay".
  (text) => {
    const m = plain(text).match(/\bi(?:'m| am) asking (?:you )?(for|to) (.+)$/i);
    return m ? (m[1]!.toLowerCase() === 'for' ? `give me ${m[2]}` : m[2]!) : null;
  },
  // "Auntie Jo said you have to let me help." → "let me help"; "Mum says come in." → "come in" — only the order passed
  // on: the sentence ends there even when the tagger ran on ("Mum says come in. Tea is ready.").
  (text, s) => {
    if (!isPassedOn(s)) return null;
    const m = text.match(/^(?:[\p{L}']+ ){1,2}(?:said|says) (?:that )?(?:you (?:have to|need to|must|gotta|got to) )?(.+)$/iu);
    return m ? m[1]!.replace(/[.!?].*$/, '') : null;
  },
  // "I need the keys." → "give me the keys".
  (text) =>
    match(
      text,
      /^i (?:want|need) ((?:the|a|an|my|your|this|that|some|one|another|(?:one|two|three|five|ten|a few|some) more) .+)$/i,
      (m) => `give me ${m[1]}`,
    ),
  // "I want to hear you say it." → "say it".
  (text) => match(text, /^i (?:want|need) to hear you (.+)$/i, (m) => m[1]!),
  // "I want to host this year." → "let you host this year": the speaker's own doing, which the listener can allow.
  (text) => match(text, /^i (?:really )?want to (?!be\b|know\b|see\b|talk\b|ask\b|say\b|tell\b)(.+)$/i, (m) => `let me ${m[1]}`),
  // "I need to get out to the house on Carver Road." → "get you out to the house on Carver Road": a way there, asked of
  // the one who can give it.
  (text) =>
    match(text, /^i (?:need|have) to get (out|home|back|to|there|over|across|into|up|down)\b(.*)$/i, (m) => `get me ${m[1]}${m[2]}`),
  // "I need Friday off." → "give me Friday off": time off, asked of the one who gives it.
  (text) => match(text, /^(?:i|we) (?:want|need) ((?!to\b)(?:[\w']+ ){1,3}off)$/i, (m) => `give me ${m[1]}`),
  // "I want it.": the thing is the one in front of them — "let me have it".
  (text) => match(text, /^i (?:want|need) (it|that|this|them|one)$/i, (m) => `let me have ${m[1]!.toLowerCase()}`),
  // "Have you tried drinking your juice?" → "drink your juice": the suggestion's doing, in its base form.
  (text, s) => {
    const suggested = suggestionIn(s);
    return suggested ? [suggested.verb, ...text.slice(suggested.lead.length).split(/\s+/).slice(1)].join(' ') : null;
  },
  // "You're coming, right?" → "come", "You'll ring her, won't you?" → "ring her": the doing put to them for a yes.
  // (Read from the sentence itself: "You're coming, " would otherwise go as a name called before the ask.)
  (_, s) => {
    const m = s.question ? plain(s.text).match(TAGGED_ASK) : null;
    return m ? `${baseOf(m[1]!, s)}${m[2]!}` : null;
  },
  // "Could we go in the family room a minute?": going or talking together asks the listener along — "go in the family
  // room a minute with you".
  (text, s) =>
    s.question
      ? match(text, /^(?:can|could) we ((?:go|come|step|talk|sit|walk|have a (?:word|chat|talk))\b.*)$/i, (m) => `${m[1]} with me`)
      : null,
  // "Can we keep him?", "May I go?": asking leave is asking to be let — "let you keep him".
  (text, s) => (s.question ? match(text, /^(?:can|could|may) (?:i|we) (?!call you\b)(.+)$/i, (m) => `let me ${m[1]}`) : null),
  // "Please can Dolly be in the show?" → "let Dolly be in the show": leave asked for someone else.
  (text, s) => (s.question ? match(text, LEAVE_FOR_ANOTHER, (m) => `let ${m[1]}`) : null),
  // "Could you give me a ride?", "Will you sit down with me?": the favour asked is the doing after "you".
  (text, s) =>
    s.question && isAskingQuestion(s) ? match(text, /^(?:can|could|will|would) you (?:please |just )?(.+)$/i, (m) => m[1]!) : null,
  // "Does anyone else have a key?" → "find you a key": asking round is asking the listener to find it.
  (text, s) => (s.question ? match(text, HAS_ANYONE_GOT, (m) => `find me ${m[1]}`) : null),
  // "I can do the stall.", "So I'll drive it there.", "Maybe I could host it.": an offer asks to be let do it — "let you do the stall".
  (text, s) =>
    s.question
      ? null
      : match(plain(text), new RegExp(String.raw`^(?:so |then |but |maybe |perhaps )?i ${OFFER}(.+)$`, 'i'), (m) => `let me ${m[1]}`),
  // "Mom would have signed." → "sign": what someone else would have done, in its base form.
  (text, s) => {
    const reproached = reproachedVerb(s);
    return reproached ? text.replace(/^.*?\bwould(?: have|'ve|’ve)? \S+/i, reproached.lemma) : null;
  },
  // "I'd like Admiral to give the eulogy." → "let Admiral give the eulogy": someone else's doing, allowed.
  (text) =>
    match(plain(text), /^(?:i|we)(?:'d| would) like (?!you\b)((?:my |your |the )?[\p{L}']+) to (.+)$/iu, (m) => `let ${m[1]} ${m[2]}`),
  // "We could go down in the morning.", "I think we should turn around." → "agree to turn around": a plan for the two of
  // them, put to the partner; "You should call her." → "call her" ("You can put it on." only allows). Not what could have been
  // ("We could have rung.").
  (text, s) => (s.question ? null : match(plain(text), PROPOSED, (m) => (m[1] ? `agree to ${m[3]}` : m[3]!))),
];

/** The rewrite of a match, or null where the pattern does not match. */
const match = (text: string, pattern: RegExp, rewrite: (m: RegExpMatchArray) => string): string | null => {
  const m = text.match(pattern);
  return m ? rewrite(m) : null;
};

/** "Give me the keys, Marcus." → "give you the keys"; null when the ask does not read as a verb phrase. */
export function verbPhraseOf(s: Sentence, partner: string, partnerPronoun: 'he' | 'she' | 'they'): string | null {
  const object = { he: 'him', she: 'her', they: 'them' }[partnerPronoun];
  const possessive = { he: 'his', she: 'her', they: 'their' }[partnerPronoun];
  let text = s.text
    .replace(/[!?.…]+$/, '')
    // A pet name closing the ask ("…, love", "…, bud", "…, mija") is not part of it.
    .replace(ENDEARMENT_AT_END, '')
    // "Give me the name and I'll get you out.": the price joined on is not part of what is asked.
    // ...in any tense ("Give me the name, Rosa, and I call them off.").
    .replace(/,?\s+(?:and|or)\s+(?:then\s+)?(?:I|we)(?:'ll|'m| will| am)?\s.*$/i, '')
    // ...nor what it wins the listener ("You plead to the misdemeanor and you're home by lunch.").
    .replace(/,?\s+and\s+you(?:'re|’re| are|'ll|’ll| will| walk| go| get)\s.*$/i, '')
    // "Withdraw by noon or the paper prints them all.": what follows the ask if it is refused is a threat, not the ask.
    .replace(threatAfterOr(s), '')
    .replace(/^(please|just|now|okay|so|and|then)[, ]+/i, '')
    // A leading name ("Marcus, give me…") goes; a leading verb ("Go away, please") is the ask itself.
    .replace(s.tokens[0]?.pos === 'VERB' ? /^$/ : /^[\p{L}' ]{2,20}, (?=\p{Ll})/u, '')
    // A trailing term of address ("…, Mrs. Hines", "…, please") or a ", then" is not part of the ask; a
    // capitalised last word without a comma is ("Call the OR.").
    .replace(/(,? please|, then|, (?:(?:Mrs?|Ms|Dr|Miss)\.? )?[\p{Lu}][\p{L}']+|,? (?:Mrs?|Ms|Dr|Miss)\.? [\p{Lu}][\p{L}']+)$/u, '');
  // "Harbor Street.", "Maple Court.": every word capitalised names a place or a thing; it orders no doing.
  if (/^(?:\p{Lu}[\p{L}'-]*\s+)+\p{Lu}[\p{L}'-]*$/u.test(text.trim())) return null;
  // "Look, I've driven three hours.": a call to attention before a statement leaves no ask to turn round.
  if (/^(?:look|listen|see|hey|right|well)[,.]\s+(?:i|i'\w+|we|we'\w+|it|it's|this|that|he|she|they)\b/i.test(plain(text))) return null;
  // Each way an ask turns round, tried in order on the text as the ones before left it.
  let turned = false;
  for (const rewrite of REWRITES) {
    const next = rewrite(text, s);
    if (next !== null) {
      text = next;
      turned = true;
    }
  }
  // "You can't just go.": a prohibition asks for the doing not to happen — "not go", the "not" put back at the end.
  const forbidden = plain(text).match(
    /^you (?:can't|cannot|can not|mustn't|must not|better not|shouldn't|should not) (?:just |even )?(?!be\b)(.+)$/i,
  );
  if (forbidden) {
    text = forbidden[1]!;
    turned = true;
  }
  const declared =
    plain(text).match(/\b(?:want|need|would like|'d like) you to (.+)$/i) ??
    text.match(/^you (?:have to|need to|must|gotta|got to) (.+)$/i) ??
    // "You'll vote with me.": what the listener is told they will do.
    plain(text).match(/^you(?:'ll| will) (?!be\b)(.+)$/i);
  const instruction = text.replace(/^(when|if|once) [^,]+, /i, '').match(/^you (.+?)(?:,? and you (.+))?$/i);
  if (declared) text = declared[1]!;
  else if (instruction && !s.imperative) text = instruction[2] ? `${instruction[1]} and ${instruction[2]}` : instruction[1]!;
  // "Move.", "Sit.": a one-word order the tagger reads as a noun is still a verb to do.
  else if (!s.imperative && !turned && !(s.tokens.length === 1 && readsAsVerb(s.tokens[0]!.norm))) return null;
  // Negative asks, asks about the partner's own wants ("Ask me what you want"), asks with "we" in
  // them ("Promise we're not going.") and "let's" (an offer to do it together) don't turn around cleanly.
  if (
    /^(don'?t|do not|never)\b/i.test(text) ||
    // ...though "tell me if you can see him" turns round ("tell her if they can see him").
    /(?<!\b(?:if|whether) )\byou (want|need|know|are|were|have|can|will|think|said|do)\b/i.test(text) ||
    /\b(we|we'?re|we'?ll|we'?ve|we'?d|let'?s)\b/i.test(plain(text))
  )
    return null;
  if (text.split(/\s+/).length > 12 || text.split(/\s+/).length < 1) return null;
  // "Pump four.", "Table six.": a word and a number name a thing by its number; they order no doing.
  if (/^[\p{L}'-]+ (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/iu.test(text)) return null;
  const subject = { he: 'he', she: 'she', they: 'they' }[partnerPronoun];
  const tags = s.tokens;
  const swapped = text
    .split(/\s+/)
    .map((w, i, all) => {
      const lower = w.toLowerCase().replace(/[,;]$/, '');
      // "Say you ate it": a "you" that is the subject of its own verb becomes "he", not "him".
      const next = all[i + 1]?.toLowerCase();
      const nextTag = next ? tags.find((t) => t.norm === next) : undefined;
      if (lower === 'you' && nextTag && (nextTag.pos === 'VERB' || nextTag.pos === 'AUX')) return subject;
      if (lower === 'you') return object;
      // "Say you're my brother": a contracted "you" is always a subject, and its verb agrees with the new one.
      const contracted = plain(lower).match(/^you'(re|ve|ll|d)$/);
      if (contracted) return `${subject}'${subject === 'they' ? contracted[1] : { re: 's', ve: 's', ll: 'll', d: 'd' }[contracted[1]!]}`;
      if (lower === 'your') return possessive;
      // "Plant them at yours.": after "at", "to" or "round", the listener's own place; elsewhere their thing.
      if (lower === 'yours')
        return /^(at|to|round|by)$/i.test(all[i - 1] ?? '')
          ? `${possessive} place`
          : { he: 'his', she: 'hers', they: 'theirs' }[partnerPronoun];
      if (lower === 'yourself') return `${object}self`;
      return PRONOUN_SWAP[plain(lower)] ?? w;
    })
    .join(' ');
  const phrase = swapped.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()).replace(new RegExp(`\\b${partner}\\b`, 'g'), object);
  return isVerbPhrase(phrase) && isWhole(phrase) ? `${forbidden ? 'not ' : ''}${phrase}` : null;
}

/** A pet name closing an ask: "Sit down, love.", "Get in, bud.", "Give me a ride, mija." */
const ENDEARMENT_AT_END =
  /,\s*(?:my )?(?:love|darling|sweetheart|sweetie|honey|hon|pet|petal|duck|mate|bud|buddy|son|kiddo|kid|babe|baby|dear|sir|ma'am|lucky|champ|sport|chief|boss|lad|lass|mija|mijo|tesoro|dude|bro|sis|mum|mom|dad|nan|gran|grandma|grandpa)$/i;

/** A plan or advice put to the listener, after a hedge or not: "I think we should turn around.", "You ought to ring her." */
const PROPOSED =
  /^(?:(?:i think|i reckon|i guess|maybe|perhaps|honestly|so)[, ]+)?(?:(we) (?:could|should|ought to|can)|(you) (?:should|ought to)) (?!not\b|never\b|barely\b|hardly\b|only\b|still\b|even\b|be\b|have\b|'ve\b|see\b|tell\b|feel\b|hear\b)(.+)$/i;

/**
 * The threat joined on with "or" ("…by noon or the paper prints all nine", "…or else"): an "or" followed by a
 * clause with a verb of its own. "The red one or the blue one" offers a choice and keeps its "or".
 */
function threatAfterOr(s: Sentence): RegExp {
  const at = s.tokens.findIndex((t, i) => i >= 2 && t.norm === 'or');
  // The tagger may read a verb after a long name as a plural noun ("…Sentinel prints all nine"): "she prints it" says.
  const verb = (t: Token) =>
    t.pos === 'VERB' || t.pos === 'AUX' || (/s$/.test(t.norm) && sentencesOf(`She ${t.norm} it.`)[0]?.tokens[1]?.pos === 'VERB');
  const clause = at >= 0 && (s.tokens[at + 1]?.norm === 'else' || s.tokens.slice(at + 2).some(verb));
  return clause ? /,?\s+or\b.*$/i : /^$/;
}

/** Words a phrase cannot stop on: it was cut short ("call the", "talk to"). */
const DANGLING = new Set(['my', 'your', 'his', 'their', 'our', 'its']);
const PARTICLES = new Set(['off', 'on', 'in', 'out', 'up', 'down', 'back', 'over', 'away', 'around', 'round', 'through', 'along', 'by']);

/**
 * True when a want phrase is whole: it does not stop on a determiner, a preposition, a conjunction or a
 * possessive ("call the", "look at", "and"), and it holds no quoted word (a line about words, "define
 * \"your\"", is quoted, not phrased).
 */
export function isWhole(phrase: string): boolean {
  if (/["“”]/.test(phrase)) return false;
  const last = sentencesOf(`to ${phrase}.`)[0]?.tokens.at(-1);
  if (!last || DANGLING.has(last.norm) || ['DET', 'CCONJ', 'SCONJ', 'PART'].includes(last.pos)) return false;
  // "turn it off" ends on a particle; "talk to" and "look at" end on a preposition still waiting for its
  // object — unless a "what" or "who" before it is that object ("tell him what it sounded like").
  return !(last.pos === 'ADP' && !PARTICLES.has(last.norm) && !/\b(what|who|whom|which|where)\b/i.test(phrase));
}

/**
 * True when "to <phrase>" reads as English: the phrase opens on a verb in its base form ("go in",
 * not "can go in"), and no object pronoun stands as the subject of a verb ("him ate"). Composed
 * sentences say a want only when this holds; otherwise the writers quote the line instead.
 */
export function isVerbPhrase(phrase: string): boolean {
  const tokens = sentencesOf(`to ${phrase}.`)[0]?.tokens ?? [];
  const head = tokens[1];
  if (!head || tokens[0]!.norm !== 'to' || !(head.pos === 'VERB' || head.norm === 'be') || head.lemma !== head.norm) return false;
  return !tokens.some(
    (t, i) =>
      ['him', 'her', 'them', 'me', 'us'].includes(t.norm) && tokens[i + 1]?.pos === 'VERB' && tokens[i + 1]!.lemma !== tokens[i + 1]!.norm,
  );
}

/** The partner's statement just before an ask: what a dare takes its words from. */
function previousLine(lines: Line[], ask: SceneEvent): Line | null {
  const last = ask.line ? lines[lines.indexOf(ask.line) - 1] : undefined;
  return last && last.speaker === ask.to && !last.sentences.some((s) => s.question) ? last : null;
}

/** Every ask one person makes of another, most pressed first. */
export function wantsOf(events: SceneEvent[], pronounOf: (name: string) => 'he' | 'she' | 'they', lines: Line[] = []): Want[] {
  const wants: Want[] = [];
  const fought = new Map<Want, number>();
  // Everyone's names, to know a pet form said alone ("Gracie.") for a call.
  const names = new Set(
    events
      .flatMap((e) => [e.by, e.to ?? ''])
      .flatMap((n) => n.toLowerCase().split(/\s+/))
      .filter((n) => n.length > 2),
  );
  events.forEach((e) => {
    // "What do you want from me?" — "The name of the driver.": the answer is the answerer's want, said outright.
    const stated = statedWant(e, events, pronounOf);
    if (stated) {
      // "I want you to tell them it was you.": the answer that is itself an ask is that ask, said outright.
      const same = wants.find((w) => w.ask === stated.ask && w.from === stated.from && w.of === stated.of && w.kind !== 'question');
      if (same) same.stated = true;
      else {
        wants.push(stated);
        fought.set(stated, 0);
      }
      return;
    }
    // "Give me the name, Rosa.", "If you don't give me a name tonight…": asks for the thing already named as
    // the want are that want, pressed.
    const named = e.line && wants.find((w) => w.stated && w.from === e.by && w.of === e.to);
    const again = named && named.ask !== e.line;
    if (
      named &&
      e.line &&
      (e.kind === 'request' || e.kind === 'condition' || e.kind === 'threat') &&
      (!again || sharesThing(named, e.line))
    ) {
      const answers = (kind: SceneEvent['kind']) =>
        events.some((x) => x.respondsTo !== undefined && events[x.respondsTo]!.line === e.line && x.kind === kind);
      const resisted = answers('refusal') || answers('dodge');
      named.resisted ||= resisted;
      named.granted ||= answers('grant');
      if (again && !(named.pressedAgain ?? []).some((p) => p.line === e.line)) {
        named.pressed++;
        (named.pressedAgain ??= []).push({ line: e.line, text: e.text });
      }
      fought.set(named, Math.max(fought.get(named) ?? 0, resisted ? 2 : 1));
      return;
    }
    // "Give me the name and I'll get you out tonight.": an order with a price on it is still the ask.
    const priced = (e.kind === 'condition' || e.kind === 'threat') && Boolean(e.line?.sentences.find((x) => x.text === e.text)?.imperative);
    if ((e.kind !== 'request' && e.kind !== 'question' && !priced) || !e.to || !e.line) return;
    // "How much did it cost?" — "Can I answer with a song?": an ask put up to dodge a question is the dodge, not a want.
    if (events.some((x) => x.kind === 'dodge' && x.line === e.line && x.text === e.text && x.by === e.by)) return;
    // Two asks in one speech ("I need you to tell him. Tell him you made it up.") are one ask: a no to either resists both.
    const answers = (kind: (k: SceneEvent['kind']) => boolean) =>
      events.some(
        (x) => x.respondsTo !== undefined && events[x.respondsTo]!.line === e.line && events[x.respondsTo]!.by === e.by && kind(x.kind),
      );
    // "It's done." — "Then say it.": an ask that opens on "then" right after the other's no is pressed against that no.
    const said = lines[lines.indexOf(e.line) - 1];
    const againstNo =
      /^then\b/i.test(e.text) && said?.speaker === e.to && events.some((x) => x.kind === 'refusal' && x.line === said && x.by === e.to);
    // "Who is she?" — "There is no 'she.'": an answer that denies what was asked about gives nothing; it holds out.
    // ..."Will your brother carry them?" — "No.": a no about someone else's doing tells; it holds nothing back.
    const denied =
      e.kind === 'question' &&
      !asksAboutAnother(e.text) &&
      events.some((x) => x.respondsTo !== undefined && events[x.respondsTo] === e && deniesIt(x));
    const resisted = answers((k) => k === 'refusal' || k === 'dodge') || againstNo || denied;
    // A flat no or a dodge resists harder than an argument back.
    const flatly = events.some(
      (x) =>
        x.respondsTo !== undefined &&
        events[x.respondsTo]!.line === e.line &&
        events[x.respondsTo]!.by === e.by &&
        (x.kind === 'dodge' || (x.kind === 'refusal' && !x.argued)),
    );
    const granted = answers((k) => k === 'grant');
    const sentence = e.line.sentences.find((s) => s.text === e.text);
    // A name or "Dad." said alone may plead, but it names nothing to want: it is no ask of its own.
    if (sentence && (isOnlyCall(sentence, names) || isShowing(sentence) || isHoldingOn(sentence))) return;
    // "What do you mean?", "Meaning what?": asking the other to say what they just said plainer is listening, not a want.
    if (e.kind === 'question' && ASKS_WHAT_THEY_MEAN.test(plain(e.text))) return;
    // "Where's the vase?" — "Which vase?": a question that dodges one is buying time, not asking for anything.
    if (e.kind === 'question' && events.some((x) => x.kind === 'dodge' && x.line === e.line && x.text === e.text)) return;
    const phrase = sentence && (e.kind === 'request' || priced) ? verbPhraseOf(sentence, e.to, pronounOf(e.to)) : null;
    const same = wants.find((w) => w.from === e.by && w.of === e.to && w.kind === (e.kind === 'question' ? 'question' : w.kind));
    // A question about something else, asked after the last one was let go or answered ("Have you tried the
    // shed?" — "Move." ... "So can I have a cookie?"), is a new question, not the same one pressed.
    const lastAsked =
      same && [...events.slice(0, events.indexOf(e))].reverse().find((x) => x.kind === 'question' && x.by === e.by && x.to === e.to);
    const settled =
      lastAsked &&
      !events.some((x) => (x.kind === 'dodge' || x.kind === 'refusal' || deniesIt(x)) && x.respondsTo === events.indexOf(lastAsked)) &&
      !contentLemmas(sentence ?? e.line.sentences[0]!).some((t) =>
        lastAsked.line?.sentences.some((x) => contentLemmas(x).some((c) => c.lemma === t.lemma)),
      );
    if (same && e.kind === 'question' && !settled) {
      same.pressed++;
      same.resisted ||= resisted;
      fought.set(same, Math.max(fought.get(same) ?? 0, flatly ? 2 : resisted ? 1 : 0));
      return;
    }
    // Terms of the asker's own in the same speech ("Tell them tomorrow. Or I will.") back the ask: they expect a no.
    const backed = events.some((x) => x.line === e.line && x.by === e.by && (x.kind === 'condition' || x.kind === 'threat'));
    // Asked again after a no ("One more week." — "The deadline was Friday." — "Then the weekend."): the same want, pressed.
    // Two asks in one speech are one want: the first of them is the one pressed again.
    const lastAsk = e.kind === 'request' ? wants.findLast((w) => w.from === e.by && w.of === e.to && w.kind !== 'question') : undefined;
    const before = lastAsk && wants.find((w) => w.ask === lastAsk.ask && w.from === e.by && w.kind !== 'question');
    const refusedAt = before
      ? events.find(
          (x) =>
            x.respondsTo !== undefined &&
            [before.ask, ...(before.pressedAgain ?? []).map((p) => p.line)].includes(events[x.respondsTo]!.line!) &&
            (x.kind === 'refusal' || x.kind === 'dodge') &&
            x.at < e.at,
        )?.at
      : undefined;
    // An ask backed by new terms ("Tell them tomorrow. Or I will.") escalates: it is a new want, not the old one again.
    // ...unless both name what is to be done and the doing differs ("Sit." — "I'll stand." — "You'll vote with me."):
    // that is a new ask, not the old one again.
    const verbOf = (phrase: string | null | undefined) => phrase?.split(/\s+/)[0]?.toLowerCase();
    // ...and a doing that names nothing of its own ("Then put this in it." after "Take it.") presses the old one.
    const namesNothing = (p: string) => /^\S+(?: \S+)? (?:it|this|that)(?: (?:in|on|into|onto|to|at|with) (?:it|this|that))?$/.test(p);
    const otherDoing = Boolean(phrase && before?.verbPhrase && verbOf(phrase) !== verbOf(before.verbPhrase) && !namesNothing(phrase));
    // ...and an ask said outright ("I'm asking you for one weekend.") is the want itself, never the old one again.
    const outright = askedOutright(e.text);
    if (before && refusedAt !== undefined && e.at - refusedAt <= 3 && before.ask !== e.line && !backed && !otherDoing && !outright) {
      before.pressed++;
      before.resisted ||= resisted;
      before.granted ||= granted;
      before.backed ||= backed;
      // ...said in fuller words ("Come in and read something for Nan."): those words are the want from here.
      if (saysMore(phrase, before.verbPhrase)) {
        (before.pressedAgain ??= []).push({ line: before.ask, text: before.askText });
        Object.assign(before, { ask: e.line, askText: e.text, verbPhrase: phrase });
      } else (before.pressedAgain ??= []).push({ line: e.line, text: e.text });
      fought.set(before, Math.max(fought.get(before) ?? 0, flatly ? 2 : resisted ? 1 : 0, backed ? 2 : 0));
      return;
    }
    const proposal = sentence ? /^(he|she|it|we|they|you) (can|could|should)\b/i.test(sentence.text) : false;
    // A dare built from the partner's own words ("I failed a chem test." — "Then show me the test.") tests
    // their claim; it is a tactic, not what the character is after, so it counts as less of a fight.
    const claim = previousLine(lines, e);
    // The claim is about the partner themself ("I failed a chem test"), and the dare an order to prove it.
    const claimed = claim?.sentences.filter((x) => x.tokens.some((t) => t.norm === 'i' || t.norm === 'my')) ?? [];
    const dare = Boolean(
      sentence?.imperative && contentLemmas(sentence).some((t) => claimed.flatMap(contentLemmas).some((c) => c.lemma === t.lemma)),
    );
    wants.push({
      from: e.by,
      of: e.to,
      verbPhrase: phrase,
      ask: e.line,
      askText: e.text,
      kind: e.kind === 'question' ? 'question' : proposal ? 'proposal' : 'request',
      pressed: 1,
      resisted,
      granted,
      ...(backed ? { backed } : {}),
    });
    fought.set(wants.at(-1)!, Math.max((flatly ? 2 : resisted ? 1 : 0) - (dare ? 1 : 0), backed ? 2 : 0));
  });
  // "Mom says you have to come down." … "Come down and say something about him.": the same want said later in fuller
  // words is that want, pressed again — the fuller words are the want.
  for (const fuller of [...wants]) {
    const earlier = wants.find(
      (w) =>
        w !== fuller &&
        w.from === fuller.from &&
        w.of === fuller.of &&
        w.kind === 'request' &&
        fuller.kind === 'request' &&
        w.verbPhrase !== null &&
        w.verbPhrase.split(' ').length >= 2 &&
        saysMore(fuller.verbPhrase, w.verbPhrase) &&
        lines.indexOf(w.ask) < lines.indexOf(fuller.ask),
    );
    if (!earlier) continue;
    fuller.pressed += earlier.pressed;
    fuller.resisted ||= earlier.resisted;
    fuller.pressedAgain = [{ line: earlier.ask, text: earlier.askText }, ...(earlier.pressedAgain ?? []), ...(fuller.pressedAgain ?? [])];
    fought.set(fuller, Math.max(fought.get(fuller) ?? 0, fought.get(earlier) ?? 0));
    wants.splice(wants.indexOf(earlier), 1);
  }
  // An ask the other person fights outranks one they let pass (a flat no or a dodge more than an
  // argument), and one granted at once ("Close the door." — she closes it) is no fight at all;
  // requests outrank questions (they want something done, not only known); repeated asks outrank
  // single ones; otherwise the first ask comes first.
  return wants.sort(
    (a, b) =>
      (fought.get(b) ?? 0) - (fought.get(a) ?? 0) ||
      Number(a.granted && !a.resisted) - Number(b.granted && !b.resisted) ||
      // Fought over and won in the end ("The house." — "Not today." ... "Sell it, then."): the scene's arc.
      Number(b.granted && b.resisted) - Number(a.granted && a.resisted) ||
      Number(b.kind !== 'question') - Number(a.kind !== 'question') ||
      b.pressed - a.pressed,
  );
}

/** "come down and say something about him" says more of "come down": the same doing, with more joined on. */
const saysMore = (fuller: string | null, earlier: string | null) =>
  Boolean(fuller && earlier && fuller.toLowerCase().startsWith(`${earlier.toLowerCase()} and `));

/** A yes-or-no question about what someone not in the talk does or is ("Will your brother carry them?", "Is Dad coming?"). */
const asksAboutAnother = (text: string) =>
  /^(?:and |so )?(?:will|would|is|was|does|did|has|can|could) (?!you\b|we\b|i\b|it\b|that\b|this\b|there\b)\w+/i.test(plain(text));

/** Doings whose "it" is a thought, not a thing: "say it", "prove it", "mean it", "do it". */
const IT_IS_A_THOUGHT = new Set([
  'say',
  'prove',
  'mean',
  'do',
  'make',
  'get',
  'stop',
  'forget',
  'drop',
  'know',
  'believe',
  'admit',
  'feel',
  'see',
  'hear',
  'try',
  'mind',
  'like',
  'love',
  'hate',
  'want',
  'need',
  'explain',
  'fix',
  'tell',
]);

/** The sentences said just before an ask: the eight items before its speech, and its own speech up to the ask. */
function saidBefore(w: Want, items: SceneItem[]): Sentence[] {
  const at = items.findIndex((i) => i.kind === 'speech' && i.line === w.ask);
  const asked = w.ask.sentences.findIndex((x) => x.text === w.askText);
  return [
    ...items.slice(Math.max(0, at - 8), at).flatMap((i) => (i.kind === 'speech' ? i.line.sentences : [])),
    ...w.ask.sentences.slice(0, Math.max(0, asked)),
  ];
}

/**
 * "Take it." → "take the piano", "I want it." → "let you have the box": a want whose only object is "it" or "this",
 * with the thing the scene keeps talking about (said at least twice) named in the lines just before the ask. The phrase stays as it is when
 * no such thing is near, or when the "it" is a thought ("say it").
 */
export function resolveThings(wants: Want[], items: SceneItem[]): void {
  const counts = new Map<string, number>();
  for (const i of items)
    if (i.kind === 'speech')
      for (const t of i.line.sentences.flatMap(contentLemmas)) if (t.pos === 'NOUN') counts.set(t.lemma, (counts.get(t.lemma) ?? 0) + 1);
  for (const w of wants) {
    const m = w.verbPhrase?.match(/^(\S+)((?: \S+)?|(?: you| me| him| her| them) have) (it|this|that)$/);
    if (!m || IT_IS_A_THOUGHT.has(m[1]!) || /\b(it|this|that)\b/.test(m[2]!)) continue;
    // Only what was said before the ask: "Take it. You've got the room." takes the piano, not the room.
    const named = saidBefore(w, items)
      .flatMap((x) => x.tokens.map((t, k) => ({ t, before: x.tokens[k - 1] })))
      .filter(
        ({ t, before }) =>
          t.pos === 'NOUN' &&
          (counts.get(t.lemma) ?? 0) >= 2 &&
          before &&
          ['the', 'a', 'an', 'my', 'your', 'our', 'his', 'her', 'their'].includes(before.norm),
      )
      .at(-1);
    if (named) {
      w.verbPhrase = `${m[1]}${m[2]} the ${named.t.norm}`;
      w.named = [named.t.norm];
    }
  }
}

const OBJECT_PRONOUN =
  /\b(him|her)\b(?=\s*(?:[,.?!;:—–-]|$|(?:to|for|with|at|in|on|out|up|back|again|now|today|tonight|tomorrow|once|home|alone|then|please)\b))/gi;
const SAME_PERSON: Record<string, RegExp> = { him: /^(?:he|his|him|himself)$/, her: /^(?:she|her|hers|herself)$/ };

/**
 * "Could I see him?" → "let you see Alfie": the him or her a want asks about is the person last named before it, off
 * the scene's cast, with a pronoun of the same kind after the name in the same sentence ("Alfie had dinosaurs on his
 * wellies."). The phrase stays as it is when nobody is named so, and a possessive ("her coat") is never a person.
 */
export function resolvePeople(wants: Want[], items: SceneItem[], cast: string[]): void {
  const inScene = new Set(cast.flatMap((c) => c.toLowerCase().split(/\s+/)));
  for (const w of wants) {
    const asked = w.ask.sentences.findIndex((x) => x.text === w.askText);
    const said = w.ask.sentences[asked];
    // An object, not a possessive: the word ends the clause or a little word follows it ("see him again").
    const object = said ? [...plain(said.text).matchAll(OBJECT_PRONOUN)].map((m) => m[1]!.toLowerCase()) : [];
    const word = object.length === 1 ? object[0]! : null;
    if (!word || !w.verbPhrase || (w.verbPhrase.match(new RegExp(`\\b${word}\\b`, 'g')) ?? []).length !== 1) continue;
    // The tagger sees names off the cast in lower case: the sentence's own text says which words are capitalised.
    const capitalised = (x: Sentence, t: Token) =>
      new RegExp(`(?:^|[^\\p{L}])${t.text}(?![\\p{L}])`, 'iu').exec(x.text)?.[0]?.match(/\p{Lu}/u);
    const named = saidBefore(w, items)
      .flatMap((x) =>
        x.tokens.filter(
          (t, k) =>
            (t.pos === 'PROPN' || t.pos === 'NOUN') &&
            capitalised(x, t) &&
            !inScene.has(t.norm) &&
            !isAddressTerm(t.norm) &&
            x.tokens[k + 1]?.text !== ',' &&
            x.tokens.slice(k + 1).some((u) => SAME_PERSON[word]!.test(u.norm)),
        ),
      )
      .at(-1);
    if (!named) continue;
    const name = named.text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    w.verbPhrase = w.verbPhrase.replace(new RegExp(`\\b${word}\\b`), name);
    w.named = [name];
  }
}

/** "What do you want from me?", "What is it you want?": a question for the listener's want. */
const ASKS_THE_WANT = /\bwhat (?:do|did|does|is it|'s it) (?:you|u) (?:want|need)\b|\bwhat is it you want\b/i;

/**
 * The want said in answer to "What do you want?": a thing ("The name of the driver." → give you the name of
 * the driver) or a doing ("For you to leave." / "You to leave." / "Leave."). Null for any other answer.
 */
function statedWant(e: SceneEvent, events: SceneEvent[], pronounOf: (name: string) => 'he' | 'she' | 'they'): Want | null {
  const asked = e.respondsTo !== undefined ? events[e.respondsTo] : undefined;
  if (e.kind !== 'answer' || !e.line || !asked || !ASKS_THE_WANT.test(plain(asked.text)) || asked.by !== e.to) return null;
  const said = e.line.sentences.find((x) => x.text === e.text);
  if (!said || said.question || said.negative) return null;
  const text = said.text.replace(/[.!]+$/, '');
  const thing =
    !said.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') && /^(the|a|an|my|your|his|her|their|some|that|this)\b/i.test(text);
  const doing = text.match(/^(?:for you to|you to|i want you to|i need you to) (.+)$/i)?.[1];
  const spoken = thing
    ? `Give me ${text.charAt(0).toLowerCase()}${text.slice(1)}.`
    : doing
      ? `${doing}.`
      : said.imperative
        ? said.text
        : null;
  const sentence = spoken ? sentencesOf(spoken)[0] : undefined;
  const phrase = sentence ? verbPhraseOf(sentence, e.to, pronounOf(e.to)) : null;
  return phrase
    ? {
        from: e.by,
        of: e.to,
        verbPhrase: phrase,
        ask: e.line,
        askText: e.text,
        kind: 'request',
        pressed: 1,
        resisted: false,
        granted: false,
        stated: true,
      }
    : null;
}

/** "I'm asking you for one night.", "All I'm asking is…": the want said outright, by the one who wants it. */
const askedOutright = (text: string) => /\bI(?:'m| am) asking\b|^All I'm asking\b/i.test(plain(text));
const NOT_A_THING = new Set(['tonight', 'today', 'tomorrow', 'time', 'thing', 'way', 'moment', 'minute', 'day', 'night', 'morning']);

/** The thing a want names ("the name of the driver") is asked for in this speech ("give me a name tonight"). */
function sharesThing(want: Want, line: Line): boolean {
  // Every noun counts ("name" is a stop word elsewhere), but not a time ("tonight") or a "thing".
  const nouns = (ss: Sentence[]) =>
    new Set(
      ss
        .flatMap((x) => x.tokens)
        .filter((t) => t.pos === 'NOUN' && t.norm.length > 2 && !NOT_A_THING.has(t.lemma))
        .map((t) => t.lemma),
    );
  const wanted = nouns(sentencesOf(want.askText));
  return [...nouns(line.sentences)].some((l) => wanted.has(l));
}

/**
 * The character's objective across the scene: their first want in the order of the fight (wantsOf)
 * that they had to fight for — resisted, backed by terms or pressed again — a request before a
 * question unless the question was resisted ("Who did that?" dodged). Null when the character is the
 * one pressed and their own asks are asides ("Tariq, eat your cereal.") or hand the partner's ask back
 * ("Sell it, then."): the partner's want is then the scene's.
 */
export function objectiveOf(character: string, wants: Want[], events: SceneEvent[] = [], stakes: Stake[] = []): Want | null {
  const handsBack = (w: Want) => events.some((e) => e.kind === 'grant' && e.line === w.ask && e.text === w.askText);
  // Once the character has given the partner what they pressed for, the character's own asks are its terms
  // ("And take the suit back to my dad."), not what the scene was for.
  const gaveIn = events.find(
    (e) => e.kind === 'grant' && e.by === character && e.respondsTo !== undefined && events[e.respondsTo]!.kind === 'request',
  )?.at;
  const atOf = (w: Want) => events.find((e) => e.line === w.ask)?.at ?? 0;
  const mine = wants.filter(
    (w) =>
      w.from === character &&
      (w.resisted || w.backed || w.pressed >= 2) &&
      !handsBack(w) &&
      (gaveIn === undefined || atOf(w) < gaveIn) &&
      // "Attention, please." only opens the floor: what is said into it is the scene.
      !CALLS_TO_ATTENTION.test(w.askText),
  );
  // An ask made in the same speech as the stakes the character names ("The board meets at nine. You'll vote
  // with me.") is the one the scene is for, over a power move ("Sit.") refused more flatly.
  const staked = mine.find((w) => w.kind !== 'question' && stakes.some((k) => k.line === w.ask && k.line.speaker === character));
  // The want the character says outright, asked what they want, and then presses for, is the scene's.
  const stated = mine.find((w) => w.stated || askedOutright(w.askText));
  // A one-word order ("Stop!", "Wait!") calls the partner to a halt; a fuller ask that is fought over is what
  // the halt was for.
  const fought = mine.filter((w) => w.kind !== 'question' || w.resisted);
  return stated ?? staked ?? fought.find((w) => w.askText.split(/\s+/).length > 1) ?? fought[0] ?? null;
}

/** A call to be heard ("Attention, please.", "Listen, everyone.", "Right, you lot."), never what the scene is for. */
const CALLS_TO_ATTENTION =
  /^\W*(?:attention|listen|look|hey|oi|right|okay|ok|everyone|everybody|guys)(?:[\s,]+(?:please|up|here|everyone|everybody|all|guys|you lot|a (?:minute|moment|sec(?:ond)?)))*\W*$/i;

/** "What do you mean?", "Meaning what?", "What are you saying?": asking for the last line again, plainer. */
const ASKS_WHAT_THEY_MEAN = /^\W*(?:\w+\W+)?(?:what do you mean|meaning what|what are you saying|what does that mean)\W*$/i;

/** "What's the big summons?", "What's going on?", "Why are we here?": asking for the news itself. */
const ASKS_WHAT_IS_UP =
  /^\W*(?:\w+\W+)?what(?:'s| is) (?:the \w+(?: \w+)?|this about|all this|going on|up|happened)\?|\bwhy (?:am i|are we) here\b/i;

/** News told of oneself: "I got the job.", "We're moving to Leeds.", "I'm pregnant." */
const OWN_NEWS = /^(?:and |but |so |look,? |well,? )?(?:i|we)\b(?!'d| would| could| think| guess| mean| know| wish)/i;
/**
 * A question that argues: it puts something back to answer ("Who's going to do the night checks?"), where
 * "You've what?" only has the news said again.
 */
export const putsBack = (s: Sentence) => s.question && s.tokens.length > 3;
/** "You promised it to me.", "But you said…": the teller held to their own word. */
const HOLDS_TO_WORD = /\b(?:you (?:said|promised|swore|told me)|but)\b/i;
/** A bare yes or no: it answers a question, it does not argue. */
const BARE_ANSWER = /^(yes|yeah|yep|no|nope|nah|maybe|i know|okay|ok|fine|sure|what)[.!?]*$/i;

/**
 * An announcement (decision 040): the character brings news ("I got the job. The one in Toronto.") and the
 * partner argues with it, line after line the character answers ("March is lambing." — "I know when lambing
 * is."). Nobody asks for anything, yet the scene is a fight: the character wants the partner to accept the
 * news, and the partner's arguments are the obstacle. Asks made before the news only set up the telling
 * ("Turn that off a minute."); an ask pressed after it (`objective`) is the scene instead, and so is an ask
 * of the partner's the character resists. Null unless at least two arguments come back before the turn.
 */
export function announcementOf(
  character: string,
  events: SceneEvent[],
  lines: Line[],
  wants: Want[],
  turn: Turn | null,
  objective: Want | null,
): { want: Want; objections: Resistance[] } | null {
  if (wants.some((w) => w.of === character && w.kind === 'request' && w.resisted)) return null;
  const turnLine = turn ? lines.indexOf(turn.line) : -1;
  // News of the teller's own ("I got the job.", "We're moving."), in a speech that asks for nothing: "Please. Mom
  // said you would." argues for an ask; it announces nothing.
  const news = events.find(
    (e) =>
      e.by === character &&
      (e.kind === 'news' ||
        // "What's the big summons?" — "I'm walking the Camino.": news asked for is still news.
        (e.kind === 'answer' && e.respondsTo !== undefined && ASKS_WHAT_IS_UP.test(plain(events[e.respondsTo]!.text)))) &&
      e.to !== null &&
      e.line &&
      OWN_NEWS.test(plain(e.text)) &&
      // "I didn't ask anything." denies; it brings no news (decision 043).
      !e.line.sentences.find((x) => x.text === e.text)?.negative &&
      !OBLIGED.test(plain(e.text)) &&
      // ..."Listen, everyone." before it only calls for the floor.
      !events.some((x) => x.line === e.line && x.kind === 'request' && !CALLS_TO_ATTENTION.test(x.text)) &&
      // "Tell me about the loading bay." — "I locked it at ten.": told because it was asked for, it is an answer —
      // unless the teller dodged first ("Nothing. Air." … "Okay. So. I was making a smoothie…"): that is news let out.
      (events.some((x) => x.by === character && x.at < e.at && (x.kind === 'dodge' || x.kind === 'refusal')) ||
        !events.some(
          (x) =>
            x.line === e.line &&
            (x.kind === 'grant' || x.kind === 'answer') &&
            x.respondsTo !== undefined &&
            !ASKS_WHAT_IS_UP.test(plain(events[x.respondsTo]!.text)),
        )) &&
      // The news may be the line the events turned on; what is argued after it is the scene.
      (turnLine < 0 || lines.indexOf(e.line) <= turnLine),
  );
  if (!news?.line || !news.to) return null;
  if (objective && lines.indexOf(objective.ask) >= lines.indexOf(news.line)) return null;
  // News that ends in an ask ("I have to be at work at nine." … "Move it.") was its reason: the ask is the scene.
  // Orders after the partner has come round ("Put an apron on.") are what happens next, not that ask.
  const asksAfter = wants.some(
    (w) =>
      w.from === character &&
      w.of === news.to &&
      w.kind === 'request' &&
      lines.indexOf(w.ask) > lines.indexOf(news.line!) &&
      (turnLine < 0 || turn?.by !== news.to || lines.indexOf(w.ask) < turnLine),
  );
  if (asksAfter) return null;
  const partner = news.to;
  const from = lines.indexOf(news.line);
  const until = turn && turn.by === partner ? turnLine : lines.length;
  const objections: Resistance[] = [];
  for (let i = from + 1; i < until; i++) {
    const line = lines[i]!;
    const reply = lines[i + 1];
    if (line.speaker !== partner || reply?.speaker !== character || BARE_ANSWER.test(reply.text.trim())) continue;
    // An argument puts something back, says no or holds the teller to their word, and the teller answers it; a
    // reply that asks ("Is that my arm?") is taking news in, not defending it.
    const argues =
      line.sentences.some((x) => x.question || x.negative || HOLDS_TO_WORD.test(plain(x.text))) ||
      events.some((x) => x.line === line && x.kind === 'refusal');
    if (!argues || reply.sentences.at(-1)?.question) continue;
    // The sentence that argues: a question put back ("Who's going to do the night checks?"), else a no, else the first.
    const said = line.sentences.find(putsBack) ?? line.sentences.find((x) => x.negative) ?? line.sentences[0];
    if (said) objections.push({ by: partner, line, text: said.text, kind: 'objection' });
  }
  if (objections.length < 2) return null;
  return {
    want: {
      from: character,
      of: partner,
      verbPhrase: 'accept your news',
      ask: news.line,
      askText: news.text,
      kind: 'proposal',
      pressed: 1 + objections.length,
      resisted: true,
      announced: true,
    },
    objections,
  };
}

/** The partners' resistance to the character, in order: refusals, dodges, objections, conditions, threats, counter-asks. */
export function resistanceTo(character: string, events: SceneEvent[], lines: Line[] = []): Resistance[] {
  const out: Resistance[] = [];
  // A partner told no who answers the no with an argument ("Not today." — "Frank left me half. I've a
  // buyer.") presses the ask again: pressure on the character as much as a new demand is.
  const pressing: Resistance[] = [];
  for (const no of events) {
    const ask = no.respondsTo !== undefined ? events[no.respondsTo] : undefined;
    if (no.by !== character || (no.kind !== 'refusal' && no.kind !== 'dodge') || !no.line || ask?.kind !== 'request') continue;
    const after = lines.slice(lines.indexOf(no.line) + 1);
    const next = after[0];
    if (!next || next.speaker !== ask.by || pressing.some((p) => p.line === next)) continue;
    const acts = events.filter((e) => e.line === next && e.by === ask.by);
    if (
      acts.some((e) => ['grant', 'request', 'question', 'condition', 'threat', 'promise'].includes(e.kind)) ||
      next.sentences.some((x) => x.question)
    )
      continue;
    pressing.push({ by: ask.by, line: next, text: next.sentences[0]?.text ?? next.text, kind: 'counter-ask' });
  }
  // A line that gives the character what they asked ("Hat on properly. And you don't tell Auntie Jo.") is the
  // yes, whatever else its sentences do: it stands in no one's way.
  const gives = (line: Line) => events.some((x) => x.line === line && x.kind === 'grant' && x.to === character);
  for (const e of events) {
    if (e.by === character || !e.line || gives(e.line)) continue;
    const answering = e.respondsTo !== undefined ? events[e.respondsTo] : undefined;
    const atCharacter = e.to === character || answering?.by === character;
    if (!atCharacter) continue;
    if (e.kind === 'refusal') out.push({ by: e.by, line: e.line, text: e.text, kind: e.argued ? 'objection' : 'refusal' });
    // "Who is she?" — "There is no 'she.'": denying what the character asks about keeps it from them.
    else if (deniesIt(e) && answering?.by === character) out.push({ by: e.by, line: e.line, text: e.text, kind: 'dodge' });
    else if (e.kind === 'dodge' || e.kind === 'condition' || e.kind === 'threat')
      out.push({ by: e.by, line: e.line, text: e.text, kind: e.kind });
    // Pressing again after the character asked, said no or dodged: a counter-demand ("Reschedule.", "Ruby." after
    // "Nothing."). Orders that come with a yes ("...Spare keys are in the basket. You drive. Mind the gnome.") are its
    // terms, and a line that answers the character ("It can absolutely be purple.") is no pressure.
    else if (
      e.kind === 'request' &&
      !events.some((x) => x.line === e.line && (x.kind === 'grant' || x.kind === 'answer')) &&
      events.some((x) => x.by === character && x.to === e.by && ['request', 'refusal', 'dodge'].includes(x.kind) && x.at < e.at)
    )
      out.push({ by: e.by, line: e.line, text: e.text, kind: 'counter-ask' });
  }
  return [...out, ...pressing.filter((p) => !out.some((o) => o.line === p.line))];
}

/** How squarely a resistance blocks an ask: a flat no first, then terms, a dodge, an argument, a counter-demand. */
const BLOCKS: Record<Resistance['kind'], number> = { refusal: 5, threat: 4, condition: 4, dodge: 3, objection: 2, 'counter-ask': 1 };

/**
 * The obstacle: the partner's line that resists the character. When the character asks for something
 * and meets resistance, it is the squarest answer to that ask (the first of its kind); when the
 * partner is the one pressing, it is their pressure on the character — terms, threats, a demand made
 * again after a no. Never the character's own line; null when nobody resists.
 */
const PLEADS = /^\W*please\b/i;

export function obstacleOf(
  character: string,
  events: SceneEvent[],
  resistance: Resistance[],
  wants: Want[],
  objective: Want | null = null,
): Resistance | null {
  // "(a sigh) Hold her up.": a line played as giving way is no wall, whatever its words.
  const standing = resistance.filter((r) => !r.line.directions.some((d) => RELENTS.test(d)));
  const responses = (r: Resistance) => events.filter((e) => e.line === r.line && e.text === r.text && e.respondsTo !== undefined);
  const answers = (r: Resistance, ask: (e: SceneEvent) => boolean) => responses(r).some((e) => ask(events[e.respondsTo!]!));
  const best = (rs: Resistance[]) => rs.reduce<Resistance | null>((a, b) => (!a || BLOCKS[b.kind] > BLOCKS[a.kind] ? b : a), null);
  // The ask the scene is for, when the reading chose one; else the first the partner resisted.
  const main = (objective?.resisted ? objective : null) ?? wants.find((w) => w.from === character && w.resisted);
  // ...pressed again in other words too: a plea after it ("Please. My bus is at half past.") is the same fight, and the
  // flat no it gets ("I'm still not moving.") is the hardest wall.
  const mainAt = main ? events.find((e) => e.line === main.ask)?.at : undefined;
  const pleas = events.filter(
    (e) => e.by === character && e.kind === 'request' && mainAt !== undefined && e.at > mainAt && PLEADS.test(e.text),
  );
  const mainLines = main ? [main.ask, ...(main.pressedAgain ?? []).map((p) => p.line), ...pleas.map((e) => e.line!)] : [];
  const toMain = standing.filter((r) => r.kind !== 'counter-ask' && answers(r, (e) => e.by === character && mainLines.includes(e.line!)));
  // A threat made while the main ask still stands ("Let me through." … "One more step and I shoot.") blocks it too.
  const askedAt = main ? events.find((e) => e.line === main.ask && e.by === character)?.at : undefined;
  const grantedAt = events.find((e) => e.kind === 'grant' && e.to === character && askedAt !== undefined && e.at > askedAt)?.at ?? Infinity;
  const threats = standing.filter((r) =>
    events.some(
      (e) => e.kind === 'threat' && e.line === r.line && e.to === character && askedAt !== undefined && e.at > askedAt && e.at < grantedAt,
    ),
  );
  if (toMain.length) return best([...toMain, ...threats.filter((r) => !toMain.includes(r))]);
  const toAsks = standing.filter(
    (r) => r.kind !== 'counter-ask' && answers(r, (e) => e.by === character && (e.kind === 'request' || e.kind === 'question')),
  );
  if (toAsks.length) return best(toAsks);
  const pressure = standing.filter((r) => r.kind === 'threat' || r.kind === 'condition' || r.kind === 'counter-ask');
  // When the character is the one pressed, the pressure that counts comes from the partner whose ask the scene fights over.
  const central = wants.find((w) => w.of === character && w.resisted)?.from;
  return best(pressure.filter((r) => r.by === central)) ?? best(pressure) ?? best(standing);
}

const NUMBER = '(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a few|a couple of)';
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/** "Four hours to Grandma's.", "Two days left": time remaining, said without a verb. */
const REMAINING = new RegExp(`\\b${NUMBER} (more )?(minutes?|hours?|days?|weeks?) (left|to go|to|till|until)\\b`, 'i');
/** "by Monday", "till ten": a limit, with or without a verb. */
const CLOCK = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
/** "by the first of March", "by the 3rd", "until June": a date to meet. */
const DATE = `(?:the (?:first|second|third|fourth|fifth|\\d+(?:st|nd|rd|th))(?: of ${MONTH})?|${MONTH})`;
const LIMIT = new RegExp(
  `\\b(by|till|until) (${WEEKDAY}|tonight|tomorrow|morning|noon|midnight|${CLOCK}|\\w+ o'?clock|\\d+(:\\d+)?|${DATE})\\b`,
  'i',
);
const DEADLINE = new RegExp(
  `\\b(in (\\w+ )?(minutes?|hours?|seconds?|days?)|${NUMBER} (more )?(minutes?|hours?|days?|weeks?) (left|to go)|tomorrow|(on|this|next) ${WEEKDAY}|that's ${NUMBER} (days?|hours?|minutes?|weeks?)|` +
    `(by|at|till|until) (friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow|morning|${CLOCK}|noon|midnight|\\w+ o'?clock|\\d+(:\\d+)?)|` +
    `on the (first|fifteenth|\\d+(st|nd|rd|th))|(to|will|'ll|gonna|going to|wants to|has to|have to) \\w+(?: \\w+){0,3} tonight|starts in|before (dark|morning|tonight|the \\w+)|next (bus|train|boat)|'s tonight|is tonight|(leaves|closes|starts|ends) (at|in|on|tonight|tomorrow))\\b`,
  'i',
);
const CONSEQUENCE =
  /\b(going to (kill|destroy|hate|lose|fire)|(will|'ll) (destroy|never|lose|hate|kill|die)|never (see|forgive|come back)|or else|if (i|you|we) (miss|lose|don'?t|can'?t|go|leave)|didn'?t come back|(takes|taking) (the|our|my|your) (farm|house|home|car|kids?|baby|shop|store|job|money)|(close|closes|shut|shuts) (down )?(the|this|our|my) (branch|store|shop|plant|school|business|restaurant|office|factory|place|show)|find(s)? out|(split|splits) us up|(take|takes) (him|her|them|us) away|(he|she|they|everyone|everybody) knows? (about|everything))\b/i;
const LOSS =
  /\b((haven'?t|have not|hasn'?t|has not|don'?t have|doesn'?t have) (got )?(many|much|long)|not (much|long) left|running out of|lose|lost(?! (?:property|and found)\b)|gone(?! (?:to|with|out|home|back|into|off|up|down|for|on|by)\b)|last chance|only (one|chance)|everything|nothing left|all (i|we) have|(i|we) need (this|my|our|the) (job|money|house|place|scholarship|part|spot|loan|apartment)|and (dropping|falling|fading)|getting worse|losing (him|her|them)|little (girl|boy)|\w+'s age|died|dead|passed away|did ?n'?t wake up|put (him|her|it) down|fired|sacked|laid off|let (you|him|her|me|us|them) go|(cut|cutting|cuts) (a|one|the|your|my|his|her|our) (cook|job|post|position|role|shift|waiter|nurse|teacher|driver)|final (shift|day|week|warning)|no more \w+ing)\b/i;
/**
 * Stakes a line states without a word of loss (decision 029): a sum of money needed ("I need seventy-nine
 * dollars."), someone helpless ("He's a baby."), someone absent for years ("He hasn't been to one game in
 * four years."), and people watching who decide what comes next ("Scouts from State are in row three.").
 */
const NEEDED_SUM = /\b(i|we) need [\w-]+( [\w-]+)? (dollars|bucks|pounds|quid|euros|grand)\b/i;
/** "Surgery's about two thousand.", "Forty-one thousand, love.": a sum in thousands named — what it costs. */
const LARGE_SUM = /\b(?:\d+|[a-z]+(?:-[a-z]+)?) (?:hundred |thousand |million )?(?:thousand|grand|million)\b(?! times\b)/i;
/** "The window's four hundred dollars.", "That's £300.": a price in hundreds or more, named with its money. */
const PRICED = /\b(?:\d{3,}|[a-z]+ hundred) (?:dollars|bucks|pounds|quid|euros)\b|[$£€]\d{3,}/i;
/** "You go, they go.", "You fall, we fall.": what the listener does, the others do after them. */
const FOLLOWED = /\byou (\w+), (?:they|we|i|he|she|it|everyone) \1\b/i;
/** "It could be tonight.", "could be any day now": the end, near and unnamed. */
const COULD_BE_SOON = /\bcould be (?:tonight|today|any (?:day|minute|time|hour)|hours|days)\b/i;
const HELPLESS = /\b(is|'s) (just |only )?a (baby|toddler|child|little kid)\b/i;
const ABSENT_FOR_YEARS =
  /\b(hasn'?t|haven'?t|hadn'?t|has not|have not) (been|seen|called|come|visited|spoken|written|watched)\b.*\b(in|for) [\w-]+ (years?|months?)\b/i;
const WATCHERS = /\b(scouts?|recruiters?|talent agents?|casting directors?|the judges|the selectors)\b/i;
/** "He needs surgery tonight.": what someone needs, with a time still to come. */
const NEEDED_BY = /\bneeds? [^,;]*\b(tonight|today|right now|this morning|this afternoon|by morning|before morning)\b/i;

/** A death said plainly, or a life in the balance ("She's in intensive care.", "He's on a ventilator."). */
const LIFE_LOST =
  /\b(died|dead|passed away|passed on|did ?n'?t wake up|put (him|her) down|killed|intensive care|icu|in a coma|on a ventilator|life support|critical condition|(?:kidneys?|heart|liver|lungs?|organs?) (?:are|is|'s|'re) (?:failing|shutting down|giving out)|keep (?:him|her|them) comfortable|(?:days|weeks|months|hours) to live|not long (?:now|left)|terminal(?:ly ill)?|palliative|end of (?:his|her|their) life|(?:won't|will not|isn't going to|is not going to) (?:make it|recover|get better|wake up))\b/i;
/**
 * Terms with their price said in one breath, without an "if": "You so much as touch the float, you're on the bus
 * home.", "One more word and you're out.", "Do that again and you're grounded."
 */
const TERMS_WITH_A_PRICE =
  /^\W*(?:(?:and |but )?(?:you|if you) (?:so much as|even|ever) \w+|one more \w+|do that again|try (?:it|that))\b[^.;?]*?(?:,| and) (?:you'?re|you are|you'll|you will|i'll|i will|you go|you're going)\b/i;

/** "If the numbers are off, they close this branch": an outcome about the world the text spells out. */
const IF_OUTCOME = /^(?:and |but |so )?(?:if|unless) [^,]+, (.+)$/i;
/**
 * "If it's about the bike, I already know.", "If it's the bill, I've paid it.": the speaker's own knowing, or
 * what they have already done, is a reply, not an outcome still to come.
 */
const SETTLED =
  /^(?:then )?(?:i|we) (?:already |totally |completely |do )?(?:know|knew|get it|understand|see|agree|'m listening|am listening)\b|^(?:i|we)(?:'ve| have) (?:already )?\w+(?:ed|id|en|ne|ot|t)\b|\balready\b/i;
const isOutcome = (text: string) => {
  const outcome = IF_OUTCOME.exec(plain(text))?.[1];
  return (outcome !== undefined && !SETTLED.test(outcome)) || HARM_IF.test(plain(text));
};
/**
 * "She'd skin you alive if you drove home like this.", "You'll kill someone if you get behind that wheel.": harm said
 * first, then what brings it on — the same outcome as "if…, then…" the other way round ("I'd love it if you came" is not).
 */
const HARM_IF =
  /\b(?:'d|would|'ll|will|could) (?:\w+ ){0,2}(?:kill|skin|hurt|die|crash|lose|never forgive|end up|wrap|hit)\b[^.?!]* if (?:you|he|she|they|we|i)\b/i;
/**
 * What the world does to people when it goes wrong: courts, police, charges, security, social services, the
 * shelter, a file — named, it is what rides on the scene ("Security will walk you out.", "…not pressing charges.").
 */
const INSTITUTIONS =
  /\b(?:court|courts|judge|police|cops?|jail|prison|(?:pressing |press |federal |criminal )?charges?|custody|solicitor|lawyer|security will|social services|social worker|foster(?: care| home)?|care home|the shelter|evict(?:ed|ion)?|expel(?:led)?|suspend(?:ed)?|excluded|disciplinary|tribunal|hospital|a&e|intensive care|the sack|your notice|(?:in|on) (?:your|his|her|my) (?:file|record)|policy|the lease says|send (?:me|him|her|us|them) (?:away|somewhere))\b/i;
/** "And if I won't?", "What if I say no?": asking what refusing costs. */
const ASKS_THE_PRICE =
  /^(?:and |but |so )?(?:what |and what )?(?:happens )?if (?:i|we) (?:don't|do not|won't|will not|can't|cannot|say no|refuse)\b/i;

/**
 * A deadline is a time still to come: time remaining ("Four hours to Grandma's."), a limit ("by
 * Monday"), or a time with a verb that is not past ("The truck leaves at noon.", "Police'll be round
 * tomorrow."), asked about or not ("Does that mean I can't do the show on Friday?"). A bare time ("At
 * eleven o'clock at night.", "Before the fall part.") or a past one ("She came home Thursday.") is not.
 */
function isDeadline(s: Sentence): boolean {
  if (REMAINING.test(s.text) || LIMIT.test(s.text)) return true;
  if (!DEADLINE.test(s.text) || isHabit(s)) return false;
  const verbs = s.tokens.filter((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.norm === "'s");
  return verbs.length > 0 && !hasPastVerb(reported(s));
}

/**
 * "You open at five.", "We close at six on Sundays.", "He says that every morning at seven.": what someone does every
 * day is their routine, not a time running out ("The bus leaves at noon." still is).
 */
function isHabit(s: Sentence): boolean {
  const [subject, verb] = s.tokens;
  // "He says that every morning at seven.": what comes round every time is a routine, whoever does it.
  if (RECURRING.test(s.text)) return true;
  return (
    ['you', 'we', 'i', 'they'].includes(subject?.norm ?? '') &&
    verb?.pos === 'VERB' &&
    verb.norm === verb.lemma &&
    !['have', 'need', 'must', 'got', 'gotta'].includes(verb.norm)
  );
}

const SAYING = new Set(['say', 'tell', 'warn', 'write', 'ring', 'call', 'text']);
const FUTURE = new Set(['will', "'ll", 'going', 'gonna', 'shall']);

/**
 * What was said, without the saying: "The man said they'll turn it off on Friday." is a time still to come
 * — the past is the telling, and the future told is what counts.
 */
function reported(s: Sentence): Sentence {
  const at = s.tokens.findIndex((t) => t.pos === 'VERB' && SAYING.has(t.lemma) && t.norm !== t.lemma);
  const rest = at >= 0 ? s.tokens.slice(at + 1) : [];
  return rest.some((t) => FUTURE.has(t.norm)) ? { ...s, tokens: rest } : s;
}

/** The days kept for the dead: a funeral, a burial, ashes scattered. */
const MOURNING = /\b(?:funeral|burial|buried|memorial|ashes|scatter(?:ing)?|cremat\w+)\b/i;
/** "I have to be at work at nine.": a time the speaker is bound to, said as their own need. */
const OBLIGED = /^(i|we) (have to|have got to|'ve got to|need to|must|got to|gotta)\b/i;

/** People "dead" can describe: "the dead man" is a death; "the dead rosemary", "a dead battery", "dead tired" are not. */
const PEOPLE_NOUNS =
  /^(?:man|men|woman|women|boy|girl|kid|kids|child|children|baby|body|bodies|people|person|guy|mother|father|mum|mom|dad|wife|husband|son|daughter|brother|sister|friend|soldier|king|queen)$/;
/** The sentence with "dead" masked where it qualifies a thing or another word ("With the dead rosemary."). */
function withoutFigurativeDead(s: Sentence): Sentence {
  const figurative = s.tokens.some((t, i) => {
    const next = s.tokens[i + 1];
    return t.norm === 'dead' && next !== undefined && (next.pos === 'NOUN' || next.pos === 'ADJ') && !PEOPLE_NOUNS.test(next.norm);
  });
  return figurative ? { ...s, text: s.text.replace(/\bdead\b/i, 'spent') } : s;
}

const kindOf = (said: Sentence): Stake['kind'] | null => {
  const s = withoutFigurativeDead(said);
  return CONSEQUENCE.test(s.text) ||
    // ...said of what is still to come: "She didn't die at the hospital." and "You told the police…" are the past.
    // (a question naming one is read where questions are: "Does Andre go to jail?" is the stake, "Can you call the police?" the ask)
    (INSTITUTIONS.test(plain(s.text)) && !s.question && !hasPastVerb(reported(s))) ||
    FOLLOWED.test(plain(s.text)) ||
    isOutcome(s.text) ||
    TERMS_WITH_A_PRICE.test(plain(s.text)) ||
    (WATCHERS.test(s.text) && !s.question)
    ? 'consequence'
    : isDeadline(s) || NEEDED_BY.test(s.text) || COULD_BE_SOON.test(s.text)
      ? 'deadline'
      : LOSS.test(s.text) ||
          LIFE_LOST.test(s.text) ||
          NEEDED_SUM.test(s.text) ||
          LARGE_SUM.test(s.text) ||
          PRICED.test(s.text) ||
          HELPLESS.test(s.text) ||
          ABSENT_FOR_YEARS.test(s.text)
        ? 'loss'
        : null;
};

/**
 * The stakes the text names, strongest first: a consequence (what happens if this goes wrong), a
 * deadline, a loss. The character's own terms and threats are first of all pressure on the partner,
 * so they come after any stake the others name.
 */
export function stakesOf(lines: Line[], character: string | null = null, events: SceneEvent[] = []): Stake[] {
  // ...and so are the character's own asks ("Tell them tomorrow."): a deadline they set is their pressure, not their stake.
  const ownTerms = new Set(
    events.filter((e) => e.by === character && (e.kind === 'condition' || e.kind === 'threat' || e.kind === 'request')).map((e) => e.text),
  );
  const out: Array<Stake & { score: number }> = [];
  lines.forEach((line, at) => {
    for (const s of line.sentences) {
      // "And if I don't?" asks what it costs; the other's answer ("Then you're the lad who had the bat.") is the stake.
      // ..."Does Andre go to jail?", "Are they going to send me somewhere?" name the cost themselves: the question is the stake.
      // ...but "Can you call the police?" asks for help: it is the ask, not what it costs.
      const asksForIt =
        /\b(?:can|could|will|would) you\b/i.test(s.text) ||
        events.some((e) => e.line === line && e.text === s.text && e.kind === 'request');
      if (s.question && !asksForIt && INSTITUTIONS.test(plain(s.text))) {
        if (!out.some((o) => o.line === line && o.text === s.text))
          out.push({ line, text: s.text, kind: 'consequence', score: 3 - s.sentiment });
        continue;
      }
      if (s.question && ((kindOf(s) === 'consequence' && !asksForIt) || ASKS_THE_PRICE.test(plain(s.text)))) {
        const answer = lines[at + 1];
        const said = answer?.speaker !== line.speaker ? answer?.sentences[0] : undefined;
        if (answer && said && !said.question) out.push({ line: answer, text: said.text, kind: 'consequence', score: 3 - said.sentiment });
        continue;
      }
      // ..."If that retina goes, you're blind in that eye for good." sets no terms: what happens if the world turns is a stake.
      const ifClause = plain(s.text).match(/^\W*(?:and |but |so )?if ([^,]+),/i)?.[1];
      const own = line.speaker === character && ownTerms.has(s.text) && !(ifClause && !/\byou\b/i.test(ifClause));
      // The partner's threat ("One more step and I shoot.") says what it costs the character to go on.
      // ...when it names what will be done ("shoot", "fire", "ruin"), not only hints at it ("You know what I do to liars.").
      const threatened =
        s.tokens.some((t) => THREAT_LEMMAS.has(t.lemma)) &&
        events.some((e) => e.kind === 'threat' && e.by !== character && e.line === line && e.text === s.text);
      const kind = threatened ? 'consequence' : kindOf(s);
      // A deadline someone is bound to ("I have to be at work at nine.") says what missing it costs them, as a
      // consequence does; a plan ("We're off to Portugal on Friday.") does not.
      // So does a day set for the dead ("She wants it for the funeral on Saturday.", "We're scattering him on Saturday.").
      // ...and an end near ("It could be tonight.", "He needs surgery tonight.").
      const bound =
        kind === 'deadline' &&
        (OBLIGED.test(plain(s.text)) || MOURNING.test(s.text) || COULD_BE_SOON.test(s.text) || NEEDED_BY.test(s.text));
      // A life lost ("she didn't wake up") weighs more than a thing lost ("Her basket's gone.").
      const life = kind === 'loss' && LIFE_LOST.test(plain(withoutFigurativeDead(s).text));
      // A time nobody is bound to ("I've got a meeting at eight.", "It's three minutes to.") is the day's schedule; what can
      // be lost ("I'll be the only one who wasn't there.") rides on the scene more.
      const base = own ? 0.5 : kind === 'consequence' || bound ? 3 : life ? 2.5 : kind === 'loss' ? 2 : 1.5;
      if (kind && !out.some((o) => o.line === line && o.text === s.text)) out.push({ line, text: s.text, kind, score: base - s.sentiment });
    }
  });
  return out.sort((a, b) => b.score - a.score).map((s) => ({ line: s.line, text: s.text, kind: s.kind }));
}
