/**
 * What a line or an action is about, in the script's own content words, so advice can name the
 * thing at stake ("Elena won't give up the house") instead of filling the same frame for every
 * script. Built on the reading's tagged sentences (wink-nlp parts of speech); nothing here
 * invents a word the page does not use.
 */
import { ABBREVIATED_TITLES, plain, plainSentences, sentencesOf, type Token } from '../reading/language.js';
import type { Line, PageText, SceneReading } from '../reading/types.js';
import { nameOf } from './phrasing.js';

/** Nouns that name no thing a scene can be about. */
const VAGUE = new Set(
  (
    'right way time times thing things lot bit kind sort part end start fact point something anything nothing everything ' +
    'someone anyone everyone guy guys stuff place idea minute second moment today tonight tomorrow yesterday day night ' +
    'morning week year years hour hours yeah okay ok hey sir ma mom mum dad honey sweetheart darling kiddo buddy man ' +
    'question answer problem matter issue word words favor favour deal reason half quarter front middle top bottom lad lass kid kids boy girl woman people folks ' +
    // Measures name how much, not what a line is about ("thirty thousand feet", "ten minutes", "two hundred pounds").
    'evening afternoon weekend minutes seconds days weeks months miles mile feet foot inches inch yards metres meters kilometres pounds dollars bucks quid euros percent grand'
  ).split(' '),
);
/** Nouns inside set phrases, by the word before them: "of course", "in fact", "on purpose", "by the way". */
const IDIOMS: Record<string, ReadonlySet<string>> = {
  of: new Set(['course']),
  in: new Set(['fact', 'case', 'charge', 'general', 'particular']),
  on: new Set(['purpose']),
  by: new Set(['way', 'accident']),
  no: new Set(['way', 'idea', 'problem', 'chance']),
};
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'her', 'our', 'their', 'its']);
/** Words that may stand inside a noun phrase before its noun. */
const MODIFIER_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
/** A plural noun does not modify the next one: "plans change" is a subject and its verb. */
const modifies = (t: Token | undefined) => !!t && MODIFIER_POS.has(t.pos) && !(t.pos === 'NOUN' && /[^s]s$/.test(t.norm));

export interface Speakers {
  /** Who says the line ("my" belongs to them). */
  speaker: string;
  /** Who it is said to ("your" belongs to them), when known. */
  to: string | null;
}

/** "my" and "your" said in a line, as a reader would put them ("Elena's"); other determiners become "the". */
function ownerOf(word: string, who: Speakers): string {
  if (word === 'my') return `${nameOf(who.speaker)}'s`;
  if (word === 'your') return who.to ? `${nameOf(who.to)}'s` : 'the';
  if (word === 'our') return 'their';
  if (word === 'his' || word === 'her' || word === 'their') return word;
  if (word === 'these' || word === 'those') return 'the';
  return 'the';
}

const TITLE_BEFORE = new RegExp(`^(?:${ABBREVIATED_TITLES.toLowerCase()})\\.?$|^(?:miss|mister|madam)$`);

