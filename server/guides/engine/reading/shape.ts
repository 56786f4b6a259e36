/**
 * The shape of a scene: the turn (the line after which the balance has changed, chosen by
 * evidence) and the beats around it, each with the one tactic the character's lines show.
 */
import {
  CHANGE_MARKED,
  deniesIt,
  HELD_SILENCE,
  isPastVerb,
  isOwnDenial,
  quietAdmission,
  RELENTS,
  RESISTING,
  stopsListener,
  takesBack,
} from './events.js';
import { GOT_IT, plain } from './language.js';
import { tacticsOf } from './tactics.js';
import type { Beat, Line, SceneEvent, SceneItem, Turn } from './types.js';

const PAUSE = /\b(beat|pause|long breath|silence|a (long )?moment)\b/i;
/** A line that opens on a hesitation ("...You lived here before?"): its speaker is taking in what was just said. */
const HESITANT = /^(\.\.\.|…)/;

/** A breath let go on the listener's line: relief. */
const RELEASED = /\b(breath(es)? out|exhales?|lets out|relie(f|ved))\b/i;

const YES_NO = /^(yes|yeah|yep|no|nope|nah|never|okay|ok|fine|deal)[.!]*$/i;

/** A pause written before a line: in its own directions, or in the action line just before it ("A long beat."). */
function pausedBefore(items: SceneItem[], at: number, line: Line): boolean {
  const before = items[at - 1];
  // A line that opens on "..." is a pause written into the line itself.
  return (
    line.directions.some((d) => PAUSE.test(d)) ||
    (before?.kind === 'action' && (PAUSE.test(before.text) || HELD_SILENCE.test(before.text))) ||
    HESITANT.test(line.text.trim())
  );
}

/** Acts by which the character pushes (asks, holds out); after the turn a character who pushed may only yield. */
const PUSHING = new Set<SceneEvent['kind']>(['request', 'refusal', 'dodge', 'threat', 'condition']);

/** "It wasn't my fault.": news that denies something of one's own; telling the truth after it is a confession. */
const isDenial = (e: SceneEvent) => {
  const s = e.line?.sentences.find((x) => x.text === e.text);
  return Boolean(s && isOwnDenial(s));
};

/**
 * A dodge that kept something back ("Nobody.", "Is that my arm?") — not a question asked back before saying yes to a
 * favour ("Honey, can we keep it?" — "How much did it cost?"), which weighs the ask and keeps nothing.
 */
