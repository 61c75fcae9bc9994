/**
 * Service tests: unit (*.spec.ts) and against real engines (*.int-spec.ts), run on Node 24;
 * web unit and component tests (web/src/**\/*.spec.ts, *.spec.tsx) in jsdom.
 */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
  },
  module: { type: 'es6' },
};

const swcWeb = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2023',
  },
  module: { type: 'es6' },
};

const server = {
  displayName: 'server',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/proto', '<rootDir>/platform', '<rootDir>/gateway', '<rootDir>/services', '<rootDir>/deploy/launcher', '<rootDir>/emulators', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@gv/proto$': '<rootDir>/proto/src/index.ts',
    '^@gv/platform$': '<rootDir>/platform/src/index.ts',
    '^@gv/platform/(config|engines|errors|logging|rules)$': '<rootDir>/platform/src/$1.ts',
    '^@gv/gateway$': '<rootDir>/gateway/src/index.ts',
    '^@gv/launcher$': '<rootDir>/deploy/launcher/src/index.ts',
    '^@gv/service-(.*)$': '<rootDir>/services/$1/src/index.ts',
    '^@gv/square-emulator$': '<rootDir>/emulators/square/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

const web = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  roots: ['<rootDir>/web/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', swcWeb] },
  moduleNameMapper: {
    '^@gv/proto$': '<rootDir>/proto/src/index.ts',
    '\\.css$': '<rootDir>/web/test/style-stub.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

module.exports = {
  projects: [server, web],
  testTimeout: 30000,
};
