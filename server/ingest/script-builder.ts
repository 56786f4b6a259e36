/**
 * Collects what the layout readers find into the Script's scenes, whole speeches and characters,
 * and records every printed line with its kind (the line-level reading `analyze --json` prints).
 */
import type {
  CueType,
  LineKind,
  ReadingSource,
  Scene,
  ScriptCharacter,
  ScriptElement,
  SpeechElement,
} from '../../common/contracts/script.js';
import { parseSetting, type Cue, type HeadingParts } from './script-words.js';

/** One printed line (or the cue or speech half of an inline line) with the kind it was read as. */
export interface TaggedLine {
  page: number;
  kind: LineKind;
  text: string;
}

export interface ParsedScript {
  scenes: Scene[];
  characters: ScriptCharacter[];
  lines: TaggedLine[];
}

const countWords = (s: string) => (s.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length;

/** Splits speech text into words and the parenthesised directions written inside it. */
export function speechPieces(text: string): Array<{ kind: 'words' | 'direction'; text: string }> {
  return text
    .split(/(\([^)]*\)|\[[^\]]*\])/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ kind: /^[([].*[)\]]$/.test(p) ? ('direction' as const) : ('words' as const), text: p }));
}

export class ScriptBuilder {
  private scenes: Scene[] = [];
  readonly lines: TaggedLine[] = [];
  private speeches = 0;
  /** A direction line whose parenthesis has not closed yet continues on the next line. */
  private openDirection: SpeechElement | null = null;
  /** The bracket that closes the open direction. */
  private closer: ')' | ']' = ')';

  /** OCR confidence of the line being read, when OCR gave one per line. */
  private lineConfidence: number | undefined;

  constructor(private readonly sourceOf: (page: number, lineConfidence?: number) => ReadingSource) {}

  /** Notes the line about to be read, so the elements it starts carry its reading source. */
  reading(lineConfidence: number | undefined) {
    this.lineConfidence = lineConfidence;
  }

  private source(page: number): ReadingSource {
    return this.sourceOf(page, this.lineConfidence);
  }

  private current(page: number): Scene {
    if (this.scenes.length === 0) this.scenes.push({ heading: '', number: null, setting: parseSetting(''), page, elements: [] });
    return this.scenes.at(-1)!;
  }

  tag(page: number, kind: LineKind, text: string) {
    if (text.trim()) this.lines.push({ page, kind, text: text.trim() });
  }

  heading(parts: HeadingParts, page: number, printed: string) {
    this.scenes.push({ heading: parts.text, number: parts.number, setting: parseSetting(parts.text), page, elements: [] });
    this.tag(page, 'scene-heading', printed);
  }

  /** The place line under a bare "SCENE 3." completes that heading. */
  completeHeading(place: string, page: number) {
    const scene = this.scenes.at(-1)!;
    scene.heading = place;
    scene.setting = parseSetting(place);
    this.tag(page, 'scene-heading', place);
  }

  /** Adds action; joins the previous action element when the text continues it. */
  action(text: string, page: number, continues: boolean) {
    this.tag(page, 'action', text);
    const elements = this.current(page).elements;
    const last = elements.at(-1);
    if (continues && last?.kind === 'action') last.text = `${last.text} ${text}`;
    else elements.push({ kind: 'action', text, page, source: this.source(page) });
  }

  cue(cue: CueType, text: string, page: number) {
    this.tag(page, cue === 'transition' ? 'transition' : 'cue', text);
    this.current(page).elements.push({ kind: 'cue', cue, text, page, source: this.source(page) });
  }

  /** Appends to the last cue element (a SFX description wrapping onto a second line). */
  continueCue(text: string, page: number) {
    const last = this.scenes.at(-1)?.elements.at(-1);
    this.tag(page, last?.kind === 'cue' && last.cue === 'transition' ? 'transition' : 'cue', text);
    if (last?.kind === 'cue') last.text = `${last.text} ${text}`;
  }

  /** Opens a speech for a cue; the printed cue is tagged as a character line. */
  speech(cue: Cue, page: number, printed: string, dual = false): SpeechElement {
    this.tag(page, 'character', printed);
    const el: SpeechElement = {
      kind: 'speech',
      speaker: cue.name,
      extensions: cue.extensions,
      parts: [],
      text: '',
      id: `s${++this.speeches}`,
      page,
      source: this.source(page),
      ...(dual ? { dual: true } : {}),
    };
    this.current(page).elements.push(el);
    this.openDirection = null;
    return el;
  }

