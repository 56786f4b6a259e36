/**
 * What the reader found in the uploads, and the user's fixes to it, across every uploaded file: the
 * speakers with their line counts, the lines of one, unreadable pages, and the corrections each
 * upload needs when a speaker shown on screen is renamed, merged, or marked as not a character.
 */
import type { ReadingCorrections, UploadReading } from '../../../common/contracts/corrections';

/** A speaker as the dashboard lists it, over all files. */
export interface Speaker {
  name: string;
  lines: number;
}

/** One line of a speaker, with where it is. */
export interface SpokenLine {
  id: string;
  page: number;
  text: string;
  filename: string;
}

/** A correction the user made, as the "Your fixes" list shows it. */
export type Fix = { kind: 'rename'; from: string; to: string } | { kind: 'drop'; name: string };

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The speakers of all files, lines added up under one spelling, most lines first. */
export function speakersOf(readings: UploadReading[]): Speaker[] {
  const byName = new Map<string, Speaker>();
  for (const r of readings) {
    for (const c of r.script.characters) {
      const key = c.name.toUpperCase();
      const known = byName.get(key);
      if (known) known.lines += c.lines;
      else byName.set(key, { name: c.name, lines: c.lines });
    }
  }
  return [...byName.values()].sort((a, b) => b.lines - a.lines);
}

/** The speaker listed under `name` (any case), or null. */
export const findSpeaker = (speakers: Speaker[], name: string): Speaker | null => speakers.find((s) => same(s.name, name.trim())) ?? null;

/** Every line of the speaker, file by file, in reading order. */
export function linesOf(readings: UploadReading[], name: string): SpokenLine[] {
  return readings.flatMap((r) =>
    r.script.scenes.flatMap((scene) =>
      scene.elements.flatMap((el) =>
        el.kind === 'speech' && same(el.speaker, name) ? [{ id: el.id, page: el.page, text: el.text, filename: r.upload.filename }] : [],
      ),
    ),
  );
}

/**
 * The line under the character field: "LUCY · 15 lines in 3 scenes · first line: “…”", or null when
 * no uploaded file has a speaker of that name (any case).
 */
export function speakerSummary(readings: UploadReading[], name: string): string | null {
  const speaker = findSpeaker(speakersOf(readings), name);
  if (!speaker) return null;
  const scenes = readings.reduce(
    (n, r) => n + r.script.scenes.filter((s) => s.elements.some((e) => e.kind === 'speech' && same(e.speaker, speaker.name))).length,
    0,
  );
  const first = linesOf(readings, speaker.name)[0]?.text ?? '';
  const shown = first.length > 70 ? `${first.slice(0, 69).trimEnd()}…` : first;
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return `${speaker.name} · ${plural(speaker.lines, 'line')} in ${plural(scenes, 'scene')}${shown ? ` · first line: “${shown}”` : ''}`;
}

/** "Page 3 could not be read" for each page the reader could not read, with its reason when known. */
export function unreadablePages(reading: UploadReading): string[] {
  return reading.script.extraction.pages
    .filter((p) => p.via === 'none')
    .map((p) => {
      const note = p.note?.trim().replace(/\.$/, '');
      // The reader's note usually names the page already ("page 3 could not be read: …").
      if (note && /could not be read/i.test(note)) return `${note[0]!.toUpperCase()}${note.slice(1)}.`;
      return `Page ${p.page} could not be read${note ? ` (${note})` : ''}.`;
    });
}

/** What a detected speaker is called now: its new name, its own, or null when it is not a character. */
function currentName(c: ReadingCorrections, detected: string): string | null {
  if (c.notCharacters.includes(detected)) return null;
  return c.renames.find((r) => r.from === detected)?.to ?? detected;
}

/** The detected speakers of one upload that the screen now shows as `shown`. */
function sourcesOf(reading: UploadReading, shown: string): string[] {
  return reading.detected.map((d) => d.name).filter((name) => same(currentName(reading.corrections, name) ?? '', shown));
}

/** Corrections without any fix for these detected speakers. */
function without(c: ReadingCorrections, names: string[]): ReadingCorrections {
  return {
    renames: c.renames.filter((r) => !names.includes(r.from)),
    notCharacters: c.notCharacters.filter((n) => !names.includes(n)),
  };
}

/** The upload's corrections once `shown` is called `to` (a merge when `to` is another speaker); null when it has no such speaker. */
export function renamed(reading: UploadReading, shown: string, to: string): ReadingCorrections | null {
  const sources = sourcesOf(reading, shown);
  if (sources.length === 0) return null;
  const rest = without(reading.corrections, sources);
  // A speaker renamed back to what the reader found needs no fix at all.
  const renames = sources.filter((from) => from !== to).map((from) => ({ from, to }));
  return { ...rest, renames: [...rest.renames, ...renames] };
}

/** The upload's corrections once `shown` is not a character; null when it has no such speaker. */
export function dropped(reading: UploadReading, shown: string): ReadingCorrections | null {
  const sources = sourcesOf(reading, shown);
  if (sources.length === 0) return null;
  const rest = without(reading.corrections, sources);
  return { ...rest, notCharacters: [...rest.notCharacters, ...sources] };
}

/** The upload's corrections with one fix undone; null when it has no such fix. */
export function undone(reading: UploadReading, fix: Fix): ReadingCorrections | null {
  const name = fix.kind === 'rename' ? fix.from : fix.name;
  const has = reading.corrections.renames.some((r) => r.from === name) || reading.corrections.notCharacters.includes(name);
  return has ? without(reading.corrections, [name]) : null;
}

/** Every fix over all files, each once. */
export function fixesOf(readings: UploadReading[]): Fix[] {
  const fixes = new Map<string, Fix>();
  for (const { corrections } of readings) {
    for (const r of corrections.renames) fixes.set(`rename:${r.from}:${r.to}`, { kind: 'rename', from: r.from, to: r.to });
    for (const name of corrections.notCharacters) fixes.set(`drop:${name}`, { kind: 'drop', name });
  }
  return [...fixes.values()];
}
