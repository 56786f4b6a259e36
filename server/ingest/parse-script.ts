/**
 * Stage 3b: cleaned lines → Script. Reads screenplay layouts (single-camera, multi-camera,
 * dual dialogue) by indentation relative to the page's body margin, and stage plays by their
 * cue style (NAME. speech / NAME: speech / name centred above the speech).
 */
import type { Scene, ScriptCharacter, ScriptElement } from '../../common/contracts/script.js';
import type { Line } from './clean-page.js';
import { leftmostSharedX } from './positioned-text.js';

export type Layout = 'screenplay' | 'stage-inline' | 'stage-centred';

export interface ParsedScript {
  layout: 'screenplay' | 'stage-play';
  scenes: Scene[];
  characters: ScriptCharacter[];
}

const HEADING =
  /^((INT|EXT|EST|I\/E|INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT)[.\s-]|(SCENE|ACT)\s+([A-Z0-9]+|ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN)\b)/i;
const TRANSITION =
  /^((FADE|CUT|DISSOLVE|SMASH CUT|MATCH CUT|JUMP CUT|WIPE|IRIS|BACK)\s*(IN|OUT|TO)?[\s\w]*[:.]|FADE TO BLACK\.?|THE END\.?|END OF (ACT|SCENE|EPISODE)[\w\s]*\.?|INTERCUT( WITH)?[\w\s]*:?)$/i;
const SHOT =
  /^(ANGLE ON|CLOSE ON|CLOSE[- ]?UP|EXTREME CLOSE|WIDE( SHOT)?|POV|INSERT|BACK TO SCENE|ON THE|MONTAGE|SERIES OF SHOTS|FLASHBACK|END FLASHBACK|SUPER:|TITLE:|LATER|MOMENTS LATER|CONTINUOUS|TIME CUT)\b/;
