/**
 * Two-column commercials: a VIDEO/AUDIO table found on a page and read row by row, the picture column as shots, supers
 * and action, the sound column as speeches and sound cues.
 */
import type { SpeechElement } from '../../common/contracts/script.js';
import type { Line } from './clean-page.js';
import { COLON_CUE, inlineCueOf } from './inline-cue.js';
import { endsSentence, hasLower, isOcr, PARAGRAPH_GAP, type Evidence, type PageGeometry } from './page-layout.js';
import type { ScriptBuilder } from './script-builder.js';
import { avHeaderCells, cueTypeOf, isNeverSpeaker, isSlateLine, parseCue, type Cue } from './script-words.js';

/** A row whose parts sit this far apart on either side of a column split is a two-column (VIDEO/AUDIO) row. */
const AV_MIN_ROWS = 3;
/** Rows printing both columns a table without a VIDEO/AUDIO header must show. */
const AV_MIN_TWO_COLUMN_ROWS = 2;
/** The AUDIO column of a two-column table starts at least this far (pt) from the page's left edge (a third of a page). */
const AV_COLUMN_MIN_X = 200;

/** The header row of a VIDEO/AUDIO table (see `avHeaderCells`). */
function avHeaderOf(l: Line): { audio: Line['segments'][number] } | null {
  return avHeaderCells(l.segments);
}

/**
 * The x where a two-column commercial's AUDIO column starts: from a VIDEO/AUDIO header row, or
 * from several rows whose right-hand part opens with a speaker or sound cue before a colon.
 */
