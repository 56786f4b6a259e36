/**
 * What particular lines carry: key images (content words the scene returns to), subtext
 * candidates (said vs meant), and discoveries (news reaching the character and the reply).
 */
import { hasPastVerb, isOnlyCall, quietAdmission, takesBack } from './events.js';
import { contentLemmas, plain, type Sentence } from './language.js';
import { isAddressTerm } from './people.js';
import type { KeyImage, Line, SceneEvent, SceneItem, SubtextCandidate, Turn } from './types.js';

/** Verbs too common to be an image however often they come back. */
const LIGHT_VERBS = new Set(
  `be have do say tell know go get come want think see look make let take give need mean call keep put try feel ask like
  seem become leave use find work talk wait hear start turn happen guess stay sit stand`.split(/\s+/),
);
const FINE = /^(i'?m|it'?s|we'?re|everything'?s) (fine|okay|ok|good|alright)\b/i;

/** Content words the scene's speakers return to (the character among them), most repeated first. */
export function imagesOf(lines: Line[], character: string, cast: string[]): KeyImage[] {
  const castWords = new Set(cast.flatMap((c) => c.toLowerCase().split(/\s+/)));
  const byLemma = new Map<string, KeyImage & { byCharacter: boolean; noun: boolean }>();
  for (const line of lines)
    for (const s of line.sentences)
      for (const t of contentLemmas(s)) {
        // Names and titles ("Coach", "Grandma") are people, not images.
        const capitalised = /^\p{Lu}/u.test(t.text) && s.tokens[0] !== t;
        if ((t.pos === 'VERB' && LIGHT_VERBS.has(t.lemma)) || castWords.has(t.norm) || capitalised || isAddressTerm(t.norm)) continue;
        const image = byLemma.get(t.lemma) ?? {
          word: t.lemma,
          said: t.norm,
          count: 0,
          lines: [],
          byCharacter: false,
          noun: t.pos === 'NOUN',
        };
        image.count++;
        if (!image.lines.includes(line)) image.lines.push(line);
        image.byCharacter ||= line.speaker === character;
        byLemma.set(t.lemma, image);
      }
  return [...byLemma.values()]
    .filter((i) => i.count >= 2 && i.byCharacter)
    .sort((a, b) => b.count - a.count || Number(b.noun) - Number(a.noun))
    .slice(0, 4)
    .map((i) => ({ word: i.word, said: i.said, count: i.count, lines: i.lines }));
}

const shared = (a: Line, b: Line) => {
  const theirs = new Set(b.sentences.flatMap(contentLemmas).map((t) => t.lemma));
  return a.sentences.flatMap(contentLemmas).find((t) => theirs.has(t.lemma) && !LIGHT_VERBS.has(t.lemma));
};

/** The asker's next line, straight after the reply, comes back for it: asks again, takes up its words, or only calls. */
const pressesAgain = (asked: Line, next: Line | undefined) =>
  next !== undefined &&
  next.speaker === asked.speaker &&
  (next.sentences.some((s) => s.question) || shared(next, asked) !== undefined || next.sentences.every((s) => isOnlyCall(s)));

/**
 * The question closing `asked` is put to the character who replies in `reply`: it names them as the one
 * asked, is not called to nobody in particular ("Anyone down here?"), and the reply is not said to
 * someone else ("Kit. Now. Take my hand.").
 */
const askedOf = (asked: Line, reply: Line, character: string, events: SceneEvent[]) => {
  const question = asked.sentences.at(-1)!.text;
  if (/\b(any|some|every)(one|body)\b/i.test(question) && !/\byou\b/i.test(question)) return false;
  if (events.some((e) => e.line === reply && e.by === character && e.to && e.to !== asked.speaker)) return false;
  return events.some((e) => e.line === asked && e.text === question && e.to === character);
};

