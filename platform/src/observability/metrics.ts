import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { buildInfo } from './build-info.js';

/**
 * The process's metrics, in Prometheus' exposition format at /metrics on METRICS_PORT. One registry per process: in
 * all-in-one every service and the gateway report into it, so one scrape sees the whole platform. Every name here is
 * documented in deploy/README.md and read by deploy/prometheus's alerts and deploy/grafana's dashboard.
 */
export const metricsRegistry = new Registry();
// The event loop lag sampled every 100 ms: at prom-client's 10 ms, its timer was half an idle process's CPU (decision 0056).
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 100 });

// Always 1: the release this process runs, in its labels.
new Gauge({ name: 'giftcard_build_info', help: 'The release this process runs (always 1): package.json version and git commit', labelNames: ['version', 'commit'] as const, registers: [metricsRegistry] }).set(
  { ...buildInfo },
  1,
);

/** Seconds: from a fast RPC (1 ms) to a slow Square call (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const registers = [metricsRegistry];

/** A histogram of seconds, on the latency buckets. */
function latency<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers });
}

function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return new Counter({ name, help, labelNames, registers });
}

export const metrics = {
  httpRequestDuration: latency('http_server_request_duration_seconds', 'HTTP requests answered by the gateway, by route template, method and status', ['route', 'method', 'status']),
  rpcServerDuration: latency('rpc_server_duration_seconds', 'Request-reply calls a service answered, by pattern and outcome (ok, refused: a domain error, error)', ['pattern', 'outcome']),
  rpcClientDuration: latency('rpc_client_duration_seconds', 'Request-reply calls this process made, by pattern and outcome (ok, refused: a domain error, error: no answer or a failure)', ['pattern', 'outcome']),
  consumerHandlerDuration: latency('giftcard_consumer_handler_duration_seconds', "Time to handle one delivered event (its share of the batch's transaction), by consumer and event type", ['consumer', 'type']),
  consumerRedeliveries: counter('giftcard_consumer_redeliveries_total', 'Events delivered again to a consumer after a failed or unfinished attempt', ['consumer']),
  deadLettered: counter('giftcard_dead_lettered_total', 'Events that failed every attempt and were set aside as dead letters, by consumer', ['consumer']),
  squareRequestDuration: latency('giftcard_square_request_duration_seconds', "Calls to Square's API by operation and outcome (ok, declined: Square refused it, error: no answer or a 5xx)", ['operation', 'outcome']),
  emails: counter('giftcard_emails_total', 'Emails handed to the mail server, by outcome (sent, failed)', ['outcome']),
  checkouts: counter('giftcard_checkouts_total', 'Checkouts finished, by outcome (completed: paid and issued, failed: declined or refused)', ['outcome']),
  checkoutDuration: latency('giftcard_checkout_duration_seconds', 'Time from a checkout request to its answer, by outcome', ['outcome']),
  cardsIssued: counter('giftcard_cards_issued_total', 'Gift cards issued'),
  redemptions: counter('giftcard_redemptions_total', 'Redemptions confirmed at the counter'),
  redeemedCents: counter('giftcard_redeemed_cents_total', 'Cents taken off cards by confirmed redemptions'),
  refunds: counter('giftcard_refunds_total', 'Refunds completed by Square'),
  refundedCents: counter('giftcard_refunded_cents_total', 'Cents refunded to buyers'),
};

type GaugeName =
  | 'giftcard_outbox_unpublished_events'
  | 'giftcard_outbox_oldest_unpublished_seconds'
  | 'giftcard_consumer_lag_events'
  | 'giftcard_dead_letters'
  | 'giftcard_jobs'
  | 'giftcard_ledger_audit_discrepancies'
  | 'giftcard_ledger_audit_last_run_timestamp_seconds';

/** One reading of a gauge: its labels and value. */
export interface GaugeReading {
  labels: Record<string, string>;
  value: number;
}

type GaugeSource = () => Promise<GaugeReading[]>;

const gaugeSources = new Map<GaugeName, Set<GaugeSource>>();

function stateGauge(name: GaugeName, help: string, labelNames: string[]): Gauge {
  return new Gauge({
    name,
    help,
    labelNames,
    registers,
    // Read at scrape time from the stores that hold the truth (the outbox table, JetStream, the queue), so a replica
    // that restarted reports the same as one that did not. A source whose store is down adds nothing this scrape.
    async collect() {
      this.reset();
      const readings = await Promise.all([...(gaugeSources.get(name) ?? [])].map((read) => read().catch(() => [])));
      for (const { labels, value } of readings.flat()) this.set(labels, value);
    },
  });
}

stateGauge('giftcard_outbox_unpublished_events', 'Events written to a service outbox and not yet on the bus', ['service']);
stateGauge('giftcard_outbox_oldest_unpublished_seconds', 'Age of the oldest unpublished outbox event (0 when none)', ['service']);
stateGauge('giftcard_consumer_lag_events', 'Events on the bus a consumer has not yet acknowledged', ['consumer']);
stateGauge('giftcard_dead_letters', 'Dead letters waiting in a service for a retry', ['service']);
stateGauge('giftcard_jobs', 'Background jobs by queue and state (waiting, active, failed)', ['queue', 'state']);
stateGauge('giftcard_ledger_audit_discrepancies', 'Discrepancies the latest ledger audit found (0: it passed)', []);
stateGauge('giftcard_ledger_audit_last_run_timestamp_seconds', 'When the latest ledger audit ran (Unix seconds)', []);

/** Adds what `read` reports to a gauge's scrapes, until the returned function is called (a service closing). */
export function reportGauge(name: GaugeName, read: GaugeSource): () => void {
  const sources = gaugeSources.get(name) ?? new Set();
  gaugeSources.set(name, sources);
  sources.add(read);
  return () => sources.delete(read);
}

/** `read`, answered once for every gauge of one scrape: calls within `ms` of a read share its answer. */
export function readOncePerScrape<T>(read: () => Promise<T>, ms = 1000): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    if (!last || performance.now() - last.at > ms) last = { at: performance.now(), answer: read() };
    return last.answer;
  };
}

/** Seconds since `startedAt` (from performance.now()), for a histogram's observe. */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}
