/**
 * The reference for bench:parse: a conventional rule-based screenplay parser over
 * `pdftotext -layout` output, the approach most published tools take: a line in capitals
 * indented past the action margin is a cue, the indented lines under it are dialogue.
 */
import { execFileSync } from 'node:child_process';
import type { Parse } from '../test/fixtures/score.js';

export function baselineParse(file: string): Parse {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const lines = text.split('\n');
  const indentOf = (l: string) => l.length - l.trimStart().length;
  const blocks: Parse['blocks'] = [];
  let speaker: string | null = null;
  for (const line of lines) {
    const t = line.trim();
    if (!t) {
      speaker = null;
      continue;
    }
    const indent = indentOf(line);
    const isCue = indent >= 15 && t === t.toUpperCase() && /[A-Z]{2}/.test(t) && t.length < 35 && !/(TO:|^\d+\.?$)/.test(t);
    if (isCue) {
      speaker = t.replace(/\s*\(.*\)\s*/g, '').trim();
      blocks.push({ speaker, text: '' });
      continue;
    }
    if (speaker && indent >= 8 && !t.startsWith('(')) blocks.at(-1)!.text = `${blocks.at(-1)!.text} ${t}`.trim();
  }
  const spoken = blocks.filter((b) => b.text);
  return { characters: [...new Set(spoken.map((b) => b.speaker))], blocks: spoken };
}
