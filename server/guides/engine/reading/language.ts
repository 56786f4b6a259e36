/**
 * The language layer of the scene reading: sentences, parts of speech, lemmas, negation and
 * sentiment from wink-nlp's English model (docs/decisions/010-scene-reading.md), plus the few
 * speech-act facts built on them (questions, imperatives, first-person intentions, vocatives).
 * Script lines are shouted in capitals and start sentences with verbs, which a tagger trained on
 * prose misreads, so each sentence is tagged on a normalised copy; quotes always use the original.
 */
/* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's API takes its `its.*` helpers as values, by design */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word of a sentence as the model reads it. */
export interface Token {
  /** As written in the line. */
  text: string;
  /** Lower case, the form to compare. */
  norm: string;
  lemma: string;
  /** Universal part-of-speech tag (NOUN, VERB, PRON, ...). */
  pos: string;
  negated: boolean;
  stop: boolean;
}

/** One sentence of a speech or an action line. */
export interface Sentence {
  text: string;
  tokens: Token[];
  question: boolean;
  exclamation: boolean;
  /** An order or request in the imperative ("Give me that.", "Don't do that."). */
  imperative: boolean;
  /** A "not", "never", "no" or "can't" in the sentence. */
  negative: boolean;
  /** Breaks off ("I just—", "Mom..."). */
  trailing: boolean;
  /** -1 (hostile) .. 1 (warm), from the model's sentiment lexicon. */
  sentiment: number;
}

