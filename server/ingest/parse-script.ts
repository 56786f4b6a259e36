/**
 * Stage 3b: cleaned lines → Script. One reader for every layout family, deciding each line from
 * evidence on its page rather than from a document-wide mode: where a line starts against the
 * page's body margin, whether a capitals cue line is followed by speech, colons after names,
 * typed cue words (SFX, SUPER, CUT TO), and two-column VIDEO/AUDIO tables. A house style the
 * reader has never seen then degrades to fewer speeches found, not to none. The table layouts are read in
 * read-av-page.ts and read-record-sheet.ts, cues printed inline with their speech in inline-cue.ts.
 */
import type { CueType, ReadingSource, ScriptFamily, SpeechElement } from '../../common/contracts/script.js';
import type { Line } from './clean-page.js';
import { cueSegments, dotCueOf, inlineCueOf, INTRODUCED_AT_START, numberingOf, OCR_NUMBERED } from './inline-cue.js';
import {
  COLUMN_TOLERANCE,
  endsSentence,
  hasLower,
  isOcr,
  median,
  PARAGRAPH_GAP,
  type DocumentStyle,
  type Evidence,
  type PageGeometry,
  type RecordSheet,
} from './page-layout.js';
import { leftmostSharedX, type Segment } from './positioned-text.js';
import { avSplitOf, readAvPage } from './read-av-page.js';
import { readRecordPage, recordSheetOf } from './read-record-sheet.js';
import { introductionsIn, ocrVariant, ScriptBuilder, type ParsedScript } from './script-builder.js';
import { cueTypeOf, headingParts, isMarkedCue, isNeverSpeaker, parseCue, parseSetting, type Cue } from './script-words.js';

export { canonicalNames } from './script-builder.js';
export { parseCue } from './script-words.js';

/** A cue sits at least this far (pt) right of the body margin to count as indented (screenplay cues sit ~158 pt in). */
const CUE_INDENT = 40;
/** Dialogue sits at least this far (pt) right of the margin for indentation to tell it from action (screenplay: ~72). */
const DIALOGUE_INDENT = 15;
/** A dual-dialogue row's left name sits at least this far (pt) in from the margin (three or four characters). */
const DUAL_NAME_INDENT = 24;
/** A line closing a bracket it never opened: the end of a wrapped direction. */
const CLOSES_UNOPENED = /^[^([]*[)\]][.,:;]?$/;
/** A line under an open direction within this many points of where it started wraps it. */
const DIRECTION_WRAP_TOLERANCE = 8;
/** A line under a play's "NAME. words" within this many points of where its speeches wrap continues it (a hanging indent is ~18). */
const DOT_WRAP_TOLERANCE = 9;
/** Largest gap inside a double-spaced speech (multi-camera dialogue is printed with a blank line between lines). */
const DOUBLE_SPACED_GAP = 2.6;
/** Page width (pt) assumed when a line does not say: US letter. */
const LETTER_WIDTH = 612;
/** A line whose middle is this close (pt) to the page's middle is centred. */
const CENTRED_TOLERANCE = 60;

export interface ScriptReading extends ParsedScript {
  family: ScriptFamily;
}

const textSource: ReadingSource = { via: 'text', confidence: 1 };

/** Parses cleaned lines into scenes, whole speeches, typed cues, characters and tagged lines. */
export function parseScript(
  lines: Line[],
  sourceOf: (page: number, lineConfidence?: number) => ReadingSource = () => textSource,
): ScriptReading {
  const evidence = newEvidence();
  const read = () => {
    const builder = new ScriptBuilder(sourceOf);
    readDocument(lines, builder, evidence);
    return builder;
  };
  const first = read().build(new Map());
  Object.assign(evidence, newEvidence());
  const parsed = read().build(introductionsIn(first.scenes));
  evidence.directionsInSpeech = parsed.lines.filter((l) => l.kind === 'dialogue' && DIRECTION_AMID_WORDS.test(l.text)).length;
  return { ...parsed, family: familyOf(evidence) };
}

// ─── Page geometry ──────────────────────────────────────────────────────────────────────────

