/**
 * The scene's arc (decision 043): who presses whom, the moment the page holds for the change, and who
 * comes out with what they pressed for — read over the whole scene, not line by line. Sides mark their
 * turns on the page: a person stops what they are doing ("Ruth takes the pen out of her teeth."), a
 * silence is held ("A long beat."), something is put down or handed over. Those held beats, the pressing
 * and the holding out around them, decide the arc; one misread line does not.
 */
import { contentLemmas, GOT_IT, mainClauseNegated, plain, plainSentences, sentencesOf, wordCount, type Sentence } from './language.js';
import { isHoldingOn, RELENTS } from './events.js';
import { escape } from './people.js';
import { OFFER, resolveThings, verbPhraseOf } from './wants.js';
import type { Line, PageText, SceneEvent, SceneItem, Want } from './types.js';

/** Someone stops, goes still or lets something go: the body answering what was just said. */
const STILLNESS = new RegExp(
  [
    String.raw`\b(stops|stop|freezes|goes (still|quiet|silent|pale|white)|falls silent|pauses|hesitates|waits|stares|flinches|swallows)\b`,
    String.raw`\blooks (at|up|away|down)\b[^.]*`,
    String.raw`\bdoes ?n[o']t (move|answer|speak|take|look|get|open|reply|say)\b`,
    String.raw`\b(says nothing|can'?t speak|has no answer|no answer)\b`,
    String.raw`\b(puts|sets|lays|lowers|drops|slams)\b[^.]*\b(down)\b`,
    String.raw`\b(puts down|sets down|lays down)\b`,
    String.raw`\b(closes|shuts|caps|turns off|switches off|takes off|pockets|folds)\b`,
    String.raw`\b(sits(?! up\b)( down)?|sinks|sighs|exhales|breathes out|lets out a breath)\b`,
    String.raw`\b(smile (goes|fades|drops)|nearly laughs|almost laughs|softens|eyes close|closes (his|her|their) eyes)\b`,
  ].join('|'),
  'i',
);

/** A silence the page holds on its own ("A long beat.", "Silence on the line."). */
const HELD = /\b(a (long )?(beat|moment|pause|silence)|silence|long (beat|pause|moment)|(that|it) lands)\b/i;

/** Something handed over, given up or let in: the body giving way. */
export const GIVING =
  /\b(hands|handing|gives|giving|passes|passing|lets go|slides [^.]*\b(across|over|back|along|to (?:him|her|them))|holds (it |them |\w+ )?out|tears [^.]*\b(up|in half|in two)|takes (the|it|them|one|his|her)|unlocks|opens the (door|passenger|gate)|pushes [^.]* away|puts [^.]* in (his|her|their) hand)\b/i;

export interface HeldBeat {
  /** Index into the scene's items. */
  at: number;
  item: PageText;
  /** The principal the beat is about, when the page names them or a pronoun stands for one. */
  by: string | null;
  /** Stillness held, a silence, or something given: how the page shows the change. */
  shows: 'stillness' | 'silence' | 'giving';
  score: number;
}

/** The person an action sentence is about: a name of the cast at its start, else a pronoun read as the nearest name before. */
function subjectOf(sentence: string, cast: string[], pronounOf: (name: string) => 'he' | 'she' | 'they', recent: string[]): string | null {
  // "Then he slides the key across.": a word of time before the subject does not change who acts.
  const head = sentence
    .trim()
    .replace(/^(?:then|and|finally|at last|slowly|now|so)\b,? /i, '')
    .slice(0, 40);
  const named = cast.find((c) =>
    c
      .split(/\s+/)
      .filter((p) => p.length > 2 && !/^(MR|MRS|MS|DR)\.?$/i.test(p))
      .some((p) => new RegExp(`^(\\w+ ){0,2}${escape(p)}\\b`, 'i').test(head)),
  );
  if (named) return named;
  const pronoun = head.match(/^(he|she|they|his|her|their)\b/i)?.[1]?.toLowerCase();
  if (!pronoun) return null;
  const p = pronoun === 'his' ? 'he' : pronoun === 'her' ? 'she' : pronoun === 'their' ? 'they' : (pronoun as 'he' | 'she' | 'they');
  return recent.find((r) => pronounOf(r) === p) ?? null;
}

/**
 * The beats the page holds in the scene's body (after the first speech, before the last), each scored by
 * how plainly it shows a change: stillness or a giving by one of the two people the scene is between, a
 * silence held, several such sentences at once; weighted to the middle and late part of the scene, where
 * scenes turn.
 */