const EXTENSION = /\s*\(([^)]*)\)\s*/g;
const CONTD = /^CONT['’`]?D\.?$|^CONT\.?$|^CONTINUING$/i;
const STAGE_INLINE_CUE = /^([A-Z][A-Z0-9 .'’#&-]{0,34}?[A-Z0-9)])\s*([.:])\s+(.+)$/;

/** A cue's canonical name and its extensions ("MAYA (V.O.) (CONT'D)" → MAYA, [V.O.], contd). */
export function parseCue(raw: string): { name: string; extensions: string[]; contd: boolean } | null {
  // Stray marks at the ends are scan noise ("‘AUNT JUNE", "MAYA ,").
  const cleaned = raw
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}(#]+/u, '');
  if (TRANSITION.test(cleaned)) return null;
  const text = cleaned.replace(/[^\p{L}\p{N}).#']+$/u, '').replace(/:$/, '');
  const extensions: string[] = [];
  let contd = false;
  const bare = text
    .replace(EXTENSION, (_m, ext: string) => {
      const e = ext.trim().toUpperCase();
      if (CONTD.test(e)) contd = true;
      else if (e) extensions.push(e);
      return ' ';
    })
    .trim();
  let name = bare
    .replace(/\s+CONT'?D\.?$/i, () => ((contd = true), ''))
    .replace(/\.$/, '')
    .trim();
  // OCR sometimes reads one capital as lower case ("MS. KiM"); one slip in a capitals name is allowed.
  const lower = (name.replace(/\bMc(?=[A-Z])/g, '').match(/\p{Ll}/gu) ?? []).length;
  if (lower === 1 && (name.match(/\p{Lu}/gu) ?? []).length >= 3) name = name.toUpperCase();
  if (!isCueName(name)) return null;
  return { name, extensions, contd };
}

/** Capitals-only names of at most five words: "COP #2", "DR. PATEL", "MRS. O'BRIEN", "McCOY". */
function isCueName(name: string): boolean {
  if (name.length < 2 || name.length > 36) return false;
  const upper = name.replace(/\bMc(?=[A-Z])/g, 'MC');
  if (/[a-z]/.test(upper)) return false;
  if (!/^[A-Z0-9][A-Z0-9 .'#&-]*$/.test(upper)) return false;
  if ((upper.match(/[A-Z]/g) ?? []).length < 2) return false;
  if (upper.split(' ').length > 5) return false;
  return (
    !HEADING.test(upper) &&
    !TRANSITION.test(upper) &&
    !SHOT.test(upper) &&
    !/^(THE END|CONTINUED|MORE)$/.test(upper) &&
    !/^(FADE|CUT|DISSOLVE|SMASH CUT|MATCH CUT|JUMP CUT|WIPE)( (IN|OUT|TO|TO BLACK))?$/.test(upper)
  );
}

const words = (s: string) => (s.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length;
const hasLower = (s: string) => /\p{Ll}/u.test(s);

/** Typical vertical distance between consecutive lines of a page. */
function lineSpacing(lines: Line[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const g = lines[i]!.y - lines[i - 1]!.y;
    if (lines[i]!.page === lines[i - 1]!.page && g > 0) gaps.push(g);
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length * 0.25)] ?? 12;
}

interface PageGeometry {
  /** Left edge of action (screenplay) or speeches (stage). */
  margin: number;
  width: number;
}

function geometry(lines: Line[]): Map<number, PageGeometry> {
  const byPage = new Map<number, Line[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  const all = marginOf(lines);
  const out = new Map<number, PageGeometry>();
  for (const [page, ls] of byPage) {
    const own = ls.filter((l) => l.text.length > 25).length >= 4 ? marginOf(ls) : all;
    // A page of nothing but dialogue has no action rows; fall back to the document's margin.
    out.set(page, { margin: Math.abs(own - all) > 40 ? all : own, width: 612 });
  }
  return out;
}

function marginOf(lines: Line[]): number {
  const long = lines.filter((l) => l.text.length > 25).map((l) => l.x);
  const xs = long.length ? long : lines.map((l) => l.x);
  return leftmostSharedX(xs) ?? Math.min(...xs.map((x) => Math.round(x / 6) * 6), 72);
}

/** Decides how the pages lay out speech. */
export function detectLayout(lines: Line[]): Layout {
  const geo = geometry(lines);
  let inline = 0;
  let indented = 0;
  let speechAtMargin = 0;
  let speechIndented = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const margin = geo.get(l.page)!.margin;
    const m = l.text.match(STAGE_INLINE_CUE);
    if (m && Math.abs(l.x - margin) < 20 && parseCue(m[1]!) && hasLower(m[3]!)) inline++;
    const next = lines[i + 1];
    if (l.segments.length === 1 && l.x > margin + 30 && parseCue(l.text) && next && next.page === l.page && hasLower(next.text)) {
      indented++;
      const body = next.text.startsWith('(') ? lines[i + 2] : next;
      if (body && Math.abs(body.x - margin) < 15) speechAtMargin++;
      else speechIndented++;
    }
  }
  if (inline > indented) return 'stage-inline';
  return speechAtMargin > speechIndented ? 'stage-centred' : 'screenplay';
}

/** Collects elements into scenes and counts characters. */
class ScriptBuilder {
  scenes: Scene[] = [];
  private block = 0;
  /** Open speech that may continue across a page break. */
  private open: { speaker: string; block: number; more: boolean; page: number } | null = null;

  constructor(private readonly layout: ParsedScript['layout']) {}

  private current(page: number): Scene {
    if (this.scenes.length === 0) this.scenes.push({ heading: '', page, elements: [] });
    return this.scenes.at(-1)!;
  }

  heading(text: string, page: number) {
    this.open = null;
    this.scenes.push({ heading: text, page, elements: [] });
  }

  add(kind: 'action' | 'transition' | 'shot', text: string, page: number) {
    this.open = null;
    this.current(page).elements.push({ kind, text, page });
  }

  appendToLast(kind: ScriptElement['kind'], text: string) {
    const last = this.scenes.at(-1)?.elements.at(-1);
    if (last && last.kind === kind) last.text = `${last.text} ${text}`.trim();
  }

  lastKind(): ScriptElement['kind'] | undefined {
    return this.scenes.at(-1)?.elements.at(-1)?.kind;
  }

  /** Starts a speech; a CONT'D cue right after a page break continues the previous block. */
  speech(speaker: string, extensions: string[], contd: boolean, page: number, dual = false): number {
    const continues = this.open && this.open.speaker === speaker && contd && (this.open.more || this.open.page < page) && !dual;
    if (!continues) this.block += 1;
    const block = continues ? this.open!.block : this.block;
    this.open = { speaker, block, more: false, page };
    this.current(page);
    this.pendingExt = extensions;
    this.pendingDual = dual;
    return block;
  }

  private pendingExt: string[] = [];
  private pendingDual = false;

  /** Adds dialogue text to a block, splitting out parentheticals written inside it. */
  say(block: number, speaker: string, text: string, page: number) {
    const scene = this.current(page);
    const pieces = text
      .split(/(\([^)]*\))/)
      .map((p) => p.trim())
      .filter(Boolean);
    for (const piece of pieces) {
      const kind = piece.startsWith('(') && piece.endsWith(')') ? 'parenthetical' : 'dialogue';
      const last = scene.elements.at(-1);
      if (last && last.kind === kind && last.block === block) {
        last.text = `${last.text} ${piece}`;
        continue;
      }
      const el: ScriptElement = { kind, text: piece, page, speaker, block };
      if (kind === 'dialogue' && this.pendingExt.length) el.extensions = this.pendingExt;
      if (this.pendingDual) el.dual = true;
      scene.elements.push(el);
    }
  }

  /** Adds a parenthetical line (possibly one of several lines of one parenthetical). */
  direct(block: number, speaker: string, text: string, page: number) {
    const scene = this.current(page);
    const last = scene.elements.at(-1);
    if (last && last.kind === 'parenthetical' && last.block === block && !last.text.endsWith(')')) {
      last.text = `${last.text} ${text}`;
      return;
    }
    scene.elements.push({ kind: 'parenthetical', text, page, speaker, block, ...(this.pendingDual ? { dual: true } : {}) });
  }

  private mergeNameVariants() {
    const counts = new Map<string, number>();
    for (const scene of this.scenes)
      for (const el of scene.elements) if (el.kind === 'dialogue' && el.speaker) counts.set(el.speaker, (counts.get(el.speaker) ?? 0) + 1);
    const rename = canonicalNames(counts);
    if (rename.size === 0) return;
    for (const scene of this.scenes)
      for (const el of scene.elements) if (el.speaker && rename.has(el.speaker)) el.speaker = rename.get(el.speaker);
  }

  markMore() {
    if (this.open) this.open.more = true;
  }

  closeSpeech() {
    this.open = null;
  }

  build(introductions: Map<string, { text: string; age?: number }>): ParsedScript {
    this.mergeNameVariants();
    const stats = new Map<string, { blocks: Set<number>; words: number; scenes: Set<number> }>();
    this.scenes.forEach((scene, index) => {
      for (const el of scene.elements) {
        if (el.kind !== 'dialogue' || !el.speaker) continue;
        const s = stats.get(el.speaker) ?? { blocks: new Set(), words: 0, scenes: new Set() };
        s.blocks.add(el.block!);
        s.words += words(el.text);
        s.scenes.add(index);
        stats.set(el.speaker, s);
      }
    });
    const characters: ScriptCharacter[] = [...stats.entries()]
      .map(([name, s]) => {
        const intro = introductions.get(name);
        return {
          name,
          lines: s.blocks.size,
          words: s.words,
          scenes: [...s.scenes].sort((a, b) => a - b),
          ...(intro ? { introduction: intro.text, ...(intro.age !== undefined ? { age: intro.age } : {}) } : {}),
        };
      })
      .sort((a, b) => b.lines - a.lines || b.words - a.words || a.name.localeCompare(b.name));
    // Drop an empty leading scene (furniture-only page starts).
    const scenes = this.scenes.filter((s, i) => i > 0 || s.heading || s.elements.length > 0);
    return { layout: this.layout, scenes, characters };
  }
}

/**
 * Folds spellings of one character together: variants that differ only in punctuation or
 * spacing ("COP. #2" / "COP #2"), or a rare spelling one letter away from a frequent one
 * (an OCR slip such as "MAVA" beside "MAYA"). The most frequent spelling wins.
 */
export function canonicalNames(counts: Map<string, number>): Map<string, string> {
  const key = (n: string) => n.replace(/[^A-Z0-9#]/g, '');
  const names = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  const out = new Map<string, string>();
  for (const name of names) {
    const target = names.find((other) => {
      if (other === name || out.has(other)) return false;
      const more = counts.get(other)! >= counts.get(name)!;
      if (key(other) === key(name) && more) return true;
      return key(name).length >= 4 && counts.get(other)! >= 3 * counts.get(name)! && oneEditApart(key(other), key(name));
    });
    if (target) out.set(name, target);
  }
  return out;
}

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0));
}

/** Characters introduced in action with an age: "MAYA (10), bright and restless". */
function introductionsIn(scenes: Scene[]): Map<string, { text: string; age?: number }> {
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

/** Parses cleaned lines into scenes, elements and characters. */
export function parseScript(lines: Line[]): ParsedScript {
  const layout = detectLayout(lines);
  const builder = layout === 'screenplay' ? parseScreenplay(lines) : parseStage(lines, layout);
  const draft = builder.build(new Map());
  return builder.build(introductionsIn(draft.scenes));
}

function headingText(text: string): string {
  return text
    .replace(/\s+\*+$/, '')
    .replace(/^\d+[A-Z]?\.?\s+/, '')
    .replace(/\s+\d+[A-Z]?\.?$/, '')
    .trim();
}

function parseScreenplay(lines: Line[]): ScriptBuilder {
  const b = new ScriptBuilder('screenplay');
  const geo = geometry(lines);
  const spacing = lineSpacing(lines);
  let speech: { speaker: string; block: number; dialogueX: number | null; parenOpen: boolean } | null = null;
  let dual: { left: { speaker: string; block: number }; right: { speaker: string; block: number }; split: number } | null = null;
  let prev: Line | null = null;

  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const { margin, width } = geo.get(l.page)!;
    const gap = prev && prev.page === l.page ? (l.y - prev.y) / spacing : 99;
    const newPage = !prev || prev.page !== l.page;
    const text = l.text.trim();
    const indent = l.x - margin;
    prev = l;

    // Dual dialogue: two cues on one row open two columns until a blank line.
    if (l.segments.length === 2 && l.segments.every((s) => parseCue(s.text)) && indent > 20) {
      const [lc, rc] = l.segments.map((s) => parseCue(s.text)!);
      const left = { speaker: lc!.name, block: b.speech(lc!.name, lc!.extensions, false, l.page, true) };
      const right = { speaker: rc!.name, block: b.speech(rc!.name, rc!.extensions, false, l.page, true) };
      dual = { left, right, split: (l.segments[0]!.x + l.segments[1]!.x) / 2 };
      speech = null;
      continue;
    }
    if (dual) {
      if (gap < 1.6 && !newPage) {
        for (const s of l.segments) {
          const side = s.x >= dual.split ? dual.right : dual.left;
          if (s.text.startsWith('(')) b.direct(side.block, side.speaker, s.text, l.page);
          else b.say(side.block, side.speaker, s.text, l.page);
        }
        continue;
      }
      dual = null;
      b.closeSpeech();
    }

    if (HEADING.test(headingText(text)) && indent < 40) {
      b.heading(headingText(text), l.page);
      speech = null;
      continue;
    }
    if (TRANSITION.test(text) && (l.x > width * 0.5 || indent < 40)) {
      b.add('transition', text, l.page);
      speech = null;
      continue;
    }

    // A cue: capitals, indented well past the action margin, with speech under it.
    const cue = indent > 40 && l.segments.length === 1 ? parseCue(text) : null;
    const next = lines[i + 1];
    if (cue && next && (next.page !== l.page || next.x - margin > 15) && (next.page !== l.page || next.x < l.x + 20)) {
      const block = b.speech(cue.name, cue.extensions, cue.contd || newPage, l.page);
      speech = { speaker: cue.name, block, dialogueX: null, parenOpen: false };
      continue;
    }

    if (speech) {
      const isParen =
        speech.parenOpen || (text.startsWith('(') && (speech.dialogueX === null || l.x > speech.dialogueX + 10 || text.endsWith(')')));
      const continues = indent > 15 && (speech.dialogueX === null || Math.abs(l.x - speech.dialogueX) < 24 || isParen);
      if (continues) {
        if (isParen) {
          b.direct(speech.block, speech.speaker, text, l.page);
          speech.parenOpen = !text.endsWith(')');
        } else {
          speech.dialogueX ??= l.x;
          b.say(speech.block, speech.speaker, text, l.page);
        }
        if (l.more) b.markMore();
        continue;
      }
      speech = null;
      b.closeSpeech();
    }

    const kind = SHOT.test(text) && !hasLower(text.split(' ').slice(0, 3).join(' ')) ? 'shot' : 'action';
    if (kind === 'action' && b.lastKind() === 'action' && gap < 1.6) b.appendToLast('action', text);
    else b.add(kind, text, l.page);
  }
  return b;
}

function parseStage(lines: Line[], layout: Layout): ScriptBuilder {
  const b = new ScriptBuilder('stage-play');
  const geo = geometry(lines);
  const spacing = lineSpacing(lines);
  let speech: { speaker: string; block: number } | null = null;
  let direction = false;
  let prev: Line | null = null;

  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const { margin } = geo.get(l.page)!;
    const gap = prev && prev.page === l.page ? (l.y - prev.y) / spacing : 1;
    prev = l;
    const text = l.text.trim();
    const indent = l.x - margin;

    if (HEADING.test(text) && text.length < 60) {
      b.heading(text, l.page);
      speech = null;
      direction = false;
      continue;
    }
    // Stage directions: parenthesised (often italic, indented) until the parenthesis closes.
    if (direction || (text.startsWith('(') && (indent > 30 || !speech || gap > 1.6))) {
      const body = text.replace(/^\(/, '').replace(/\)$/, '');
      if (direction) b.appendToLast('action', body);
      else b.add('action', body, l.page);
      direction = !text.endsWith(')');
      speech = null;
      continue;
    }
    if (layout === 'stage-inline') {
      const m = text.match(STAGE_INLINE_CUE);
      const cue = m && Math.abs(indent) < 20 ? parseCue(m[1]!) : null;
      if (cue && m && hasLower(m[3]!)) {
        const block = b.speech(cue.name, cue.extensions, cue.contd, l.page);
        speech = { speaker: cue.name, block };
        b.say(block, cue.name, m[3]!, l.page);
        continue;
      }
    } else {
      const cue = indent > 30 && l.segments.length === 1 ? parseCue(text) : null;
      const next = lines[i + 1];
      if (cue && next && (next.page !== l.page || hasLower(next.text))) {
        const block = b.speech(cue.name, cue.extensions, cue.contd, l.page);
        speech = { speaker: cue.name, block };
        continue;
      }
    }
    if (speech && gap < 1.6) {
      b.say(speech.block, speech.speaker, text, l.page);
      continue;
    }
    speech = null;
    if (b.lastKind() === 'action' && gap < 1.6) b.appendToLast('action', text);
    else b.add('action', text, l.page);
  }
  return b;
}
