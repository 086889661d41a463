import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import * as sharedQuery from './tooling/react-query-shared.js';
import * as sharedRouter from './tooling/react-router-shared.js';

/** Contracts modules the visitor's home loads, kept free of zod. */
const ZOD_FREE_CONTRACTS = [
  'route-places',
  'account-places',
  'admin-side-places',
  'company-side-places',
  'sharing-places',
  'accommodation-places',
  'interview-places',
  'aviso-stats-places',
  'moderation-places',
  'aviso-sources',
  'test-messages',
  'api-route',
  'home',
  'session',
  'portal-screens',
  'company-records-messages',
  'privacy-messages',
  'alert-messages',
  'amount-reading',
  'messages',
  'provinces',
  'roles',
  'requirement-text',
  'return-path',
];

/** The shell and the five remotes. */
const APPS = ['shell', 'mf-public', 'mf-applicant', 'mf-company', 'mf-admin', 'mf-tests'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // Type-aware: a promise nobody awaits loses its failure (an unsaved CV, a mail never marked sent).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The router and TanStack Query singletons the apps share provide only these names
  // (tooling/react-router-shared.js, tooling/react-query-shared.js); types are free.
  // That apps never import one another is dependency-cruiser's rule (dependency-cruiser.config.mjs).
  {
    files: [...APPS, 'packages/*'].map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', allowImportNames: Object.keys(sharedRouter), message: 'Add it to tooling/react-router-shared.js first.' }] },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              allowImportNames: Object.keys(sharedQuery),
              allowTypeImports: true,
              message: 'Add it to tooling/react-query-shared.js first.',
            },
          ],
        },
      ],
    },
  },
  {
    // Blur validation moved submit buttons from under the pointer (packages/ui/src/forms.ts).
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'packages/*/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useForm'] Property[key.name='mode'][value.value!='onSubmit']",
          message: 'Spread FORM_VALIDATION from @postulate/ui: forms validate on submit, then on change.',
        },
      ],
    },
  },
  {
    // Each app bundles its own zod; contracts' zod.ts configures it before any schema is built.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', allowTypeImports: true, message: "Import z from './zod.js', which configures zod first." }] },
      ],
    },
  },
  {
    // What the visitor's home loads from contracts stays free of zod (the page-weight budget): these
    // modules import values only from one another; types from anywhere.
    files: ZOD_FREE_CONTRACTS.map((name) => `packages/contracts/src/${name}.ts`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'This module is zod-free: import types only.' }],
          patterns: [
            {
              group: ['./*', ...ZOD_FREE_CONTRACTS.map((name) => `!./${name}.js`)],
              allowTypeImports: true,
              message: 'This module is zod-free (the home loads it): import values only from the other zod-free modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    // Node scripts and configs; listed here rather than pulling in another package for a few names.
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        module: 'writable',
      },
    },
  },
);
