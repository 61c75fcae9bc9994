import { createServer, type Server } from 'node:http';
import { metricsRegistry } from '@gv/platform';

/**
 * The process's metrics in Prometheus' exposition format at /metrics, on a port of its own: the gateway's public port
 * never serves them. `host` is METRICS_HOST (this host only by default). Every scrape reads the gauges' stores afresh
 * (see reportGauge).
 */
export async function serveMetrics(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/metrics') return response.writeHead(404, { 'content-type': 'text/plain' }).end('Metrics are at /metrics\n');
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
