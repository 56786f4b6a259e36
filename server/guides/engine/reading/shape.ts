/**
 * The shape of a scene: the turn (the line after which the balance has changed, chosen by
 * evidence) and the beats around it, each with the one tactic the character's lines show.
 */
import { STOPPED } from './events.js';
import { NEXT_TACTIC, type Tactic } from './tactics.js';
import type { Beat, Line, SceneEvent, SceneItem, Turn } from './types.js';

const PAUSE = /\b(beat|pause|long breath|silence|a moment)\b/i;

const YES_NO = /^(yes|yeah|yep|no|nope|nah|never|okay|ok|fine|deal)[.!]*$/i;

/** A pause written before a line: in its own directions, or in the action line just before it ("A long beat."). */
function pausedBefore(items: SceneItem[], at: number, line: Line): boolean {
  const before = items[at - 1];
  return line.directions.some((d) => PAUSE.test(d)) || (before?.kind === 'action' && PAUSE.test(before.text));
}

/** "It wasn't my fault.": news that denies; telling the truth after it is a confession. */
const isDenial = (e: SceneEvent) => e.kind === 'news' && Boolean(e.line?.sentences.find((s) => s.text === e.text)?.negative);

/** Candidate turns, each scored by how much the balance shifts there. */
function turnCandidates(events: SceneEvent[], character: string, items: SceneItem[]): Array<Turn & { at: number; score: number }> {
  const itemCount = items.length;
  const out: Array<Turn & { at: number; score: number }> = [];
  const push = (e: SceneEvent, because: Turn['because'], score: number) => {
    if (!e.line) return;
    const position = e.at / Math.max(1, itemCount - 1);
    // The balance rarely changes in the first lines; it changes in the middle or late.
    const weight = position < 0.15 ? 0.3 : 0.6 + 0.4 * position;
    const paused = pausedBefore(items, e.at, e.line) ? 1.5 : 0;
    // The listener's body answers it on the page ("Hannah goes still.", "Nora stops wrapping.").
    const after = items[e.at + 1];
    const landed = after?.kind === 'action' && STOPPED.test(after.text) ? 1.5 : 0;
    out.push({ line: e.line, text: e.text, because, by: e.by, at: e.at, score: (score + paused + landed) * weight });
  };
  // The character's strongest ask: a refusal of it decides the scene.
  const resisted = (ask: SceneEvent) =>
    events.some((x) => x.respondsTo !== undefined && events[x.respondsTo] === ask && (x.kind === 'refusal' || x.kind === 'dodge'));
  const mainAsk =
    events.findLast((e) => e.by === character && e.kind === 'request' && resisted(e)) ??
    events.findLast((e) => e.by === character && e.kind === 'request');
  const answersMainAsk = (e: SceneEvent) => mainAsk !== undefined && e.respondsTo !== undefined && events[e.respondsTo] === mainAsk;
  events.forEach((e, i) => {
    const earlier = events.slice(0, i);
    const resisted = earlier.some((x) => x.by === e.by && (x.kind === 'refusal' || x.kind === 'dodge') && x.to === e.to);
    if (e.kind === 'grant') push(e, 'gives-in', resisted ? 5 : 2.5);
    else if (e.kind === 'news' && earlier.some((x) => x.by === e.by && (x.kind === 'dodge' || isDenial(x)))) push(e, 'confesses', 4.5);
    else if (e.kind === 'decision' && earlier.some((x) => x.by === e.by && x.kind === 'refusal') && e.at > itemCount / 2)
      push(e, 'gives-in', 4);
    else if (e.kind === 'decision') push(e, 'decides', 2.5);
    else if (e.kind === 'condition' || e.kind === 'threat') push(e, 'sets-terms', 3.5);
    else if (e.kind === 'entrance' && e.at > 2) push(e, 'arrival', 3);
    else if (e.kind === 'news') push(e, 'news', e.to === character ? 3 : 2);
    else if (e.kind === 'refusal' && e.to === character) push(e, 'refuses', answersMainAsk(e) ? 5 : 3);
    else if (e.kind === 'answer') {
      // A bare yes or no to the character's own question ("Are you going to tell him?" — "No.") decides it.
      const asked = e.respondsTo !== undefined ? events[e.respondsTo] : undefined;
      const decisive = asked?.by === character && YES_NO.test(e.line?.sentences[0]?.text ?? '');
      push(e, 'answers', decisive ? 4.5 : 1.5);
    }
  });
  return out;
}

