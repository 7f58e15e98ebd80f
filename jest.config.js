/**
 * One Jest setup for every service. NestJS 12 ships as ES modules, which Jest loads
 * through require(esm) on Node 24 with --experimental-vm-modules (set by npm test).
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/services'],
  testMatch: ['**/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.base.json', isolatedModules: true }],
  },
  // Tests run against the shared library's source, so no build is needed for them.
  moduleNameMapper: {
    '^@portal/shared$': '<rootDir>/services/shared/src/index.ts',
    '^@portal/shared/testing$': '<rootDir>/services/shared/src/testing.ts',
    '^@portal/shared/tracing$': '<rootDir>/services/shared/src/tracing.ts',
  },
  testTimeout: 60000,
  maxWorkers: 2,
};