let nlp: ReturnType<typeof winkNLP> | null = null;
// Loading the model takes ~100 ms, so it happens once, on first use.
const engine = () => (nlp ??= winkNLP(model));

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bI['’]m\b/gi, 'I am'],
  [/\bI['’]ll\b/gi, 'I will'],
  [/\bI['’]d\b/gi, 'I would'],
  [/\bI['’]ve\b/gi, 'I have'],
];
/** Words that may stand before an imperative without changing it ("Please, just go."). */
const IMPERATIVE_LEAD = new Set(['please', 'just', 'now', 'and', 'so', 'then', 'oh', 'okay', 'ok', 'hey', 'well', 'go', 'come', 'here']);
const LEAD_VERBS = new Set(['go', 'come']);
const COURTESIES = new Set(['thank', 'thanks', 'excuse', 'pardon', 'welcome', 'bless']);
/** "'Cause Ms. Feeney made me.": "because" clipped, which the tagger can take for the verb "cause". */
const CLIPPED_BECAUSE = new Set(["'cause", 'cos', "'cos", 'coz', 'cuz']);
const OBJECTS = new Set(['me', 'us', 'him', 'her', 'them', 'it', 'my', 'your', 'our', 'this', 'that']);
/** Abbreviated titles, which keep their full stop ("Mrs.", "Dr.", "Det."): never a sentence's end. */
export const ABBREVIATED_TITLES = 'Mr|Mrs|Ms|Dr|St|Jr|Sr|Det|Sgt|Insp|Lt|Capt|Prof|Rev|Fr';
const TITLES = new Set(ABBREVIATED_TITLES.split('|').map((t) => `${t.toLowerCase()}.`));
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?]|[.!?]["”’)\]])(?<!\b(?:${ABBREVIATED_TITLES})\.)\s+`, 'i');

/** Typographic apostrophes read as plain ones, so one pattern serves both. */
/** What comes round again and again: "every morning", "each Tuesday", "twice a week", "on Sundays", "always". */
export const RECURRING =
  /\b(?:every|each) (?:morning|night|evening|afternoon|day|week|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b|\b(?:once|twice|\w+ times) a (?:day|week|month|year)\b|\bon (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b|\b(?:always|usually)\b/i;

export const plain = (text: string) => text.replace(/’/g, "'");

/** How many of a sentence's tokens hold letters (its words, not its punctuation). */
export const wordCount = (s: Sentence) => s.tokens.filter((t) => /\p{L}/u.test(t.text)).length;

/**
 * The sentences of a stage direction or a picture, split without the language model: after a full stop, a question
 * or an exclamation mark (and after one closed inside a quotation), never after a title ("Det. Ines Marquardt",
 * "Dr. Lin").
 */
export const plainSentences = (text: string): string[] => text.split(SENTENCE_END);
/**
 * What can follow a bare verb as its object or clause ("drop the ladder", "promise we'll stay"); a
 * noun is followed by a preposition instead ("cat on the roof").
 */
const OBJECT_START = new Set(['DET', 'PRON']);
/** Words that stand before a name as a title, not as a verb taking it. */
export const TITLE_WORDS = new Set(
  [
    'coach doctor doc officer aunt auntie uncle grandma grandpa grandad granny nana mom mum dad mister miss nurse captain',
    'detective sergeant sarge chief sheriff principal professor pastor reverend sister brother father mother judge',
  ]
    .join(' ')
    .split(' '),
);
/** Verbs of knowing that open a sentence whose "I" was dropped ("Don't know.", "Don't remember."). */
const UNSPOKEN_I = new Set(['know', 'care', 'remember', 'recall', 'reckon']);
const NEGATORS = new Set(['not', "n't", 'no', 'never', 'nothing', 'nobody', 'nowhere', 'none', 'cannot']);

/** Lower-cases a sentence for tagging, keeping "I" and the cast's names capitalised. */
function forTagging(sentence: string, names: ReadonlySet<string>): string {
  let t = sentence.replace(/[’]/g, "'");
  for (const [re, full] of CONTRACTIONS) t = t.replace(re, full);
  // A capitalised word after the first is a name ("Call Dana."), unless the line shouts in capitals.
  const shouted = t === t.toUpperCase();
  // The first word is the sentence's first even after an ellipsis or a quote ("...Deal.").
  const start = t.search(/\p{L}/u);
  return t.replace(/[\p{L}']+/gu, (w, at: number) =>
    w === 'I' || names.has(w.toLowerCase()) || (!shouted && at > start && /^\p{Lu}\p{Ll}+$/u.test(w)) ? w : w.toLowerCase(),
  );
}

/** "everything", "nobody", "someone", "anywhere": pronouns the model sometimes reads as verbs. */
const INDEFINITE = /^(?:every|no|some|any)(?:thing|one|body|where)$/i;

function tokensOf(text: string): Token[] {
  const { its } = engine();
  const tokens = engine().readDoc(text).tokens();
  const words = tokens.out();
  const types = tokens.out(its.type);
  // The typings give the lemma helper the add-on signature; at run time it is an ordinary token helper.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.normal);
  const pos = tokens.out(its.pos);
  const negated = tokens.out(its.negationFlag);
  const stop = tokens.out(its.stopWordFlag);
  const last = words.findLastIndex((_, i) => types[i] !== 'punctuation');
  return words.flatMap((word, i) => {
    if (types[i] === 'punctuation') return [];
    // The model reads a sentence-final "No." or "Go." as an abbreviation ("no." as in number): the word is "no".
    const bare = i === last && /^\p{L}{2,}\.$/u.test(word) && !TITLES.has(word.toLowerCase()) ? word.slice(0, -1) : word;
    return [
      {
        text: bare,
        norm: bare.toLowerCase(),
        lemma: String(lemmas[i]).toLowerCase().replace(/\.$/, ''),
        // ...and may tag "Everything I know…" as a verb: an indefinite pronoun is a pronoun wherever it stands.
        pos: INDEFINITE.test(bare) ? 'PRON' : String(pos[i]),
        negated: Boolean(negated[i]),
        stop: Boolean(stop[i]),
      },
    ];
  });
}

const FINITE = new Set([
  'is',
  "'s",
  'was',
  'are',
  'were',
  'has',
  'had',
  'does',
  'did',
  'will',
  "'ll",
  'would',
  'can',
  'could',
  'should',
  'must',
]);

/** An imperative: the first word after any vocative or softener is a bare verb. */
function isImperative(tokens: Token[], names: ReadonlySet<string>, original: string): boolean {
  let i = 0;
  // "Sweetheart, come here." / "Lucas, can you..." — a vocative before a comma is skipped.
  const comma = original.indexOf(',');
  const before = original.slice(0, comma).split(/\s+/).length;
  // ...but "Go away, please." opens on the verb itself, not on a name.
  // A pronoun before the comma is a clause ("I'm knackered, Mum."), not someone called.
  const called = !/^(i|i'm|you|we|he|she|it|they|that|this|there)\b/i.test(original);
  if (comma > 0 && comma < 25 && before <= 2 && called && tokens[0]?.pos !== 'VERB') i = before;
  // "Go get it": a lead verb is skipped only when a verb follows it; "Go away." and "Come here." are the order itself.
  while (
    i < tokens.length - 1 &&
    IMPERATIVE_LEAD.has(tokens[i]!.norm) &&
    (!LEAD_VERBS.has(tokens[i]!.norm) || tokens[i + 1]!.pos === 'VERB')
  )
    i++;
  const first = tokens[i];
  // "Thank you." and "Excuse me." are courtesies, not orders.
  if (!first || names.has(first.norm) || COURTESIES.has(first.norm)) return false;
  if (CLIPPED_BECAUSE.has(first.norm) || (first.norm === 'cause' && /^['’]/.test(original.trim()))) return false;
  // "Don't know.", "Don't care what he said.": the "I" is dropped, and knowing is nothing anyone is told to stop.
  const negatedVerb = first.norm === "don't" ? tokens[i + 1] : first.norm === 'do' ? tokens[i + 2] : undefined;
  if (i === 0 && UNSPOKEN_I.has(negatedVerb?.lemma ?? '')) return false;
  if (first.norm === 'do' && tokens[i + 1] && NEGATORS.has(tokens[i + 1]!.norm)) return true;
  if (first.norm === "don't" || first.norm === 'never' || first.norm === 'let') return true;
  // "Be home by ten.", "Be careful.": a sentence that opens on a bare "be" orders, whatever the tag.
  if (first.norm === 'be' && i === 0) return true;
  // "Thanksgiving is at my house.", "Swimming was her thing.": a word straight before a finite verb is its subject.
  if (first.pos === 'VERB' && FINITE.has(tokens[i + 1]?.norm ?? '')) return false;
  if (first.pos === 'VERB' && first.lemma === first.norm) return !tokens.slice(i + 1).some((t) => t.norm === '?');
  // A verb the tagger took for a noun or an adjective ("Swap shifts with me.", "Close the door."): retag it after "please".
  if (first.pos !== 'NOUN' && first.pos !== 'PROPN' && first.pos !== 'ADJ') return false;
  const rest = tokens.slice(i + 1);
  // "Loads of people have them trainers.", "Half the town knows it.": a verb before any object makes the
  // opening noun the subject of a statement; an order's own verb takes its object first ("Call her and ask her.").
  const verbAt = rest.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const objectAt = rest.findIndex((t) => OBJECT_START.has(t.pos) || OBJECTS.has(t.norm));
  if (verbAt >= 0 && (objectAt < 0 || verbAt < objectAt)) return false;
  // "Coach Reyes called me.": a title before a capitalised name is someone named, the sentence's subject or a call.
  if (TITLE_WORDS.has(first.norm) && rest[0] && /^\p{Lu}/u.test(rest[0].text) && rest[0].pos !== 'VERB') return false;
  // Without an object the noun reading wins ("Cat on the roof." and "Page four of the lease." are not orders).
  // A name straight after it is its object ("Call Dana."), unless the word is a title ("Coach Miller's here.").
  const named = rest[0]?.pos === 'PROPN' && !TITLE_WORDS.has(first.norm);
  // "Swap with Dana.": a preposition and then someone in the cast is the verb's partner, as "with me" is.
  const withSomeone = rest[0]?.pos === 'ADP' && rest[1] !== undefined && (names.has(rest[1].norm) || rest[1].pos === 'PROPN');
  const object =
    OBJECT_START.has(rest[0]?.pos ?? '') || named || withSomeone || (first.pos !== 'ADJ' && rest.some((t) => OBJECTS.has(t.norm)));
  // "Page four of your statement.", "Exhibit B.": a noun before a number is a reference, not a verb taking an object.
  if (!object || rest[0]?.pos === 'VERB' || rest[0]?.pos === 'AUX' || rest[0]?.pos === 'NUM') return false;
  // An adjective before a determiner is a verb the model misread ("close the door"): English puts no object after an adjective.
  if (first.pos === 'ADJ') return true;
  const retagged = tokensOf(`please ${first.norm} ${rest.map((t) => t.text).join(' ')}`);
  return retagged[1]?.pos === 'VERB';
}

/**
 * Sentences are tagged as written; a line spoken in fragments for emphasis ("What. Do. You. Want.") is
 * tagged as the sentence it says ("What do you want?"), so `tagged` may differ from the text quoted.
 */
/**
 * True when a word the tagger reads as a noun on its own reads as a verb with a subject and an object
 * ("Move." → "they move it"); "Objection." and "Champagne." stay nouns there. ("please" makes a verb of
 * almost any word, so it cannot tell.)
 */
export function readsAsVerb(word: string): boolean {
  return tokensOf(`they ${word.toLowerCase()} it`)[1]?.pos === 'VERB';
}

function sentenceOf(raw: string, sentiment: number, names: ReadonlySet<string>, tagged = raw): Sentence {
  const text = raw.trim();
  let tokens = tokensOf(forTagging(tagged.trim(), names));
  // "Frank left me half." lower-cased reads "frank left" as an adjective and a noun, with no verb at all:
  // a sentence that reads with no verb is read again with its capitalised first word kept as a name,
  // and that reading wins when it finds the verb.
  const first = text.match(/^\P{L}*(\p{Lu}\p{Ll}+)\b/u)?.[1];
  const verb = (ts: Token[]) => ts.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (first && tokens.length > 2 && !verb(tokens)) {
    const named = tokensOf(forTagging(text, new Set([...names, first.toLowerCase()])));
    if (named[0]?.pos === 'PROPN' && verb(named)) tokens = named;
  }
  // 'She said, "Is Kit still cross with me?"' asks nothing of the listener: the question is the one reported.
  const question = !reportsSpeech(text) && (/\?["”')]*$/.test(tagged) || asksByWordOrder(tokens, text));
  return {
    text,
    tokens,
    question,
    exclamation: /!["”')]*$/.test(text),
    imperative: !question && !reportsSpeech(text) && isImperative(tokens, names, tagged.trim()),
    negative: tokens.some((t) => NEGATORS.has(t.norm) || t.norm.endsWith("n't")),
    trailing: /(\.\.\.|…|--|—|-)["”')]*$/.test(text),
    sentiment,
  };
}

/**
 * A question written with a full stop ("What's under the porch.", "Where do I sign.", "What thing."):
 * flat, but asked all the same — its word order says so. A question word followed by its verb
 * ("what's", "where do"), or by a noun alone ("What thing.", "Which one."), or closing a few words with
 * no verb ("Busy how."); not "What a day." or "What I want is…", and not a line that breaks off.
 */
function asksByWordOrder(tokens: Token[], text: string): boolean {
  if (!/[^.]\.["”')]*$/.test(text)) return false;
  // "Busy how.", "Since when.": a question word closing a few words with no verb.
  const verbless = !tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbless && tokens.length >= 2 && tokens.length <= 3 && WH.has(tokens.at(-1)!.norm)) return true;
  if (!WH.has(tokens[0]?.norm ?? '')) return false;
  const next = tokens[1];
  // "Which is more than I can say for my sister.", "Which was the point.": a clause hung on the last sentence says.
  if (tokens[0]!.norm === 'which' && next?.lemma === 'be' && tokens.length > 3) return false;
  if (next?.pos === 'AUX') return true;
  return tokens.length === 2 && (next?.pos === 'NOUN' || next?.norm === 'one');
}

/** 'She said, "Will Adam be there?"', 'He goes, "Not now."': someone else's words, reported in quotes. */
export const reportsSpeech = (text: string) =>
  /^[^"“”]{1,40}\b(?:said|says|asked|asks|goes|went|told me|wrote|writes),? ["“][^"“”]+["”][.!?…]*$/i.test(text);

const ONE_WORD = /^[\p{L}']+[.!?]+$/u;
const FRAGMENTS = /^(?:[\p{L}']+[.!?]+\s+)+[\p{L}']+[.!?]+$/u;
const WH = new Set(['what', 'who', 'where', 'why', 'how', 'when', 'which']);

/**
 * Runs of one-word sentences that read together as one clause with a verb ("What. Do. You. Want.",
 * "Get. Out."): speech broken up for emphasis, said as one sentence. Names and calls ("Milo. Milo.
 * Headphones.") break a run; a run of one word said again ("Go. Go. Go.") or of two orders ("Run.
 * Hide.") is several sentences. Returns, per run, its text and the sentence it is tagged as.
 */
function emphaticRuns(parts: string[], names: ReadonlySet<string>): Array<{ text: string; tagged: string; from: number }> {
  const out: Array<{ text: string; tagged: string; from: number }> = [];
  let i = 0;
  while (i < parts.length) {
    let j = i;
    while (j < parts.length && ONE_WORD.test(parts[j]!.trim()) && !names.has(parts[j]!.trim().replace(/\W+$/, '').toLowerCase())) j++;
    const run = parts.slice(i, j).map((p) => p.trim());
    const words = run.map((p) => p.replace(/[.!?]+$/, ''));
    const joined = words.map((w, k) => (k === 0 || w === 'I' ? w : w.toLowerCase())).join(' ');
    const tokens = run.length >= 2 ? tokensOf(joined.toLowerCase().replace(/^i\b|\bi\b/g, 'I')) : [];
    const verbs = tokens.filter((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const repeated = new Set(words.map((w) => w.toLowerCase())).size === 1;
    const twoOrders = run.length === 2 && tokens[1]?.pos === 'VERB';
    if (run.length >= 2 && verbs.length > 0 && !repeated && !twoOrders) {
      // Word order says a question: "What. Do. You. Want." asks, whatever stop closes each word.
      const asks = run.at(-1)!.endsWith('?') || (WH.has(tokens[0]!.norm) && tokens[1]?.pos === 'AUX') || tokens[0]?.pos === 'AUX';
      out.push({ text: run.join(' '), tagged: `${joined}${asks ? '?' : (run.at(-1)!.match(/[.!?]+$/)?.[0] ?? '.')}`, from: i });
      i = j;
    } else {
      out.push({ text: parts[i]!, tagged: parts[i]!, from: i });
      i++;
    }
  }
  return out;
}

/** Splits a speech or action line into sentences and tags each; `names` are the cast, kept as names. */
export function sentencesOf(text: string, names: ReadonlySet<string> = new Set()): Sentence[] {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return [];
  const sentences = engine().readDoc(trimmed).sentences();
  const sentiments = sentences.out(engine().its.sentiment);
  // "...What's that mean?" opens with an ellipsis the model makes a sentence of its own.
  // The model takes "No." before a word for the abbreviation of "number" ("No. 5") and runs on: "No." is a sentence.
  const parts = sentences
    .out()
    .flatMap((s, i) => s.split(/(?<=^no\.)\s+(?=[^\d\s])/i).map((part) => [part, i] as const))
    // ...and a title's word in lower case ("…give the cup a miss. Just this once.") for a title: it ends the sentence.
    .flatMap(([s, i]) => s.split(/(?<=\s(?:miss|dr|st|fr|rev)\.)\s+(?=\p{Lu})/u).map((part) => [part, i] as const))
    // The model keeps "I. Lie?" together: a part made only of one-word sentences is split into them (never after "Mr.").
    .flatMap(([s, i]) =>
      FRAGMENTS.test(s.trim()) && !s.split(/\s+/).some((w) => TITLES.has(w.toLowerCase()))
        ? s
            .trim()
            .split(/\s+/)
            .map((w) => [w, i] as const)
        : [[s, i] as const],
    )
    .filter(([s]) => /[\p{L}\p{N}]/u.test(s));
  return emphaticRuns(
    parts.map(([s]) => s),
    names,
  ).map((r) => sentenceOf(r.text, Number(sentiments[parts[r.from]![1]] ?? 0), names, r.tagged));
}

/** Subordinating words: a "not" after one ("I wear it when I can't sleep.") is in a clause of its own. */
const SUBORDINATE = new Set(['when', 'if', 'because', 'since', 'unless', 'until', 'while', 'though', 'although', 'that', 'who', 'which']);

/**
 * A "not", "never" or "can't" in the sentence's main clause — what a refusal negates. One inside a
 * clause of its own ("...I wear it when I can't sleep.", "I know you didn't mean it.") says nothing
 * about the answer; a sentence that opens on the clause ("If you can't, say so.") is read whole.
 */
export function mainClauseNegated(s: Sentence): boolean {
  const cut = s.tokens.findIndex((t, i) => i > 0 && SUBORDINATE.has(t.norm) && (t.pos === 'SCONJ' || t.pos === 'ADV' || t.pos === 'PRON'));
  const main = cut > 0 ? s.tokens.slice(0, cut) : s.tokens;
  return main.some((t) => t.norm === 'not' || t.norm === 'never' || t.norm === 'cannot' || t.norm.endsWith("n't"));
}

/** Content words (nouns, verbs, adjectives) of a sentence, by lemma: what an image can be made of. */
export function contentLemmas(s: Sentence): Token[] {
  return s.tokens.filter((t) => ['NOUN', 'VERB', 'ADJ'].includes(t.pos) && !t.stop && t.norm.length > 2 && /^\p{L}/u.test(t.norm));
}

/** Thanks or a cry of joy from the one who pressed: they have it. */
export const GOT_IT = /^(?:\W*)(?:thank you\b|thanks\b|cheers\b|yes!|deal\b|really\?)/i;
