/** Architecture rules checked in `npm test`: services share only proto/ and platform/. */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules import each other in one direction: a cycle makes load order decide what a module sees.',
      severity: 'error',
      from: {},
      to: { circular: true, pathNot: '^node_modules' },
    },
    {
      name: 'no-service-to-service',
      comment: 'A service talks to another only through proto/ contracts (events, request-reply).',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$1/' },
    },
    {
      name: 'no-service-package-imports',
      severity: 'error',
      from: { path: '^(services|gateway|platform|proto)/' },
      to: { path: 'node_modules/@gv/service-' },
    },
    {
      name: 'gateway-not-into-services',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^services/' },
    },
    {
      name: 'platform-and-proto-are-leaves',
      comment: 'The runtime kit and the contracts know nothing of services or the gateway.',
      severity: 'error',
      from: { path: '^(platform|proto)/' },
      to: { path: '^(services|gateway|deploy)/' },
    },
    {
      name: 'web-not-into-server',
      comment: 'The SPA talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(services|gateway|platform|deploy)/' },
    },
    {
      name: 'emulators-are-outside-systems',
      comment: 'An emulator stands in for an outside service (Square): it knows nothing of this codebase.',
      severity: 'error',
      from: { path: '^emulators/' },
      to: { path: '^(services|gateway|platform|proto|deploy|web)/' },
    },
    {
      name: 'emulators-only-for-orders-launcher-tests',
      comment: 'Only the service that calls Square (orders), the composition root and tests start an emulator.',
      severity: 'error',
      from: { pathNot: '^(emulators|services/orders|deploy/launcher|test)/' },
      to: { path: '(^emulators/|node_modules/@gv/square-emulator)' },
    },
    {
      name: 'domain-is-pure',
      comment:
        "A service's domain/ holds its rules only: no database, adapters, use cases, Nest or engine clients. It imports " +
        'its own domain/, proto/, the platform\'s pure subpaths (@gv/platform/errors, @gv/platform/rules; the barrel ' +
        'loads every engine client) and pure libraries. Type-only imports (a row type of db/schema) are allowed: they ' +
        'vanish at runtime.',
      severity: 'error',
      from: { path: '^services/[^/]+/src/domain/', pathNot: '\\.(spec|int-spec)\\.ts$' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: [
          '^services/[^/]+/src/(?!domain/)',
          '^platform/src/index\\.ts$',
          '(^|/)node_modules/(@nestjs|@nats-io|@electric-sql)/',
          '(^|/)node_modules/(drizzle-orm|pg|ioredis|bullmq|minio|nodemailer|sharp|qrcode|square|passkit-generator|jose|node-forge)/',
        ],
      },
    },
    {
      name: 'only-launcher-composes',
      severity: 'error',
      from: { pathNot: '^(deploy/launcher|test)/' },
      to: { path: '^deploy/launcher/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output is left out; packages stay in the graph as leaves (doNotFollow), so rules can name them.
    exclude: { path: '^(gateway|platform|proto|web|test|services/[^/]+|deploy/[^/]+|emulators/[^/]+)/dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js'] },
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
  },
};
