/**
 * Small pieces both writers use to phrase the reading: names, pronouns, citations, short quotes,
 * and a want turned from the actor's "you" into a sentence about the character.
 */
import type { Citation } from '../../../../common/contracts/guides.js';
import { displayName } from '../names.js';
import type { Line, PageText, Reading, SceneReading, Want } from '../reading/types.js';

export const nameOf = displayName;

/** A short quote of a line: the whole line up to ~90 characters, cut at a word. */
export function quoteOf(text: string, max = 90): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max).replace(/[,;:]$/, '')}…`;
}

/** The citation of a speech, holding its id. */
export const citeLine = (l: Line): Citation => ({ ref: l.ref, speaker: l.speaker, quote: quoteOf(l.text), line: l.id });
/** The citation of an action line. */
export const citePage = (p: PageText): Citation => ({ ref: p.ref, speaker: 'ACTION', quote: quoteOf(p.text) });

export interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
}
export function pronounsOf(reading: Reading, name: string): Pronouns {
  const p = reading.pronouns[name] ?? 'they';
  return p === 'he'
    ? { subject: 'he', object: 'him', possessive: 'his' }
    : p === 'she'
      ? { subject: 'she', object: 'her', possessive: 'her' }
      : { subject: 'they', object: 'them', possessive: 'their' };
}

/** "give you the ladder" said to the actor → "give him the ladder" said about the character. */
export function aboutCharacter(phrase: string, p: Pronouns): string {
  return phrase
    .replace(/\byou both\b/g, `${p.object} both`)
    .replace(/\byourself\b/g, `${p.object}self`)
    .replace(/\byours\b/g, p.possessive === 'her' ? 'hers' : `${p.possessive}`)
    .replace(/\byour\b/g, p.possessive)
    .replace(/\byou\b/g, p.object);
}

/** The partner the character mostly plays to in a scene. */
export const mainPartnerOf = (scene: SceneReading): string | null => scene.partners[0] ?? null;

/** The character's strongest want of the main partner, if the scene shows one. */
export function mainWantOf(scene: SceneReading): Want | null {
  const partner = mainPartnerOf(scene);
  return (
    scene.wants.find((w) => w.from === scene.character && w.of === partner) ?? scene.wants.find((w) => w.from === scene.character) ?? null
  );
}

/** The partner's strongest want of the character. */
export function partnerWantOf(scene: SceneReading): Want | null {
  return scene.wants.find((w) => w.of === scene.character) ?? null;
}

/** Content words the line is about ("the dock", "the ladder"), for naming a topic without quoting it. */
export function topicOf(scene: SceneReading, line: Line | null): string | null {
  if (!line) return null;
  const image = scene.images.find((i) => i.lines.includes(line));
  if (image) return image.said;
  const noun = line.sentences.flatMap((s) => s.tokens).find((t) => t.pos === 'NOUN' && !t.stop && t.norm.length > 2);
  return noun?.norm ?? null;
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
