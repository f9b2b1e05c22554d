// NestJS 12 ships ES modules only; Jest on Node 20 cannot require() them, so SWC
// transforms those packages (and ours) to CommonJS.
const esmOnly = [
  'content-disposition',
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  '@exodus',
  '@csstools',
  '@asamuzakjp',
  'entities',
  'parse5',
  'tinypool',
  'intl-messageformat',
  '@formatjs',
  // openid-client and what it is built on (single sign-on).
  'openid-client',
  'oauth4webapi',
  'jose',
];
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Generous: a suite's verdict must not depend on how busy the machine is. A test's own waits
  // end as soon as their condition holds (test/support/pace.ts); this bounds one that hangs.
  testTimeout: 300_000,
};