const isThing = (t: Token | undefined, names: ReadonlySet<string>) =>
  !!t &&
  t.pos === 'NOUN' &&
  !t.stop &&
  t.norm.length > 2 &&
  /^\p{Ll}[\p{Ll}'-]*$/u.test(t.text) &&
  !VAGUE.has(t.norm) &&
  !names.has(t.norm);

/**
 * Words a line writes with a capital inside a sentence ("Maple Court", "Ruthie", "March"): names
 * the tagger sees in lower case. A line shouted in capitals tells nothing, so it gives none.
 */
function properNounsOf(text: string): Set<string> {
  if (!/\p{Ll}/u.test(text)) return new Set();
  return new Set(
    [...text.matchAll(/(?<![.!?…]\s|^|["“(]\s?)\b(\p{Lu}[\p{Ll}'’]+)/gu)].map((m) => m[1]!.toLowerCase().replace(/['’]s?$/, '')),
  );
}

const sceneNames = new WeakMap<SceneReading, Set<string>>();
/** Every name the scene writes anywhere: a word capitalised mid-sentence in one line is a name in all of them. */
function namesIn(scene: SceneReading): Set<string> {
  let names = sceneNames.get(scene);
  if (!names) {
    names = new Set(scene.present.flatMap((n) => n.toLowerCase().split(/\s+/)));
    for (const item of scene.items) for (const n of properNounsOf(item.kind === 'speech' ? item.line.text : item.text)) names.add(n);
    sceneNames.set(scene, names);
  }
  return names;
}

/** The noun phrase around the noun at `at`: its modifiers and determiner, in the line's words. */
function phraseAt(tokens: Token[], at: number, who: Speakers, names: ReadonlySet<string>): string {
  let from = at;
  // Modifiers before the noun ("the burning paper", "a folded document"), at most two.
  while (from > 0 && at - from < 2 && modifies(tokens[from - 1]) && /^\p{Ll}/u.test(tokens[from - 1]!.text)) from--;
  const det = tokens[from - 1];
  const words = tokens.slice(from, at + 1).map((t) => t.text);
  // A compound runs on ("the parking lot"): one more noun after the head when it follows at once —
  // but a plural followed by a "noun" is a subject and its verb ("plans change").
  const next = tokens[at + 1];
  if (isThing(next, names) && !/[^s]s$/.test(tokens[at]!.norm)) words.push(next!.text);
  const lead = det && DETERMINERS.has(det.norm) ? ownerOf(det.norm, who) : 'the';
  return `${lead} ${words.join(' ')}`;
}

const PERSONAL = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
/** Object pronouns that cannot follow a noun ("her" can: it may be a possessive). */
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'us', 'them']);
const BE = new Set(['am', 'is', 'are', "'m", "'re", "'s", 'was', 'were', 'be', 'been']);

/**
 * "You're not my sister", "I am your friend": a noun after a person and "be" says who someone is,
 * not what the line is about ("it's the money" still names the money).
 */
function isIdentity(tokens: Token[], at: number): boolean {
  let j = at - 1;
  while (j >= 0 && (modifies(tokens[j]) || DETERMINERS.has(tokens[j]!.norm) || /^(not|never|n't|just|only|really)$/.test(tokens[j]!.norm)))
    j--;
  return j >= 1 && BE.has(tokens[j]!.norm) && PERSONAL.has(tokens[j - 1]!.norm);
}

/**
 * The things a stretch of tagged words talks about, best first: a noun with a determiner or a
 * modifier before it ("the ladder", "her piano") is surely a thing; a bare noun opening a line is
 * often a verb the tagger misread ("Count with me") or a name ("Dana is…"), so it is left out; objects of a verb come
 * before subjects.
 */
function thingsIn(said: Token[], who: Speakers, names: ReadonlySet<string>, text = ''): string[] {
  const out: Array<{ phrase: string; rank: number }> = [];
  // "Could you give me a ride, mija?": a word after a comma at the end is the one spoken to, and no part of "the ride".
  const words = plain(text).toLowerCase().split(/\s+/);
  const calledAtEnd = words.length > 1 && words.at(-2)!.endsWith(',') ? words.at(-1)!.replace(/\W+$/, '') : null;
  const tokens = said.at(-1)?.norm === calledAtEnd ? said.slice(0, -1) : said;
  const firstVerb = tokens.findIndex((t) => t.pos === 'VERB');
  tokens.forEach((t, i) => {
    if (
      !isThing(t, names) ||
      (isThing(tokens[i + 1], names) && !/[^s]s$/.test(t.norm)) ||
      isIdentity(tokens, i) ||
      IDIOMS[tokens[i - 1]?.norm ?? '']?.has(t.norm)
    )
      return;
    // A word after a title is a name ("Mrs. Okafor's key"), whatever case the tagger gave it.
    if (TITLE_BEFORE.test(tokens[i - 1]?.norm ?? '')) return;
    // A "noun" with a person after it is a verb the tagger misread ("Are you gonna bench me?").
    if (OBJECT_PRONOUNS.has(tokens[i + 1]?.norm ?? '')) return;
    const before = tokens[i - 1];
    const marked = before && (DETERMINERS.has(before.norm) || modifies(before) || before.pos === 'ADP');
    if (!marked && i === 0) return;
    const rank = (marked ? 0 : 2) + (firstVerb >= 0 && i > firstVerb ? 0 : 1);
    out.push({ phrase: phraseAt(tokens, i, who, names), rank });
  });
  return out.sort((a, b) => a.rank - b.rank).map((x) => x.phrase);
}

/** "It's not the bike.", "That isn't about you.": the speaker sets the other's guess aside, so the thing named is not theirs. */
export const isCorrection = (sentence: string) =>
  /^(?:no[,.]? )?(?:it|that|this)(?:'s| is| was)? ?(?:not|isn't|wasn't)\b/i.test(plain(sentence));

const memo = new WeakMap<SceneReading, Map<Line, string | null>>();

/** What a speech is about ("the house", "Vivian's brother"), or null when it names no thing. */
export function aboutLine(scene: SceneReading, line: Line | null): string | null {
  if (!line) return null;
  let known = memo.get(scene);
  if (!known) memo.set(scene, (known = new Map<Line, string | null>()));
  if (!known.has(line)) known.set(line, thingOf(scene, line));
  return known.get(line)!;
}

/**
 * What one sentence of a line is about ("He can live here." names nothing, even when the rest of
 * the line talks about the house): for an ask, whose sentence is the want.
 */
export function aboutSentence(scene: SceneReading, line: Line, sentence: string): string | null {
  const only = line.sentences.filter((s) => sentence.includes(s.text));
  return only.length ? thingOf(scene, { ...line, sentences: only }) : aboutLine(scene, line);
}

/** What a line is about, or failing that what its scene is about: for advice that must name something. */
export const aboutLineOrScene = (scene: SceneReading, line: Line | null) => aboutLine(scene, line) ?? aboutScene(scene);

function thingOf(scene: SceneReading, line: Line): string | null {
  // "your" belongs to the one listener only when the scene has two people talking.
  const listener = scene.partners.length === 1 ? (line.speaker === scene.character ? scene.partners[0]! : scene.character) : null;
  const who = { speaker: line.speaker, to: listener };
  const names = namesIn(scene);
  // A word the scene keeps coming back to wins: it is what the scene is about.
  const image = scene.images.find((i) => i.lines.includes(line) && !names.has(i.word) && !names.has(i.said.toLowerCase()));
  const things = line.sentences.filter((s) => !isCorrection(s.text)).flatMap((s) => thingsIn(s.tokens, who, names, s.text));
  // ...when the line uses it as a thing: an image can be a verb ("count"), which names nothing.
  const imaged = image && things.find((t) => t.endsWith(` ${image.said.toLowerCase()}`) || t.endsWith(` ${image.word}`));
  if (imaged) return imaged;
  return things[0] ?? null;
}

/**
 * What the scene as a whole is about: its key image when that is a thing, else the thing most named
 * across its lines (the first, on a tie).
 */
const sceneTopics = new WeakMap<SceneReading, string | null>();
export function aboutScene(scene: SceneReading): string | null {
  // A thing the scene keeps coming back to (a key image) is what it is about; else the thing most named.
  if (!sceneTopics.has(scene)) sceneTopics.set(scene, keyThing(scene)?.phrase ?? mostNamed(scene));
  return sceneTopics.get(scene)!;
}

function mostNamed(scene: SceneReading): string | null {
  const counts = new Map<string, number>();
  for (const line of scene.lines) {
    const t = aboutLine(scene, line);
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** "his", "this", "across" end like a verb but are closed-class words: in "she ___ it" the tagger says which. */
const isClosedWord = (word: string) =>
  /^(?:PRON|DET|ADP|ADV|INTJ|CCONJ|SCONJ|PART|NUM)$/.test(sentencesOf(`She ${word} it.`)[0]?.tokens[1]?.pos ?? '');

/**
 * What a person does in an action line, said after their name ("stands at the fireplace holding a
 * folded document"): the clause that starts with their name, when it has a verb and is short.
 */
export function doingOf(action: PageText, person: string, pronoun?: 'he' | 'she' | 'they'): string | null {
  const names = [person, ...person.split(/\s+/)].filter((n) => n.length > 1 && !/^(DR|MR|MRS|MS)\.?$/i.test(n));
  // "She turns the phone over" is about the person when the page calls them "she" (never a guessed pronoun).
  if (pronoun === 'he' || pronoun === 'she') names.push(pronoun === 'he' ? 'He' : 'She');
  // A stage direction's brackets are typography: "(A long pause. JUNE puts the tape down.)" ends on "down".
  for (const written of plainSentences(action.text.replace(/^\s*[([]|[)\]]\s*$/g, ''))) {
    // Multi-camera action is all capitals ("DEXTER HEADS FOR THE STAIRS."): its verbs read in lower case.
    const sentence = /\p{Ll}/u.test(written) ? written : written.toLowerCase();
    for (const name of names) {
      const m = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b(?:\\s*\\(\\d+s?\\))?,?\\s+(.+?)[.!]?$`, 'i').exec(
        sentence,
      );
      if (!m) continue;
      // An age after the rest of a name ("RILEY DUNN (15) sits…") goes with the capitals before it.
      const traitsGone = m[1]!
        .replace(/^[\p{Lu}\s]+\b(?=\s\p{Ll}|\s*\(\d+s?\))/u, '')
        .replace(/^\s*\(\d+s?\)/, '')
        .trim();
      // Traits before the verb ("school uniform, coat already on, stands by the door") go: the doing starts at a verb.
      const parts = traitsGone.split(/,\s*/);
      const from = parts.findIndex((p) => /^(\p{Ll}+(s|ed)\b|(is|has|was)\b)/u.test(p) && !isClosedWord(p.split(/[\s,]/)[0]!));
      // With no verb found, single-word traits before the rest go ("tired, sits…"); a verb found stays ("waits, arms folded").
      const rest = (from >= 0 ? parts.slice(from).join(', ') : traitsGone.replace(/^(\p{Ll}+,\s*)+/u, '')).trim();
      const words = rest.split(/\s+/);
      // Must start on a verb form ("stands", "is", "grabs"), not on a list of traits.
      // A verb may close its clause with a comma ("waits, arms folded"); a participle before one is a trait ("freckled, furious").
      const verb =
        (words[0]!.endsWith(',') ? /^\p{Ll}+s,$/u.test(words[0]!) : /^\p{Ll}+(s|ed|ing)$|^(is|has|was)$/u.test(words[0]!)) &&
        !isClosedWord(words[0]!.replace(/,$/, ''));
      if (words.length < 2 || words.length > 16 || !verb) continue;
      return rest.replace(/\b(\p{Lu})(\p{Lu}+)\b/gu, (_w, a: string, b: string) => a + b.toLowerCase());
    }
  }
  return null;
}

/** The share of a scene's speeches an image's mentions must span to be one it keeps coming back to. */
const IMAGE_SPAN = 0.4;

/**
 * The image the scene keeps coming back to, when it is a thing ("the ladder") rather than a verb
 * ("count"). Coming back means across the scene, or on the page as a thing in the room: a word
 * repeated inside one exchange ("We got pretzels." — "Pretzels." — "They were good pretzels.") is an
 * echo, not what the scene is about.
 */
export function keyThing(scene: SceneReading): { phrase: string; line: Line; onPage: boolean } | null {
  const actions = scene.items.flatMap((i) => (i.kind === 'action' ? [i.text.toLowerCase()] : []));
  for (const image of scene.images) {
    const at = image.lines.map((l) => scene.lines.indexOf(l)).filter((i) => i >= 0);
    const span = at.length ? (Math.max(...at) - Math.min(...at) + 1) / scene.lines.length : 0;
    const onPage = actions.some((a) => new RegExp(`\\b${image.word}`, 'i').test(a));
    if (span < IMAGE_SPAN && !onPage) continue;
    for (const line of image.lines) {
      const phrase = aboutLine(scene, line);
      if (phrase?.endsWith(` ${image.said.toLowerCase()}`) || phrase?.endsWith(` ${image.word}`)) return { phrase, line, onPage };
    }
  }
  return null;
}
