import { SERVICE_NAMES } from '@gv/proto';
import { childMetricsPorts } from '../distributed.js';
import { BENCH_GATEWAYS, onBenchPlatform, seedCheckoutTarget } from './bench-platform.js';
import { checkoutLoad, type CheckoutResult } from './checkout.js';
import { freePortRun } from './free-ports.js';
import { median } from './latency.js';
import { scrapeEvery, type ScrapeCount } from './metrics-scraper.js';
import { startOtlpSink } from './otlp-sink.js';

/**
 * off: nothing serves or scrapes the metrics (prom-client still counts in memory, as it always does), no tracing;
 * metrics: every process serves /metrics and is scraped every SCRAPE_SECONDS; tracing: the same, plus traces sampled at 10 %.
 */
export type Observability = 'off' | 'metrics' | 'tracing';
const CONFIGURATIONS: Observability[] = ['off', 'metrics', 'tracing'];
/**
 * This host's pace drifts from minute to minute: the configurations take turns, this many times each, and report their
 * medians (BENCH_OBSERVABILITY_ROUNDS; each round of three is a minute or more).
 */
const ROUNDS = Number(process.env.BENCH_OBSERVABILITY_ROUNDS ?? 2);
/** Prometheus' scrape interval: deploy/prometheus/prometheus.yml's (15 s) unless BENCH_SCRAPE_SECONDS says otherwise. */
export const SCRAPE_SECONDS = Number(process.env.BENCH_SCRAPE_SECONDS ?? 15);
/** The bench process: load generator, and here also the scraper and the trace sink, which stand in for Prometheus and a collector. */
const BENCH_PROCESS = 'load generator';

export interface ObservabilityCost {
  /** Median CPU ms per checkout of the platform's processes and engines, the bench process left out. */
  cpuMsPerCheckout: number;
  /** The same, each round's in the order they ran. */
  rounds: number[];
  checkoutsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** Median CPU ms per checkout of each process group and engine, the bench process included. */
  byProcess: Record<string, number>;
  /** Over all rounds: /metrics answered and failed (metrics and tracing), span batches received (tracing). */
  scrapes?: ScrapeCount;
  traceExports?: number;
}

export interface ObservabilityCosts {
  costs: Record<Observability, ObservabilityCost>;
  /** More CPU per checkout than with observability off, in %. */
  increasePercent: { metrics: number; tracing: number };
}

interface Round {
  result: CheckoutResult;
  scrapes?: ScrapeCount;
  traceExports?: number;
}

/** Checkouts of `buyers` at once for `seconds` on a fresh platform per configuration and round, configurations taking turns. */
export async function observabilityCosts(seconds: number, buyers: number, cards: number): Promise<ObservabilityCosts> {
  const rounds: Record<Observability, Round[]> = { off: [], metrics: [], tracing: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const observability of CONFIGURATIONS) rounds[observability].push(await checkoutsWith(observability, seconds, buyers, cards));
  }
  const costs = Object.fromEntries(CONFIGURATIONS.map((observability) => [observability, costOf(rounds[observability])])) as Record<Observability, ObservabilityCost>;
  const increase = (observability: Observability) => Math.round((costs[observability].cpuMsPerCheckout / costs.off.cpuMsPerCheckout - 1) * 1000) / 10;
  return { costs, increasePercent: { metrics: increase('metrics'), tracing: increase('tracing') } };
}

async function checkoutsWith(observability: Observability, seconds: number, buyers: number, cards: number): Promise<Round> {
  const metricsBase = observability === 'off' ? undefined : await freePortRun(BENCH_GATEWAYS + SERVICE_NAMES.length);
  const sink = observability === 'tracing' ? await startOtlpSink() : undefined;
  // Set or unset explicitly, so that the bench's own environment cannot turn either on.
  const env = {
    METRICS_PORT: metricsBase === undefined ? undefined : String(metricsBase),
    OTEL_EXPORTER_OTLP_ENDPOINT: sink?.url,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: undefined,
    OTEL_TRACES_SAMPLER: sink ? 'parentbased_traceidratio' : undefined,
    OTEL_TRACES_SAMPLER_ARG: sink ? '0.1' : undefined,
  };
  try {
    const round = await onBenchPlatform(env, async (bench): Promise<Round> => {
      const scraper = metricsBase === undefined ? undefined : scrapeEvery(SCRAPE_SECONDS * 1000, Object.values(childMetricsPorts(metricsBase, 1, BENCH_GATEWAYS)));
      try {
        const { target } = await seedCheckoutTarget(bench, cards);
        const result = await checkoutLoad(target, seconds, buyers);
        return scraper ? { result, scrapes: await scraper.stop() } : { result };
      } finally {
        await scraper?.stop();
      }
    });
    // Counted once the platform stopped: each process sends its last batch of spans as it exits.
    return sink ? { ...round, traceExports: sink.exports() } : round;
  } finally {
    await sink?.close();
  }
}

function costOf(rounds: Round[]): ObservabilityCost {
  const results = rounds.map((round) => round.result);
  const byRound = results.map((result) => result.cpuMsPerCheckout ?? {});
  const platformMs = byRound.map((groups) => round2((groups.total ?? 0) - (groups[BENCH_PROCESS] ?? 0)));
  const groups = [...new Set(byRound.flatMap((each) => Object.keys(each)))].filter((group) => group !== 'total');
  const byProcess = Object.fromEntries(groups.map((group) => [group, round2(median(byRound.map((each) => each[group] ?? 0)))]));
  return {
    cpuMsPerCheckout: round2(median(platformMs)),
    rounds: platformMs,
    checkoutsPerSecond: Math.round(median(results.map((result) => result.checkoutsPerSecond))),
    p99Ms: Math.round(median(results.map((result) => result.p99Ms))),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    byProcess,
    ...(rounds[0].scrapes ? { scrapes: sumOf(rounds.map((round) => round.scrapes!)) } : {}),
    ...(rounds[0].traceExports !== undefined ? { traceExports: rounds.reduce((sum, round) => sum + round.traceExports!, 0) } : {}),
  };
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;
const sumOf = (counts: ScrapeCount[]) => ({ scrapes: counts.reduce((sum, c) => sum + c.scrapes, 0), failed: counts.reduce((sum, c) => sum + c.failed, 0) });
