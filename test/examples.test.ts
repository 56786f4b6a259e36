import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildExample, EXAMPLE_SLUGS, EXAMPLES_DATA_DIR, exampleFileText } from '../scripts/examples/build-examples.js';

// The example pages show what the engine writes today: when the reader or the writer changes, this
// fails until `npm run examples` has written the guides again.
describe('example guides', () => {
  it.each(EXAMPLE_SLUGS)('%s is what the engine writes from its sides (else run `npm run examples`)', async (slug) => {
    const file = path.join(EXAMPLES_DATA_DIR, `${slug}.json`);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const example = await buildExample(slug);
    expect(readFileSync(file, 'utf8')).toBe(exampleFileText(example));
  });

  it('writes a child guide only for the kid’s guide example', async () => {
    const withChild = [];
    for (const slug of EXAMPLE_SLUGS) if ((await buildExample(slug)).childHtml) withChild.push(slug);
    expect(withChild).toEqual(['kids-film']);
  });
});
