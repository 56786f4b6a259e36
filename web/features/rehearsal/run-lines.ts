/** Run lines, the pure part: what is said in which mode, how long to wait for the actor, who speaks with which voice. */
import type { RehearsalSpeech } from '../../../common/contracts/rehearsal';

/** "cue": only the partner line just before each of the actor's lines; "whole": every line of the scene. */
export type RunMode = 'cue' | 'whole';

/** The speeches run in a mode, in scene order. */
export function sequenceOf(speeches: RehearsalSpeech[], mode: RunMode): RehearsalSpeech[] {
  if (mode === 'whole') return speeches;
  return speeches.filter((s, i) => s.mine || speeches[i + 1]?.mine === true);
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

// A young actor says about two words a second and needs a breath to find the line; a slower speed
// setting means a less sure actor, so the wait grows with it.
const MS_PER_WORD = 450;
const THINKING_MS = 1500;
const MAX_PAUSE_MS = 20_000;

/** How long to wait for the actor to say a reply before the partner goes on. */
export function replyPauseMs(reply: RehearsalSpeech, rate: number): number {
  return Math.min(MAX_PAUSE_MS, Math.round((THINKING_MS + wordsIn(reply.text) * MS_PER_WORD) / rate));
}

/** Where the device has no voices, a partner line stays on screen for about the time it takes to read aloud. */
export function readingTimeMs(line: RehearsalSpeech, rate: number): number {
  return Math.round((1000 + wordsIn(line.text) * 380) / rate);
}

/** A voice setting for one partner: a voice of the device's own, and a pitch to tell partners apart when voices run out. */
export interface PartnerVoice {
  voice: SpeechSynthesisVoice | null;
  pitch: number;
}

const PITCHES = [1, 0.85, 1.15, 0.7, 1.3];

/**
 * One voice per partner, the partner with most lines first: each gets a different voice while the
 * device has enough, English ones (the page's language) before others; after that, a different pitch.
 */
export function voicesFor(speeches: RehearsalSpeech[], voices: SpeechSynthesisVoice[], lang = 'en'): Map<string, PartnerVoice> {
  const counts = new Map<string, number>();
  for (const s of speeches) if (!s.mine) counts.set(s.speaker, (counts.get(s.speaker) ?? 0) + 1);
  const partners = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  const matching = voices.filter((v) => v.lang.toLowerCase().startsWith(lang));
  const pool = matching.length ? matching : voices;
  return new Map(
    partners.map((name, i) => [
      name,
      { voice: pool.length ? pool[i % pool.length]! : null, pitch: PITCHES[Math.floor(i / Math.max(pool.length, 1)) % PITCHES.length]! },
    ]),
  );
}
