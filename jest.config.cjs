/**
 * Service tests: unit (*.spec.ts) and against real engines (*.int-spec.ts), run on Node 24;
 * web unit and component tests (web/src/**\/*.spec.ts, *.spec.tsx) in jsdom.
 */

/** @swc/jest compiling TypeScript to ES modules (Jest runs them as ESM) with this parser and transform. */
const swc = (parser, transform) => ['@swc/jest', { jsc: { parser, transform, target: 'es2023', experimental: { keepImportAttributes: true } }, module: { type: 'es6' } }];

/** Both projects load proto from its source, and import paths written with Node's `.js` ending. */
const sourceImports = { '^@gv/proto$': '<rootDir>/proto/src/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' };

const server = {
  displayName: 'server',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/proto', '<rootDir>/platform', '<rootDir>/gateway', '<rootDir>/services', '<rootDir>/deploy/launcher', '<rootDir>/emulators', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  // The chaos run loads both cores for minutes: `npm run test:chaos` runs it alone, after the other suites.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...(process.env.CHAOS_TEST === '1' ? [] : ['/chaos/chaos\\.int-spec\\.ts$'])],
  transform: {
    '^.+\\.ts$': swc({ syntax: 'typescript', decorators: true }, { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }),
  },
  moduleNameMapper: {
    ...sourceImports,
    '^@gv/platform$': '<rootDir>/platform/src/index.ts',
    '^@gv/platform/(config|engines|errors|logging|rules)$': '<rootDir>/platform/src/$1.ts',
    '^@gv/gateway$': '<rootDir>/gateway/src/index.ts',
    '^@gv/launcher$': '<rootDir>/deploy/launcher/src/index.ts',
    '^@gv/service-(.*)$': '<rootDir>/services/$1/src/index.ts',
    '^@gv/square-emulator$': '<rootDir>/emulators/square/src/index.ts',
  },
};

const web = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  roots: ['<rootDir>/web/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: { '^.+\\.tsx?$': swc({ syntax: 'typescript', tsx: true }, { react: { runtime: 'automatic' } }) },
  setupFiles: ['<rootDir>/web/test/preact-first.cjs'],
  moduleNameMapper: {
    ...sourceImports,
    '\\.css$': '<rootDir>/web/test/style-stub.cjs',
    // React's names are Preact's, as in the SPA's build (web/vite.config.ts): the files preact's exports name for them.
    '^react(-dom)?$': '<rootDir>/node_modules/preact/compat/dist/compat.mjs',
    '^react-dom/client$': '<rootDir>/node_modules/preact/compat/client.mjs',
    '^react-dom/test-utils$': '<rootDir>/node_modules/preact/test-utils/dist/testUtils.mjs',
    '^react/jsx(-dev)?-runtime$': '<rootDir>/node_modules/preact/compat/jsx-runtime.mjs',
  },
};

module.exports = {
  projects: [server, web],
  testTimeout: 30000,
};
