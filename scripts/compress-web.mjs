// Writes a .br and a .gz beside every text asset of the built web app, so the server sends them
// as they are (no compression per request) to browsers that accept them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

for (const file of readdirSync(webDir, { recursive: true, encoding: 'utf8' })) {
  if (!TEXT.test(file)) continue;
  const full = path.join(webDir, file);
  const data = readFileSync(full);
  if (data.length < 1024) continue;
  writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
}
