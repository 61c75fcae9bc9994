import { Agent, get } from 'node:http';

export interface ScrapeCount {
  scrapes: number;
  failed: number;
}

/** Prometheus' default: a scrape that has not answered within 10 s is given up. */
const SCRAPE_TIMEOUT_MS = 10_000;

/**
 * Prometheus' part: every port's /metrics read every `intervalMs`, over keep-alive connections, until stopped (stopping
 * again only reads the count). The text is read and dropped: what is measured is what serving it costs the platform.
 */
export function scrapeEvery(intervalMs: number, ports: number[]): { stop(): Promise<ScrapeCount> } {
  const agent = new Agent({ keepAlive: true });
  const count: ScrapeCount = { scrapes: 0, failed: 0 };
  const inFlight = new Set<Promise<void>>();
  const scrape = (port: number) => {
    const done = new Promise<void>((resolve) => {
      const failed = () => {
        count.failed++;
        resolve();
      };
      const request = get({ host: '127.0.0.1', port, path: '/metrics', agent }, (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 200 ? (count.scrapes++, resolve()) : failed()));
        response.on('error', failed);
      });
      request.setTimeout(SCRAPE_TIMEOUT_MS, () => request.destroy());
      request.on('error', failed);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const scrapeAll = () => ports.forEach(scrape);
  scrapeAll();
  const timer = setInterval(scrapeAll, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      agent.destroy();
      return count;
    },
  };
}
