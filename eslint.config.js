// Lint: typescript-eslint's strict rules, the import boundaries of CONVENTIONS (a module or a
// feature is used through its index.ts; no import cycles), and React's hook rules on the web app.
// ADR 0031 says why each rule that is off is off.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { throughIndex } from './scripts/lint/through-index.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'apps/web/.react-router/**',
      'playwright-report/**',
      'test-results/**',
      'packages/db/migrations/**',
    ],
  },
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, store: { rules: { 'through-index': throughIndex } } },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: {
      'store/through-index': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `value!` where a check the compiler cannot follow (a map filled just before, an index in
      // range) already holds: the alternative is a throw that can never run.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read answers whose shape is what they assert; typing each body first would only repeat the assertion.
    files: ['**/*.test.ts', 'apps/server/src/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A classic script of declarations that worker.js, served after it as one script, uses.
    files: ['apps/web/app/service-worker/rules.js'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The contracts' index carries zod schemas; a value taken from it pulls zod into the browser's bundle.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@store/contracts',
              allowTypeImports: true,
              message: 'Import values from the zod-free module that defines them (for example @store/contracts/order-status.ts).',
            },
          ],
        },
      ],
    },
  },
);
