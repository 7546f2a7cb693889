// ts-jest compiles TypeScript to native ES modules (jest runs with --experimental-vm-modules), so
// ESM-only packages such as Middy load as they do in production. With isolatedModules it only
// transpiles; `tsc --noEmit` checks types once for the whole tree.
const transform = {
  '^.+\\.ts$': ['ts-jest', { useESM: true }],
};

const common = {
  transform,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

export default {
  // Jest reads the timeout only here, not per project; integration and CDK tests need the room.
  testTimeout: 120_000,
  // Two workers on a two-core machine: most of a suite's time is spent waiting on DynamoDB Local
  // or a child process, so the suite takes about half as long as with jest's default of one.
  maxWorkers: 2,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/helpers/global-setup.js',
      globalTeardown: '<rootDir>/test/helpers/global-teardown.js',
      setupFiles: ['<rootDir>/test/helpers/test-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/iam-trace-recorder.ts'],
    },
    { ...common, displayName: 'infra', testMatch: ['<rootDir>/test/infra/**/*.test.ts'], setupFilesAfterEnv: ['<rootDir>/test/helpers/cdk-assemblies-cleanup.ts'] },
    // The operator console in headless Chromium, against the local server (with its own DynamoDB Local): one
    // server and one Chromium for the whole project, started before its first suite and stopped after its last.
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/test/browser/global-setup.js',
      globalTeardown: '<rootDir>/test/browser/global-teardown.js',
    },
  ],
};
