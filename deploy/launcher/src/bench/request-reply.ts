import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const WARM_UP_SECONDS = 3;

/**
 * Sustained HTTP load: `connections` clients for `seconds`, as fast as possible or at
 * `rate` requests/s, after an unmeasured warm-up (JIT, connection pools, caches).
 * The clients run on a worker thread, so they do not compete with an all-in-one
 * platform on this process' event loop.
 */
export async function load(url: string, seconds = 10, connections = 100, rate?: number): Promise<LoadResult> {
  const options = { url, connections, pipelining: 1, workers: 1, ...(rate && { overallRate: rate }) };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
