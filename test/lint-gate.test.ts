/**
 * The lint gate enforces the architecture: these probes are files that break one rule each, written
 * into the tree for a moment and linted with the project's own config. If a rule stops firing, this fails.
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const tag = randomUUID().slice(0, 8);

/** Each probe: the file that breaks a rule (first) and any file it needs. */
const probes = {
  engineToDb: {
    [`server/guides/engine/probe-${tag}.ts`]: "import { openDb } from '../../db/database.js';\nexport const probe = openDb;\n",
  },
  ingestToFeature: {
    [`server/ingest/probe-${tag}.ts`]:
      "import { AppError } from '../errors.js';\nimport { createUploadsService } from '../uploads/uploads.service.js';\nexport const probe = [AppError, createUploadsService];\n",
  },
  webFeatureToFeature: {
    [`web/features/account/probe-${tag}.ts`]:
      "import { formatDate } from '../../lib/format.js';\nimport * as guides from '../guides/guide-api.js';\nexport const probe = [formatDate, guides];\n",
  },
  cycle: {
    [`server/jobs/probe-a-${tag}.ts`]: `import { b } from './probe-b-${tag}.js';\nexport const a = (): unknown => b;\n`,
    [`server/jobs/probe-b-${tag}.ts`]: `import { a } from './probe-a-${tag}.js';\nexport const b = (): unknown => a;\n`,
  },
  environment: { [`server/jobs/probe-env-${tag}.ts`]: 'export const probe = process.env.HOME;\n' },
};
const broken: Record<string, string[]> = {};

// One lint run for every probe: the type-aware parser's start-up is the slow part on a busy machine.
beforeAll(async () => {
  for (const files of Object.values(probes)) for (const [rel, text] of Object.entries(files)) writeFileSync(path.join(root, rel), text);
  const firsts = Object.entries(probes).map(([name, files]) => [name, path.join(root, Object.keys(files)[0]!)] as const);
  const results = await new ESLint({ cwd: root }).lintFiles(firsts.map(([, file]) => file));
  for (const [name, file] of firsts) broken[name] = results.find((r) => r.filePath === file)!.messages.map((m) => m.ruleId ?? m.message);
}, 300_000);
afterAll(() => {
  for (const files of Object.values(probes)) for (const rel of Object.keys(files)) rmSync(path.join(root, rel), { force: true });
});

test('the guide engine may not import the database', () => {
  expect(broken.engineToDb).toContain('boundaries/element-types');
});

test('the ingest pipeline may not import a feature, nor the server base', () => {
  expect(broken.ingestToFeature!.filter((r) => r === 'boundaries/element-types')).toHaveLength(2);
});

test('one web feature may not import another', () => {
  expect(broken.webFeatureToFeature).toEqual(['boundaries/element-types']);
});

test('an import cycle fails', () => {
  expect(broken.cycle).toContain('import-x/no-cycle');
});

test('only config.ts reads the environment', () => {
  expect(broken.environment).toContain('no-restricted-properties');
});
