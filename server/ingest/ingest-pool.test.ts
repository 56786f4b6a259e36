/** The ingestion children run below the server's CPU priority, so reading PDFs never holds up the API's answers. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createIngestPool } from './ingest-pool.js';

const pool = createIngestPool({ size: 1 });
afterAll(() => pool.close());

/** This process's ingestion children, from /proc. */
function ingestChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ingest-child');
      } catch {
        return false; // gone meanwhile
      }
    });
}

test.skipIf(!existsSync('/proc/self/stat'))('the ingestion children run at nice 10 (or at ours, if ours is lower still)', async () => {
  const pdf = new Uint8Array(readFileSync(path.resolve('test/fixtures/corpus/lemonade-screenplay.pdf')));
  const script = await pool.ingest(pdf);
  expect(script.characters.map((c) => c.name)).toContain('MAYA');
  const children = ingestChildren();
  expect(children).toHaveLength(1);
  expect(getPriority(children[0])).toBe(Math.max(10, getPriority()));
});