function geometryOf(lines: Line[]): Map<number, PageGeometry> {
  const byPage = new Map<number, Line[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  const documentMargin = marginOf(lines);
  const out = new Map<number, PageGeometry>();
  let sheet: RecordSheet | null = null;
  for (const [page, ls] of byPage) {
    const own = ls.filter((l) => l.text.length > 25).length >= 4 ? marginOf(ls) : documentMargin;
    const avSplit = avSplitOf(ls);
    // A record sheet running on over the page keeps its columns on a page without its header row, if the rows bear them out.
    sheet = avSplit === null ? recordSheetOf(ls, sheet) : null;
    // A page of nothing but dialogue has no action rows; fall back to the document's margin.
    out.set(page, {
      margin: Math.abs(own - documentMargin) > 40 ? documentMargin : own,
      spacing: spacingOf(ls),
      avSplit,
      record: sheet,
      centre: (ls[0]!.pageWidth ?? LETTER_WIDTH) / 2,
    });
  }
  return out;
}

function marginOf(lines: Line[]): number {
  const long = lines.filter((l) => l.text.length > 25).map((l) => l.x);
  const xs = long.length ? long : lines.map((l) => l.x);
  return leftmostSharedX(xs) ?? Math.min(...xs.map((x) => Math.round(x / 6) * 6), 72);
}

/**
 * The distance between consecutive lines of one paragraph: the smallest gap seen at least twice
 * (a page of one-line speeches has more blank-line gaps than single ones), or a smaller gap seen
 * once of which that is a multiple, else the lower quartile.
 */
function spacingOf(lines: Line[]): number {
  const gaps: number[] = [];
  // Rows closer than half a glyph height are one row split by OCR, not two lines.
  const minimum = 0.5 * Math.min(...lines.map((l) => l.size), 12);
  for (let i = 1; i < lines.length; i++) {
    const g = Math.round(lines[i]!.y - lines[i - 1]!.y);
    if (g > minimum) gaps.push(g);
  }
  gaps.sort((a, b) => a - b);
  const repeated = gaps.find((g, i) => i > 0 && Math.abs(gaps[i - 1]! - g) <= 1);
  // A page of one-line paragraphs may wrap a line only once: a single gap the height of a line of its
  // type, of which the repeated gap is a whole multiple, is the line step and the others are blank lines.
  const size = median(lines.map((l) => l.size));
  const single = gaps.find((g) => g >= 0.8 * size && g <= 1.8 * size);
  if (repeated !== undefined && single !== undefined && single < repeated) {
    const k = repeated / single;
    if (Math.round(k) >= 2 && Math.abs(k - Math.round(k)) <= 0.1 * Math.round(k)) return single;
  }
  return repeated ?? gaps[Math.floor(gaps.length * 0.25)] ?? 12;
}

// ─── Evidence for the family ────────────────────────────────────────────────────────────────

/** A bracketed direction with words of speech before or after it on the same line. */
const DIRECTION_AMID_WORDS = /[\p{L}\p{N}][^()]*\([^()]+\)|\([^()]+\)[^()]*[\p{L}\p{N}]/u;
/** Lines with directions amid their words that, with a soap's act breaks, make a screenplay-like layout a soap. */
const SOAP_DIRECTIONS_IN_SPEECH = 3;
/** The same without an act break on the page: at least this many, and in as many lines as half the speeches. */
const SOAP_DIRECTIONS_UNBROKEN = 5;

const newEvidence = (): Evidence => ({
  avPages: 0,
  recordPages: 0,
  indentedCues: 0,
  inlineColon: 0,
  inlineDot: 0,
  numberedCues: 0,
  tabbedCues: 0,
  marginCues: 0,
  centredCues: 0,
  soundCues: 0,
  sceneLetters: 0,
  capsActions: 0,
  actions: 0,
  longActions: 0,
  soapBreaks: 0,
  inlineDirections: 0,
  ukSceneNumbers: 0,
  sluglines: 0,
  directionsInSpeech: 0,
  flushCues: 0,
  sceneWords: 0,
});

/** The family whose marks dominate the pages (FORMATS.md); screenplay when nothing else shows. */
function familyOf(e: Evidence): ScriptFamily {
  if (e.avPages > 0) return 'commercial';
  // A record sheet is what a voice session reads from: voice only, whatever the project is.
  if (e.recordPages > 0) return 'audio';
  // Speakers named beside their speech (inline or tabbed), sound cues, no camera sluglines: radio.
  const besideCues = e.inlineColon + e.tabbedCues + e.marginCues;
  if (e.numberedCues >= 2 || (e.soundCues >= 2 && besideCues > e.indentedCues && e.sluglines === 0)) return 'audio';
  if (e.soundCues >= 2 && e.inlineColon > e.indentedCues) return 'audio';
  // Set out as a screenplay but with no camera: no sluglines, and more sound and music cues than lines of action.
  if (e.soundCues >= 2 && e.sluglines === 0 && e.sceneLetters === 0 && e.soundCues > e.actions) return 'audio';
  if (e.inlineDot > e.inlineColon && e.inlineDot >= 2) return 'stage';
  // Names over speech printed at the margin, under INT./EXT. sluglines, are a screenplay's dialogue set at the action margin.
  if (e.centredCues > e.indentedCues && e.sluglines === 0) return 'stage';
  // Inline "NAME:" speeches under INT./EXT. sluglines are a soap's; under "Scene 2" a play's.
  if (e.inlineColon > e.indentedCues && e.inlineColon >= 2)
    return e.sluglines > 0 && (e.soapBreaks > 0 || e.inlineDirections >= 2) ? 'soap' : 'stage';
  // Names alone at the margin over speech at the margin, under "Scene Two" and no slugline: a play set flush left.
  if (e.flushCues >= 2 && e.flushCues > e.indentedCues + e.marginCues && e.sluglines === 0 && e.sceneWords > 0) return 'stage';
  // Names at the margin with the speech tabbed or indented: UK television under its sluglines, a play under "Scene 2".
  if (e.ukSceneNumbers > 0 || e.tabbedCues + e.marginCues > e.indentedCues)
    return e.ukSceneNumbers > 0 || e.sluglines > 0 ? 'uk-tv' : 'stage';
  // Directions in capitals, as multi-camera scripts write them, in most action lines long enough to tell: OCR
  // specks read as short lines ("CT", "Co.") say nothing either way.
  if (e.sceneLetters > 0 || (e.actions >= 3 && e.capsActions > e.longActions / 2)) return 'multi-cam';
  // A soap set out like a screenplay: its act breaks ("GO TO BLACK") and directions written among the words of speeches.
  if (e.sluglines > 0 && e.soapBreaks > 0 && e.directionsInSpeech >= SOAP_DIRECTIONS_IN_SPEECH) return 'soap';
  // A soap page without an act break on it: directions among the words of many of its speeches, as screenplays seldom write them.
  const speeches = e.indentedCues + e.centredCues;
  if (e.sluglines > 0 && e.directionsInSpeech >= SOAP_DIRECTIONS_UNBROKEN && e.directionsInSpeech * 2 >= speeches) return 'soap';
  return 'screenplay';
}

// ─── Reading ────────────────────────────────────────────────────────────────────────────────

/** What is open while lines are read: a speech that may continue, or a cue or action that may wrap. */
interface OpenSpeech {
  el: SpeechElement;
  /** x of its dialogue lines once seen; a line back at the margin ends an indented speech. */
  column: number | null;
  /** The speech's cue line started at the body margin (inline or flush cues). */
  inline: boolean;
  /** A (MORE) was printed under it: it continues after the page break. */
  more: boolean;
  lastGap: number;
  /** Where its last parenthetical line started. */
  directionX?: number;
  /** Where its inline cue ("NAME: words") started. */
  cueX?: number;
  /** Its cue was a play's "NAME. words". */
  dotCue?: boolean;
}

interface State {
  speech: OpenSpeech | null;
  /** The last element was a cue or action that a wrapped line may continue, and its text column. */
  wrap: { kind: 'cue' | 'action'; x: number } | null;
  /** A bare "SCENE 3." waiting for its place line. */
  bareHeading: boolean;
  /** Inside a cast list, until the first scene, act or page break, or a blank line after its entries. */
  castList: boolean;
  /** Entries read in the open cast list. */
  castEntries: number;
  dual: { left: OpenSpeech; right: OpenSpeech; split: number } | null;
}

/** A line ending here ends a sentence, a quotation or a direction: the next line need not be more of it. */
const SENTENCE_END = /[.!?…"”'’)\]:;]$/;

/** Wrapped speech lines a document must show a blank line between before its speeches are read as double-spaced. */
const DOUBLE_SPACED_EVIDENCE = 2;

/**
 * True when the pages double-space their speeches: a line that stops mid-sentence has its next words
 * a blank line below it, in the same column, at least twice. A speech's first line set right under its
 * name, indented, with a line a blank row below it in the same column and nothing between, says the same
 * (short speeches wrap at a sentence's end as often as not); single-spaced, that line would be a new name's.
 * Elsewhere a blank line ends a speech, however far its column is indented (a play's speech column also
 * holds its stage directions).
 */
function doubleSpacedSpeechOf(lines: Line[], geometry: Map<number, PageGeometry>): boolean {
  let n = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    const l = lines[i]!;
    const next = lines[i + 1]!;
    const geo = geometry.get(l.page)!;
    if (next.page !== l.page || Math.abs(next.x - l.x) > 3) continue;
    const gap = (next.y - l.y) / geo.spacing;
    const midSentence = !SENTENCE_END.test(l.text.trim()) || /^\p{Ll}/u.test(next.text.trim());
    const name = lines[i - 1];
    const underName =
      name !== undefined &&
      name.page === l.page &&
      name.x > l.x &&
      l.x - geo.margin > DIALOGUE_INDENT &&
      (l.y - name.y) / geo.spacing < PARAGRAPH_GAP &&
      parseCue(name.text) !== null;
    if (gap > PARAGRAPH_GAP && gap <= DOUBLE_SPACED_GAP && (midSentence || underName)) n++;
  }
  return n >= DOUBLE_SPACED_EVIDENCE;
}

/**
 * How far right of its "NAME." a play's speech wraps: where the line under a "NAME. words" line stands when
 * those words stop mid-sentence, so the line under them can only be more of them (the median over the pages).
 */
function dotWrapOffsetOf(lines: Line[], geometry: Map<number, PageGeometry>): number | null {
  const offsets: number[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const l = lines[i]!;
    const next = lines[i + 1]!;
    const text = l.text.trim();
    if (next.page !== l.page || (next.y - l.y) / geometry.get(l.page)!.spacing >= PARAGRAPH_GAP || !dotCueOf(text, isOcr(l))) continue;
    if (!SENTENCE_END.test(text) || /^\p{Ll}/u.test(next.text.trim())) offsets.push(next.x - l.x);
  }
  return offsets.length ? median(offsets) : null;
}

/** Wrapped first lines of speech a document must show before the width its speeches wrap at is trusted. */
const SPEECH_WRAP_EVIDENCE = 3;
/** A line this much wider than the speeches ever wrap cannot be a line of one. */
const WIDER_THAN_SPEECH = 1.15;

/**
 * The width a document's speeches wrap at, where the pages show it: the widest first line of a speech under a name
 * standing alone that stops mid-sentence (so the line under it can only be more of it, and the line was filled to
 * where it wrapped). Pasted sides keep the script's line breaks: their speeches still wrap at about 35 characters
 * and their action at 60, though everything starts at one margin.
 */
function speechWrapWidthOf(lines: Line[], geometry: Map<number, PageGeometry>): number | null {
  const widths: number[] = [];
  for (let i = 0; i + 2 < lines.length; i++) {
    const [cue, first, second] = [lines[i]!, lines[i + 1]!, lines[i + 2]!];
    const spacing = geometry.get(cue.page)!.spacing;
    const under = (a: Line, b: Line) => b.page === a.page && (b.y - a.y) / spacing < PARAGRAPH_GAP && Math.abs(b.x - a.x) < 3;
    if (cue.segments.length !== 1 || hasLower(cue.text) || !parseCue(cue.text) || first.segments.length !== 1) continue;
    if (!hasLower(first.text) || first.text.trim().startsWith('(') || !under(first, second) || !hasLower(second.text)) continue;
    if (!SENTENCE_END.test(first.text.trim()) || /^\p{Ll}/u.test(second.text.trim())) widths.push(textWidth(first));
  }
  return widths.length >= SPEECH_WRAP_EVIDENCE ? Math.max(...widths) : null;
}

/** The x of cue names printed with their speech tabbed to the right, seen on two rows or more. */
function tabbedCueXOf(lines: Line[]): number | null {
  const xs = lines.filter((l) => l.segments.length >= 2 && hasLower(l.segments[1]!.text) && parseCue(l.segments[0]!.text)).map((l) => l.x);
  return xs.length >= 2 ? xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : null;
}

function readDocument(all: Line[], b: ScriptBuilder, evidence: Evidence) {
  // A row OCR read as one stray letter or mark (a speck, a glyph of a faint watermark crossing the page) is no line:
  // kept, it fills the blank line that ends a speech or a dual-dialogue block.
  const printed = all.filter((l, i) => l.confidence === undefined || (!LONE_SPECK.test(l.text.trim()) && !isDescenderTails(l, all[i - 1])));
  // A name printed cleanly once over its speech is enough to read it through OCR debris elsewhere.
  const cueNames = knownSpeakersOf(printed, 1);
  const tabbed = tabbedLayoutOf(printed, cueNames);
  const lines = printed.map((l) => {
    if (l.confidence === undefined) return l;
    const cleaned = withoutOcrDebris(withoutLabelGapSpecks(l), cueNames);
    return tabbed ? withoutTabGapDebris(cleaned, tabbed) : cleaned;
  });
  const knownSpeakers = knownSpeakersOf(lines, 2);
  const geometry = geometryOf(lines);
  const indentedCues = indentedCuesByPage(lines, geometry);
  const style: DocumentStyle = {
    indentedCues: [...indentedCues.values()].reduce((n, c) => n + c, 0) >= 2,
    indentedCuePages: new Set(indentedCues.keys()),
    marginCues: marginCuesByPage(lines, geometry),
    dotCues: dotCuesOf(lines),
    knownSpeakers,
    namedOnce: knownSpeakersOf(lines, 1),
    tabbedCueX: tabbedCueXOf(lines),
    doubleSpacedSpeech: doubleSpacedSpeechOf(lines, geometry),
    dotWrapOffset: dotWrapOffsetOf(lines, geometry),
    speechWrapWidth: speechWrapWidthOf(lines, geometry),
  };
  const state: State = { speech: null, wrap: null, bareHeading: false, castList: false, castEntries: 0, dual: null };
  let i = 0;
  while (i < lines.length) {
    const page = lines[i]!.page;
    const geo = geometry.get(page)!;
    let end = i;
    while (end < lines.length && lines[end]!.page === page) end++;
    const pageLines = lines.slice(i, end);
    if (geo.avSplit !== null) {
      evidence.avPages++;
      readAvPage(pageLines, geo, b, evidence);
      state.speech = null;
      state.wrap = null;
    } else if (geo.record !== null) {
      evidence.recordPages++;
      readRecordPage(pageLines, geo.record, b);
      state.speech = null;
      state.wrap = null;
    } else {
      readPage(pageLines, lines[end], geo, b, state, evidence, style);
    }
    i = end;
  }
}

/** Letters with a tail below the line, and what OCR reads a lone tail as. */
const DESCENDERS = /[gjpqy9]/g;

/**
 * An OCR row read from the tails of the line above it ("y pang y" under "…keeping Gary. Give him", "9 y" under "…give
 * you…"), as small or crowded type leaves them: a few short lower-case tokens, mostly tail letters, each of which the
 * line above has in the same order, read less than two glyph heights below it.
 */
function isDescenderTails(l: Line, above: Line | undefined): boolean {
  if (!above || above.page !== l.page || l.y - above.y > 2 * above.size) return false;
  const text = l.text.trim();
  if (!/^[a-z0-9]{1,4}(?: [a-z0-9]{1,4}){0,5}$/.test(text)) return false;
  const tails = text.match(DESCENDERS) ?? [];
  if (tails.length * 2 < text.replace(/ /g, '').length) return false;
  let from = 0;
  for (const t of tails) {
    const at = above.text.slice(from).search(t === '9' ? /[gq]/ : new RegExp(t));
    if (at < 0) return false;
    from += at + 1;
  }
  return true;
}

/** An OCR row that is one letter (not the words "I", "A", "O") or one or two marks, with nothing else: a speck. */
const LONE_SPECK = /^(?:(?![AIO]\b)\p{L}[.,:;'’`°~^-]?|[.,:;'’`°~^_|•¦«»¬*-]{1,2})$/iu;

/** Debris OCR leaves beside a word: specks and margin marks read as "oo", "22°", "te", ".". */
const DEBRIS_TOKEN = /^(?![A-Z][A-Z'’.#-]+$).{1,3}$/;

/** Characters an action line needs before its case says how the script writes directions. */
const MIN_DIRECTION_CHARS = 20;

/** An action line's words for judging their case: on OCR lines without the specks read as short words beside them ("Co", "oo"). */
function directionWords(l: Line, text: string): string {
  if (l.confidence === undefined) return text;
  return text
    .split(/\s+/)
    .filter((t) => !DEBRIS_TOKEN.test(t))
    .join(' ');
}

/**
 * An OCR line that is a known speaker's name with debris beside it ("oo TOBY", "GRAN. 22°") is that
 * cue: the name is checked against the speakers the clean cues of the same pages vouch for, so
 * debris never turns a line of speech into a name nobody else on the pages answers to.
 */
function withoutOcrDebris(l: Line, speakers: Set<string>): Line {
  // "DEV | So", "OMAR | Oo": specks beside a name read as a tabbed word of speech. Only the name is left, for
  // the cue rules to judge like any name on its own (a running title, "THE KEY | Oo", has no speech under it).
  const [first, ...others] = l.segments;
  const named = first && others.length > 0 ? parseCue(first.text) : null;
  if (named && others.every((s) => DEBRIS_TOKEN.test(s.text.trim()))) return { ...l, text: first!.text, segments: [first!] };
  // A line that reads as a name is left as it is, unless it is a known name behind a speck OCR read as a
  // word ("Co TOBY" reads as a name, one small letter being allowed in one).
  const whole = parseCue(l.text);
  // "GRACE! S DAD": the letters of a known name with its punctuation misread.
  const letters = (n: string) => n.replace(/[^A-Z0-9#]/g, '');
  const spelled = !hasLower(l.text) && l.segments.length === 1 ? [...speakers].find((s) => letters(s) === letters(l.text)) : undefined;
  if (spelled) {
    const text = spelled + cueColon(l.text.trim());
    return { ...l, text, segments: [{ ...l.segments[0]!, text }] };
  }
  const tokens = l.text.trim().split(/\s+/);
  // A short name read with a small letter ("ZoE" beside another name) is no speck when the pages know it.
  const speck = (t: string) => DEBRIS_TOKEN.test(t) && !speakers.has(t.toUpperCase());
  let from = 0;
  let to = tokens.length;
  while (from < 2 && from < to && speck(tokens[from]!)) from++;
  while (tokens.length - to < 2 && to > from && speck(tokens[to - 1]!)) to--;
  const printed = tokens.slice(from, to).join(' ');
  const name = printed.replace(/[.,:;]+$/, '') + cueColon(printed);
  const cue = (from > 0 || to < tokens.length || name !== l.text.trim()) && parseCue(name);
  if (!cue || (whole && !speakers.has(cue.name))) return l;
  // "GRANOPA WES" beside "GRANDPA WES": a letter OCR confuses, in a name the pages print cleanly.
  const key = (n: string) => n.replace(/[^A-Z0-9#]/g, '');
  const known = speakers.has(cue.name) ? cue.name : [...speakers].find((s) => ocrVariant(key(s), key(cue.name)));
  if (!known) return l;
  const text = cue.name === known ? name : name.replace(cue.name, known);
  // The name stands where its own first letters do, not where a speck before it was read (a table's other column).
  const x = tokenStart(l, from);
  return { ...l, x, text, segments: [{ text, x, width: l.segments.at(-1)!.x + l.segments.at(-1)!.width - x }] };
}

/** The colon printed on a name ("KESTREL (O.S.):", "DAD:."), which an inline or table cue keeps; a colon after a gap is debris. */
const cueColon = (printed: string) => (/[\p{L})]:[.,:;]*$/u.test(printed) ? ':' : '');

/** Where the line's `index`-th word starts: its segment's x, or estimated from the segment's width shared by its characters. */
function tokenStart(l: Line, index: number): number {
  let seen = 0;
  for (const s of l.segments) {
    const words = s.text.trim().split(/\s+/).filter(Boolean);
    if (index < seen + words.length) {
      const before = words.slice(0, index - seen).join(' ');
      return before ? s.x + ((before.length + 1) * s.width) / Math.max(1, s.text.length) : s.x;
    }
    seen += words.length;
  }
  return l.x;
}

/** Tabbed cue rows an OCR document must show before the column its speeches are tabbed to is trusted. */
const TABBED_SPEECH_EVIDENCE = 3;
/** How far left of the speech column (in ems) a word may start and still be the speech's first word. */
const TAB_COLUMN_EMS = 1.5;
/** Tokens a tab gap may hold before the row is taken as words, not specks. */
const MAX_GAP_SPECKS = 3;
/** Short words a sentence may hold: tokens this short in a name's tab gap are specks unless they are one of these. */
const SHORT_WORDS = new Set(
  'a i an as at be by do go he if in is it me my no of oh ok on or so to up us we am and are but can did for get got had has her him his how its let may not now our out saw say see she the too two was way who why yes yet you'.split(
    ' ',
  ),
);

/** Where an OCR document's speeches stand when its names are printed with their speech tabbed beside them. */
interface TabbedLayout {
  /** The speakers the tabbed rows name, each seen at least twice. */
  speakers: Set<string>;
  /** The x of the speech column. */
  speechX: number;
  /** A typical character's width, to place a word inside a segment OCR ran across the tab gap. */
  charWidth: number;
  /** How far left of the speech column a first word may start (points). */
  tolerance: number;
}

/**
 * The tabbed layout of an OCR document: the speakers named in the first column of rows with speech to
 * their right, and the median x of that speech. Null when fewer than three rows show it.
 */
function tabbedLayoutOf(lines: Line[], speakers: Set<string>): TabbedLayout | null {
  const ocr = lines.filter((l) => l.confidence !== undefined);
  const named = new Map<string, number>();
  const speechXs: number[] = [];
  for (const l of ocr) {
    const number = OCR_NUMBERED.test(l.text.trim()) ? l.text.trim().match(/^\S+/)![0] : null;
    const [first, ...others] = cueSegments(l, number);
    const cue = first && others.some((s) => hasLower(s.text)) ? parseCue(first.text) : null;
    if (!cue || isNeverSpeaker(cue.name)) continue;
    named.set(cue.name, (named.get(cue.name) ?? 0) + 1);
    speechXs.push(others.at(-1)!.x);
  }
  const widths = ocr.flatMap((l) => l.segments.filter((s) => s.text.length >= 20).map((s) => s.width / s.text.length));
  if (speechXs.length < TABBED_SPEECH_EVIDENCE || widths.length === 0) return null;
  const tabbed = [...named].filter(([, n]) => n >= 2).map(([name]) => name);
  return {
    speakers: new Set([...speakers, ...tabbed]),
    speechX: median(speechXs),
    charWidth: median(widths),
    tolerance: TAB_COLUMN_EMS * median(ocr.map((l) => l.size)),
  };
}

/** A word of an OCR row, with where it starts (estimated from its segment's right edge inside a segment). */
interface PlacedToken {
  text: string;
  x: number;
  /** First word of its segment: OCR saw a wide gap before it. */
  opensSegment: boolean;
  /** Which of the row's segments it is in. */
  segment: number;
}

function placedTokens(l: Line, charWidth: number): PlacedToken[] {
  return l.segments.flatMap((s, segment) => {
    const words = s.text.trim().split(/\s+/).filter(Boolean);
    const end = s.x + s.width;
    return words.map((text, i) => {
      const tail = words.slice(i).join(' ').length;
      return { text, x: i === 0 ? s.x : Math.max(s.x, end - tail * charWidth), opensSegment: i === 0, segment };
    });
  });
}

/** A speck OCR read as a token: at most three characters, and not a cue number or a bracketed extension. */
const isSpeckToken = (t: string) => t.length <= 3 && !/^[([]|[)\]]$/.test(t) && !/^\d/.test(t);
/**
 * A speck in the tab gap after a name: there a digit is a speck too (cue numbers stand before the name), when OCR
 * saw a gap before it; a digit printed with the name ("GUARD 2") follows it after one space, in its segment.
 */
const isGapSpeck = (t: PlacedToken) => isSpeckToken(t.text) || (t.opensSegment && /^\d{1,2}$/.test(t.text));

/**
 * A fax row "oo GARETH ⇥ EE ⇥ Last sailing's gone", "LOWRI IEE ⇥ I'm fine", "IVOR oe . (close) Three…": a
 * known speaker's name in the name column, specks OCR read as short tokens in the margin before it or in
 * the tab gap after it, and the speech at the speech column. The row is rebuilt as the name and the speech,
 * so the cue rules read it like a clean one. Where is what decides: a token is a speck because it stands
 * where the page prints nothing (the margin, the gap between the columns), not because of its letters; only
 * where OCR ran the gap into one segment must the tokens there also not be words, as an action line's are.
 */
function withoutTabGapDebris(l: Line, layout: TabbedLayout): Line {
  const tokens = placedTokens(l, layout.charWidth);
  const atSpeech = (t: PlacedToken) => t.x >= layout.speechX - layout.tolerance;
  let i = 0;
  const leading: PlacedToken[] = [];
  // Specks in the margin before the cue number or the name.
  while (
    i < tokens.length &&
    leading.length < 2 &&
    isSpeckToken(tokens[i]!.text) &&
    !atSpeech(tokens[i]!) &&
    !numberToken(tokens[i]!.text)
  ) {
    leading.push(tokens[i]!);
    i++;
  }
  const number = i < tokens.length && numberToken(tokens[i]!.text) ? tokens[i++] : undefined;
  const known = knownNameAt(tokens, i, layout.speakers);
  if (!known) return l;
  const name = known.tokens;
  i += name.length;
  // A bracketed extension printed with the name ("(CONT)", "(V.O.)") stays with it.
  const extension: PlacedToken[] = [];
  while (
    i < tokens.length &&
    !atSpeech(tokens[i]!) &&
    (tokens[i]!.text.startsWith('(') || (extension.length > 0 && !extension.at(-1)!.text.endsWith(')')))
  ) {
    extension.push(tokens[i]!);
    i++;
  }
  if (extension.length > 0 && !extension.at(-1)!.text.endsWith(')')) return l;
  const gap: PlacedToken[] = [];
  // Where OCR ran the gap into the name's segment, a word's place is only estimated from the segment's right
  // edge, which puts specks too far right: a speck-shaped token that is no word is still gap there.
  const joinedSpeck = (t: PlacedToken) => t.segment === name[0]!.segment && isSpeckToken(t.text) && !SHORT_WORDS.has(t.text.toLowerCase());
  while (i < tokens.length && gap.length <= MAX_GAP_SPECKS && (!atSpeech(tokens[i]!) || joinedSpeck(tokens[i]!))) gap.push(tokens[i++]!);
  const speech = tokens.slice(i);
  if (speech.length === 0 || gap.length > MAX_GAP_SPECKS || !gap.every(isGapSpeck)) return l;
  const joined = !speech[0]!.opensSegment;
  if (joined && (gap.length === 0 || gap.some((t) => SHORT_WORDS.has(t.text.toLowerCase())))) return l;
  if (leading.length === 0 && gap.length === 0 && known.name === name.map((t) => t.text).join(' ')) return l;
  const head = [number, ...name, ...extension].filter((t) => t !== undefined);
  // The name keeps a colon printed on it: how the pages write their names is evidence of their family.
  const headText = [number?.text, known.name + cueColon(name.at(-1)!.text), ...extension.map((t) => t.text)].filter(Boolean).join(' ');
  const speechText = speech.map((t) => t.text).join(' ');
  const last = l.segments.at(-1)!;
  const segments = [
    { text: headText, x: head[0]!.x, width: Math.max(1, gapStart(gap, speech[0]!) - head[0]!.x) },
    { text: speechText, x: speech[0]!.x, width: Math.max(1, last.x + last.width - speech[0]!.x) },
  ];
  return { ...l, x: head[0]!.x, text: `${headText} ${speechText}`, segments };
}

const gapStart = (gap: PlacedToken[], speech: PlacedToken) => (gap[0] ?? speech).x;

/** A cue number as OCR reads it ("33.", "3,", "Ss."): a token the audio-drama numbering would take. */
const numberToken = (t: string) => OCR_NUMBERED.test(`${t} A`);

/** A name's letters and digits alone: OCR drops and adds spaces and marks ("STATIONMASTER", "|IVOR"). */
const nameKey = (n: string) => n.replace(/[^\p{L}\p{N}#]/gu, '').toUpperCase();
/** The shortest name whose first letter a fax may lose and still be told from the others ("VOR" for IVOR). */
const MIN_CLIPPED_NAME = 4;

/**
 * The known speaker whose name the tokens from `from` spell, longest first: as printed, with specks before
 * or after it or a space lost ("|IVOR", "VOR.”", "STATIONMASTER"), or with its first letter lost to the
 * margin ("VOR" for IVOR) when only one speaker's name ends that way.
 */
function knownNameAt(tokens: PlacedToken[], from: number, speakers: Set<string>): { tokens: PlacedToken[]; name: string } | null {
  const keyed = new Map([...speakers].map((s) => [nameKey(s), s]));
  for (let n = Math.min(4, tokens.length - from); n >= 1; n--) {
    const words = tokens.slice(from, from + n);
    const printed = words.map((t) => t.text).join(' ');
    const key = nameKey(printed);
    const exact = keyed.get(key);
    if (exact) return { tokens: words, name: exact };
    if (!key || hasLower(printed)) continue;
    const clipped = [...keyed].filter(([k]) => k.length >= MIN_CLIPPED_NAME && k.slice(1) === key);
    if (clipped.length === 1) return { tokens: words, name: clipped[0]![1] };
  }
  return null;
}

/** Counts, page by page, the lines that `isCue` takes for a cue, given the line under each. */
function cuesByPage(lines: Line[], isCue: (l: Line, next: Line) => boolean): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0; i + 1 < lines.length; i++)
    if (isCue(lines[i]!, lines[i + 1]!)) out.set(lines[i]!.page, (out.get(lines[i]!.page) ?? 0) + 1);
  return out;
}

/** Counts, page by page, standalone capitals cues indented well past the margin with speech under them. */
const indentedCuesByPage = (lines: Line[], geometry: Map<number, PageGeometry>) =>
  cuesByPage(
    lines,
    (l, next) =>
      l.segments.length === 1 && l.x - geometry.get(l.page)!.margin > CUE_INDENT && Boolean(parseCue(l.text)) && hasLower(next.text),
  );

/**
 * Counts, page by page, capitals cue lines at the action margin with a line of speech straight under them, on
 * the same margin: the content evidence that a page sets its dialogue flush left (a pasted or converted page)
 * whatever the other pages do.
 */
const marginCuesByPage = (lines: Line[], geometry: Map<number, PageGeometry>) =>
  cuesByPage(lines, (l, next) => {
    const geo = geometry.get(l.page)!;
    const atMargin = (x: number) => x - geo.margin < DIALOGUE_INDENT;
    if (next.page !== l.page || l.segments.length !== 1 || !atMargin(l.x) || !atMargin(next.x)) return false;
    return (next.y - l.y) / geo.spacing < PARAGRAPH_GAP && Boolean(parseCue(l.text)) && speechFollows(next, l, geo);
  });

/** A time of day standing as its own part of a place line: "… PORTHLEVEN. NIGHT. A GALE." */
const TIME_OF_DAY = /(?:^|[.,]\s+)(?:DAY|NIGHT|MORNING|EVENING|AFTERNOON|DUSK|DAWN|MIDNIGHT|NOON|LATER)[.,]/i;
const CAST_LIST =
  /^(CHARACTERS|CAST|CAST OF CHARACTERS|THE CAST|DRAMATIS PERSONAE|THE PEOPLE OF THE PLAY|PEOPLE OF THE PLAY|PERSONS OF THE PLAY)\s*:?$/i;
/** A cast list's entry: a name in capitals alone, or followed by a comma or a dash and who they are. */
const CAST_ENTRY = /^\p{Lu}[\p{Lu}\p{N} .'’&-]*(?:,|\s[–—-]\s|$)/u;

/** Names written as "NAME. speech" at the start of a line, counted over the document. */
/** An action line's capitals name followed by an age: "KAI (12)", "MRS. PHAM (60s)". */
const INTRODUCED = /\b([A-Z][A-Z'’.#-]*(?: [A-Z][A-Z'’.#-]*){0,3})\s*\((\d{1,2}|\d0s)\)/g;

/** Names introduced with an age, or standing alone over a line of speech at least `timesAlone` times. */
function knownSpeakersOf(lines: Line[], timesAlone: number): Set<string> {
  const alone = new Map<string, number>();
  const introduced = new Set<string>();
  lines.forEach((l, i) => {
    const text = l.text.trim();
    if (hasLower(text)) for (const m of text.matchAll(INTRODUCED)) introduced.add(m[1]!);
    const cue = l.segments.length === 1 ? parseCue(text) : null;
    const next = lines[i + 1];
    if (cue && next && next.page === l.page && hasLower(next.text)) alone.set(cue.name, (alone.get(cue.name) ?? 0) + 1);
  });
  return new Set([...introduced, ...[...alone].filter(([, n]) => n >= timesAlone).map(([name]) => name)]);
}

function dotCuesOf(lines: Line[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) {
    const cue = dotCueOf(l.text.trim(), isOcr(l));
    if (cue) out.set(cue.cue.name, (out.get(cue.cue.name) ?? 0) + 1);
  }
  return out;
}

/** The first item of a numbered list. */
const LIST_START = /^1[.)]\s+\S/;

/** A capitals line ending as only speech does, shouted ("GET DOWN!", "WHO'S THERE?"): action headings end otherwise. */
const SHOUTED = /[!?]["'’”]?$/;

/**
 * True when the line after a capitals cue line reads as the start of a speech. `vouched`: the cue is a name
 * the pages print over speech elsewhere, so a shouted capitals line under it is its speech even at the margin.
 */
function speechFollows(next: Line | undefined, cueLine: Line, geo: PageGeometry, vouched = false): boolean {
  if (!next) return false;
  const samePage = next.page === cueLine.page;
  if (samePage && (next.y - cueLine.y) / geo.spacing > DOUBLE_SPACED_GAP) return false;
  const t = next.text.trim();
  if (headingParts(t) || cueTypeOf(t)) return false;
  // A shout under a known name, though its capitals would read as a name of their own.
  if (vouched && SHOUTED.test(t)) return true;
  if (next.segments.length === 1 && parseCue(t) && !t.startsWith('(')) return false;
  // "BRING ALONG:" over "1. The kitchen scene": a cover page's label heading a numbered list, not a speaker.
  if (cueLine.text.trim().endsWith(':') && LIST_START.test(t)) return false;
  if (t.startsWith('(')) return true;
  // Dialogue in capitals (shouting) is speech when it sits in a dialogue column.
  return hasLower(t) || (samePage && next.x - geo.margin > DIALOGUE_INDENT && cueLine.x - geo.margin > CUE_INDENT);
}

function readPage(
  lines: Line[],
  nextPageFirst: Line | undefined,
  geo: PageGeometry,
  b: ScriptBuilder,
  state: State,
  evidence: Evidence,
  style: DocumentStyle,
) {
  let prev: Line | null = null;
  state.castList = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const next = lines[i + 1] ?? nextPageFirst;
    // A watermark line taken out between two lines leaves no gap behind.
    const gap = prev ? (l.y - prev.y - (l.setAside ?? 0)) / geo.spacing : 99;
    const newPage = prev === null;
    prev = l;
    const text = l.text.trim();
    const indent = l.x - geo.margin;
    b.reading(l.confidence);

    if (readDual(l, next, gap, newPage, geo, b, state)) continue;

    // A bare "SCENE 3." takes the place line printed under it.
    if (state.bareHeading) {
      state.bareHeading = false;
      const place = headingParts(text);
      // ...in capitals, or in words with a time of day of its own ("A lighthouse kitchen. Night.", "THE LOFT. NIGHT. A GALE.").
      // A bracketed stage direction, or a line that wraps on ("…ROSIE, eleven, tapes a"), is not a place line.
      const timed =
        text.length < 100 &&
        !/^[([]/.test(text) &&
        /[.!]$/.test(text) &&
        (parseSetting(text).time !== null || TIME_OF_DAY.test(text)) &&
        !inlineCueOf(l, null) &&
        !parseCue(text);
      if ((place && !place.bare) || timed || (!hasLower(text) && !inlineCueOf(l, null) && !parseCue(text) && text.length < 60)) {
        b.completeHeading(place && !place.bare ? place.text : text, l.page);
        continue;
      }
    }

    // A cast list ("CHARACTERS", "THE PEOPLE OF THE PLAY") names people who are not speaking here.
    if (CAST_LIST.test(text)) {
      closeSpeech(state);
      state.castList = true;
      state.castEntries = 0;
      b.action(text, l.page, false);
      continue;
    }
    if (state.castList) {
      // A blank line after the entries ends the list unless another entry follows it ("NAME, a baker").
      const pastList = state.castEntries > 0 && gap >= PARAGRAPH_GAP && !CAST_ENTRY.test(text);
      if (!pastList && !headingParts(text) && !cueTypeOf(text)) {
        b.action(text, l.page, true);
        state.castEntries++;
        continue;
      }
      state.castList = false;
    }

    const heading = l.segments.length <= 3 ? headingParts(text) : null;
    if (heading && (indent < CUE_INDENT || Math.abs(l.x + textWidth(l) / 2 - geo.centre) < CENTRED_TOLERANCE)) {
      closeSpeech(state);
      b.heading(heading, l.page, text);
      // Judged on the heading as read, so a letter OCR ran into the word ("SCENEA") still counts.
      if (/^SCENE\s+[A-Z]\b/i.test(heading.text)) evidence.sceneLetters++;
      else if (/^(SCENE|ACT)\s/i.test(heading.text)) evidence.sceneWords++;
      if (heading.number?.includes('/')) evidence.ukSceneNumbers++;
      if (/^(INT|EXT|I\/E)/i.test(heading.text)) evidence.sluglines++;
      state.bareHeading = heading.bare;
      state.wrap = null;
      continue;
    }

    const cueType = l.segments.length <= 2 ? (cueTypeOf(text) ?? labelledCueTypeOf(l)) : null;
    const rightAligned = l.x > geo.centre;
    // Under a speech with no blank line, a transition in capitals after a finished sentence ends it ("CUT TO" pasted flush
    // left); the same words in a speech's own case ("Fade out.") are the speech going on.
    const endsSpeech = state.speech !== null && !hasLower(text) && endsSentence(state.speech.el);
    if (cueType && (!state.speech || rightAligned || cueType !== 'transition' || gap > PARAGRAPH_GAP || endsSpeech)) {
      closeSpeech(state);
      b.cue(cueType, text, l.page);
      if (cueType === 'sound' || cueType === 'music') evidence.soundCues++;
      if (/^(GO TO BLACK|END OF ACT|TAG)\b/i.test(text)) evidence.soapBreaks++;
      // A transition or an act break is one line: what follows at its margin is never more of it.
      state.wrap = cueType === 'transition' || cueType === 'act' ? null : { kind: 'cue', x: cueTextColumn(l) };
      continue;
    }

    // A typed cue after an audio-drama number: "13.  SFX:  Door slams."
    const numbering = numberingOf(l);
    const unnumbered = text.replace(numbering, '');
    if (numbering.test(text) && cueTypeOf(unnumbered)) {
      closeSpeech(state);
      b.cue(cueTypeOf(unnumbered)!, unnumbered, l.page);
      evidence.soundCues++;
      state.wrap = { kind: 'cue', x: cueTextColumn(l) };
      continue;
    }

    // A wrapped line of a SFX or MUSIC description continues the cue.
    if (state.wrap?.kind === 'cue' && gap < PARAGRAPH_GAP && Math.abs(l.x - state.wrap.x) < COLUMN_TOLERANCE) {
      b.continueCue(text, l.page);
      continue;
    }
    // The last line of a direction wrapped in a speech ("READING GLASSES ON HIS HEAD)") closes a bracket it never
    // opened, or (its bracket lost to OCR) starts where the direction's first line did: in capitals it looks like a
    // name, but it is the direction going on.
    const open = state.speech !== null && b.directionOpen(state.speech.el) ? state.speech : null;
    const wrapsDirection =
      open !== null &&
      (CLOSES_UNOPENED.test(text) ||
        (open.directionX !== undefined && Math.abs(l.x - open.directionX) <= DIRECTION_WRAP_TOLERANCE && !/[([]/.test(text)));
    if (!wrapsDirection && readCueLine(l, next, indent, gap, newPage, geo, b, state, evidence, style)) continue;
    if (readSpeechLine(l, next, indent, gap, geo, b, state, style)) continue;

    closeSpeech(state);
    // Stage directions in parentheses are action, printed without their brackets.
    const actionText = text
      .replace(/^\((?=[^)]*$)/, '')
      .replace(/^\(([^()]*)\)$/, '$1')
      .replace(/(?<=^[^(]*)\)$/, '')
      .trim();
    const continues = state.wrap?.kind === 'action' && gap < PARAGRAPH_GAP;
    b.action(actionText, l.page, continues);
    evidence.actions++;
    const described = directionWords(l, text);
    if (described.length > MIN_DIRECTION_CHARS) evidence.longActions++;
    if (described.length > MIN_DIRECTION_CHARS && !hasLower(described)) evidence.capsActions++;
    state.wrap = { kind: 'action', x: l.x };
  }
}

/**
 * An OCR row of a sound or music label with its description tabbed beside it, and specks read as segments of their own
 * in the gap between them ("MUSIC: ⇥ oe ⇥ Strings swell.", "F/X ⇥ a ⇥ A dog barks."): the label and the
 * description, as printed.
 */
function withoutLabelGapSpecks(l: Line): Line {
  if (l.segments.length < 3) return l;
  const [first, ...rest] = l.segments;
  const last = rest.pop()!;
  if (!rest.every((s) => isSpeckToken(s.text.trim()))) return l;
  const segments = [first!, last];
  const joined = { ...l, segments, text: segments.map((s) => s.text).join(' ') };
  return labelledCueTypeOf(joined) ? joined : l;
}

/**
 * A sound or music label standing in its own column with the description tabbed beside it, no
 * colon ("F/X      CART WHEELS ON GRAVEL", "GRAMS    A LOW HORN"), as radio scripts print them.
 */
function labelledCueTypeOf(l: Line): CueType | null {
  if (l.segments.length !== 2) return null;
  const label = l.segments[0]!.text.trim().replace(/[.:]$/, '');
  return /^[A-Z][A-Z/ ]{0,14}$/.test(label) ? cueTypeOf(`${label}: ${l.segments[1]!.text}`) : null;
}

/** The x of a cue's text after its label ("SFX:   DOOR SLAMS" continues under "DOOR"). */
function cueTextColumn(l: Line): number {
  return l.segments.length > 1 ? l.segments.at(-1)!.x : l.x;
}

const textWidth = (l: Line) => {
  const last = l.segments.at(-1)!;
  return last.x + last.width - l.x;
};

/** A cue line: inline ("MAYA: text"), standalone capitals with speech under it, or a CONT'D after a page break. */
function readCueLine(
  l: Line,
  next: Line | undefined,
  indent: number,
  gap: number,
  newPage: boolean,
  geo: PageGeometry,
  b: ScriptBuilder,
  state: State,
  evidence: Evidence,
  style: DocumentStyle,
): boolean {
  const text = l.text.trim();
  const inline = inlineCueOf(l, style);
  // "WAIT: no" inside an indented speech is the speech going on, not a new inline cue.
  const column = state.speech?.column;
  // A speech wrapped back under its own inline cue has no column of its own: a cue there starts the next speech.
  const underOwnCue = state.speech?.cueX !== undefined && column != null && Math.abs(column - state.speech.cueX) < 6;
  const inSpeechColumn = column != null && Math.abs(l.x - column) < 6 && gap < PARAGRAPH_GAP && !underOwnCue;
  if (inline && !inSpeechColumn && (inline.style !== 'dot' || indent < DIALOGUE_INDENT) && (inline.rest || speechFollows(next, l, geo))) {
    closeSpeech(state);
    // "NAME:" alone, set in from the margin over its speech, is a screenplay's cue (or a play's centred one) with a colon.
    const standalone = inline.style === 'colon' && !inline.rest && indent > CUE_INDENT;
    if (inline.numbered) evidence.numberedCues++;
    else if (standalone && next !== undefined && next.page === l.page && next.x - geo.margin < DIALOGUE_INDENT) evidence.centredCues++;
    else if (standalone) evidence.indentedCues++;
    else if (inline.style === 'colon') evidence.inlineColon++;
    else if (inline.style === 'dot') evidence.inlineDot++;
    else evidence.tabbedCues++;
    if (inline.rest.startsWith('(')) evidence.inlineDirections++;
    const el = b.speech(inline.cue, l.page, inline.printed);
    // Speech tabbed beside its name ("NAME ⇥ words", "NAME: ⇥ words") wraps in its own column.
    const tabbedRest =
      l.segments.length > 1 && (inline.style === 'tabbed' || (inline.style === 'colon' && l.segments.at(-1)!.x - l.x > CUE_INDENT));
    const restX = tabbedRest ? l.segments.at(-1)!.x : null;
    state.speech = { el, column: restX, inline: true, more: Boolean(l.more), lastGap: 1, cueX: l.x, dotCue: inline.style === 'dot' };
    if (inline.rest) b.say(el, inline.rest, l.page);
    state.wrap = null;
    return true;
  }

  if (l.segments.length !== 1) return false;
  const cue = parseCue(text);
  if (!cue || !speechFollows(next, l, geo, style.knownSpeakers.has(cue.name))) return false;
  // A name above a speech printed at the margin is a stage play's centred cue.
  const centred = indent > CUE_INDENT && next !== undefined && next.page === l.page && next.x - geo.margin < DIALOGUE_INDENT;
  const indented = indent > CUE_INDENT;
  // A cue at the margin is believed only where indentation says nothing (flush-left or pasted
  // sides), or when the speech under it is indented (UK house style).
  // A page of its own style among indented ones (pasted or converted) is judged on its own evidence.
  const speechUnder = next && next.page === l.page && next.x - l.x > DIALOGUE_INDENT;
  const marginCue = !indented && (!style.indentedCues || speechUnder || flushDialogueCue(l, cue, style));
  // Under a speech with no blank line between, only a name the pages vouch for, or a mark only cues carry, starts the next one.
  const flushPage = !style.indentedCues || !style.indentedCuePages.has(l.page);
  const vouched = style.knownSpeakers.has(cue.name) || isMarkedCue(text, cue);
  const afterBreak = gap >= PARAGRAPH_GAP || newPage || !state.speech || (flushPage && vouched);
  if (!(indented || (marginCue && afterBreak))) return false;

  // "MAYA (CONT'D)" at the top of a page continues the speech left open by (MORE).
  const open = state.speech;
  if (open && open.el.speaker === cue.name && cue.contd && (open.more || newPage)) {
    b.continueSpeech(l.page, text);
    open.lastGap = 1;
    open.more = false;
    return true;
  }
  closeSpeech(state);
  if (centred) evidence.centredCues++;
  else if (indented) evidence.indentedCues++;
  // A cue at the margin with its speech indented is the UK house style; flush-left pasting says nothing.
  else if (next && next.page === l.page && next.x - l.x > DIALOGUE_INDENT) evidence.marginCues++;
  else evidence.flushCues++;
  const el = b.speech(cue, l.page, text);
  state.speech = { el, column: null, inline: !indented, more: Boolean(l.more), lastGap: 1 };
  state.wrap = null;
  return true;
}

/** Margin cue lines with speech under them a page must show before its names there are read as cues. */
const FLUSH_DIALOGUE_EVIDENCE = 2;

/**
 * A cue at the action margin on a page that sets its dialogue there, in a document whose other pages indent
 * their cues (a pasted or converted page among typeset ones): believed on the page's own evidence — it shows no
 * indented cue, and either shows several margin names over speech, or this name is one the pages vouch for, or
 * it carries a mark only cues carry ("PIA (V.O.)", "PIA 12").
 */
function flushDialogueCue(l: Line, cue: Cue, style: DocumentStyle): boolean {
  if (style.indentedCuePages.has(l.page)) return false;
  return (style.marginCues.get(l.page) ?? 0) >= FLUSH_DIALOGUE_EVIDENCE || style.knownSpeakers.has(cue.name) || isMarkedCue(l.text, cue);
}

/** A line continuing the open speech: dialogue, or a parenthetical direction. */
function readSpeechLine(
  l: Line,
  next: Line | undefined,
  indent: number,
  gap: number,
  geo: PageGeometry,
  b: ScriptBuilder,
  state: State,
  style: DocumentStyle,
): boolean {
  const speech = state.speech;
  if (!speech) return false;
  // On OCR lines a mark read just before a direction's opening bracket ("‘(not looking)", "_(beat)") is a speck.
  const text = isOcr(l) ? l.text.trim().replace(SPECK_BEFORE_BRACKET, '') : l.text.trim();
  const pageBreak = gap === 99;
  const indentedSpeech = speech.column !== null ? speech.column - geo.margin > DIALOGUE_INDENT : indent > DIALOGUE_INDENT && !speech.inline;
  // Flush-left with no blank lines, only the words tell the action glued under a speech, or a line wider than any of speech.
  const widerThanSpeech = style.speechWrapWidth !== null && textWidth(l) > WIDER_THAN_SPEECH * style.speechWrapWidth;
  if (
    !indentedSpeech &&
    !b.directionOpen(speech.el) &&
    endsSentence(speech.el) &&
    (widerThanSpeech || isActionAbout(text, style.namedOnce))
  )
    return false;
  // Double-spaced dialogue keeps a blank line between its lines; elsewhere a blank line ends the speech.
  const allowed = indentedSpeech && style.doubleSpacedSpeech ? DOUBLE_SPACED_GAP : PARAGRAPH_GAP;
  if (!pageBreak && gap > allowed) return false;
  if (pageBreak && !speech.more) return false;
  if (indentedSpeech && indent <= DIALOGUE_INDENT) return false;
  // "(beat" whose closing bracket OCR lost: the next line back in the dialogue column is words again.
  if (b.directionOpen(speech.el) && speech.directionX !== undefined && Math.abs(l.x - speech.directionX) > 10 && !/[)\]]/.test(text))
    b.closeDirection();
  // A line wholly in parentheses (or opening one that closes below) is a direction; "(beat) Fine." is words with a
  // direction inside. OCR may leave a mark after the bracket ("(BEAT):").
  const specked = directionBeforeSpecks(l, text, speech);
  const isDirection =
    b.directionOpen(speech.el) ||
    specked !== null ||
    (/^[([]/.test(text) && (/[)\]][.,:;]?$/.test(text) || !/[)\]]/.test(text))) ||
    lostOpeningBracket(l, next, speech, geo);
  if (!isDirection && speech.column !== null && Math.abs(l.x - speech.column) > COLUMN_TOLERANCE && !(speech.inline && indent >= -6))
    return false;
  // A play's speech wraps where its pages show it wrapping; after a full sentence, a line standing elsewhere (further in,
  // as unbracketed stage directions are set) is the direction, not the speech going on.
  if (!isDirection && speech.dotCue && style.dotWrapOffset !== null && endsSentence(speech.el)) {
    const wrapX = speech.cueX! + style.dotWrapOffset;
    if (Math.abs(l.x - wrapX) > DOT_WRAP_TOLERANCE) return false;
  }
  if (isDirection) {
    if (/^[([]/.test(text)) speech.directionX = l.x;
    b.direct(speech.el, specked ?? text, l.page);
  } else {
    speech.column ??= l.x;
    b.say(speech.el, text, l.page);
  }
  speech.lastGap = gap;
  if (l.more) speech.more = true;
  return true;
}

/** One or two marks glued to the front of an opening bracket: no word of speech or direction starts so. */
const SPECK_BEFORE_BRACKET = /^[‘’'`"“”.,_~^°-]{1,2}(?=[([]\p{L})/u;

/**
 * On OCR lines, a direction set further in than the speech's words with specks read after its closing bracket
 * ("(THEN) I os"): the direction alone. Inline, at the words' column, "(beat) I do." is words after a direction.
 */
function directionBeforeSpecks(l: Line, text: string, speech: OpenSpeech): string | null {
  if (l.confidence === undefined || speech.column === null || l.x - speech.column <= COLUMN_TOLERANCE) return null;
  const m = text.match(/^([([][^)\]]*[)\]])\s+(.+)$/);
  const after = m?.[2]!.split(/\s+/) ?? [];
  return m && after.length <= 2 && after.every((t) => DEBRIS_TOKEN.test(t)) ? m[1]! : null;
}

/**
 * On OCR lines, a direction whose opening bracket was lost ("he slides the box" / "across the counter)"): inside a
 * speech, set further in than its words, and closing a bracket it never opened there or on the next line at its x.
 */
function lostOpeningBracket(l: Line, next: Line | undefined, speech: OpenSpeech, geo: PageGeometry): boolean {
  if (l.confidence === undefined || speech.column === null || l.x - speech.column <= COLUMN_TOLERANCE) return false;
  if (CLOSES_UNOPENED.test(l.text.trim())) return true;
  return (
    next !== undefined &&
    next.page === l.page &&
    (next.y - l.y) / geo.spacing < PARAGRAPH_GAP &&
    Math.abs(next.x - l.x) <= DIRECTION_WRAP_TOLERANCE &&
    CLOSES_UNOPENED.test(next.text.trim())
  );
}

/**
 * A line that opens with a speaker's name as the subject of a verb ("Sofia sets her feet.",
 * "MAYA grins.") describes that person: it is action, not more of a speech, which would address
 * them ("Sofia, again.") or open its own sentence.
 */
function isActionAbout(text: string, speakers: Set<string>): boolean {
  // "MRS. O'BRIEN (70s), in a sun hat, crosses": a character introduced with an age.
  if (INTRODUCED_AT_START.test(text)) return true;
  // A sound printed in capitals: "A KNOCK. Dad leans in."
  if (/^(A|AN) [A-Z]{3,}[A-Z -]*[.!](\s|$)/.test(text)) return true;
  // Action is told in the present: "She studies him.", "He clicks off the light."
  if (/^(He|She|It) \p{Ll}+s\b/u.test(text)) return !NOT_VERBS.test(text.split(' ')[1]!);
  const subject = text.match(/^([\p{Lu}][\p{L}'’.-]*(?: [\p{Lu}][\p{L}'’.-]*)?) (\p{Ll}+)\b/u);
  return Boolean(subject && speakers.has(subject[1]!.toUpperCase()) && !NOT_VERBS.test(subject[2]!));
}