const keptBack = (e: SceneEvent, events: SceneEvent[]) => {
  if (e.kind !== 'dodge') return false;
  const asked = e.respondsTo === undefined ? undefined : events[e.respondsTo];
  const weighs = e.line?.sentences.find((x) => x.text === e.text)?.question && asked && ASKS_FOR_A_YES.test(plain(asked.text));
  return !weighs;
};
/** A favour or leave asked for a yes: "Can we keep it?", "Could you drive me?", "Will you come?" */
const ASKS_FOR_A_YES = /^\W*(?:[\p{L}']+, )?(?:please,? )?(?:can|could|may|will|would) (?:i|we|you)\b/iu;

/** After the one told has said no to the teller's ask. */
const playedAfterNo = (e: SceneEvent, events: SceneEvent[]) =>
  events.some((x) => x.at < e.at && x.by === e.to && x.to === e.by && x.kind === 'refusal');

/** An answer that says no ("Don't know.", "Not me."): it gives the asker nothing. */
const negativeAnswer = (e: SceneEvent) => e.kind === 'answer' && Boolean(e.line?.sentences.find((x) => x.text === e.text)?.negative);

/** A confession tells something that happened: a verb in the past ("She didn't die at the hospital."). */
const tellsWhatHappened = (e: SceneEvent) => {
  const s = e.line?.sentences.find((x) => x.text === e.text);
  // "Coach C, you said.": the other's words checked back tell nothing that happened; "A good dad is always prepared."
  // says how things are (a past form after "be"), not what happened.
  const happened = s?.tokens.some((t, i) => isPastVerb(t) && s.tokens[i - 1]?.lemma !== 'be' && s.tokens[i - 2]?.lemma !== 'be');
  return Boolean(s && happened && !CHECKS_BACK.test(plain(s.text)));
};
/** "Coach C, you said.", "Seat forty, you told me.": what the listener said, repeated to be sure of it. */
const CHECKS_BACK = /,\s*you (?:said|told me|say)[.?!]*$/i;

/**
 * Said low or after a silence: the admission dodges kept back ("(quiet) I don't think I like it anymore.")
 * or a taking back of one's own earlier words ("(barely) We never had a dog.").
 */
function admits(e: SceneEvent, earlier: SceneEvent[], items: SceneItem[]): boolean {
  const s = e.line ? quietAdmission(items, e.at, e.line) : null;
  if (!s || s.text !== e.text) return false;
  return earlier.some((x) => x.by === e.by && x.kind === 'dodge') || takesBack(s, e.line!, items, e.at);
}

/** The speech just before an item, by someone else than the one speaking there: the line it answers. */
export function lineBefore(items: SceneItem[], at: number): { line: Line; at: number } | null {
  const speaker = items[at]?.kind === 'speech' ? items[at].line.speaker : null;
  for (let k = at - 1; k >= 0; k--) {
    const item = items[k]!;
    if (item.kind === 'speech') return item.line.speaker !== speaker ? { line: item.line, at: k } : null;
  }
  return null;
}

function spokenWith(items: SceneItem[], at: number, who: string): { line: Line; at: number } | null {
  for (const k of [at + 1, at - 1]) {
    const item = items[k];
    if (item?.kind === 'speech' && item.line.speaker === who) return { line: item.line, at: k };
  }
  return null;
}

/** Candidate turns, each scored by how much the balance shifts there. */
function turnCandidates(
  events: SceneEvent[],
  character: string,
  items: SceneItem[],
  cast: string[],
): Array<Turn & { at: number; score: number }> {
  const itemCount = items.length;
  const out: Array<Turn & { at: number; score: number }> = [];
  const mine = events.filter((e) => e.by === character);
  const push = (e: SceneEvent, because: Turn['because'], score: number) => {
    if (!e.line) return;
    const position = e.at / Math.max(1, itemCount - 1);
    // The balance rarely changes in the first lines; it changes in the middle or late.
    const weight = position < 0.15 ? 0.3 : 0.6 + 0.4 * position;
    const paused = pausedBefore(items, e.at, e.line) ? 1.5 : 0;
    // The listener answers it with the body ("Hannah goes still.") or with a hesitation ("...You lived here before?").
    const next = items.slice(e.at + 1).find((i) => i.kind === 'speech');
    const hesitates = next?.kind === 'speech' && next.line.speaker !== e.by && HESITANT.test(next.line.text.trim());
    // ...or lets go of a breath held ("(a breath out she's been holding)"): what was waited for has come.
    const released = next?.kind === 'speech' && next.line.speaker !== e.by && next.line.directions.some((d) => RELEASED.test(d));
    const obeyed = events.some((x) => x.kind === 'grant' && !x.line && x.respondsTo !== undefined && events[x.respondsTo]!.line === e.line);
    // A page that names the change outright ("For the first time, she looks afraid.") marks the turn itself.
    const after = items[e.at + 1];
    const marked = after?.kind === 'action' && CHANGE_MARKED.test(after.text) && stopsListener(after, e.by, cast);
    const landed = marked ? 3 : stopsListener(after, e.by, cast) || hesitates || obeyed || released ? 1.5 : 0;
    // A line the page holds a silence before and shows landing after is framed as the moment itself.
    const framed = paused && landed ? 1 : 0;
    // The balance has changed when a character who pushed before the line only yields after it.
    const shifted =
      e.by !== character &&
      mine.some((x) => x.at < e.at && PUSHING.has(x.kind)) &&
      !mine.some((x) => x.at > e.at && PUSHING.has(x.kind)) &&
      mine.some((x) => x.at > e.at)
        ? 1.5
        : 0;
    out.push({ line: e.line, text: e.text, because, by: e.by, at: e.at, score: (score + paused + landed + framed + shifted) * weight });
  };
  // The character's strongest ask: a refusal of it decides the scene.
  const resisted = (ask: SceneEvent) =>
    events.some((x) => x.respondsTo !== undefined && events[x.respondsTo] === ask && (x.kind === 'refusal' || x.kind === 'dodge'));
  const mainAsk =
    events.findLast((e) => e.by === character && e.kind === 'request' && resisted(e)) ??
    events.findLast((e) => e.by === character && e.kind === 'request');
  const answersMainAsk = (e: SceneEvent) => mainAsk !== undefined && e.respondsTo !== undefined && events[e.respondsTo] === mainAsk;
  // Where each person first denies their own part in a line of theirs ("I wasn't here."), even one that made no event.
  const firstDenialAt = new Map<string, number>();
  items.forEach((item, at) => {
    if (item.kind === 'speech' && !firstDenialAt.has(item.line.speaker) && item.line.sentences.some(isOwnDenial))
      firstDenialAt.set(item.line.speaker, at);
  });
  events.forEach((e, i) => {
    const earlier = events.slice(0, i);
    // Denying one's own part ("I wasn't there.") or answering with a no ("Don't know what you're on about.") holds
    // out as much as a refusal does.
    const resisted =
      earlier.some((x) => x.by === e.by && x.to === e.to && (RESISTING.has(x.kind) || isDenial(x) || negativeAnswer(x))) ||
      (firstDenialAt.get(e.by) ?? Infinity) < e.at;
    // A relenting direction ("(sighs, flips a switch)") on the line of someone who held out.
    const relents = e.line?.directions.some((d) => RELENTS.test(d)) && earlier.some((x) => x.by === e.by && RESISTING.has(x.kind));
    // Taking terms just offered ("Or you both go." — "...Saturdays.") closes a deal the terms already turned.
    const asked = e.respondsTo !== undefined ? events[e.respondsTo]! : undefined;
    // ...but terms offered as the first move ("I'll trade you.") are the question; taking them is the shift.
    const takesTerms = events.some(
      (x) =>
        asked &&
        x.line === asked.line &&
        x.by === asked.by &&
        (x.kind === 'condition' || x.kind === 'threat') &&
        events.some((y) => y.by === asked.by && y.kind === 'grant' && y.at <= asked.at && asked.at - y.at <= 2),
    );
    // Terms right after one's own concession are its fine print, not a new shift.
    const afterOwnGrant = earlier.some((x) => x.by === e.by && x.kind === 'grant' && e.at - x.at <= 2);
    // Once someone has given in or told the truth, their later yes is its aftermath ("...Deal." after the confession).
    const shiftedBefore = out.some((c) => c.by === e.by && c.at < e.at && (c.because === 'gives-in' || c.because === 'confesses'));
    // Thanks take a yes; they give none (the line they thank is the yes, below).
    if (e.kind === 'grant' && e.line && GOT_IT.test(plain(e.text))) return;
    if (e.kind === 'grant' && !e.line && resisted && !shiftedBefore) {
      // Giving in on the page ("She holds out the watch."): the turn is the giver's own line that goes with it.
      const own = spokenWith(items, e.at, e.by);
      if (own) push({ ...e, line: own.line, at: own.at, text: own.line.sentences[0]?.text ?? own.line.text }, 'gives-in', 5);
    } else if (e.kind === 'grant')
      push(
        e,
        'gives-in',
        resisted && !takesTerms && !shiftedBefore
          ? 5
          : // The yes, late in the scene, to the price the character named ("Give me the name and I'll…" …
            // "His name is Marek."): the deal the scene was waiting on is made.
            asked?.by === character && (asked.kind === 'condition' || asked.kind === 'threat') && !shiftedBefore && e.at > itemCount / 2
            ? 4
            : 2.5,
      );
    else if (relents && e.line?.sentences[0]?.text === e.text) push(e, 'gives-in', 5);
    // An order the character carries out on the page ("Sit down." — Maya sits) after holding out: the line answers them.
    else if (e.kind === 'request' && e.to === character && events.some((x) => x.respondsTo === i && x.kind === 'grant' && !x.line))
      push(e, 'answers', 4);
    else if (
      e.kind === 'news' &&
      ((!isDenial(e) &&
        tellsWhatHappened(e) &&
        earlier.some((x) => x.by === e.by && x.at < e.at && (keptBack(x, events) || isDenial(x)))) ||
        admits(e, earlier, items))
    )
      push(e, 'confesses', 4.5);
    else if (e.kind === 'decision' && earlier.some((x) => x.by === e.by && x.kind === 'refusal') && e.at > itemCount / 2)
      push(e, 'gives-in', 4);
    else if (e.kind === 'decision') push(e, 'decides', 2.5);
    else if (e.kind === 'condition' || e.kind === 'threat') push(e, 'sets-terms', afterOwnGrant ? 2 : 3.5);
    else if (e.kind === 'entrance' && e.at > 2 && e.line) push(e, 'arrival', 3);
    else if (e.kind === 'entrance' && e.at > 2) {
      // Someone walks in on the page ("The LIBRARIAN sweeps in…") and speaks: the arrival is their first line, and
      // news brought in with it ("Silent room's closing.") changes the scene for everyone in it.
      const own = spokenWith(items, e.at, e.by);
      const brings = own && events.some((x) => x.line === own.line && x.kind === 'news');
      if (own && own.at > e.at)
        push({ ...e, line: own.line, at: own.at, text: own.line.sentences[0]?.text ?? own.line.text }, 'arrival', brings ? 5 : 3);
    }
    // The character's own card, played after the partner's no, that stops them on the page ("She asked for you this
    // morning." — Kit stops.): the balance moves back, whatever the partner does after.
    else if (e.kind === 'news' && e.by === character && playedAfterNo(e, events) && stopsListener(items[e.at + 1], e.by, cast))
      push(e, 'news', 5);
    else if (e.kind === 'news') push(e, 'news', e.to === character ? 3 : 2);
    else if (e.kind === 'refusal' && e.to === character && !e.argued) {
      // A no the same person takes back later ("That's not how keys work." — he takes a sip) is not where it turns.
      const undone = events.some((x, k) => k > i && x.kind === 'grant' && x.by === e.by && x.respondsTo === e.respondsTo);
      // ...nor one the asker answers at once with terms ("No." — "Drop it, and I'll forget what I know."): the terms are.
      const raised = events.some(
        (x) => x.by === character && (x.kind === 'threat' || x.kind === 'condition') && x.at > e.at && x.at - e.at <= 1,
      );
      push(e, 'refuses', undone ? 2 : raised ? 2.5 : answersMainAsk(e) ? 5 : 3);
    } else if (e.kind === 'answer') {
      // A bare yes or no to the character's own question ("Are you going to tell him?" — "No.") decides it.
      const asked = e.respondsTo !== undefined ? events[e.respondsTo] : undefined;
      // ...and so does the answer at last, after the same person denied ("There is no 'she.'" … "My lawyer.").
      const atLast =
        asked?.by === character &&
        /^(?:\W*\w+\W+){0,2}(who|what|where|which|why|how)\b/i.test(asked.text) &&
        !deniesIt(e) &&
        earlier.some((x) => x.by === e.by && x.to === character && deniesIt(x));
      const decisive = (asked?.by === character && YES_NO.test(e.line?.sentences[0]?.text ?? '')) || atLast;
      push(e, 'answers', decisive ? 4.5 : 1.5);
    }
  });
  // The line thanked is the yes ("Computer four is on the left." — "Thank you."), when its speaker held out before it.
  items.forEach((item, at) => {
    const thanked = item.kind === 'speech' && GOT_IT.test(plain(item.line.text)) ? lineBefore(items, at) : null;
    if (!thanked || item.kind !== 'speech') return;
    const who = thanked.line.speaker;
    const heldOut = events.some((x) => x.by === who && x.at < thanked.at && (RESISTING.has(x.kind) || isDenial(x)));
    // "That's a lovely speech, dear." — "Thank you." — "The answer is no.": thanks for a kind word, and the no still stands.
    const stillNo = events.find((x) => x.by === who && x.at > at)?.kind === 'refusal';
    if (heldOut && !stillNo && !out.some((c) => c.by === who && c.because === 'gives-in')) {
      const text = thanked.line.sentences[0]?.text ?? thanked.line.text;
      push({ kind: 'grant', by: who, to: item.line.speaker, at: thanked.at, line: thanked.line, text }, 'gives-in', 5);
    }
  });
  return out;
}

/** The turn: the strongest shift, later wins a tie. */
export function turnOf(
  events: SceneEvent[],
  character: string,
  items: SceneItem[],
  cast: string[] = [],
  /**
   * The item where the scene's fight begins (an announcement's news): what is said there is its premise, and a
   * no to an ask made before it turns nothing.
   */
  fightFrom = 0,
): Turn | null {
  const settingUp = (c: Turn & { at: number }) => {
    if (fightFrom > 0 && c.at <= fightFrom) return true;
    const e = events.find((x) => x.line === c.line && x.text === c.text && x.kind === 'refusal');
    return c.because === 'refuses' && e?.respondsTo !== undefined && events[e.respondsTo]!.at < fightFrom;
  };
  const best = turnCandidates(events, character, items, cast)
    .filter((c) => !settingUp(c))
    .reduce<(Turn & { at: number; score: number }) | null>((a, b) => (!a || b.score >= a.score ? b : a), null);
  return best ? { line: best.line, text: best.text, because: best.because, by: best.by, strength: best.score } : null;
}

const OPENER_WEIGHT: Partial<Record<SceneEvent['kind'], number>> = {
  entrance: 3,
  exit: 2.5,
  news: 2,
  refusal: 2.5,
  grant: 2.5,
  condition: 2.5,
  threat: 3,
  decision: 2,
  touch: 1,
  dodge: 1,
};

/**
 * Beats: about one per third of a page (six page elements), at least two once the scene has six
 * speeches, opened by the strongest events and always by the turn. Where the events are too few, a
 * piece of business on the page or a new ask by the character opens the next beat.
 */
export function beatsOf(items: SceneItem[], events: SceneEvent[], character: string, turn: Turn | null): Beat[] {
  const speeches = items.filter((i) => i.kind === 'speech').length;
  const body = items.filter((i) => i.kind !== 'cue').length;
  const target = Math.max(speeches >= 6 ? 2 : 1, Math.min(6, Math.round(body / 6)));
  const turnAt = turn ? items.findIndex((i) => i.kind === 'speech' && i.line === turn.line) : -1;
  const asks = events.filter((e) => e.by === character && (e.kind === 'request' || e.kind === 'question'));
  // The first beat starts at the first line or action: a title card or a sound cue is not acting material.
  const opening = Math.max(
    0,
    items.findIndex((i) => i.kind !== 'cue'),
  );
  const candidates: Array<{ at: number; event: SceneEvent | null; score: number }> = [
    ...events.flatMap((e) =>
      // The turn always opens a beat, whatever kind of event it is.
      e.at === turnAt
        ? [{ at: e.at, event: e, score: 100 }]
        : OPENER_WEIGHT[e.kind]
          ? [{ at: e.at, event: e, score: OPENER_WEIGHT[e.kind]! }]
          : [],
    ),
    // Business on the page ("She sits on the tire.") and a fresh ask by the character are weaker openers.
    ...items.flatMap((i, at) => (i.kind === 'action' ? [{ at, event: null, score: 0.8 }] : [])),
    ...asks.map((e) => ({ at: e.at, event: e, score: 0.5 })),
  ]
    // ...and it holds two items at least before the next opens.
    .filter((c) => c.at > opening + 1 && c.at < items.length - 1)
    .sort((a, b) => b.score - a.score || a.at - b.at);
  const gap = Math.max(2, Math.floor(body / (target + 2)));
  const openers: Array<{ at: number; opener: SceneEvent | null }> = [];
  for (const c of candidates) {
    if (openers.length >= target - 1) break;
    if (openers.every((o) => Math.abs(o.at - c.at) >= gap)) openers.push({ at: c.at, opener: c.event });
  }
  openers.sort((a, b) => a.at - b.at);
  const starts: Array<{ at: number; opener: SceneEvent | null }> = [{ at: opening, opener: null }, ...openers];
  // The partner's speech a line of the character's answers.
  const heard = (line: Line) =>
    lineBefore(
      items,
      items.findIndex((i) => i.kind === 'speech' && i.line === line),
    )?.line ?? null;
  const beats: Beat[] = starts
    .map((s, k) => {
      const end = starts[k + 1]?.at ?? items.length;
      const lines = items.slice(s.at, end).flatMap((i) => (i.kind === 'speech' && i.line.speaker === character ? [i.line] : []));
      const mine = events.filter((e) => e.at >= s.at && e.at < end && e.by === character);
      const shown = tacticsOf(mine, lines, {
        dodgedBefore: events.some((e) => e.at < s.at && e.by === character && e.kind === 'dodge'),
        heard,
      });
      return {
        beat: { start: s.at, end, opener: s.opener, isTurn: turnAt >= s.at && turnAt < end && (k > 0 || starts.length === 1) },
        shown,
        lines,
      };
    })
    .reduce<Beat[]>((out, { beat, shown, lines }) => {
      // A new beat is a new way in: where the beat before used the same tactic, the next one these lines show plainly
      // enough is this beat's; where they show no other, the tactic stays rather than a verb the lines do not bear.
      const previous = out.at(-1)?.tactic;
      const chosen = (shown[0]!.tactic === previous ? shown.find((t) => t.tactic !== previous && t.score >= 1.5) : undefined) ?? shown[0]!;
      out.push({
        ...beat,
        tactic: chosen.tactic,
        line: lines.length ? (chosen.line && lines.includes(chosen.line) ? chosen.line : lines[0]!) : null,
      });
      return out;
    }, []);
  if (!beats.some((b) => b.isTurn)) beats.at(-1)!.isTurn = true;
  return beats;
}
