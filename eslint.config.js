// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { BOUNDARY_MESSAGE, boundaryElements, boundaryFiles, boundaryPolicies } from './eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'apps/web/.prerender/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements(),
      'boundaries/files': boundaryFiles(),
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', message: BOUNDARY_MESSAGE, policies: boundaryPolicies() },
      ],
      // Every file of src/ belongs to a layer, and every local import lands in one.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    // A feature's server calls live in its api/ folder (docs/architecture.md): components use those.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client.ts'],
              message: 'Chamadas ao servidor ficam em features/<x>/api/: importe a chamada de lá.',
            },
            {
              group: ['**/lib/call-query-options.ts'],
              importNames: ['callQueryOptions'],
              message: 'Chamadas ao servidor ficam em features/<x>/api/: importe a chamada de lá.',
            },
          ],
        },
      ],
    },
  },
  {
    // A function a reader can hold in mind: split anything longer into named steps. Tests are
    // exempt (a describe block is a list of cases), and so are data tables, which are not functions.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'apps/api/test/**', 'e2e/**'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // Tool configs must default-export their config object.
    files: ['**/*.config.ts', '**/*.config.js', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
