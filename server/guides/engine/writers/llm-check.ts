/**
 * The checks the LLM writer holds every answer to. A citation must name a line that exists, by that line's
 * speaker, with words found in it (normalised only for quote marks, dashes and whitespace); the citation
 * kept quotes the script's own characters, so the engine's final grounding check agrees. Words in quotation
 * marks inside prose must be in the script too. Child-facing text must be child-safe, free of result words
 * and at reading grade 4 or below.
 */
import type { Citation } from '../../../../common/contracts/guides.js';
import { bannedPhrases, readingGrade } from '../readability.js';
import { isChildSafe } from '../reading/maturity.js';
import type { Reading } from '../reading/types.js';
import { type lineById, type ModelCite } from './llm-sections.js';
import { quoteOf } from './phrasing.js';

const FOLD: Record<string, string> = { '‘': "'", '’': "'", '‚': "'", '`': "'", '´': "'", '“': '"', '”': '"', '„': '"', '–': '-', '—': '-' };

/** Normalised text with, for each of its characters, the index it came from. */
function folded(s: string): { text: string; from: number[] } {
  let text = '';
  const from: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (/\s/.test(ch)) {
      if (!text || text.endsWith(' ')) continue;
      text += ' ';
    } else text += FOLD[ch] ?? ch;
    from.push(i);
  }
  return { text: text.trimEnd(), from };
}

/** The quote as the model may frame it: without surrounding quote marks or ellipses. */
const bare = (quote: string) =>
  folded(quote)
    .text.replace(/^["'\s]+|["'\s]+$/g, '')
    .replace(/^(\.\.\.|…)\s*|\s*(\.\.\.|…)$/g, '')
    .trim();

/** The script's own characters for `quote` inside `text`, or null when the words are not there. */
export function locate(text: string, quote: string): string | null {
  const want = bare(quote);
  if (want.length < 2) return null;
  const hay = folded(text);
  const at = hay.text.indexOf(want);
  if (at < 0) return null;
  return text.slice(hay.from[at], hay.from[at + want.length - 1]! + 1);
}

export type Lookup = ReturnType<typeof lineById>;

/** A cited line checked: the citation to keep, or why it fails (said so that the model can repair it). */
export function checkCite(cite: ModelCite, lines: Lookup): { cite: Citation } | { reason: string } {
  const line = lines.get(cite.line.trim());
  if (!line) return { reason: `cites line "${cite.line}", which is not in the data` };
  if (line.speaker !== cite.speaker.trim())
    return { reason: `cites line ${cite.line} as ${cite.speaker}'s, but it is ${line.speaker}'s line: “${quoteOf(line.text, 80)}”` };
  const words = locate(line.text, cite.quote);
  if (!words)
    return { reason: `quotes “${quoteOf(cite.quote, 80)}”, but line ${cite.line} (${line.speaker}) says “${quoteOf(line.text, 120)}”` };
  const whole = words.length >= line.text.trim().length - 1;
  const quote = whole ? quoteOf(line.text) : words.length > 90 ? quoteOf(words) : words;
  return { cite: { ref: line.ref, speaker: line.speaker, quote, ...(line.speech ? { line: line.speech.id } : {}) } };
}

/** Spans in quotation marks of two words or more: what a reader takes as a quoted line. */
const QUOTED = /[“"]([^“”"]+?)[”"]/g;

/** Why prose fails (it quotes words that no line says), or null. */
export function checkProse(text: string, reading: Reading): string | null {
  for (const m of text.matchAll(QUOTED)) {
    const words = m[1]!.trim();
    if (words.split(/\s+/).length < 2) continue;
    const found = reading.scenes.some((s) => s.items.some((i) => locate(i.kind === 'speech' ? i.line.text : i.text, words)));
    if (!found) return `quotes “${quoteOf(words, 80)}”, which no line in the script says`;
  }
  return null;
}

/** Why child-facing sentences fail the child guide's checks, or null. */
export function checkChildText(sentences: string[], reading: Reading): string | null {
  const text = sentences.join(' ');
  const prose = checkProse(text, reading);
  if (prose) return prose;
  if (!isChildSafe(text)) return 'mentions mature content; that belongs only in the parent notes, flagged, never to the child';
  const banned = bannedPhrases(text);
  if (banned.length) return `tells the child how to feel (${banned.join(', ')}); ask what they want or what they would do instead`;
  const grade = readingGrade(text.replace(/“[^”]*”|"[^"]*"/g, 'that'));
  if (grade > 4) return `reads at grade ${grade.toFixed(1)}; it must be grade 4 or below: shorter sentences and shorter words`;
  return null;
}