export function heldBeatsOf(
  items: SceneItem[],
  principals: string[],
  cast: string[],
  pronounOf: (name: string) => 'he' | 'she' | 'they',
): HeldBeat[] {
  const speeches = items.flatMap((i, at) => (i.kind === 'speech' ? [at] : []));
  const first = speeches[0] ?? 0;
  const last = speeches.at(-1) ?? items.length;
  const out: HeldBeat[] = [];
  items.forEach((item, at) => {
    if (at <= first || at >= last || item.kind === 'speech') return;
    // Sound cues hold silences on the radio ("SFX: Static. A long beat."); other cues are furniture.
    if (item.kind === 'cue' && item.cue !== 'sound') return;
    const recent = items
      .slice(0, at)
      .reverse()
      .flatMap((i) => (i.kind === 'speech' ? [i.line.speaker] : []))
      .filter((s, k, all) => all.indexOf(s) === k);
    let stillness = 0;
    let giving = 0;
    let silence = 0;
    let by: string | null = null;
    for (const sentence of plainSentences(item.text)) {
      const who = subjectOf(sentence, cast, pronounOf, recent);
      const mine = who !== null && principals.includes(who);
      if (HELD.test(sentence)) silence++;
      if (STILLNESS.test(sentence) && (mine || who === null)) {
        stillness++;
        by ??= who;
      }
      if (GIVING.test(sentence) && (mine || who === null)) {
        giving++;
        by ??= who;
      }
    }
    if (!stillness && !giving && !silence) return;
    const position = (at - first) / Math.max(1, last - first);
    const weight = position < 0.25 ? 0.4 : position < 0.4 ? 0.8 : 1;
    const score = (Math.min(stillness, 2) * 1.5 + Math.min(giving, 2) * 1.2 + (silence ? 1.5 : 0) + (by ? 0.5 : 0)) * weight;
    out.push({ at, item, by, shows: stillness ? 'stillness' : silence ? 'silence' : 'giving', score });
  });
  return out;
}

/** The arc of one scene between the character and their main partner. */
export interface Arc {
  pursuer: string;
  resister: string;
  /** The pursuer's ask the scene turns on, when the reading found one. */
  want: Want | null;
  /** The beat the page holds for the change, when it holds one. */
  beat: HeldBeat | null;
  /** The line just before the beat that it answers. */
  landing: Line | null;
  /** The first line after the beat: where the change is first said. */
  reaction: Line | null;
  /** The resister's first holding out against the want (a no, a dodge, a question put back). */
  holding: Line | null;
  outcome: 'pursuer' | 'resister' | 'open';
}

/**
 * "What do you want?", "What is it?", "What are you asking?", "Where's that going?": the asker knows the other came
 * for something, or is set on doing something, and asks what.
 */
