// Jest settings shared by the web projects: jsdom, SWC for TypeScript and JSX, Testing
// Library's matchers, and the browser APIs Mantine needs that jsdom lacks.
const path = require('node:path');

module.exports = function webJestConfig(rootDir) {
  return {
    rootDir,
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
    testTimeout: 15000,
  };
};
