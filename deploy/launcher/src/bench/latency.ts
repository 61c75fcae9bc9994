/** p50 and p99 of latencies in ms, rounded (0 when there are none). Sorts the array given. */
export function latencyPercentiles(latencies: number[]): { p50Ms: number; p99Ms: number } {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** The middle value, or the mean of the two middle values of an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