const ASKS_THEIR_WANT =
  /\bwhere(?:'s| is| are) (?:that|this|those|these|it) going\b|\bwhere (?:do )?you think you'?re going\b|\bwhat are you doing with\b|\bwhat (?:do|did|does) (?:you|u) (?:want|need)\b|\bwhat is it you want\b|^(?:\W*\w+\W+)?what(?:'s| is) (?:it|this|this about|going on|wrong)\?|\bwhat are you (?:doing|after|asking|saying)\b|\b(?:are you|you) (?:asking|telling) me\b/i;
const NO_LEAD = /^(?:\W*)(no|nope|nah|never|nothing|nobody|not|don'?t|can'?t|won'?t|i can'?t|i won'?t|i'?m not (?!asking\b))\b/i;
/** A no in words: "no", "not", "never", "nope", "nothing", "nobody", "cannot", a "n't" ("I don't", "won't"). */
export const SAYS_NO = /\b(?:no|not|never|nope|nah|nothing|nobody|cannot)\b|n't\b/i;
/** "You said the library.", "You promised.": the other held to their own words — an account is owed. */
export const HOLDS_TO_WORD = /^(?:\W*)(?:but )?you (?:said|promised|swore|told me)\b/i;
/**
 * "And who does the fryer?", "But what about school?": a question put back against what was just said objects; it does
 * not press. "And then?", "And at 03:12?" and a bare "And?" ask for the next of the story: they press.
 */
export const PUTS_BACK =
  /^(?:\W*)(?:and|but|so|what about|how about)\b(?! (?:then|after|afterwards|at|before|when|what happened)\b)(?!\W*$)/i;

/** True when a line answers the other's last line by holding out: a no, a dodge, a refusal, a question put back. */
function holdsOut(line: Line, events: SceneEvent[], previous: Line | undefined): boolean {
  if (!previous || previous.speaker === line.speaker) return false;
  const text = plain(line.text);
  // "Do you take payments?" — "What kind of payments?": a question that takes up the ask's own words weighs it.
  const asked = new Set(previous.sentences.flatMap(contentLemmas).map((t) => t.lemma));
  // ..."Where's my drill?" — "Which drill?" only stalls: a question for a thing, asked back, buys time.
  const wh = previous.sentences.some((x) => x.question && /^\W*(?:\w+\W+)?(?:who|what|where|which|why|when|how)\b/i.test(x.text));
  const weighs =
    !wh && line.sentences.every((x) => x.question && !PUTS_BACK.test(x.text) && contentLemmas(x).some((t) => asked.has(t.lemma)));
  if (weighs && !NO_LEAD.test(text)) return false;
  // "Where will we live?" — "Pass me the other rag.": an order that takes up nothing of a question puts it off.
  const putsOff = wh && line.sentences[0]?.imperative && !line.sentences.some((x) => contentLemmas(x).some((t) => asked.has(t.lemma)));
  return (
    // Arguing back ("You borrowed for the boiler.") presses as much as it holds; only a no or a dodge holds out.
    events.some((e) => e.line === line && e.by === line.speaker && ((e.kind === 'refusal' && !e.argued) || e.kind === 'dodge')) ||
    NO_LEAD.test(text) ||
    Boolean(putsOff) ||
    line.sentences.some((x) => x.question && PUTS_BACK.test(x.text))
  );
}

/**
 * How much each of two people presses the other before the moment: questions and asks put to them, pressed
 * again after a no, and being asked "What do you want?"; holding out (a no, a dodge, a question put back)
 * counts against. The one who presses more is the pursuer.
 */
export function pressureOf(items: SceneItem[], events: SceneEvent[], a: string, b: string, until = items.length): Map<string, number> {
  const score = new Map([
    [a, 0],
    [b, 0],
  ]);
  const add = (who: string, n: number) => score.set(who, (score.get(who) ?? 0) + n);
  const lines = items
    .slice(0, until)
    .flatMap((i) => (i.kind === 'speech' && (i.line.speaker === a || i.line.speaker === b) ? [i.line] : []));
  let heldOutBy: string | null = null;
  lines.forEach((line, k) => {
    const who = line.speaker;
    const other = who === a ? b : a;
    const acts = events.filter((e) => e.line === line && e.by === who);
    // "You said you'd be home." opening on the other presses them; said back to a promise ("You said that about the
    // rabbit."), it holds out.
    const previous = lines[k - 1];
    const answersAPush =
      previous?.speaker === other &&
      (events.some((e) => e.line === previous && ['request', 'promise', 'condition', 'decision'].includes(e.kind)) ||
        /\bI(?:'d|'ll| will| would| can)\b/.test(plain(previous.text)) ||
        // ..."I want it." — "You said you'd nowhere to put it.": the want said outright is pushed back on.
        SAYS_THE_WANT.test(plain(previous.text)));
    const heldToWord = line.sentences.some((x) => HOLDS_TO_WORD.test(plain(x.text)));
    // A name said alone ("Juno.") calls; it asks for nothing.
    const calls = (e: SceneEvent) =>
      !/^\W*please\b/i.test(e.text) &&
      e.text
        .replace(/[^\p{L}' ]/gu, '')
        .trim()
        .split(/\s+/).length <= 1 &&
      /^\p{Lu}/u.test(e.text);
    const asks =
      acts.some((e) => (e.kind === 'request' && !calls(e)) || e.kind === 'condition' || e.kind === 'threat') ||
      (heldToWord && !answersAPush) ||
      // "I want it.", "I need you to sign.": the want said outright presses as an order does.
      line.sentences.some((x) => !x.question && SAYS_THE_WANT.test(plain(x.text)));
    const holds = holdsOut(line, events, previous) || (heldToWord && answersAPush);
    const questions = !holds && line.sentences.some((s) => s.question) && !line.sentences.every((s) => ASKS_THEIR_WANT.test(plain(s.text)));
    if (line.sentences.some((s) => ASKS_THEIR_WANT.test(plain(s.text)))) add(other, 3);
    // An order that answers a question ("Where will we live?" — "Pass me the other rag.") dodges it; it presses nothing.
    if (asks && !holds) add(who, 1.5);
    if (questions) add(who, 1);
    // The same question or ask put again ("Where will we live?" … "Where will we live, Grandad?") is pressed.
    const own = new Set(
      line.sentences
        .filter((x) => x.question || x.imperative)
        .flatMap(contentLemmas)
        .map((t) => t.lemma),
    );
    const putAgain = lines
      .slice(0, k)
      .some(
        (l) => l.speaker === who && l.sentences.some((x) => (x.question || x.imperative) && contentLemmas(x).some((t) => own.has(t.lemma))),
      );
    if (!holds && putAgain) add(who, 1.5);
    if (holds) {
      add(who, -1.5);
      heldOutBy = who;
    } else if (heldOutBy === other) {
      // Coming back after a no, in any form, is pressing on.
      add(who, 1);
      heldOutBy = null;
    }
  });
  return score;
}

/** Yes said in words: "Okay.", "Fine.", "Go on, then.", "You can have it.", "Deal." */
export const SAYS_YES =
  /^(?:\W*)(?:yes|yeah|yep|okay|ok|fine|alright|all right|deal|go on(?:, then)?|sure|done|agreed)\b|\byou can (?:have|go|keep|come|stay|take)\b/i;
/** A no that closes the matter: "The answer's no.", "Get out.", "Not ever." */
const SHUTS = /\b(?:the answer'?s no|get out|not ever|never again|we'?re done|go home|this conversation is over)\b|^(?:\W*)no(?:[.!]+|$)/i;
/** The pursuer crying out that they have it: "Dolly, we're in!", "We did it!" */
const WON = /\b(?:we'?re in|i'?m in|we did it|i did it|we made it|i got in|we got in)!/i;
/** The pursuer letting it go: "Fine.", "Forget it.", "Never mind." */
const GIVES_UP = /^(?:\W*)(?:fine|forget it|never mind|whatever|okay, fine)\b/i;
/** Leaving the scene on the page: the one who goes ends the pressing. */
const GOES =
  /\b(?:walks (?:out|off|away)|drives (?:away|off)|leaves|exits|goes(?:\.|$)|is gone|storms out|turns off the (?:lamp|light)s?|carr(?:y|ies) it to the door|hangs up)\b/i;

/**
 * The want said in words: "I'd like to buy the dent.", "I'd like Admiral to give the eulogy.", "I need to know who was
 * with you.", "I'm not moving till you tell me.", "All I want is…", "She wants to see the boat in the water." — however
 * it is dressed, it names it.
 */
export const SAYS_THE_WANT =
  /\bI (?:want|need) (?:it|that|this|them|him|her|one)\b[^a-z]*$|\bI(?:'d| would) (?:like|love) (?:to|you to|\w+ to \w)|\bI (?:want|need|wanted|came) (?:to (?!say\b|tell\b|ask\b|talk\b|see\b)|you to|for)|\bso (?:you'll|you will|you can)\b|\bI(?:'m| am) (?:not \w+ (?:till|until|unless)\b|asking\b|here (?:to|for|about)\b)|\b(?:all|what) I (?:want|need|'m asking)\b|\bI just want\b|\bI need (?:another|(?:one|two|three|five|ten|a few|a bit|a little|some) more)\b|\b(?:she|he|they|mum|mom|dad) wants (?:to|you to)\b/i;
/** The verbs that say a want without naming it. */
const ASKING_WORDS = new Set(['ask', 'want', 'need', 'like', 'love']);
/** After its want-verb the sentence names a deed or a thing ("…to say he's yours", "…the car"), not only "you". */
const namesIt = (s: Sentence) => {
  const at = s.tokens.findIndex((t) => ASKING_WORDS.has(t.lemma));
  // ("I'm not moving till you tell me…", "…so you'll come": said without a want-verb, the rest names it.)
  return at < 0 || s.tokens.slice(at + 1).some((t) => ['VERB', 'NOUN', 'PROPN', 'ADJ'].includes(t.pos));
};
/** Asking words: the sentence wants something done or known. */
const ASKING = /\b(?:i need|i want|can i|could i|can you|could you|will you|would you|please|let me|i'?m asking|give me)\b/i;
/** An offer or a plan put to the other: "I can do the stall.", "So we'll take the van." — a yes is wanted for it. */
const OFFERS = new RegExp(String.raw`^(?:\W*)(?:so |then |and |but )?(?:i|we) ${OFFER}\w+`, 'i');
/** A reply that objects with a fact ("You're twelve.", "It's on the inventory.", "But it's Tuesday."): the line before it was the ask. */
const OBJECTS = /^(?:\W*)(?:but )?(?:you'?re|you are|it'?s|it is|that'?s|that is|you can'?t|you don'?t|you'?ve got)\b/i;

/** A word or three said as the ask ("Home.", "Back to mine.") carries the fragments after it in the same breath ("Home. With me."). */
function withFragments(line: Line, sentence: Sentence): string {
  if (wordCount(sentence) > 3) return sentence.text;
  const fragment = (x: Sentence) => wordCount(x) <= 3 && !x.question && !x.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  // Up to two fragments straight after it, stopping at the first whole sentence ("…With me. Where it's loved.").
  const joined: Sentence[] = [];
  for (const x of line.sentences.slice(line.sentences.indexOf(sentence) + 1).slice(0, 2)) {
    if (!fragment(x)) break;
    joined.push(x);
  }
  return [sentence, ...joined].map((x) => x.text).join(' ');
}

/**
 * The pursuer's ask the scene is about. Scenes answer their question in its own words ("It's Thursday. At six."
 * … "Thursday. Six. Front row."; "One bite." … takes one bite), so each sentence the pursuer says before the
 * moment is scored by the words it shares with what the one holding out says and does from the moment on, by
 * whether it asks, and by whether it is held out against or pressed again; the ask the events saw fought over
 * starts ahead. Hinted asks ("They're playing the Crossway on Saturday.") are found this way too.
 */
function centralAskOf(
  pronounOf: (name: string) => 'he' | 'she' | 'they',
  items: SceneItem[],
  events: SceneEvent[],
  wants: Want[],
  pursuer: string,
  resister: string,
  momentAt: number,
  objective: Want | null,
): Want | null {
  const lines = items.flatMap((i) => (i.kind === 'speech' ? [i.line] : []));
  const lemmasOf = (ss: Sentence[]) => new Set(ss.flatMap(contentLemmas).map((t) => t.lemma));
  const resolution = lemmasOf(
    items
      .slice(momentAt)
      .flatMap((i) => (i.kind === 'speech' ? (i.line.speaker === resister ? i.line.sentences : []) : sentencesOf(i.text))),
  );
  const before = lines.filter((l) => items.findIndex((i) => i.kind === 'speech' && i.line === l) < momentAt);
  const saidBy = (who: string) => before.filter((l) => l.speaker === who);
  const mine = saidBy(pursuer);
  let best: { line: Line; sentence: Sentence; score: number } | null = null;
  for (const line of mine) {
    const k = lines.indexOf(line);
    const reply = lines[k + 1];
    const heldAgainst = reply?.speaker === resister && holdsOut(reply, events, line);
    // An argument back or a fact set against it ("You're twelve.") answers an ask too, if less plainly than a no.
    const objected =
      !heldAgainst &&
      reply?.speaker === resister &&
      (events.some((e) => e.line === reply && e.kind === 'refusal') ||
        (OBJECTS.test(plain(reply.text)) && !reply.sentences[0]?.question && reply.sentences[0]!.tokens.length <= 8));
    // The answer to "What do you want?" is the want said outright.
    const prompt = lines[k - 1];
    // A line that holds the other off ("Nothing. Can't I help?") is not where the pursuer asks.
    // ..."I can't wait till Tuesday. Can you ring the train?" says no to the other's terms, not to a question: it presses.
    const answersAQuestion = prompt?.speaker === resister && prompt.sentences.some((x) => x.question);
    // ...but a no that goes on to ask ("No. I'd like Admiral to give the eulogy.") answers and then presses.
    const asksAfter = events.some((e) => e.line === line && e.by === pursuer && e.kind === 'request');
    if (answersAQuestion && !asksAfter && (holdsOut(line, events, prompt) || NO_LEAD.test(plain(line.text)))) continue;
    // ..."Nothing. Can't I help?" says no want at all: it dodges the question.
    const stated =
      prompt?.speaker === resister && prompt.sentences.some((x) => ASKS_THEIR_WANT.test(plain(x.text))) && !NO_LEAD.test(plain(line.text));
    for (const sentence of line.sentences) {
      const own = contentLemmas(sentence);
      const says = SAYS_THE_WANT.test(plain(sentence.text));
      // "I'm not pressing anything.", "I haven't got time for this.": the speaker's own no holds out; it asks nothing
      // ("I don't want you to go." still asks).
      const ownNo = /^\W*(?:i|we)\b(?!.*\b(?:want|need)\b)/i.test(plain(sentence.text)) && mainClauseNegated(sentence);
      if (!says && !sentence.question && ownNo) continue;
      const answersWhat = stated && sentence === line.sentences[0];
      // A call ("Mam.", "Viv!"), a call to attention ("Look.", "Listen.") or a word or two that asks nothing names no want.
      // A question of three words or more asks even in small words only ("What did you do?").
      const asksInSmallWords = sentence.question && sentence.tokens.length >= 3;
      if (
        (!own.length || sentence.tokens.length <= 2) &&
        !says &&
        !answersWhat &&
        !asksInSmallWords &&
        (!sentence.imperative || sentence.tokens.length === 1)
      )
        continue;
      // "Humor me.", "Trust me.", "Help me out." after the other's no press the ask before it again and name nothing
      // of their own: the want is the ask they press ("Walk me through your rounds.").
      const repress =
        sentence.imperative &&
        // Asked for the speaker, not for a thing: the order's verb, then only "me"/"us" and a particle ("Open it." asks for
        // the box).
        sentence.tokens
          .filter((t) => /\p{L}/u.test(t.text))
          .slice(1)
          .every((t) => /^(?:me|us|out|up|on|please|just)$/i.test(t.norm)) &&
        wordCount(sentence) <= 3 &&
        lines[k - 1]?.speaker === resister &&
        lines[k - 2]?.speaker === pursuer &&
        lines[k - 2]!.sentences.some((x) => x.imperative || x.question || SAYS_THE_WANT.test(plain(x.text)));
      if (repress) continue;
      // "Wait! Please!", "Hang on.", "Stop!": holding someone where they are asks for nothing yet.
      if (isHoldingOn(sentence)) continue;
      const echoed = own.filter((t) => resolution.has(t.lemma)).length;
      const again = own.filter((t) =>
        mine.some((m) => m !== line && m.sentences.some((x) => contentLemmas(x).some((c) => c.lemma === t.lemma))),
      ).length;
      const asks =
        events.some(
          (e) => e.line === line && e.text === sentence.text && e.by === pursuer && (e.kind === 'request' || e.kind === 'condition'),
        ) || HOLDS_TO_WORD.test(plain(sentence.text));
      const known = wants.find((w) => w.from === pursuer && w.ask === line && w.askText === sentence.text);
      const fought = Boolean(known?.resisted);
      const asking = asks || sentence.imperative || ASKING.test(plain(sentence.text));
      const offers = !asking && OFFERS.test(plain(sentence.text));
      const score =
        Math.min(echoed, 3) * 1.5 +
        (asking ? 1.5 : offers ? 1 : sentence.question ? 0.75 : 0) +
        (heldAgainst ? 1.5 : objected ? 1 : 0) +
        Math.min(again, 2) * 0.5 +
        (fought ? 1.5 : 0) +
        // An ask that reads as a playable verb ("Tell me who threw it.") is a want an actor can play.
        (known?.verbPhrase ? 0.75 : 0) +
        (objective?.ask === line && objective.askText === sentence.text ? 2 : 0) +
        // The want said outright names it ("I need you to say he's yours."); "I'm asking you properly." only says it asks.
        (says ? (namesIt(sentence) ? 7 : 4) : 0) +
        (answersWhat ? 3 : 0) -
        // A greeting or a remark before anything is at stake opens the scene; it is seldom the ask (a question may be).
        (k === 0 && !asks && !sentence.question ? 0.5 : 0);
      if (!best || score > best.score) best = { line, sentence, score };
    }
  }
  if (!best || best.score < 1.5) return null;
  const known = wants.find((w) => w.from === pursuer && w.ask === best.line && w.askText === best.sentence.text);
  return (
    known ?? {
      from: pursuer,
      of: resister,
      // A playable verb where the ask turns round cleanly ("I can do the stall." → "let you do the stall").
      verbPhrase: verbPhraseOf(best.sentence, resister, pronounOf(resister)),
      ask: best.line,
      askText: withFragments(best.line, best.sentence),
      kind: best.sentence.question ? 'question' : 'request',
      pressed: 1,
      resisted: true,
    }
  );
}

/**
 * How the pressing comes out after the moment, when the page says it in words: a yes from the one holding out
 * ("Okay.", "You can have it.") or thanks from the pursuer, against a no that closes the matter or the one holding
 * out leaving. What is only shown (a look, a cup set down) settles nothing here: a winner guessed is worse than
 * none, so without a word either way, and unless one side clearly outweighs the other, it stays open.
 */
function outcomeAfter(
  items: SceneItem[],
  from: number,
  events: SceneEvent[],
  pursuer: string,
  resister: string,
  shown: { want: Want | null; cast: string[]; pronounOf: (name: string) => 'he' | 'she' | 'they' },
): Arc['outcome'] {
  // The very thing pressed for ("Give us your keys."), by its words, so a hand-over on the page can be read as the yes.
  const asked = new Set(
    shown.want
      ? sentencesOf(shown.want.askText)
          .flatMap(contentLemmas)
          .map((t) => t.lemma)
      : [],
  );
  let gives = 0;
  let holds = 0;
  let said = false;
  let thankedAt = Infinity;
  items.slice(from).forEach((item, k) => {
    const at = from + k;
    if (item.kind === 'speech') {
      const text = plain(item.line.text);
      const acts = events.filter((e) => e.line === item.line);
      // "Thank you." — "Can I at least have the radio?" — "No.": a no to a new, smaller ask after the thanks leaves the yes won.
      const toLaterAsk = acts.some((e) => e.respondsTo !== undefined && events[e.respondsTo]!.at > thankedAt);
      if (item.line.speaker === resister && toLaterAsk) return;
      if (item.line.speaker === resister) {
        if (SAYS_YES.test(text)) {
          gives += 1.5;
          said = true;
        } else if (acts.some((e) => e.kind === 'grant' && e.to === pursuer)) {
          // A yes in words of its own ("...Dwayne. Dwayne Pike." to "Tell me who threw it.") says it as plainly.
          gives += 1.5;
          said = true;
        }
        // Terms on the very thing asked ("You want my shop, you give me a flat-top.") are a yes with a price on it.
        const terms = acts.filter((e) => e.kind === 'condition' && e.by === resister);
        const onIt = terms.some((e) =>
          sentencesOf(e.text)
            .flatMap(contentLemmas)
            .some((t) => asked.has(t.lemma)),
        );
        if (onIt) {
          gives += 1.5;
          said = true;
        } else if (terms.length) gives += 0.5;
        if (SHUTS.test(text)) {
          holds += 1.5;
          said = true;
        } else if (acts.some((e) => e.kind === 'refusal' && !e.argued && e.by === resister)) holds += 1;
      } else if (item.line.speaker === pursuer) {
        if (GOT_IT.test(text) || WON.test(text)) {
          gives += 1.5;
          said = true;
          thankedAt = Math.min(thankedAt, at);
        } else if (GIVES_UP.test(text) && holds > gives) holds += 1;
        // The pursuer asking again at the end has not got it yet.
        if (at === items.length - 1 && acts.some((e) => e.kind === 'request' || e.kind === 'question')) holds += 0.5;
      }
    } else if (item.kind === 'action') {
      const who = item.text.trim().slice(0, 30);
      const about = (name: string) => new RegExp(`\\b${escape(name.split(/\s+/).at(-1)!)}\\b`, 'i').test(who);
      // "He slides the keys along the bar to her.": the one holding out handing over the very thing asked for is the
      // yes as plainly as words ("he" read as the nearer of the two by the pronoun the page gives them).
      const lastSpoke = items.slice(0, at).findLast((i) => i.kind === 'speech');
      const recent = lastSpoke?.kind === 'speech' && lastSpoke.line.speaker === resister ? [resister, pursuer] : [pursuer, resister];
      const sentences = sentencesOf(item.text);
      const handsOver = sentences.some(
        (x) =>
          GIVING.test(x.text) &&
          subjectOf(x.text, shown.cast, shown.pronounOf, recent) === resister &&
          contentLemmas(x).some((t) => asked.has(t.lemma)),
      );
      if (handsOver) {
        gives += 1.5;
        said = true;
      } else if (GIVING.test(item.text) && about(resister)) gives += 1;
      if (GOES.test(item.text) && about(resister)) holds += 1;
    }
  });
  if (!said) return 'open';
  return gives - holds >= 1.5 ? 'pursuer' : holds - gives >= 1.5 ? 'resister' : 'open';
}

export interface ArcInput {
  items: SceneItem[];
  events: SceneEvent[];
  wants: Want[];
  character: string;
  partner: string | null;
  cast: string[];
  pronounOf: (name: string) => 'he' | 'she' | 'they';
  /** The line the event reading chose as the turn, and how strongly its events showed the shift. */
  turnLine: Line | null;
  turnStrength?: number;
  /** The character's own fought-over ask, or their news, when the reading found one. */
  objective: Want | null;
}

/** The first speech after an item, and the last before it. */
const speechAfter = (items: SceneItem[], at: number) =>
  items.slice(at + 1).find((i): i is { kind: 'speech'; line: Line } => i.kind === 'speech')?.line ?? null;
const speechBefore = (items: SceneItem[], at: number) =>
  items.slice(0, at).findLast((i): i is { kind: 'speech'; line: Line } => i.kind === 'speech')?.line ?? null;

/** The arc of a scene between the character and their main partner; null when the character has no partner. */
export function arcOf(input: ArcInput): Arc | null {
  const { items, events, wants, character, partner, cast, pronounOf, turnLine } = input;
  if (!partner) return null;
  // A silence in the scene's first third ("A waitress puts down a bacon barm. Neither of them looks at it.") sets the
  // scene; it is not the moment the balance moves.
  const beats = heldBeatsOf(items, [character, partner], cast, pronounOf)
    .filter((b) => b.at >= items.length / 3)
    .sort((a, b) => b.score - a.score);
  const eventTurnAt = turnLine ? items.findIndex((i) => i.kind === 'speech' && i.line === turnLine) : -1;
  const until = beats[0] && beats[0].score >= 2 ? beats[0].at : eventTurnAt >= 0 ? eventTurnAt : items.length;
  const pressure = pressureOf(items, events, character, partner, until);
  // Only what happens up to the moment — the first line after the beat included, where the yes is said ("Where do I
  // fill it in?") — says who was pressing: terms after it ("Bring it back signed." — "Thank you!") are how it ends.
  const firstAfter = items.findIndex((i, k) => k > until && i.kind === 'speech');
  const upTo = firstAfter >= 0 && until < items.length ? firstAfter + 1 : until;
  const before = (line: Line | null) => line !== null && items.findIndex((i) => i.kind === 'speech' && i.line === line) < upTo;
  const resistedBy = (who: string) => wants.some((w) => w.from === who && w.resisted && before(w.ask));
  // Whoever is given way to was pressing: a yes from one to the other's ask marks the other the pursuer.
  const givenTo = (who: string) =>
    events.some(
      (e) =>
        e.kind === 'grant' &&
        e.to === who &&
        e.respondsTo !== undefined &&
        events[e.respondsTo]!.by === who &&
        e.at < upTo &&
        // A question asked back gives nothing; nor do thanks, which take a yes.
        !e.line?.sentences.find((x) => x.text === e.text)?.question &&
        !GOT_IT.test(plain(e.text)),
    );
  const foremost = wants.find((w) => (w.from === character || w.from === partner) && w.resisted && before(w.ask))?.from;
  // "I want to know what you said to her.": the want said outright, unasked, names whose scene it is.
  const saysIt = (who: string) =>
    items.some(
      (i, k) =>
        k < upTo &&
        i.kind === 'speech' &&
        i.line.speaker === who &&
        i.line.sentences.some(
          (x) => !x.question && SAYS_THE_WANT.test(plain(x.text)) && !/\b(?:don'?t|do not|never)\b/i.test(plain(x.text)),
        ),
    );
  const evidence = (who: string) =>
    (pressure.get(who) ?? 0) + (resistedBy(who) ? 1 : 0) + (givenTo(who) ? 2 : 0) + (foremost === who ? 1.5 : 0) + (saysIt(who) ? 3 : 0);
  // News argued with (decision 040) makes the other's questions objections to it: the one who brought it presses.
  const mine = evidence(character) + (input.objective?.announced ? 4 : input.objective ? 2 : 0);
  const theirs = evidence(partner);
  const pursuer = mine >= theirs ? character : partner;
  const resister = pursuer === character ? partner : character;
  const at = (line: Line | null) => (line ? items.findIndex((i) => i.kind === 'speech' && i.line === line) : -1);
  // The page's moment: a held beat next to the line the events chose agrees with it; else the strongest beat, when
  // the page holds one plainly, decides.
  const turnAt = at(turnLine);
  const beside = beats.find(
    (b) =>
      b.score >= 1.5 &&
      // A turn the events show strongly keeps the beat beside it, even a quieter one ("A long beat.").
      (b.score >= 0.8 * beats[0]!.score || (input.turnStrength ?? 0) >= 5) &&
      turnAt >= 0 &&
      (speechBefore(items, b.at) === turnLine || speechAfter(items, b.at) === turnLine),
  );
  const beat = beside ?? (beats[0] && beats[0].score >= 2 ? beats[0] : null);
  const landing = beat ? speechBefore(items, beat.at) : null;
  const reaction = beat ? speechAfter(items, beat.at) : null;
  const momentAt = beat ? beat.at : turnAt >= 0 ? turnAt : items.length;
  const want = centralAskOf(pronounOf, items, events, wants, pursuer, resister, momentAt, input.objective);
  // An ask made here ("I want it.") names its thing as the scene's other asks do ("let you have the box").
  if (want && !wants.includes(want)) resolveThings([want], items);
  // The holding out stands between the ask and the moment; what is said at or after the moment is how it comes out.
  const lines = items.flatMap((i, k) => (i.kind === 'speech' && k < momentAt && i.line !== reaction ? [i.line] : []));
  const from = want ? lines.indexOf(want.ask) : 0;
  // Known to be the one holding out, an argument back holds out too ("You have the maths resit Monday.").
  const argues = (l: Line) => events.some((e) => e.line === l && e.by === resister && e.kind === 'refusal' && e.argued);
  // ...never a line played as giving way ("(a sigh) Hold her up.").
  const standsOut = (l: Line, k: number) => k > from && l.speaker === resister && !l.directions.some((d) => RELENTS.test(d));
  const holding =
    lines.find((l, k) => standsOut(l, k) && holdsOut(l, events, lines[k - 1])) ??
    lines.find((l, k) => standsOut(l, k) && argues(l)) ??
    lines.find((l, k) => standsOut(l, k) && lines[k - 1]?.speaker === pursuer) ??
    null;
  return {
    pursuer,
    resister,
    want,
    beat,
    landing,
    reaction,
    holding,
    outcome: outcomeAfter(items, momentAt, events, pursuer, resister, { want, cast, pronounOf }),
  };
}