  /** A cue that continues an open speech across a page break ("MAYA (CONT'D)" after (MORE)). */
  continueSpeech(page: number, printed: string) {
    this.tag(page, 'character', printed);
    this.openDirection = null;
  }

  /** Adds a printed line of speech: words, with any parenthesised directions inside kept apart. */
  say(speech: SpeechElement, text: string, page: number) {
    if (this.openDirection === speech) {
      this.direct(speech, text, page);
      return;
    }
    const pieces = speechPieces(text);
    this.tag(page, pieces.every((p) => p.kind === 'direction') ? 'parenthetical' : 'dialogue', text);
    for (const piece of pieces) this.append(speech, piece.kind, piece.text);
    // "(turning" opening a direction that closes on the next line; a bracket before a quote mark or a
    // digit ("(“esti", OCR reading specks) opens nothing.
    const round = text.lastIndexOf('(') > text.lastIndexOf(')') && /\(\p{L}[^()]*$/u.test(text);
    // A play's square-bracketed direction runs over lines the same way ("[She crosses to the").
    const square = !round && text.lastIndexOf('[') > text.lastIndexOf(']') && /\[\p{L}[^[\]]*$/u.test(text);
    if (round || square) {
      const tail = speech.parts.at(-1)!;
      const cut = tail.text.lastIndexOf(round ? '(' : '[');
      const direction = tail.text.slice(cut);
      tail.text = tail.text.slice(0, cut).trim();
      if (!tail.text) speech.parts.pop();
      speech.parts.push({ kind: 'direction', text: direction });
      this.openDirection = speech;
      this.closer = round ? ')' : ']';
    }
  }

  /** Ends an open direction whose closing bracket was never printed (or OCR lost it). */
  closeDirection() {
    this.openDirection = null;
  }

  /** True while a direction of this speech is open ("(kneeling to" waiting for its closing line). */
  directionOpen(speech: SpeechElement): boolean {
    return this.openDirection === speech;
  }

  /** Adds a parenthetical line; a parenthetical broken over lines stays one direction. */
  direct(speech: SpeechElement, text: string, page: number) {
    const continuing = this.openDirection === speech;
    const closer = continuing ? this.closer : text.startsWith('[') ? ']' : ')';
    // Words after the closing bracket on the same line are the speech going on ("…years.] Forty years I").
    const at = text.indexOf(closer);
    const direction = at >= 0 ? text.slice(0, at + 1) : text;
    const words = at >= 0 ? text.slice(at + 1).trim() : '';
    const spoken = /\p{L}/u.test(words);
    this.tag(page, spoken ? 'dialogue' : 'parenthetical', text);
    const last = speech.parts.at(-1);
    if (continuing && last?.kind === 'direction') last.text = `${last.text} ${spoken ? direction : text}`;
    else speech.parts.push({ kind: 'direction', text: spoken ? direction : text });
    this.openDirection = at >= 0 ? null : speech;
    this.closer = closer;
    if (spoken) for (const piece of speechPieces(words)) this.append(speech, piece.kind, piece.text);
  }

  /**
   * Adds a direction printed in a column of its own beside the speech (a record sheet's DIRECTION cell): each printed
   * line tagged as a parenthetical, the lines one direction, bracketed as a direction inside a speech is.
   */
  note(speech: SpeechElement, lines: string[], page: number) {
    for (const t of lines) this.tag(page, 'parenthetical', t);
    const text = lines.join(' ').trim();
    speech.parts.push({ kind: 'direction', text: /^\(.*\)$/.test(text) ? text : `(${text})` });
  }

  private append(speech: SpeechElement, kind: 'words' | 'direction', text: string) {
    const last = speech.parts.at(-1);
    if (last && last.kind === kind && kind === 'words') last.text = `${last.text} ${text}`;
    else speech.parts.push({ kind, text });
  }

  /** Scenes with finished speeches (empty cues dropped, names folded) and the characters. */
  build(introductions: Map<string, { text: string; age?: number }>): ParsedScript {
    for (const scene of this.scenes) {
      scene.elements = scene.elements.filter((el) => el.kind !== 'speech' || el.parts.length > 0);
      for (const el of scene.elements) {
        if (el.kind === 'speech')
          el.text = el.parts
            .filter((p) => p.kind === 'words')
            .map((p) => p.text)
            .join(' ');
      }
    }
    this.foldNameVariants();
    const stats = new Map<string, { lines: number; words: number; scenes: Set<number> }>();
    this.scenes.forEach((scene, index) => {
      for (const el of scene.elements) {
        if (el.kind !== 'speech' || !el.text) continue;
        const s = stats.get(el.speaker) ?? { lines: 0, words: 0, scenes: new Set() };
        s.lines += 1;
        s.words += countWords(el.text);
        s.scenes.add(index);
        stats.set(el.speaker, s);
      }
    });
    const characters: ScriptCharacter[] = [...stats.entries()]
      .map(([name, s]) => {
        const intro = introductions.get(name);
        return {
          name,
          lines: s.lines,
          words: s.words,
          scenes: [...s.scenes].sort((a, b) => a - b),
          ...(intro ? { introduction: intro.text, ...(intro.age !== undefined ? { age: intro.age } : {}) } : {}),
        };
      })
      .sort((a, b) => b.lines - a.lines || b.words - a.words || a.name.localeCompare(b.name));
    // Drop an empty leading scene (pages that start with furniture only).
    const scenes = this.scenes.filter((s, i) => i > 0 || s.heading || s.elements.length > 0);
    return { scenes, characters, lines: this.lines };
  }

  private foldNameVariants() {
    const counts = new Map<string, number>();
    const printed = new Set<string>();
    for (const el of this.elements())
      if (el.kind === 'speech') {
        counts.set(el.speaker, (counts.get(el.speaker) ?? 0) + 1);
        if (el.source.via === 'text') printed.add(el.speaker);
      }
    const ocrOnly = new Set([...counts.keys()].filter((name) => !printed.has(name)));
    const rename = canonicalNames(counts, ocrOnly);
    for (const el of this.elements()) if (el.kind === 'speech' && rename.has(el.speaker)) el.speaker = rename.get(el.speaker)!;
  }

  private elements(): ScriptElement[] {
    return this.scenes.flatMap((s) => s.elements);
  }
}

/**
 * Folds spellings of one character together: variants that differ only in punctuation or
 * spacing ("COP. #2" / "COP #2"), or a rare spelling one letter away from a frequent one
 * (an OCR slip such as "MAVA" beside "MAYA"). A name only OCR has read is also folded into one
 * read at least twice as often when they differ by a letter OCR confuses ("KAL" / "KAI",
 * "JUNG" / "JUNO") or by a bar or speck read after it ("TOLL KEEPER I"), however short the name,
 * or when OCR cut its last words off ("DR. ADA" for "DR. ADA BELL"). The most frequent spelling wins.
 */
export function canonicalNames(counts: Map<string, number>, ocrOnly: Set<string> = new Set()): Map<string, string> {
  const key = (n: string) => n.replace(/[^A-Z0-9#]/g, '');
  const names = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  const out = new Map<string, string>();
  // Another "NAME n" read beside this one: the numbers tell people apart.
  const numbered = (base: string, name: string) => names.some((n) => n !== name && n.startsWith(`${base} `) && / \d+$/.test(n));
  for (const name of names) {
    const target = names.find((other) => {
      if (other === name || out.has(other)) return false;
      // "GUARD 1" beside "GUARD 2": the numbers tell people apart, whatever OCR did to them.
      if (/ \d+$/.test(name) && numbered(name.replace(/ \d+$/, ''), name)) return false;
      const more = counts.get(other)! >= counts.get(name)!;
      // Read as often both ways, a name is spelled with its spaces: OCR loses a space ("STATIONMASTER"), it seldom adds one.
      const losesSpace = counts.get(other) === counts.get(name) && other.split(' ').length < name.split(' ').length;
      if (key(other) === key(name) && more && !losesSpace) return true;
      // "TOLL KEEPER I": a bar or speck OCR read as a word of its own after a name read as often without it — but "GUARD 1"
      // beside "GUARD 2" is one of two people.
      if (
        ocrOnly.has(name) &&
        more &&
        name.length > 3 &&
        BAR_LIKE.test(name.at(-1)!) &&
        name.slice(0, -2) === other &&
        name.at(-2) === ' ' &&
        !numbered(other, name)
      )
        return true;
      if (ocrOnly.has(name) && counts.get(other)! >= OCR_VARIANT_RATIO * counts.get(name)! && ocrVariant(key(other), key(name)))
        return true;
      if (ocrOnly.has(name) && counts.get(other)! >= OCR_VARIANT_RATIO * counts.get(name)! && cutShort(other, name)) return true;
      // "GIDEON 4": a watermark's digit OCR read beside a cue, where the name is read at least twice as often without it and
      // no other "GIDEON n" is read (GUARD 1 and GUARD 2 are two people).
      if (
        ocrOnly.has(name) &&
        counts.get(other)! >= OCR_VARIANT_RATIO * counts.get(name)! &&
        / \d$/.test(name) &&
        name.slice(0, -2) === other &&
        !numbered(other, name)
      )
        return true;
      // "O2ZZIE" for OZZIE: a digit or bar wedged between a name's letters is a speck, read as often or less.
      if (ocrOnly.has(name) && more && withoutWedgedMarks(name) === other) return true;
      return key(name).length >= 4 && counts.get(other)! >= 3 * counts.get(name)! && oneEditApart(key(other), key(name));
    });
    if (target) out.set(name, target);
  }
  return out;
}

/** A name without digits or bars OCR read between two of its letters ("O2ZZIE", "MA|RA"); names are spelled in letters. */
const withoutWedgedMarks = (name: string) => name.replace(/(?<=\p{Lu})[0-9|!]+(?=\p{Lu})/gu, '');

/** How much more often a name must be read than an OCR variant of it to absorb it. */
const OCR_VARIANT_RATIO = 2;

/** Letters OCR takes for one another in capitals, both ways. */
const OCR_CONFUSIONS = new Set(
  [
    'IL',
    'I1',
    'L1',
    'IT',
    'IJ',
    'O0',
    'OD',
    'OG',
    'OQ',
    'OU',
    'OC',
    'CG',
    'UV',
    'VY',
    'EF',
    'B8',
    'S5',
    'Z2',
    'NM',
    'HN',
    'RB',
    'PF',
    'KX',
  ].flatMap((p) => [p, p[1]! + p[0]!]),
);
/** Marks a bar, a rule or a speck beside a name is read as. */
const BAR_LIKE = /^[IL1J]$/;

/** `variant` is `name` as OCR misreads it: one confusable letter swapped, or a bar-like mark added at an end. */
export function ocrVariant(name: string, variant: string): boolean {
  if (name.length < 3) return false;
  if (name.length === variant.length) {
    const diff = [...name].flatMap((c, i) => (c === variant[i] ? [] : [c + variant[i]]));
    return diff.length === 1 && OCR_CONFUSIONS.has(diff[0]!);
  }
  if (variant.length !== name.length + 1) return false;
  return (variant.startsWith(name) && BAR_LIKE.test(variant.at(-1)!)) || (variant.endsWith(name) && BAR_LIKE.test(variant[0]!));
}

/**
 * True when `short` is `full` with its last words missing and those words are a name's ("DR. ADA" of
 * "DR. ADA BELL"): a cue OCR cut short. A number or mark that tells two people apart ("GIRL" and "GIRL 2") is not.
 */
function cutShort(full: string, short: string): boolean {
  const words = full.split(' ');
  const kept = short.split(' ');
  if (kept.length >= words.length || kept.some((w, i) => w !== words[i])) return false;
  return words.slice(kept.length).every((w) => /^\p{Lu}[\p{Lu}'’-]+$/u.test(w));
}

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

const AGES: Record<string, number> = {
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
};
const wordAge = (w: string) => AGES[w.toLowerCase()] ?? Number(w);

/** Characters introduced in action with an age: "MAYA (10), bright and restless", "ROSIE, eleven,". */
export function introductionsIn(scenes: Scene[]): Map<string, { text: string; age?: number }> {
  const out = new Map<string, { text: string; age?: number }>();
  for (const scene of scenes) {
    for (const el of scene.elements) {
      if (el.kind !== 'action') continue;
      for (const m of el.text.matchAll(/\b([A-Z][A-Z'’.#-]*(?: [A-Z][A-Z'’.#-]*){0,3})\s*\((\d{1,2}|\d0s|[A-Z]+)\)/g)) {
        const name = m[1]!.replace(/’/g, "'");
        if (!out.has(name)) out.set(name, { text: el.text, ...(/^\d{1,2}$/.test(m[2]!) ? { age: Number(m[2]) } : {}) });
      }
      for (const m of el.text.matchAll(
        /\b([A-Z][A-Z'’.-]+(?: [A-Z][A-Z'’.-]+)?),\s+(eleven|twelve|ten|nine|eight|seven|six|five|thirteen|fourteen|fifteen|sixteen|seventeen|\d{1,2})\b/g,
      )) {
        const name = m[1]!.replace(/’/g, "'");
        if (!out.has(name)) out.set(name, { text: el.text, age: wordAge(m[2]!) });
      }
    }
  }
  return out;
}
