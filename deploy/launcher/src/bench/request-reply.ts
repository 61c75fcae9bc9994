import { Agent, get, type OutgoingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const WARM_UP_SECONDS = 3;

/** What a browser sends with every request: answers come compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Sustained HTTP load as fast as `connections` clients go, for `seconds`, after an
 * unmeasured warm-up (JIT, connection pools, caches). The clients run on a worker
 * thread, so they do not compete with an all-in-one platform on this event loop.
 */
export async function load(url: string, seconds = 10, connections = 100, headers: Record<string, string> = {}): Promise<LoadResult> {
  const options = { url, connections, pipelining: 1, workers: 1, headers };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Open-loop load at a constant arrival rate, as wrk2 does: requests leave on a
 * schedule spread evenly over each second whether or not earlier ones have
 * answered, and each latency counts from its scheduled time, so queueing shows.
 * (autocannon's rate limit lets every connection send its share of a second back
 * to back at the start of that second: bursts at full speed, then silence.) `headersOf` gives the nth request's headers.
 */
export async function loadAtRate(url: string, seconds: number, rate: number, connections = 100, headersOf?: (n: number) => OutgoingHttpHeaders): Promise<LoadResult> {
  await schedule(url, WARM_UP_SECONDS, rate, connections, headersOf);
  return schedule(url, seconds, rate, connections, headersOf);
}

async function schedule(url: string, seconds: number, rate: number, connections: number, headersOf?: (n: number) => OutgoingHttpHeaders): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(seconds * rate);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let sent = 0;
    let settled = 0;
    const settle = () => ++settled === total && resolve();
    const send = (due: number, n: number) =>
      get(url, { agent, headers: headersOf?.(n) }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          if ((response.statusCode ?? 0) >= 300) non2xx++;
          settle();
        });
      }).on('error', () => {
        errors++;
        settle();
      });
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      for (; sent < due; sent++) send(started + (sent * 1000) / rate, sent);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    errors,
    non2xx,
  };
}
