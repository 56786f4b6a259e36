// Compiles the server and the contracts it shares with the web (server/, common/) to plain JavaScript in
// dist/node, file for file, so `npm start`, the ingestion children and the CLI start without compiling
// TypeScript at run time. Type checking stays with `npm run typecheck`; this only strips types.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['server', 'common'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f)),
);

await build({
  absWorkingDir: root,
  entryPoints: sources,
  outdir: 'dist/node',
  outbase: '.',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
