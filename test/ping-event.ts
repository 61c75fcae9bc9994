/**
 * The event the bus and outbox contract suites publish. It is declared for the
 * tests only, by augmenting proto's EventMap, so it stays out of the production
 * catalogue (the events benchmark declares its own the same way).
 */
declare module '@gv/proto' {
  interface EventMap {
    'test.pinged': { v: 1; n: number };
  }
}

export {};
