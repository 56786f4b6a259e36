/**
 * The user's reading fixes applied to a Script: speeches of a renamed speaker carry the new name
 * (into an existing name, a merge), speeches of a name that is not a character become direction,
 * and the character list is recounted. Pure: a Script in, a Script out.
 */
import type { ReadingCorrections } from '../../common/contracts/corrections.js';
import type { Script, ScriptCharacter, ScriptElement, SpeechElement } from '../../common/contracts/script.js';
import { AppError } from '../errors.js';

/** Refuses fixes that name a speaker the reader did not find in this Script. */
export function checkCorrections(script: Script, corrections: ReadingCorrections): void {
  const detected = new Set(script.characters.map((c) => c.name));
  const names = [...corrections.renames.map((r) => r.from), ...corrections.notCharacters];
  const unknown = names.filter((name) => !detected.has(name));
  if (unknown.length > 0) {
    const errors = unknown.map((name) => ({ param: 'corrections', msg: `${name} is not a speaker in this upload` }));
    throw new AppError('VALIDATION_FAILED', errors[0]!.msg, errors);
  }
}

/** The Script as the user corrected it; the same object when there is nothing to correct. */
export function applyCorrections(script: Script, corrections: ReadingCorrections): Script {
  if (corrections.renames.length === 0 && corrections.notCharacters.length === 0) return script;
  // "Maya" typed for a detected "MAYA" is the same person: merge with the script's own spelling.
  const spelling = new Map(script.characters.map((c) => [c.name.toUpperCase(), c.name]));
  const renamed = new Map(corrections.renames.map((r) => [r.from, spelling.get(r.to.toUpperCase()) ?? r.to]));
  const dropped = new Set(corrections.notCharacters);

  const correct = (el: ScriptElement): ScriptElement => {
    if (el.kind !== 'speech') return el;
    if (dropped.has(el.speaker)) return { kind: 'action', text: asDirection(el), page: el.page, source: el.source };
    const to = renamed.get(el.speaker);
    return to ? { ...el, speaker: to } : el;
  };
  return {
    ...script,
    scenes: script.scenes.map((scene) => ({ ...scene, elements: scene.elements.map(correct) })),
    characters: recount(script.characters, renamed, dropped),
  };
}

/** A misread "speech" kept as the direction it was, name and all, so no words are lost. */
function asDirection(el: SpeechElement): string {
  return `${el.speaker}: ${el.parts.map((p) => p.text).join(' ')}`;
}

/**
 * The character list after renames and merges: counts add up, scenes join, and a merged character
 * keeps the introduction and age of whichever entry had them, the target's own first.
 */
function recount(characters: ScriptCharacter[], renamed: Map<string, string>, dropped: Set<string>): ScriptCharacter[] {
  const merged = new Map<string, ScriptCharacter>();
  const ordered = [...characters].sort((a, b) => Number(renamed.has(a.name)) - Number(renamed.has(b.name)));
  for (const c of ordered) {
    if (dropped.has(c.name)) continue;
    const name = renamed.get(c.name) ?? c.name;
    const into = merged.get(name);
    if (!into) {
      merged.set(name, { ...c, name, scenes: [...c.scenes] });
      continue;
    }
    into.lines += c.lines;
    into.words += c.words;
    into.scenes = [...new Set([...into.scenes, ...c.scenes])].sort((a, b) => a - b);
    into.introduction ??= c.introduction;
    into.age ??= c.age;
  }
  // Most lines first, as the reader lists them; ties keep the reader's order.
  const position = new Map<string, number>();
  characters.forEach((c, i) => {
    const name = renamed.get(c.name) ?? c.name;
    if (!position.has(name)) position.set(name, i);
  });
  return [...merged.values()].sort((a, b) => b.lines - a.lines || position.get(a.name)! - position.get(b.name)!);
}
