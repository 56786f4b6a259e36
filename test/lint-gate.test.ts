/**
 * The lint gate enforces the architecture: these probes are files that break one rule each, written
 * into the tree for a moment and linted with the project's own config. If a rule stops firing, this fails.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const written: string[] = [];
afterAll(() => written.forEach((f) => rmSync(f, { force: true })));

/** Writes the probe files, lints the first, and returns the rule ids it broke. */
async function rulesBrokenBy(files: Record<string, string>): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const paths = Object.keys(files).map((rel) => path.join(root, rel.replace('TAG', tag)));
  Object.values(files).forEach((text, i) => {
    writeFileSync(paths[i]!, text.replaceAll('TAG', tag));
    written.push(paths[i]!);
  });
  const [result] = await new ESLint({ cwd: root }).lintFiles([paths[0]!]);
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

test('the guide engine may not import the database', async () => {
  const broken = await rulesBrokenBy({
    'server/guides/engine/probe-TAG.ts': "import { openDb } from '../../db/database.js';\nexport const probe = openDb;\n",
  });
  expect(broken).toContain('boundaries/element-types');
});

test('the ingest pipeline may not import a feature', async () => {
  const broken = await rulesBrokenBy({
    'server/ingest/probe-TAG.ts':
      "import { AppError } from '../errors.js';\nimport { createUploadsService } from '../uploads/uploads.service.js';\nexport const probe = [AppError, createUploadsService];\n",
  });
  expect(broken.filter((r) => r === 'boundaries/element-types')).toHaveLength(2);
});

test('one web feature may not import another', async () => {
  const broken = await rulesBrokenBy({
    'web/features/account/probe-TAG.ts':
      "import { formatDate } from '../../lib/format.js';\nimport * as guides from '../guides/guide-api.js';\nexport const probe = [formatDate, guides];\n",
  });
  expect(broken).toEqual(['boundaries/element-types']);
});

test('an import cycle fails', async () => {
  const broken = await rulesBrokenBy({
    'server/jobs/probe-a-TAG.ts': "import { b } from './probe-b-TAG.js';\nexport const a = (): unknown => b;\n",
    'server/jobs/probe-b-TAG.ts': "import { a } from './probe-a-TAG.js';\nexport const b = (): unknown => a;\n",
  });
  expect(broken).toContain('import-x/no-cycle');
});

test('only config.ts reads the environment', async () => {
  const broken = await rulesBrokenBy({ 'server/jobs/probe-TAG.ts': 'export const probe = process.env.HOME;\n' });
  expect(broken).toContain('no-restricted-properties');
});
