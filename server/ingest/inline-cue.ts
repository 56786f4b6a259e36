/**
 * Cues printed on the line with their speech: "MAYA: words", "12. EDIE: words", a play's "BEA. words", a name with its
 * speech tabbed beside it. The page reader and the VIDEO/AUDIO reader (whose sound column holds "NAME: words") both
 * read them, so they live here, below both.
 */
import type { Line } from './clean-page.js';
import { COLUMN_TOLERANCE, hasLower, isOcr, type DocumentStyle } from './page-layout.js';
import { isNeverSpeaker, parseCue, type Cue } from './script-words.js';

/**
 * A name run into its speech with no gap to show the tab ("WOMAN WITH UMBRELLA He does this"): the
 * capitals end where the sentence starts. Only read so where the pages tab their speeches beside
 * the names, from that column: elsewhere a line opening with a name is action about them.
 */
function runOnCue(text: string): { cue: Cue; printed: string; rest: string } | null {
  // "UNCLE BO (60s) rakes the gravel": a character introduced with an age is action, not a name over its speech.
  if (INTRODUCED_AT_START.test(text)) return null;
  const tokens = text.split(' ');
  let k = tokens.findIndex((t) => hasLower(t));
  if (k <= 0) return null;
  // "JO I am a child crossing": the sentence opens with "I" or "A".
  if (k > 1 && /^(I|A)$/.test(tokens[k - 1]!)) k--;
  const printed = tokens.slice(0, k).join(' ');
  const rest = tokens.slice(k).join(' ');
  const cue = /^[\p{Lu}"'‘“(]/u.test(rest) ? parseCue(printed) : null;
  return cue && !isNeverSpeaker(cue.name) ? { cue, printed, rest } : null;
}

/** An inline cue: "MAYA: text", "12.  EDIE:  text", "BEA. text", or a left-aligned name with the speech tabbed to its right. */
interface InlineCue {
  cue: Cue;
  printed: string;
  rest: string;
  style: 'colon' | 'dot' | 'tabbed';
  numbered: boolean;
}

const NUMBERED = /^(\d{1,3})[.,]?\s+(?=[A-Z])/;
/**
 * An audio drama's cue number as OCR reads it: "3," for "3.", "Ss." for "5.", "l." for "1.", "2..." for "2.", with a speck
 * before or after it ("“12.", "13°", "8.:", "9.°"; a bracket only before digits, so "(O.S.)" stays a direction), and
 * specks between it and the name ("2  -NELL", "11 _ THE FIDDLER").
 */
export const OCR_NUMBERED =
  /^(?:[^\p{L}\p{N}\s(]|\((?=\d))?(?:[\dSsIlOo]{1,3}[.,]{1,3}|\d{1,3})[^\p{L}\p{N}\s]{0,2}\s+(?=(?:[^\p{L}\p{N}\s]{1,2}\s*)?[A-Z])/u;
/** The cue-number pattern for a line: OCR's misread digits are allowed on lines OCR read. */
export const numberingOf = (l: Line) => (l.confidence !== undefined ? OCR_NUMBERED : NUMBERED);
/** A capitals name glued to small letters and words a closing bracket ends, with no bracket opened before it. */
const FUSED_CUE = /^([A-Z][A-Z0-9 .'’#&-]*[A-Z])([a-z][^[\](){}]*[\])])\s*(.*)$/;
export const COLON_CUE = /^((?:(?:DR|MR|MRS|MS|ST|SGT|PROF)\.\s*)?[A-Z][A-Z0-9 .'’#&/-]*?(?:\s*\([^)]*\))*)\s*:\s*(.*)$/;
const DOT_CUE = /^((?:(?:DR|MR|MRS|MS|ST|SGT|PROF)\.\s*)?[A-Z][A-Z0-9 '’#&-]*[A-Z0-9)])\.\s+(.+)$/;
/**
 * The same as OCR may read it, the full stop taken for a comma ("BEA, You again."). A comma after a name is also how
 * a cast list or an action line goes on ("BEA, her sister", "BEA, soaked, climbs in"), so the words after it must
 * open as a speech does: a capital, a bracket or a quote.
 */
const OCR_COMMA_CUE = /^((?:(?:DR|MR|MRS|MS|ST|SGT|PROF)\.\s*)?[A-Z][A-Z0-9 '’#&-]*[A-Z0-9)]),\s+([(["'‘“\p{Lu}].*)$/u;

/** An age in brackets, with or without more of the character's description after it: "(12)", "(30s, scrubs, one shoe on)". */
const AGE_DESCRIBED = String.raw`\((?:\d{1,2}|\d0s)(?:[,;][^)]*)?\)`;
/** Words before a character's capitals that make the line a description of them, not their cue: "A NURSE", "TWO GUARDS", "HIS MOTHER". */
const DETERMINER = 'A|AN|THE|TWO|THREE|FOUR|FIVE|SOME|SEVERAL|HIS|HER|THEIR|ITS|OUR|MY|YOUR|ANOTHER|EACH';
/**
 * A line opening with a character introduced: with an age ("UNCLE BO (60s) rakes", "KAI (12, in pyjamas) runs in"), or after
 * an article or determiner with a description in brackets and a verb in small letters ("A NURSE (30s, tired) shuffles in",
 * "TWO GUARDS (bored) wave them through"). A name over its speech has no article before it, and its bracket is a direction.
 */
export const INTRODUCED_AT_START = new RegExp(
  String.raw`^(?:[A-Z][A-Z'’.#-]*(?: [A-Z][A-Z'’.#-]*){0,3}\s*${AGE_DESCRIBED}|(?:${DETERMINER}) [A-Z][A-Z'’.#-]*(?: [A-Z][A-Z'’.#-]*){0,3}\s*\((?=[^)]*[\p{Ll}\d])[^)]*\)[,;]?\s+\p{Ll})`,
  'u',
);

/** Titles written with a full stop, which a dot cue's name must not end at ("MRS. O'BRIEN crosses"). */
const TITLE = /^(DR|MR|MRS|MS|ST|SGT|PROF|LT|CAPT|COL|REV|A|THE)$/;

export function dotCueOf(text: string, ocr = false): { cue: Cue; printed: string; rest: string } | null {
  for (const dot of [text.match(DOT_CUE), ocr ? text.match(OCR_COMMA_CUE) : null]) {
    // The speech may open with a direction in round or square brackets ("ROSA. [Not looking up.] It is not yours.").
    if (!dot || TITLE.test(dot[1]!.split(' ').at(-1)!) || !/^[([\p{Lu}\p{Ll}"'‘“]/u.test(dot[2]!) || !hasLower(dot[2]!)) continue;
    const cue = parseCue(dot[1]!);
    if (cue) return { cue, printed: dot[1]!.trim(), rest: dot[2]!.trim() };
  }
  return null;
}

/** Specks OCR reads before a line ("_ DEV. Mum.", "» BEA: Go."): marks with no letter or digit. */
const OCR_LEADING_SPECKS = /^([^\p{L}\p{N}(["'‘“]{1,3}\s+)+/u;

export function inlineCueOf(l: Line, style: DocumentStyle | null): InlineCue | null {
  let text = l.text.trim();
  if (l.confidence !== undefined) text = text.replace(OCR_LEADING_SPECKS, '');
  const numbering = numberingOf(l);
  const numbered = numbering.test(text);
  const number = numbered ? text.match(/^\S+/)![0] : null;
  if (numbered) text = text.replace(numbering, '');
  if (l.confidence !== undefined) text = text.replace(OCR_LEADING_SPECKS, '');
  const colon = text.match(COLON_CUE);
  if (colon && !isNeverSpeaker(colon[1]!.replace(/\s*\(.*$/, ''))) {
    const cue = parseCue(colon[1]!);
    if (cue) return { cue, printed: colon[1]!.trim(), rest: colon[2]!.trim(), style: 'colon', numbered };
  }
  // OCR may fuse a numbered cue's colon and the bracket opening the direction after it into a letter or nothing
  // ("12. UNCLE BRAMbsighing] Fine."): a capitals name glued to small letters that a bracket closes is that cue.
  const fused = numbered && isOcr(l) ? text.match(FUSED_CUE) : null;
  const fusedCue = fused ? parseCue(fused[1]!) : null;
  if (fusedCue && !isNeverSpeaker(fusedCue.name))
    return { cue: fusedCue, printed: fused![1]!, rest: `[${fused![2]!} ${fused![3]!}`.trim(), style: 'colon', numbered };
  const dot = style ? dotCueOf(text, isOcr(l)) : null;
  if (dot && style) {
    const total = [...style.dotCues.values()].reduce((n, c) => n + c, 0);
    // A dot cue is believed when its name recurs as one, or the pages are written that way throughout.
    if ((style.dotCues.get(dot.cue.name) ?? 0) >= 2 || (total >= 3 && !style.indentedCues)) return { ...dot, style: 'dot', numbered };
  }
  const segments = cueSegments(l, number);
  const tabbedX = style?.tabbedCueX;
  if (segments.length > 0 && tabbedX != null && Math.abs(l.x - tabbedX) < COLUMN_TOLERANCE / 4) {
    // The speech may go on in further segments where OCR saw a gap in the line.
    const run = runOnCue(segments[0]!.text);
    const rest = [run?.rest, ...segments.slice(1).map((s) => s.text)].join(' ');
    if (run) return { ...run, rest, style: 'tabbed', numbered };
  }
  if (segments.length >= 2 && hasLower(segments[1]!.text)) {
    // A name in a column of its own may carry a full stop ("BEA.", or a speck OCR read as one).
    const cue = parseCue(segments[0]!.text.replace(/(?<=[A-Z)])\.$/, ''));
    const rest = segments
      .slice(1)
      .map((s) => s.text)
      .join(' ');
    if (cue && !isNeverSpeaker(cue.name)) return { cue, printed: segments[0]!.text, rest, style: 'tabbed', numbered };
  }
  return null;
}

/**
 * A line's segments as a tabbed cue is read from them: without its cue number (a segment of its own, or
 * the start of the name's), and on OCR lines without specks read as segments of their own ("NELL | « |
 * (CLOSE) Your dad's…") or before the first word.
 */
export function cueSegments(l: Line, number: string | null): Line['segments'] {
  const ocr = l.confidence !== undefined;
  const clean = (text: string) => (ocr ? text.replace(OCR_LEADING_SPECKS, '').replace(/^[^\p{L}\p{N}(["'‘“\s]+(?=\p{Lu})/u, '') : text);
  let segments = ocr ? l.segments.filter((s) => /[\p{L}\p{N}]/u.test(s.text)) : l.segments;
  if (number && segments.length > 0) {
    const first = clean(segments[0]!.text.trim());
    const rest = first.startsWith(number) ? clean(first.slice(number.length).trim()) : first;
    segments = rest ? [{ ...segments[0]!, text: rest }, ...segments.slice(1)] : segments.slice(1);
  }
  return segments;
}
