// Type-aware linting for every project; run with --max-warnings 0.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.mjs';

const SINGLETONS = [
  {
    regex: '^@mantine/(?!.*\\.css$)',
    message: 'Import Mantine from @qrpanel/web (one shared instance; add missing parts to its ui-kit).',
  },
  {
    regex: '^react-router(/|$)',
    message: "Import the router from 'react-router-dom' (the shared singleton).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.federation/**',
      '**/@mf-types/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'libs/web/**/*.ts', 'shell/**/*.ts', 'mfe-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests drive responses of unknown shape through supertest.
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Each table has one owner: in the api's modules, SQL and the database's handle live only
  // in *.repository.ts files; services go through their module's repositories, or another
  // module's service or exported query.
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/**/*.repository.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL lives in the module’s *.repository.ts files.',
        },
        {
          selector: "Decorator[expression.callee.name='InjectDataSource']",
          message:
            'Only *.repository.ts files take the DataSource; a service uses its module’s repositories.',
        },
      ],
    },
  },
  // Project and api-floor boundaries (eslint.boundaries.mjs), with each app's own rules:
  // one Mantine and one router per page, so the shell and the remotes take them from the
  // shared singletons (@qrpanel/web and 'react-router-dom'), never from their own copy.
  ...boundaries(
    Object.fromEntries(['shell', 'mfe-qrcodes', 'mfe-admin', 'mfe-billing'].map((app) => [app, SINGLETONS])),
  ),
);
