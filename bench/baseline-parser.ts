/**
 * The reference for bench:parse: a conventional rule-based screenplay parser over
 * `pdftotext -layout` output, the approach most published tools take: a line in capitals
 * indented past the action margin is a cue, the indented lines under it are dialogue.
 * It tags lines too, so line-level figures compare like with like.
 */
import { execFileSync } from 'node:child_process';
import type { Parse } from '../test/fixtures/score.js';

export function baselineParse(file: string): Parse & { lines: Array<{ kind: string; text: string }> } {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const indentOf = (l: string) => l.length - l.trimStart().length;
  const blocks: Parse['blocks'] = [];
  const lines: Array<{ kind: string; text: string }> = [];
  let speaker: string | null = null;
  for (const line of text.split('\n')) {
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
      lines.push({ kind: 'character', text: t });
      continue;
    }
    if (speaker && indent >= 8) {
      if (t.startsWith('(')) lines.push({ kind: 'parenthetical', text: t });
      else {
        blocks.at(-1)!.text = `${blocks.at(-1)!.text} ${t}`.trim();
        lines.push({ kind: 'dialogue', text: t });
      }
      continue;
    }
    lines.push({ kind: /^(INT|EXT)[. ]/.test(t) ? 'scene-heading' : 'action', text: t });
  }
  const spoken = blocks.filter((b) => b.text);
  return { characters: [...new Set(spoken.map((b) => b.speaker))], blocks: spoken, lines };
}
