/** Architecture rules checked in `npm test`: services share only proto/ and platform/. */

/** Modules matching `from` may not import modules matching `to`. */
const pathRule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

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
    pathRule(
      'no-service-package-imports',
      'Server code reaches a service through proto/ contracts, never through its package.',
      { path: '^(services|gateway|platform|proto)/' },
      { path: 'node_modules/@gv/service-' },
    ),
    pathRule('gateway-not-into-services', 'The gateway reaches services over request-reply only.', { path: '^gateway/' }, { path: '^services/' }),
    pathRule(
      'platform-and-proto-are-leaves',
      'The runtime kit and the contracts know nothing of services or the gateway.',
      { path: '^(platform|proto)/' },
      { path: '^(services|gateway|deploy)/' },
    ),
    pathRule('web-not-into-server', 'The SPA talks to the server over HTTP only.', { path: '^web/' }, { path: '^(services|gateway|platform|deploy)/' }),
    pathRule(
      'emulators-are-outside-systems',
      'An emulator stands in for an outside service (Square): it knows nothing of this codebase.',
      { path: '^emulators/' },
      { path: '^(services|gateway|platform|proto|deploy|web)/' },
    ),
    pathRule(
      'emulators-only-for-orders-launcher-tests',
      'Only the service that calls Square (orders), the composition root and tests start an emulator.',
      { pathNot: '^(emulators|services/orders|deploy/launcher|test)/' },
      { path: '(^emulators/|node_modules/@gv/square-emulator)' },
    ),
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