const PERSONS = new Set(
  `mum mom dad mother father brother sister son daughter wife husband uncle aunt gran grandma grandpa nan friend boss teacher coach
  man woman boy girl kid police doctor nurse neighbour neighbor somebody someone nobody`.split(/\s+/),
);
const PLACES = new Set('here there home upstairs downstairs inside outside away out in back'.split(' '));
const TIMES =
  /\b(ago|yesterday|today|tonight|tomorrow|now|later|soon|morning|afternoon|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|o'clock|week|month|year|since|until|till)\b/i;
const MIRROR: Record<string, string[]> = {
  i: ['you', 'your'],
  me: ['you', 'your'],
  my: ['you', 'your'],
  we: ['we', 'you'],
  you: ['i', 'my', 'me', 'we'],
  your: ['i', 'my', 'me', 'we'],
};

/**
 * The reply supplies what the question asks for — a place for "where", a time for "when", someone for
 * "who", a number for "how much", a reason for "why" — or, to a question about the speaker or the
 * listener ("What did I forget?", "Are you coming?"), a statement about the same person seen from the
 * other side ("You left your scarf in the car."). Such a reply answers; it does not change the subject.
 */
/** Words that name who, in answer to "Who…?": "Both of us.", "Me.", "Nobody." */
const WHO_WORDS = new Set([
  'he',
  'she',
  'they',
  'us',
  'me',
  'him',
  'her',
  'them',
  'you',
  'both',
  'everyone',
  'everybody',
  'nobody',
  'no one',
  'i',
  'we',
]);

export function answersQuestion(question: Sentence, reply: Sentence): boolean {
  const q = question.tokens.map((t) => t.norm);
  const r = reply.tokens;
  // "Going somewhere?" asks where as surely as "Where are you going?" does.
  if (q.includes('where') || q.includes('somewhere') || q.includes('anywhere'))
    return (
      // "My brother's.", "Nan's.": someone's place.
      /\w['’]s[.!]*$/.test(reply.text) ||
      r.some((t, i) => PLACES.has(t.norm) || (t.pos === 'ADP' && r.slice(i + 1, i + 4).some((x) => x.pos === 'NOUN' || x.pos === 'PROPN')))
    );
  if (q.includes('when')) return TIMES.test(reply.text) || r.some((t) => t.pos === 'NUM');
  if (q.includes('who') || q.includes('whose')) return r.some((t) => t.pos === 'PROPN' || PERSONS.has(t.lemma) || WHO_WORDS.has(t.norm));
  // "What's it about?", "What's this about?": whatever is said back is what it is about.
  if (q.includes('what') && q.includes('about') && !reply.question) return true;
  if (q.includes('how') && (q.includes('much') || q.includes('many') || q.includes('long') || q.includes('old')))
    return r.some((t) => t.pos === 'NUM');
  if (q.includes('why')) return /^(because|cause|'cause|so|to|for)\b/i.test(reply.text);
  // About a person, answered about the same person: "I" asked, "you" answered, and the other way round —
  // to "what" with anything ("What did I forget?" — "You left your scarf in the car."), to a yes-or-no
  // question with its own verb or a yes or a no ("Did you post it?" — "I did.").
  const asked = question.tokens.find((t) => MIRROR[t.norm]);
  const subject = r.find((t) => t.pos === 'PRON' || t.pos === 'PROPN' || t.pos === 'NOUN');
  const mirrored = Boolean(asked && subject && MIRROR[asked.norm]!.includes(subject.norm) && !reply.question);
  if (q.includes('what') || q.includes('which')) return mirrored;
  const verbs = new Set(question.tokens.filter((t) => t.pos === 'VERB' || t.pos === 'AUX').map((t) => t.lemma));
  return (
    /^(yes|yeah|yep|no|nope|nah)\b/i.test(reply.text) ||
    (mirrored && r.some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && verbs.has(t.lemma)))
  );
}

/** Verbs that say the opposite of each other ("I like the drums." ... "I hate the drums."). */
const OPPOSITES: Record<string, string> = { like: 'hate', love: 'hate', hate: 'like', want: 'hate' };

/**
 * What a line carries beyond its surface (decision 029): a confession (what the character kept back,
 * told after dodging it, or said low after a silence), a contradiction of the character's own earlier
 * words ("I like the drums." ... "I hate the drums.", "It was Pepper." ... "We never had a dog."), or a
 * line the partner has no answer for (the page goes on without a word from them, or they hesitate).
 */
function carriedBy(line: Line, lines: Line[], character: string, events: SceneEvent[], items: SceneItem[]): SubtextCandidate['carries'] {
  const at = items.findIndex((i) => i.kind === 'speech' && i.line === line);
  const mine = events.filter((e) => e.line === line && e.by === character);
  const dodgedBefore = events.some((e) => e.by === character && e.kind === 'dodge' && e.at < at);
  const low = at >= 0 ? quietAdmission(items, at, line) : null;
  // ...about the speaker themself ("I got fired in February."), not about the day ("They were good pretzels.").
  const ofSelf = (x: Sentence) => x === low || (hasPastVerb(x) && x.tokens.some((t) => ['i', 'we', 'my', 'me'].includes(t.norm)));
  if (mine.some((e) => e.kind === 'news' || e.kind === 'answer') && (dodgedBefore || low) && line.sentences.some(ofSelf))
    return 'confession';
  const earlier = lines.slice(0, lines.indexOf(line)).filter((l) => l.speaker === character);
  const verbs = (l: Line) => l.sentences.flatMap((x) => x.tokens.filter((t) => t.pos === 'VERB').map((t) => [t.lemma, x] as const));
  const things = (x: Sentence) =>
    new Set(
      contentLemmas(x)
        .filter((t) => t.pos === 'NOUN')
        .map((t) => t.lemma),
    );
  const flips = verbs(line).some(([v, x]) =>
    earlier.some((l) =>
      verbs(l).some(([w, y]) => OPPOSITES[w] === v && !y.negative && !x.negative && [...things(x)].some((n) => things(y).has(n))),
    ),
  );
  if (flips || (at >= 0 && line.sentences.some((x) => takesBack(x, line, items, at)))) return 'contradiction';
  // The partner has no answer: the scene goes on in action and the next word is the character's again, or
  // theirs opens on a hesitation ("...That's a low blow."), or nobody speaks again.
  const next = items.slice(at + 1).find((i) => i.kind === 'speech');
  const actionBetween = items.slice(at + 1, next ? items.indexOf(next) : items.length).some((i) => i.kind === 'action');
  if (
    at >= 0 &&
    actionBetween &&
    (!next || (next.kind === 'speech' && (next.line.speaker === character || /^(\.\.\.|…)/.test(next.line.text.trim()))))
  )
    return 'unanswered';
  return undefined;
}

/** How much more a line weighs for what it carries than for its surface. */
const CARRIES_WEIGHT = { confession: 3, contradiction: 2.5, unanswered: 2 } as const;

/** The character's lines most likely to mean more than they say, strongest first. */
export function subtextOf(
  lines: Line[],
  character: string,
  events: SceneEvent[],
  turn: Turn | null,
  items: SceneItem[] = lines.map((line) => ({ kind: 'speech', line })),
): SubtextCandidate[] {
  const out: SubtextCandidate[] = [];
  // The character's line the turn answers ("Mom would've let him stay." — "...That's a low blow.") is their turn.
  const turnAt = turn ? lines.indexOf(turn.line) : -1;
  // ...when the partner gives way to it or takes it in with a hesitation, not when they refuse it.
  const tookIn = turn && (turn.because === 'gives-in' || /^(\.\.\.|…)/.test(turn.line.text.trim()));
  const provoked = tookIn && turn.by !== character && lines[turnAt - 1]?.speaker === character ? lines[turnAt - 1] : undefined;
  lines.forEach((line, i) => {
    if (line.speaker !== character) return;
    const answering = [...lines.slice(0, i)].reverse().find((l) => l.speaker !== character) ?? null;
    const prev = lines[i - 1] && lines[i - 1]!.speaker !== character ? lines[i - 1]! : null;
    const words = line.text.split(/\s+/).length;
    const dodge = events.some((e) => e.line === line && e.kind === 'dodge');
    const carries = carriedBy(line, lines, character, events, items);
    const add = (kind: SubtextCandidate['kind'], score: number, echo?: string) =>
      out.push({
        line,
        kind,
        answering,
        score: score + (carries ? CARRIES_WEIGHT[carries] : 0),
        ...(echo ? { echo } : {}),
        ...(carries ? { carries } : {}),
      });
    if (turn?.line === line || provoked === line) add('turn', 5);
    if (FINE.test(line.text)) add('fine', 4);
    else if (dodge && prev?.sentences.at(-1)?.question && line.sentences[0]?.question) add('question-for-question', 3.5);
    else if (dodge) add('deflection', 3);
    const echo = prev ? shared(line, prev) : undefined;
    // A word taken back from the partner is only a surface: it weighs least of all.
    if (echo && words <= 12) add('repetition', 1.4, echo.norm);
    // "One. Two. Three...": a count carried on, not a sentence broken off.
    const counting = /\b(one|two|three|four|five|six|seven|eight|nine|ten|\w+teen|twenty)\W*(\.\.\.|…)$/i.test(line.text.trim());
    if (line.sentences.some((s) => s.trailing) && !counting) add('trailing', 2);
    if (prev && words <= 4 && (prev.text.split(/\s+/).length >= 10 || prev.sentences.at(-1)?.question)) add('short-reply', 2);
    // Changing the subject needs a question put to the character, not one called to nobody ("Anyone down here?"),
    // and a reply that does not answer it ("Where's my scarf?" — "You left it in the car.").
    else if (
      prev?.sentences.at(-1)?.question &&
      askedOf(prev, line, character, events) &&
      !dodge &&
      !echo &&
      words > 4 &&
      !answersQuestion(prev.sentences.at(-1)!, line.sentences[0]!) &&
      // ...and the page shows it was steered off: the one who asked presses again straight after — a question, the
      // question's words, or the character's name alone ("Nell.") — not "He's a parrot." taken as the answer.
      pressesAgain(prev, lines[i + 1]) &&
      // "What do you want from me?" — "The name of the driver.": any want said back answers it.
      !/\bwhat (?:do|does|did|is it) you (?:want|need)\b/i.test(plain(prev.sentences.at(-1)!.text)) &&
      // "What is that." — "He was under the jetty.": the thing asked about, taken up as "he" or "it", is answered.
      !(
        /^what(?:'s| is) (?:that|this|it)\b/i.test(plain(prev.sentences.at(-1)!.text)) &&
        /^(?:he|she|it|they|that|this)(?:'s|'re| is| was| were| are)?\b/i.test(plain(line.text))
      )
    )
      add('change-of-subject', 1.5);
  });
  // One reading per line: the strongest.
  const best = new Map<Line, SubtextCandidate>();
  for (const c of out) if (!best.has(c.line) || best.get(c.line)!.score < c.score) best.set(c.line, c);
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** News that reaches the character, with the line in which they take it in. */
export function discoveriesOf(lines: Line[], character: string, events: SceneEvent[]): Array<{ news: Line; reaction: Line }> {
  const out: Array<{ news: Line; reaction: Line }> = [];
  for (const e of events) {
    if (e.kind !== 'news' || e.by === character || !e.line) continue;
    const at = lines.indexOf(e.line);
    const reaction = lines.slice(at + 1).find((l) => l.speaker === character);
    if (reaction && lines.indexOf(reaction) <= at + 2 && !out.some((d) => d.news === e.line)) out.push({ news: e.line, reaction });
  }
  return out;
}
