/**
 * The figures bench:guides prints, computed from what a guide shows a reader (its HTML, its
 * citations, its child guide) and the script's own speeches, so the same code measures any writer —
 * the previous offline writer's recorded figures came from this file too.
 */
import type { Citation } from '../common/contracts/guides.js';

/** One written guide and what the bench knows about the script it came from. */
export interface GuideSample {
  /** The story the sides tell; layouts of one story share it. */
  story: string;
  character: string;
  cast: string[];
  /** Each speech's spoken words and, apart, its inline directions ("(beat)"). */
  speeches: Array<{ speaker: string; text: string; directions: string }>;
  /** Action lines and non-speech cues, for citations of the page rather than a speaker. */
  actions: string[];
  html: string;
  citations: Citation[];
  childGrade: number | null;
  /** Whether a parent should hear about the content (null: not labelled). */
  expectedMature: boolean | null;
  ms: number;
}

export interface GuideFigures {
  guides: number;
  medianWords: number;
  maxWords: number;
  adviceSentences: number;
  sharedShare: number;
  citations: number;
  misquoted: number;
  functionWordImages: number;
  furnitureBeats: number;
  maturityFlags: number;
  falseMaturityFlags: number;
  missedMaturityFlags: number;
  maxChildGrade: number;
  medianMs: number;
  maxMs: number;
}

/** Closed-class words: never an image, however often a line repeats them. */
export const FUNCTION_WORDS = new Set(
  `a an the this that these those it its it's he she they them him her his hers their we us our you your i me my mine
  and or but so if then than as of in on at by for with to from up down out over into onto about is am are was were be been
  being do does did have has had will would can could shall should may might must not no yes just very too all some any
  what who whom which when where why how there here oh okay ok well like get got go going one`.split(/\s+/),
);

