/**
 * The scene-reading stage: finds the character the user typed, then reads every scene they speak
 * in, across every uploaded script. The one place that interprets the story; writers phrase it.
 */
import type { Script } from '../../../../common/contracts/script.js';
import { pronounFromActions, pronounFromAddress } from './people.js';
import { readScene } from './read-scene.js';
import type { Reading, SceneItem, SceneReading } from './types.js';

export interface ScriptInput {
  script: Script;
  fileType: 'sides' | 'full_script';
}

const norm = (s: string) =>
  s
    .toUpperCase()
    .replace(/[’`]/g, "'")
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/[^A-Z0-9#' .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Edit distance where swapping two neighbouring letters ("Jaek") counts as one typo. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Finds the typed character among the detected ones: exact (ignoring case and extensions), then
 * by first or last name ("Maya Lopez" → MAYA), then within two typos. Suggests the closest names.
 */
export function findCharacter(typed: string, names: string[]): { match: string | null; suggestions: string[] } {
  const t = norm(typed);
  const byNorm = new Map(names.map((n) => [norm(n), n]));
  if (byNorm.has(t)) return { match: byNorm.get(t)!, suggestions: [] };
  const parts = t.split(' ').filter((p) => p.length > 1);
  // Cues usually carry the first name: "Jake Morales" is JAKE even when ANA MORALES exists.
  const firstName = names.find((n) => norm(n) === parts[0]);
  if (firstName) return { match: firstName, suggestions: [] };
  const partMatches = names.filter(
    (n) =>
      parts.includes(norm(n)) ||
      norm(n)
        .split(' ')
        .some((w) => w.length > 2 && parts.includes(w)),
  );
  if (partMatches.length === 1) return { match: partMatches[0]!, suggestions: [] };
  const ranked = names.map((n) => ({ n, d: editDistance(t, norm(n)) })).sort((a, b) => a.d - b.d || a.n.localeCompare(b.n));
  const close = ranked.filter((r) => r.d <= Math.max(1, Math.floor(t.length / 4)));
  if (close.length === 1 || (close.length > 1 && close[0]!.d < close[1]!.d && close[0]!.d <= 2))
    return { match: close[0]!.n, suggestions: [] };
  return { match: null, suggestions: [...new Set([...partMatches, ...ranked.slice(0, 3).map((r) => r.n)])].slice(0, 3) };
}

/** Capitals on an action line that are no one: the page's own words for shots, times and sounds. */
const NOT_A_BEING =
  /^(INT|EXT|DAY|NIGHT|CONTINUOUS|LATER|CLOSE|ANGLE|POV|INSERT|BACK|SFX|BANG|CRASH|THUD|BOOM|RING|BUZZ|WHISTLE|KNOCK|V\.?O|O\.?S|TV|OK)$/;

/** Reads the chosen character across every uploaded script. */
export function readScript(inputs: ScriptInput[], characterName: string): Reading {
  const allCharacters = [...new Set(inputs.flatMap((i) => i.script.characters.map((c) => c.name)))];
  const { match, suggestions } = findCharacter(characterName, allCharacters);
  const actions = inputs.flatMap((i) => i.script.scenes.flatMap((s) => s.elements.flatMap((e) => (e.kind === 'action' ? [e.text] : []))));
  const speeches = inputs.flatMap((i) => i.script.scenes.map((s) => s.elements.flatMap((e) => (e.kind === 'speech' ? [e] : []))));
  const pronouns = Object.fromEntries(
    allCharacters.map((c) => {
      const directions = inputs.flatMap((i) =>
        i.script.scenes.flatMap((s) =>
          s.elements.flatMap((e) =>
            e.kind === 'speech' && e.speaker === c ? e.parts.filter((p) => p.kind === 'direction').map((p) => p.text) : [],
          ),
        ),
      );
      const fromActions = pronounFromActions(c, actions, directions, allCharacters);
      return [c, fromActions === 'they' ? pronounFromAddress(c, speeches) : fromActions];
    }),
  );
  // "He lowers his arms." in a scene of two where the other is "she": the page gives the pronoun by elimination.
  for (const scene of inputs.flatMap((i) => i.script.scenes)) {
    const present = [...new Set(scene.elements.flatMap((e) => (e.kind === 'speech' ? [e.speaker] : [])))];
    const unknown = present.filter((p) => pronouns[p] === 'they');
    if (unknown.length !== 1 || present.length < 2) continue;
    // Someone the page brings in in capitals who never speaks (a DOG, a NURSE) may be the "he" or "she"; a run of
    // capitals that holds a speaker's name ("CELESTE HARTWELL") is that speaker.
    const speaking = new Set(present.flatMap((p) => p.split(/\s+/)));
    const silent = scene.elements.some(
      (e) =>
        e.kind === 'action' &&
        [...e.text.matchAll(/\b\p{Lu}{2,}(?:[ .'-]+\p{Lu}{2,})*\b/gu)].some(
          (m) => m[0].length >= 3 && !m[0].split(/[ .'-]+/).some((w) => speaking.has(w)) && !NOT_A_BEING.test(m[0]),
        ),
    );
    if (silent) continue;
    const said = new Set(
      scene.elements.flatMap((e) =>
        e.kind === 'action' ? [...e.text.matchAll(/(?:^|[.!?]\s+)(He|She)\s/g)].map((m) => m[1]!.toLowerCase()) : [],
      ),
    );
    const free = [...said].filter((p) => !present.some((x) => pronouns[x] === p));
    if (free.length === 1) pronouns[unknown[0]!] = free[0] as 'he' | 'she';
  }
  const introductions: Record<string, string> = {};
  for (const c of inputs.flatMap((i) => i.script.characters))
    if (c.introduction && !introductions[c.name]) introductions[c.name] = c.introduction;
  const scenes: SceneReading[] = [];
  for (const input of inputs) {
    let previousEnd: SceneItem | null = null;
    for (const scene of input.script.scenes) {
      const speaks = match !== null && scene.elements.some((e) => e.kind === 'speech' && e.speaker === match);
      if (speaks)
        scenes.push(
          readScene(scene, {
            index: scenes.length,
            character: match,
            cast: allCharacters,
            previousEnd: input.fileType === 'full_script' ? previousEnd : null,
            pronounOf: (name) => pronouns[name] ?? 'they',
            family: input.script.family,
            scriptActions: actions,
          }),
        );
      // Transitions and act ends are furniture; the scene ends on its last line or action.
      const last = scene.elements.findLast((e) => e.kind !== 'cue');
      if (last?.kind === 'speech')
        previousEnd = { kind: 'speech', line: { ...last, directions: [], ref: `p.${last.page} · ${last.id}`, sentences: [] } };
      else if (last?.kind === 'action') previousEnd = { kind: 'action', text: last.text, page: last.page, ref: `p.${last.page}` };
    }
  }
  const lines = scenes.flatMap((s) => s.lines);
  const info = inputs.flatMap((i) => i.script.characters).find((c) => c.name === match);
  return {
    character: match,
    suggestions,
    family: inputs[0]?.script.family ?? 'screenplay',
    age: info?.age ?? null,
    introduction: info?.introduction ?? null,
    introductions,
    pronouns,
    scenes,
    totals: {
      lines: lines.length,
      words: lines.reduce((n, l) => n + (l.text.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length, 0),
      pages: new Set(scenes.flatMap((s) => s.pages)).size,
    },
    allCharacters,
    hasFullScript: inputs.some((i) => i.fileType === 'full_script'),
    mature: scenes.flatMap((s) => s.mature),
  };
}
