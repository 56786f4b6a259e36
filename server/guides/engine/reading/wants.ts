/**
 * Who wants what from whom, what stands in the way and what is at stake — read from the events:
 * wants from asks, the obstacle from the partner's responses to the character (never the
 * character's own giving-in), stakes from the deadlines, consequences and losses the text names.
 */
import { sentencesOf, type Sentence } from './language.js';
import type { Line, Resistance, SceneEvent, Stake, Want } from './types.js';

const PRONOUN_SWAP: Record<string, string> = {
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  i: 'you',
  us: 'you both',
  our: 'your',
};

/** "Give me the keys, Marcus." → "give you the keys"; null when the ask does not read as a verb phrase. */
export function verbPhraseOf(s: Sentence, partner: string, partnerPronoun: 'he' | 'she' | 'they'): string | null {
  const object = { he: 'him', she: 'her', they: 'them' }[partnerPronoun];
  const possessive = { he: 'his', she: 'her', they: 'their' }[partnerPronoun];
  let text = s.text
    .replace(/[!?.…]+$/, '')
    .replace(/^(please|just|now|okay|so|and|then)[, ]+/i, '')
    // A leading name ("Marcus, give me…") goes; a leading verb ("Go away, please") is the ask itself.
    .replace(s.tokens[0]?.pos === 'VERB' ? /^$/ : /^[\p{L}' ]{2,20}, (?=\p{Ll})/u, '')
    // A trailing term of address ("…, Mrs. Hines", "…, please") is not part of the ask.
    .replace(/,? (please|(?:(?:Mrs?|Ms|Dr|Miss)\.? )?[\p{Lu}][\p{L}']+)$/u, '');
  const wanted = text.match(/^i (?:want|need) ((?:the|a|an|my|your|this|that|some) .+)$/i);
  if (wanted) text = `give me ${wanted[1]}`;
  const declared = text.match(/\b(?:want|need) you to (.+)$/i) ?? text.match(/^you (?:have to|need to|must|gotta|got to) (.+)$/i);
  const instruction = text.replace(/^(when|if|once) [^,]+, /i, '').match(/^you (.+?)(?:,? and you (.+))?$/i);
  if (declared) text = declared[1]!;
  else if (instruction && !s.imperative) text = instruction[2] ? `${instruction[1]} and ${instruction[2]}` : instruction[1]!;
  else if (!s.imperative && !wanted) return null;
  // Negative asks and asks about the partner's own wants ("Ask me what you want") don't turn around cleanly.
  if (/^(don'?t|do not|never)\b/i.test(text) || /\byou (want|need|know|are|were|have|can|will|think|said|do)\b/i.test(text)) return null;
  if (text.split(/\s+/).length > 12 || text.split(/\s+/).length < 1) return null;
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
      if (lower === 'your') return possessive;
      if (lower === 'yourself') return `${object}self`;
      return PRONOUN_SWAP[lower] ?? w;
    })
    .join(' ');
  const phrase = swapped.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()).replace(new RegExp(`\\b${partner}\\b`, 'g'), object);
  return isVerbPhrase(phrase) ? phrase : null;
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

/** Every ask one person makes of another, most pressed first. */
export function wantsOf(events: SceneEvent[], pronounOf: (name: string) => 'he' | 'she' | 'they'): Want[] {
  const wants: Want[] = [];
  events.forEach((e, index) => {
    if ((e.kind !== 'request' && e.kind !== 'question') || !e.to || !e.line) return;
    const resisted = events.some((x) => x.respondsTo === index && (x.kind === 'refusal' || x.kind === 'dodge'));
    const sentence = e.line.sentences.find((s) => s.text === e.text);
    const phrase = sentence && e.kind === 'request' ? verbPhraseOf(sentence, e.to, pronounOf(e.to)) : null;
    const same = wants.find((w) => w.from === e.by && w.of === e.to && w.kind === (e.kind === 'question' ? 'question' : w.kind));
    if (same && e.kind === 'question') {
      same.pressed++;
      same.resisted ||= resisted;
      return;
    }
    const proposal = sentence ? /^(he|she|it|we|they|you) (can|could|should)\b/i.test(sentence.text) : false;
    wants.push({
      from: e.by,
      of: e.to,
      verbPhrase: phrase,
      ask: e.line,
      askText: e.text,
      kind: e.kind === 'question' ? 'question' : proposal ? 'proposal' : 'request',
      pressed: 1,
      resisted,
    });
  });
  // Requests outrank questions (they want something done, not only known); an ask the other person
  // fights outranks one they let pass; repeated asks outrank single ones.
  return wants.sort(
    (a, b) =>
      Number(b.kind !== 'question') - Number(a.kind !== 'question') ||
      Number(b.resisted) - Number(a.resisted) ||
      Number(b.verbPhrase !== null) - Number(a.verbPhrase !== null) ||
      b.pressed - a.pressed,
  );
}

/** The partners' resistance to the character, in order: refusals, dodges, conditions, threats, counter-asks. */
export function resistanceTo(character: string, events: SceneEvent[]): Resistance[] {
  const out: Resistance[] = [];
  for (const e of events) {
    if (e.by === character || !e.line) continue;
    const answering = e.respondsTo !== undefined ? events[e.respondsTo] : undefined;
    const atCharacter = e.to === character || answering?.by === character;
    if (!atCharacter) continue;
    if (e.kind === 'refusal' || e.kind === 'dodge') out.push({ by: e.by, line: e.line, text: e.text, kind: e.kind });
    else if (e.kind === 'condition' || e.kind === 'threat') out.push({ by: e.by, line: e.line, text: e.text, kind: e.kind });
    else if (e.kind === 'request' && events.some((x) => x.by === character && x.kind === 'request' && x.at < e.at))
      out.push({ by: e.by, line: e.line, text: e.text, kind: 'counter-ask' });
  }
  return out;
}

const DEADLINE =
  /\b(in (\w+ )?(minutes?|hours?|seconds?|days?)|by (friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow|morning|nine|ten|noon|midnight|\w+ o'?clock)|starts in|before (dark|morning|tonight)|next (bus|train|boat))\b/i;
const CONSEQUENCE =
  /\b(going to (kill|destroy|hate|lose|fire)|(will|'ll) (destroy|never|lose|hate|kill|die)|never (see|forgive|come back)|or else|if (i|you|we) (miss|lose|don'?t|can'?t|go|leave)|didn'?t come back)\b/i;
const LOSS = /\b(lose|lost|gone|last chance|only (one|chance)|everything|nothing left|all (i|we) have)\b/i;

/** The stakes the text names, strongest first: a deadline, a consequence, a loss. */
export function stakesOf(lines: Line[]): Stake[] {
  const out: Array<Stake & { score: number }> = [];
  for (const line of lines)
    for (const s of line.sentences) {
      const kind = CONSEQUENCE.test(s.text) ? 'consequence' : DEADLINE.test(s.text) ? 'deadline' : LOSS.test(s.text) ? 'loss' : null;
      if (kind) out.push({ line, text: s.text, kind, score: (kind === 'consequence' ? 3 : kind === 'deadline' ? 2 : 1) - s.sentiment });
    }
  return out.sort((a, b) => b.score - a.score).map((s) => ({ line: s.line, text: s.text, kind: s.kind }));
}