const FURNITURE =
  /\b(SCENE [A-Z0-9]{1,3}\b|END OF (ACT|SCENE|TEASER)|(CUT|SMASH CUT|DISSOLVE|MATCH CUT) TO|FADE (IN|OUT)|GO TO BLACK|SUPER:|SFX:|CONTINUED|\(MORE\)|CONT'D)/;

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
const words = (text: string) => text.match(/[\p{L}\p{N}'’]+/gu) ?? [];
const normalise = (s: string) =>
  s.replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/^…|…$/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The coaching prose of a guide: its story and scene sections, without quoted blocks or the fixed lists. */
export function adviceText(html: string): string {
  const sections = html.match(/<section class="[^"]*\bg-(scene|story)\b[^"]*">[\s\S]*?<\/section>/g) ?? [];
  // Headings, paragraphs and list items end a sentence even without a full stop.
  // Quoted lines, headings and back-references are not advice.
  const blocks = sections
    .join(' ')
    .replace(/<blockquote[\s\S]*?<\/blockquote>|<h[1-3]>[\s\S]*?<\/h[1-3]>|<p class="g-ref">[\s\S]*?<\/p>/g, ' ')
    .replace(/<\/(h[1-6]|p|li|dt|dd)>/g, ' ¶ ');
  return stripTags(blocks);
}

/** Sentences of advice with names, quotes and numbers masked: the guide's sentence frames. */
export function maskedSentences(advice: string, cast: string[]): string[] {
  const names = cast
    .flatMap((n) => [n, ...n.split(/\s+/)])
    .filter((n) => n.length > 1)
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const nameRe = names.length ? new RegExp(`\\b(${names.join('|')})('s)?\\b`, 'gi') : null;
  return advice
    .replace(/“[^”]*”/g, 'Q')
    .split(/(?<=[.!?])\s+|\s*¶\s*/)
    .map((s) => (nameRe ? s.replace(nameRe, 'N') : s).replace(/\d+/g, '#').toLowerCase().trim())
    .filter((s) => words(s).length >= 4);
}

function misquoted(sample: GuideSample): number {
  const bySpeaker = new Map<string, string[]>();
  const directionsBy = new Map<string, string[]>();
  for (const s of sample.speeches) {
    bySpeaker.set(s.speaker, [...(bySpeaker.get(s.speaker) ?? []), normalise(s.text)]);
    directionsBy.set(s.speaker, [...(directionsBy.get(s.speaker) ?? []), normalise(s.directions)]);
  }
  const page = sample.actions.map(normalise);
  return sample.citations.filter((c) => {
    const q = normalise(c.quote);
    // A direction inside a speech ("(beat)") is quoted as a direction, never as spoken words.
    const spoken = q.startsWith('(') ? directionsBy : bySpeaker;
    const pool = c.speaker === 'ACTION' ? page : (spoken.get(c.speaker) ?? []);
    return !q || !pool.some((t) => t.includes(q));
  }).length;
}

function functionWordImages(html: string): number {
  const advice = adviceText(html);
  return [...advice.matchAll(/“([\p{L}'’]+)”/gu)].filter((m) => FUNCTION_WORDS.has(normalise(m[1]!))).length;
}

function furnitureBeats(html: string): number {
  const beats = html.match(/<li class="g-beat[^"]*">[\s\S]*?<\/li>/g) ?? [];
  return beats.filter((b) => FURNITURE.test(stripTags(b))).length;
}

/** A guide flags content to the parent when it says "mature" anywhere. */
const flagsMaturity = (html: string) => /\bmature\b/i.test(stripTags(html));

/** The masked sentences of one guide per story, and how many stories each sentence occurs in. */
function framesByStory(samples: GuideSample[]) {
  const perStory = new Map<string, GuideSample>();
  for (const s of samples) if (!perStory.has(s.story)) perStory.set(s.story, s);
  const sentenceSets = [...perStory.values()].map((s) => maskedSentences(adviceText(s.html), s.cast));
  const storiesWith = new Map<string, number>();
  for (const set of sentenceSets) for (const s of new Set(set)) storiesWith.set(s, (storiesWith.get(s) ?? 0) + 1);
  return { all: sentenceSets.flat(), storiesWith };
}

/** The sentence frames most shared between stories, commonest first (`bench:guides -- --frames`). */
export function sharedFrames(samples: GuideSample[], limit: number): Array<[string, number]> {
  const { storiesWith } = framesByStory(samples);
  return [...storiesWith]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
}

/** Every figure over a set of guides. Shared sentences count distinct stories, so layouts of one script do not inflate them. */
export function figuresOf(samples: GuideSample[]): GuideFigures {
  const { all, storiesWith } = framesByStory(samples);
  const wordCounts = samples.map((s) => words(stripTags(s.html)).length);
  const flagged = samples.filter((s) => flagsMaturity(s.html));
  const grades = samples.map((s) => s.childGrade).filter((g): g is number => g !== null);
  return {
    guides: samples.length,
    medianWords: median(wordCounts),
    maxWords: Math.max(...wordCounts),
    adviceSentences: all.length,
    sharedShare: all.length ? all.filter((s) => (storiesWith.get(s) ?? 0) >= 3).length / all.length : 0,
    citations: samples.reduce((n, s) => n + s.citations.length, 0),
    misquoted: samples.reduce((n, s) => n + misquoted(s), 0),
    functionWordImages: samples.reduce((n, s) => n + functionWordImages(s.html), 0),
    furnitureBeats: samples.reduce((n, s) => n + furnitureBeats(s.html), 0),
    maturityFlags: flagged.length,
    falseMaturityFlags: flagged.filter((s) => s.expectedMature === false).length,
    missedMaturityFlags: samples.filter((s) => s.expectedMature === true && !flagsMaturity(s.html)).length,
    maxChildGrade: grades.length ? Math.max(...grades) : 0,
    medianMs: median(samples.map((s) => s.ms)),
    maxMs: Math.max(...samples.map((s) => s.ms)),
  };
}

/** Which corpus stories a parent should be told about (the precinct scene has a man on a bridge rail). */
export const CORPUS_MATURE: Record<string, boolean> = {
  lemonade: false,
  precinct: true,
  room214: false,
  birthday: false,
  backseat: false,
};
