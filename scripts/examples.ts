/**
 * `npm run examples`: writes web/examples/{slug}.json for the nine example guides from their typed
 * sides with the offline engine. Run it again whenever the reader or the writer changes;
 * test/examples.test.ts fails until it is.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildExample, EXAMPLE_SLUGS, EXAMPLES_DATA_DIR, exampleFileText } from './examples/build-examples.js';

mkdirSync(EXAMPLES_DATA_DIR, { recursive: true });
for (const slug of EXAMPLE_SLUGS) {
  const example = await buildExample(slug);
  writeFileSync(path.join(EXAMPLES_DATA_DIR, `${slug}.json`), exampleFileText(example));
  console.log(`${slug}: ${example.characterName}, ${example.html.length} characters${example.childHtml ? ' + child guide' : ''}`);
}