/** Words after a name that do not make it the subject of a described action ("Sofia and I", "Sofia is"). */
const NOT_VERBS =
  /^(and|or|is|was|will|would|can|could|should|has|had|have|said|says|told|never|always|to|too|does|gets|thinks|knows|wants|needs|likes|loves|hates|means|seems)$/;

function closeSpeech(state: State) {
  state.speech = null;
  state.dual = null;
}

/**
 * Dual dialogue: two cues on one row open two columns until a blank line. The left name stands well in from the
 * margin; where it stands closer (a left column whose name is set only a few characters in), the row under it must
 * be split in two as well, each half starting left of its name: two speeches side by side.
 */
function readDual(
  l: Line,
  next: Line | undefined,
  gap: number,
  newPage: boolean,
  geo: PageGeometry,
  b: ScriptBuilder,
  state: State,
): boolean {
  const cues = l.segments.length === 2 ? l.segments.map((s) => parseCue(s.text)) : [];
  if (cues.length === 2 && cues.every(Boolean) && (l.segments[0]!.x > 150 || dualColumnsUnder(l, next, geo))) {
    const open = (cue: Cue, printed: string): OpenSpeech => ({
      el: b.speech(cue, l.page, printed, true),
      column: null,
      inline: false,
      more: false,
      lastGap: 1,
    });
    const left = open(cues[0]!, l.segments[0]!.text);
    const right = open(cues[1]!, l.segments[1]!.text);
    closeSpeech(state);
    state.dual = { left, right, split: (l.segments[0]!.x + l.segments[1]!.x) / 2 };
    return true;
  }
  if (!state.dual) return false;
  if (gap < PARAGRAPH_GAP && !newPage) {
    for (const s of l.segments) {
      const side = s.x >= state.dual.split ? state.dual.right : state.dual.left;
      if (s.text.startsWith('(')) b.direct(side.el, s.text, l.page);
      else b.say(side.el, s.text, l.page);
    }
    return true;
  }
  state.dual = null;
  return false;
}

/** A row split in two right under a row of two names, each half starting left of its name and right of the one before. */
function dualColumnsUnder(l: Line, next: Line | undefined, geo: PageGeometry): boolean {
  const [left, right] = l.segments;
  if (!next || next.page !== l.page || next.segments.length !== 2 || !left || !right) return false;
  if (left.x - geo.margin < DUAL_NAME_INDENT || (next.y - l.y) / geo.spacing > 1.5) return false;
  const [a, b] = next.segments as [Segment, Segment];
  return a.x < left.x && a.x >= geo.margin - 4 && b.x < right.x && b.x > left.x + left.width;
}
