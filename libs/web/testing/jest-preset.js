// Jest settings shared by the web projects: jsdom, SWC for TypeScript and JSX, Testing
// Library's matchers, and the browser APIs Mantine needs that jsdom lacks.
const path = require('node:path');

// Packages that ship ES modules only, compiled like the sources (the i18n runtime's ICU formatter).
const ESM_ONLY = ['intl-messageformat', '@formatjs'];

/** `esm`: more ES-module-only packages a project's tests load (the shell's charts). */
module.exports = function webJestConfig(rootDir, { esm = [] } = {}) {
  return {
    rootDir,
    transformIgnorePatterns: [`/node_modules/(?!(${[...ESM_ONLY, ...esm].join('|')})/)`],
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.js') },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Room for a few of find*'s waits on a busy, slow machine: a bound, not a timing check.
    testTimeout: 60_000,
  };
};
