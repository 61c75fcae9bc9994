import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Sustained HTTP load from this process: `connections` clients for `seconds`, as fast as possible or at `rate` requests/s. */
export async function load(url: string, seconds = 10, connections = 100, rate?: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, ...(rate && { overallRate: rate }) });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