export function avSplitOf(lines: Line[]): number | null {
  for (const l of lines) {
    const header = avHeaderOf(l);
    if (header) return header.audio.x - 12;
  }
  const starts = new Map<number, number>();
  for (const l of lines) {
    for (const s of l.segments) {
      // The AUDIO column starts near the middle of the page; an audio drama's name after its number does not.
      if (s.x < AV_COLUMN_MIN_X) continue;
      const label = s.text.match(/^([A-Z][A-Z0-9 .'()/#-]{1,30}):/);
      if (label && (parseCue(label[1]!) || cueTypeOf(s.text))) {
        const bin = Math.round(s.x / 12) * 12;
        starts.set(bin, (starts.get(bin) ?? 0) + 1);
      }
    }
  }
  const best = [...starts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best || best[1] < AV_MIN_ROWS) return null;
  const split = best[0] - 12;
  // A table prints both columns on some rows; a play with its names centred over the speech never does.
  const twoColumnRows = lines.filter((l) => l.segments.some((s) => s.x < split) && l.segments.some((s) => s.x >= split)).length;
  return twoColumnRows >= AV_MIN_TWO_COLUMN_ROWS ? split : null;
}

/**
 * Line steps under which a line in a table cell continues the one above it: a wrapped line is one step down, and a
 * table's next row starts further down by the cell's padding, often much less than a blank line.
 */
const AV_WRAP_GAP = 1.3;
/**
 * A label before a colon at the start of a sound cell, in the writer's own case ("Aunt Lou (VO): It never…", "Music: strings
 * under"): one to three capitalised words and an extension. In a table's sound column it names a speaker or a sound,
 * however it is cased.
 */
const CASED_LABEL = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}(?:\s*\([^)]*\))?\s*:(?=\s|$)/u;

/**
 * A segment running across a table's column boundary, cut there: a picture line set close to the sound column comes
 * out as one run with the sound cell's first words ("…down the lane, waving RONAN:"). Each word's place is
 * estimated from the segment's width shared by its characters; the words from the first one starting past the
 * boundary are the sound cell's.
 */
export function cutAtColumn(s: Line['segments'][number], split: number): Array<Line['segments'][number]> {
  if (s.x >= split || s.x + s.width <= split) return [s];
  const charWidth = s.width / Math.max(1, s.text.length);
  for (let i = s.text.indexOf(' '); i >= 0; i = s.text.indexOf(' ', i + 1)) {
    const x = s.x + (i + 1) * charWidth;
    if (x < split) continue;
    const left = s.text.slice(0, i).trimEnd();
    const right = s.text.slice(i + 1).trim();
    return right
      ? [
          { text: left, x: s.x, width: i * charWidth },
          { text: right, x, width: s.x + s.width - x },
        ]
      : [s];
  }
  return [s];
}

/**
 * A VIDEO/AUDIO page: each row split at the column boundary. The audio column holds speeches
 * ("DAD (V.O.): Who ate…", "ANNCR: …") and sound cues; the video column holds shots, supers and
 * picture descriptions. Above the table sits the slate (client, title, length), which is not script.
 */
export function readAvPage(lines: Line[], geo: PageGeometry, b: ScriptBuilder, evidence: Evidence) {
  const split = geo.avSplit!;
  const tableTop = lines.find((l) => avHeaderOf(l))?.y ?? -Infinity;
  let audio: { speech: SpeechElement | null; cue: boolean; y: number } = { speech: null, cue: false, y: -Infinity };
  let video: { kind: 'cue' | 'action' | null; y: number } = { kind: null, y: -Infinity };
  const audioOf = (l: Line) =>
    l.segments
      .flatMap((s) => cutAtColumn(s, split))
      .filter((s) => s.x >= split)
      .map((s) => s.text)
      .join(' ');
  // Names the sound column gives with their colon: where OCR loses one ("DAD It is…"), the name still opens a speech.
  const spoken = new Set(lines.flatMap((l) => [audioOf(l).match(COLON_CUE)?.[1]].flatMap((n) => (n ? [parseCue(n)?.name ?? ''] : []))));
  for (const [index, l] of lines.entries()) {
    b.reading(l.confidence);
    if (l.y <= tableTop || isSlateLine(l.text) || /^:\d\d$|^\d+\s*(SECONDS?|SECS?)$/i.test(l.text.trim())) continue;
    const cells = l.segments.flatMap((s) => cutAtColumn(s, split));
    const audioCells = cells.filter((s) => s.x >= split);
    const videoText = cells
      .filter((s) => s.x < split)
      .map((s) => s.text)
      .join(' ');
    const audioText = audioCells.map((s) => s.text).join(' ');
    if (videoText) {
      const type = cueTypeOf(videoText);
      const wraps = (l.y - video.y) / geo.spacing < AV_WRAP_GAP;
      if (type) {
        b.cue(type, videoText, l.page);
        video = { kind: 'cue', y: l.y };
      } else if (wraps && video.kind === 'cue') {
        b.continueCue(videoText, l.page);
        video.y = l.y;
      } else {
        b.action(videoText, l.page, wraps && video.kind === 'action');
        video = { kind: 'action', y: l.y };
      }
    }
    if (!audioText) continue;
    // A name with no words yet ("MAYA:" alone) takes the next line of its cell, though OCR place it a little lower.
    const nameOnly = audio.speech !== null && audio.speech.parts.length === 0;
    const wraps = (l.y - audio.y) / geo.spacing < (nameOnly ? PARAGRAPH_GAP : AV_WRAP_GAP);
    // Read in capitals, a cased label is a speaker or a sound; a line wrapping mid-sentence under a speech is more of it.
    const continues = audio.speech !== null && wraps && !endsSentence(audio.speech);
    const cellText = continues ? audioText : audioText.replace(CASED_LABEL, (label) => label.toUpperCase());
    const inline = inlineCueOf({ ...l, text: cellText, segments: audioCells }, null);
    const type = cueTypeOf(cellText);
    if (inline && inline.style === 'colon') {
      evidence.inlineColon++;
      const el = b.speech(inline.cue, l.page, inline.printed);
      if (inline.rest) b.say(el, inline.rest, l.page);
      audio = { speech: el, cue: false, y: l.y };
    } else if (type) {
      b.cue(type, audioText, l.page);
      audio = { speech: null, cue: true, y: l.y };
    } else if (!continues && isOcr(l) && lostColonCue(cellText, spoken)) {
      const lost = lostColonCue(cellText, spoken)!;
      const el = b.speech(lost.cue, l.page, lost.printed);
      b.say(el, lost.rest, l.page);
      audio = { speech: el, cue: false, y: l.y };
    } else if (!continues && bareAudioName(cellText, lines, index, geo, audioOf)) {
      const el = b.speech(bareAudioName(cellText, lines, index, geo, audioOf)!, l.page, audioText);
      audio = { speech: el, cue: false, y: l.y };
    } else if (audio.speech && wraps) {
      if (audioText.startsWith('(')) b.direct(audio.speech, audioText, l.page);
      else b.say(audio.speech, audioText, l.page);
      audio.y = l.y;
    } else if (audio.cue && wraps) {
      b.continueCue(audioText, l.page);
      audio.y = l.y;
    } else {
      b.action(audioText, l.page, false);
      audio = { speech: null, cue: false, y: l.y };
    }
  }
}

/**
 * A sound cell's line opening with a name the column gives elsewhere with its colon, here without it (OCR lost it), and
 * then a sentence ("DAD It is the kind…"): that name's speech.
 */
function lostColonCue(text: string, spoken: Set<string>): { cue: Cue; printed: string; rest: string } | null {
  const words = text.split(' ');
  // The longest run of opening words that is such a name ("AUNT MAE Hello" is AUNT MAE's, not AUNT's).
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const printed = words.slice(0, n).join(' ');
    const rest = words.slice(n).join(' ');
    const cue = hasLower(printed) ? null : parseCue(printed);
    if (cue && spoken.has(cue.name) && /^(?:\([^)]*\)\s*)?[(["'‘“]?\p{Lu}/u.test(rest) && hasLower(rest)) return { cue, printed, rest };
  }
  return null;
}

/**
 * A sound cell's line that is a name alone in capitals, with or without an extension, its colon never printed or lost to
 * OCR ("MAYA", "DAD (V.0,)"), over a line of speech in sentence case in the same cell: the speaker of that speech.
 */
function bareAudioName(text: string, lines: Line[], index: number, geo: PageGeometry, audioOf: (l: Line) => string): Cue | null {
  if (hasLower(text) || /:/.test(text)) return null;
  const cue = parseCue(text.replace(/[.,;]+$/, ''));
  if (!cue || isNeverSpeaker(cue.name)) return null;
  const l = lines[index]!;
  const next = lines.slice(index + 1).find((n) => audioOf(n));
  if (!next || next.page !== l.page || (next.y - l.y) / geo.spacing >= PARAGRAPH_GAP) return null;
  const words = audioOf(next).trim();
  return /^[(["'‘“]?\p{Lu}/u.test(words) && hasLower(words) && !COLON_CUE.test(words) && !cueTypeOf(words) ? cue : null;
}
