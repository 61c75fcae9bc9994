/**
 * The events benchmark's own event. It is declared here, by augmenting proto's
 * EventMap for the launcher only, so it stays out of the production catalogue
 * while the outbox, bus and consumer carry it like any other event.
 */
declare module '@gv/proto' {
  interface EventMap {
    'bench.pinged': { v: 1; n: number };
  }
}

export const BENCH_EVENT = 'bench.pinged';
