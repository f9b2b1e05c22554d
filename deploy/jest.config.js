// The deployment checks: the compose file, and the real gateway configuration run with
// nginx in front of two api replicas. Run once by `npm test` (after the build).
const base = require('../api/jest.config.js');

module.exports = {
  ...base,
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  // The api's schema template, for replicas started as its tests start theirs.
  globalSetup: require.resolve('../api/test/support/global-setup.ts'),
  globalTeardown: require.resolve('../api/test/support/global-teardown.ts'),
};
