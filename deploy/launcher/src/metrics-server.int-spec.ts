import { platformEnvSchema } from '@gv/platform';
import { freePort, outsideAddress as outside } from '../../../test/peers';
import { serveMetrics } from './metrics-server';

const scrape = async (host: string, port: number) => (await fetch(`http://${host}:${port}/metrics`)).status;

(outside ? describe : describe.skip)('a process metrics port', () => {
  it('answers this host only by default (METRICS_HOST 127.0.0.1)', async () => {
    const port = await freePort();
    const metrics = await serveMetrics(port, platformEnvSchema.parse({}).METRICS_HOST);
    try {
      expect(await scrape('127.0.0.1', port)).toBe(200);
      await expect(scrape(outside!, port)).rejects.toThrow();
    } finally {
      await metrics.close();
    }
  });

  it('answers other machines with METRICS_HOST=0.0.0.0 (a pod Prometheus scrapes)', async () => {
    const port = await freePort();
    const metrics = await serveMetrics(port, platformEnvSchema.parse({ METRICS_HOST: '0.0.0.0' }).METRICS_HOST);
    try {
      expect(await scrape(outside!, port)).toBe(200);
    } finally {
      await metrics.close();
    }
  });
});