/** The turn: the strongest shift, later wins a tie. */
export function turnOf(events: SceneEvent[], character: string, items: SceneItem[]): Turn | null {
  const best = turnCandidates(events, character, items).reduce<(Turn & { at: number; score: number }) | null>(
    (a, b) => (!a || b.score >= a.score ? b : a),
    null,
  );
  return best ? { line: best.line, text: best.text, because: best.because, by: best.by } : null;
}

const PLEA = /\b(please|need|begging|just one|five more|i'?m asking)\b/i;

/**
 * The one tactic the character's lines in a stretch show. `dodgedBefore`: the character dodged
 * earlier in the scene, so telling now is a confession; telling without that history is not.
 */
export function tacticOf(mine: SceneEvent[], lines: Line[], dodgedBefore = false): Tactic {
  const kinds = mine.map((e) => e.kind);
  const text = lines.map((l) => l.text).join(' ');
  const sentiment = lines.flatMap((l) => l.sentences).reduce((n, s) => n + s.sentiment, 0);
  const count = (k: SceneEvent['kind']) => kinds.filter((x) => x === k).length;
  if (count('threat')) return 'threaten';
  if (count('condition')) return 'bargain';
  if (count('dodge') >= 1 && count('request') === 0) return 'deflect';
  if (count('request') && PLEA.test(text)) return 'plead';
  if (count('promise')) return 'reassure';
  if (count('request') >= 2) return 'command';
  if (count('request')) return sentiment > 0.3 ? 'charm' : 'demand';
  if (count('question') >= 2) return 'corner';
  if (count('question')) return 'probe';
  if (count('news')) {
    const news = mine.filter((e) => e.kind === 'news').map((e) => e.line!.sentences.find((x) => x.text === e.text));
    // "It wasn't my fault." is a denial, not a confession: it keeps the truth away.
    if (news.some((x) => x?.negative && /\b(i|me|my)\b/i.test(x.text))) return 'deflect';
    if (dodgedBefore && /\b(I|we)\b/.test(text)) return 'confess';
    return /\b(will|'ll|going to|gonna)\b/i.test(text) ? 'warn' : 'reason';
  }
  if (count('decision')) return 'reassure';
  if (/\b(because|so|the thing is|I have|I can'?t)\b/i.test(text)) return 'reason';
  if (sentiment > 0.6) return 'flatter';
  if (sentiment > 0.15) return 'charm';
  if (sentiment < -0.3) return /\byou\b/i.test(text) ? 'accuse' : 'challenge';
  if (lines.some((l) => l.sentences.some((s) => s.exclamation))) return 'tease';
  return lines.length <= 1 && text.split(/\s+/).length <= 4 ? 'stall' : 'challenge';
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
    .filter((c) => c.at > 1 && c.at < items.length - 1)
    .sort((a, b) => b.score - a.score || a.at - b.at);
  const gap = Math.max(2, Math.floor(body / (target + 2)));
  const openers: Array<{ at: number; opener: SceneEvent | null }> = [];
  for (const c of candidates) {
    if (openers.length >= target - 1) break;
    if (openers.every((o) => Math.abs(o.at - c.at) >= gap)) openers.push({ at: c.at, opener: c.event });
  }
  openers.sort((a, b) => a.at - b.at);
  // The first beat starts at the first line or action: a title card or a sound cue is not acting material.
  const opening = Math.max(
    0,
    items.findIndex((i) => i.kind !== 'cue'),
  );
  const starts: Array<{ at: number; opener: SceneEvent | null }> = [{ at: opening, opener: null }, ...openers];
  const beats: Beat[] = starts.map((s, k) => {
    const end = starts[k + 1]?.at ?? items.length;
    const lines = items.slice(s.at, end).flatMap((i) => (i.kind === 'speech' && i.line.speaker === character ? [i.line] : []));
    const mine = events.filter((e) => e.at >= s.at && e.at < end && e.by === character);
    return {
      start: s.at,
      end,
      opener: s.opener,
      tactic: tacticOf(
        mine,
        lines,
        events.some((e) => e.at < s.at && e.by === character && e.kind === 'dodge'),
      ),
      line: lines[0] ?? null,
      isTurn: turnAt >= s.at && turnAt < end && (k > 0 || starts.length === 1),
    };
  });
  // A new beat is a new way in: the same tactic twice running becomes its neighbour.
  for (let k = 1; k < beats.length; k++) if (beats[k]!.tactic === beats[k - 1]!.tactic) beats[k]!.tactic = NEXT_TACTIC[beats[k]!.tactic];
  if (!beats.some((b) => b.isTurn)) beats.at(-1)!.isTurn = true;
  return beats;
}
