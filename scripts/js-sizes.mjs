// Prints the gzipped JavaScript each screen needs, from the build's manifest: the entry and its static
// imports (every page, the landing page entirely), then each lazy screen's own chunks on top of it.
// Exits non-zero when the landing page's script passes its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 16: the landing page ships at most this much gzipped JavaScript. */
const LANDING_BUDGET_KB = 100;

const webDir = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length);
  return gzipped.get(file);
};
/** The JavaScript files a manifest entry loads: itself and its static imports, recursively. */
const filesOf = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, files);
  return files;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].reduce((n, f) => n + sizeOf(f), 0);

const entry = filesOf('index.html');
const rows = [['landing (/) and every page first', total(entry)]];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !/^app\/routes\//.test(key)) continue;
  const own = [...filesOf(key)].filter((f) => !entry.has(f));
  rows.push([`+ ${path.basename(key, '.tsx')}`, total(own)]);
}
console.log('JavaScript per screen (gzip -9):');
for (const [name, bytes] of rows) console.log(`  ${name.padEnd(36)} ${kb(bytes).padStart(9)}`);
const landing = rows[0][1];
if (landing > LANDING_BUDGET_KB * 1024) {
  console.error(`The landing page needs ${kb(landing)} of JavaScript, over its ${LANDING_BUDGET_KB} KB budget.`);
  process.exit(1);
}
