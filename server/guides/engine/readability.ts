/** Reading level: Flesch–Kincaid grade with a standard syllable heuristic. */

/** Syllables in an English word, by vowel groups with the usual silent-e and -le corrections. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1;
  return Math.max(1, groups);
}

/** Flesch–Kincaid grade level of a text. */
export function readingGrade(text: string): number {
  const sentences = text
    .split(/[.!?]+(?:\s|$)/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s));
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (sentences.length === 0 || words.length === 0) return 0;
  const syl = words.reduce((n, w) => n + syllables(w), 0);
  return 0.39 * (words.length / sentences.length) + 11.8 * (syl / words.length) - 15.59;
}

/** Result words that tell a child how to feel instead of what to want (GUIDE-CRAFT §16). */
export const BANNED_CHILD_PHRASES = [
  /\b(be|act|look|sound|get|seem) (more |a lot |a little |really |very )?(sad|sadder|angry|angrier|happy|happier|scared|scarier|upset|mad|madder|excited|emotional|nervous|worried)\b/i,
  /\bmore emotion(al)?\b/i,
  /\b(cry|tears) (more|harder)\b/i,
  /\bshow (us |me )?(that )?(you'?re |you are )?(sad|angry|happy|scared|emotion)/i,
  /\bfake (cry|tears)\b/i,
];

/** The banned phrases found in a text. */
export function bannedPhrases(text: string): string[] {
  return BANNED_CHILD_PHRASES.flatMap((re) => text.match(new RegExp(re.source, 'gi')) ?? []);
}
