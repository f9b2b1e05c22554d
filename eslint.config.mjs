// Type-aware linting for every project; run with --max-warnings 0.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import { apiSqlBlocks, boundaries, projectBoundaries } from './eslint.boundaries.mjs';

const SINGLETONS = [
  {
    regex: '^@mantine/(?!.*\\.css$)',
    message: 'Import Mantine from @qrpanel/web (one shared instance; add missing parts to its ui-kit).',
  },
  {
    regex: '^react-router(/|$)',
    message: "Import the router from 'react-router-dom' (the shared singleton).",
  },
  {
    regex: '^(react-)?i18next$',
    message: 'Import useTranslation and i18n from @qrpanel/web (one shared i18n instance).',
  },
];

/**
 * Every text a component shows comes from the message catalogs (src/locales/*.json): text
 * in JSX, and the attributes people read or hear. Literals whose type is a string union
 * (variant="light") are not texts and pass.
 */
const SHOWN_ATTRIBUTES = [
  'label',
  'placeholder',
  'title',
  'alt',
  'description',
  'error',
  'message',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
  'subtitle',
  'text',
  'tooltip',
];
const noLiteralText = {
  files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'libs/web/src/**/*.tsx'],
  ignores: ['**/*.spec.tsx', '**/testing/**'],
  plugins: { i18next },
  rules: {
    // One i18next instance serves every app, its default namespace being @qrpanel/web's: a
    // t() taken without naming the app's namespace would look its keys up there.
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "VariableDeclarator[id.type='ObjectPattern'][id.properties.0.key.name='t'] > CallExpression[callee.name='useTranslation'][arguments.length=0]",
        message: "Name the app's namespace: useTranslation('qrcodes').",
      },
    ],
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: SHOWN_ATTRIBUTES, exclude: ['.*'] },
        // Numbers, punctuation and symbols, and upper-case abbreviations (PNG, CSV, URL).
        words: { exclude: ['[0-9!-/:-@[-`{-~·…×→←↑↓✓•—–\\s]+', '[A-Z_-]+'] },
      },
    ],
  },
};

/**
 * No setInterval in the api's modules: periodic or deferred work is a named job of
 * platform/jobs or one of the facilities docs/decisions/background-work.md lists.
 */
const NO_SET_INTERVAL =
  'No setInterval in modules: periodic or deferred work is a named job of platform/jobs (Jobs.every, LocalTimers) or one of the facilities in docs/decisions/background-work.md.';
const setIntervalImport = {
  selector:
    "ImportDeclaration[source.value=/^(node:)?timers(\\u002Fpromises)?$/] > ImportSpecifier[imported.name='setInterval']",
  message: NO_SET_INTERVAL,
};
const noSetInterval = {
  files: ['api/src/modules/**/*.ts'],
  ignores: ['**/*.spec.ts'],
  rules: {
    'no-restricted-globals': ['error', { name: 'setInterval', message: NO_SET_INTERVAL }],
    'no-restricted-properties': [
      'error',
      ...['globalThis', 'global'].map((object) => ({
        object,
        property: 'setInterval',
        message: NO_SET_INTERVAL,
      })),
    ],
  },
};

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
  // in *.repository.ts files, and no SQL names another module's table (eslint.boundaries.mjs);
  // services go through their module's repositories, or another module's service, and no
  // module's face (its index.ts) offers a repository. No module imports setInterval
  // (docs/decisions/background-work.md).
  ...apiSqlBlocks(
    [
      {
        selector:
          'ExportSpecifier[local.name=/Repository$/], ExportAllDeclaration[source.value=/\\.repository$/]',
        message:
          'A module offers its services, never a repository: another module asks the owning module’s service (docs/decisions/module-faces.md).',
      },
      {
        selector: "CallExpression[callee.property.name='query']",
        message: 'SQL lives in the module’s *.repository.ts files.',
      },
      {
        selector: "Decorator[expression.callee.name='InjectDataSource']",
        message: 'Only *.repository.ts files take the DataSource; a service uses its module’s repositories.',
      },
    ],
    [setIntervalImport],
  ),
  noSetInterval,
  // Project and api-floor boundaries (eslint.boundaries.mjs), with each app's own rules:
  // one Mantine and one router per page, so the shell and the remotes take them from the
  // shared singletons (@qrpanel/web and 'react-router-dom'), never from their own copy.
  noLiteralText,
  ...boundaries(
    Object.fromEntries(['shell', 'mfe-qrcodes', 'mfe-admin', 'mfe-billing'].map((app) => [app, SINGLETONS])),
  ),
  // A code's public page is a bundle of its own, without the panel's shared singletons (its
  // JavaScript budget): it takes react-i18next itself and only the i18n part of @qrpanel/web.
  {
    files: ['shell/src/public/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...projectBoundaries('shell'),
            {
              regex: '^(@mantine/|@tanstack/|react-router)',
              message: 'The public page carries no component library, query cache or router.',
            },
            {
              regex: '^@qrpanel/web$',
              message: "The public page takes @qrpanel/web's i18n alone (@qrpanel/web/dist/i18n/i18n).",
            },
          ],
        },
      ],
    },
  },
);
