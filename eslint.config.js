// The one lint gate (`npm run lint`): TypeScript with type information, React hooks and a11y,
// and the import rules of the architecture (docs/decisions/007-code-health-gate.md) as boundaries, so a wrong import fails the build.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders of the house, most specific first (the first pattern that matches names the element). */
const elements = [
  { type: 'common', pattern: 'common/**', mode: 'full' },
  { type: 'ingest', pattern: 'server/ingest/**', mode: 'full' },
  { type: 'engine', pattern: 'server/guides/engine/**', mode: 'full' },
  { type: 'llm', pattern: 'server/llm/**', mode: 'full' },
  { type: 'jobs', pattern: 'server/jobs/**', mode: 'full' },
  { type: 'db', pattern: 'server/db/**', mode: 'full' },
  { type: 'provider', pattern: 'server/(email|storage)/**', mode: 'full' },
  { type: 'repo', pattern: 'server/*/*.repo.ts', mode: 'full', capture: ['feature'] },
  { type: 'feature', pattern: 'server/(auth|account|uploads|guides|billing)/**', mode: 'full', capture: ['feature'] },
  // The entry points compose everything; config and errors are the base every server part stands on.
  { type: 'server-base', pattern: 'server/(config|errors).ts', mode: 'full' },
  { type: 'server-root', pattern: 'server/*.ts', mode: 'full' },
  { type: 'web-app', pattern: 'web/app/**', mode: 'full' },
  { type: 'web-feature', pattern: 'web/features/*/**', mode: 'full', capture: ['feature'] },
  { type: 'web-shared', pattern: 'web/(components|lib)/**', mode: 'full' },
  { type: 'web-root', pattern: 'web/*', mode: 'full' },
];

const pure = ['feature', 'repo', 'db', 'server-root', 'jobs', 'provider'];
const web = ['web-app', 'web-feature', 'web-shared', 'web-root'];
const server = ['server-base', 'ingest', 'engine', 'llm', 'jobs', 'db', 'provider', 'repo', 'feature', 'server-root'];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'test/fixtures/corpus/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the `.js` specifiers of NodeNext imports to their `.ts` sources, for the cycle check and the boundaries.
      'import-x/resolver': { typescript: { project: ['tsconfig.json', 'web/tsconfig.json'] } },
      'import/resolver': { typescript: { project: ['tsconfig.json', 'web/tsconfig.json'] } },
      'boundaries/elements': elements,
      'boundaries/include': ['common/**', 'server/**', 'web/**'],
      'boundaries/ignore': ['**/*.test.ts', '**/*.test.tsx'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'boundaries/no-unknown-files': 'off',
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            // common/ is shared by both sides and depends on zod only.
            { from: 'common', disallow: [...server, ...web] },
            // web/ and server/ never import each other.
            { from: web, disallow: server },
            { from: server, disallow: web },
            // The pipeline takes values and returns values: no feature, database, HTTP or job runner.
            { from: ['ingest', 'engine', 'llm'], disallow: pure },
            { from: ['ingest', 'engine'], disallow: ['server-base'] },
            { from: 'ingest', disallow: ['engine', 'llm'] },
            { from: 'llm', disallow: ['engine', 'ingest'] },
            // The job runner knows no feature: features hand it work.
            { from: 'jobs', disallow: ['feature', 'repo', 'server-root'] },
            { from: 'db', disallow: ['feature', 'repo', 'server-root', 'jobs', 'provider'] },
            { from: 'provider', disallow: ['feature', 'repo', 'db', 'jobs'] },
            // A service may call another feature's service, never its repo.
            { from: ['feature', 'repo'], disallow: [['repo', { feature: '!${from.feature}' }]] },
            { from: 'repo', disallow: ['feature'] },
            // Nothing imports upward: features don't import the app, shared parts import no feature.
            { from: ['feature', 'repo'], disallow: ['server-root'] },
            { from: 'web-shared', disallow: ['web-app', 'web-feature', 'web-root'] },
            { from: 'web-feature', disallow: ['web-app', 'web-root', ['web-feature', { feature: '!${from.feature}' }]] },
          ],
        },
      ],
      // One owner per outside dependency.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'stripe', message: 'Only server/billing talks to Stripe.' },
            { name: 'pg', message: 'Only server/db owns the database driver.' },
            { name: 'better-sqlite3', message: 'Only server/db owns the database driver.' },
          ],
          patterns: [{ group: ['pdfjs-dist', 'pdfjs-dist/*'], message: 'Only server/ingest reads PDFs.' }],
        },
      ],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in server/config.ts.' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify handlers and interface implementations are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },
  // The owners of each outside dependency and of the environment.
  { files: ['server/billing/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['server/db/**', 'test/**', 'e2e/**', 'bench/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['server/ingest/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['server/config.ts', 'test/**', 'e2e/**', 'bench/**', '*.config.ts', 'server/ingest/ingest-child.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'e2e/**', 'bench/**'],
    rules: {
      // Tests read HTTP bodies and fixtures as untyped JSON whose shape the assertion itself checks.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
  prettier,
  // After prettier's config, which turns it off: prettier does not wrap strings and comments.
  {
    rules: {
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }],
    },
  },
);
