import { createServer } from 'node:net';

/** The first of `count` consecutive ports free on every address (for the supervisor, which numbers its children's METRICS_PORT from one). */
export async function freePortRun(count: number): Promise<number> {
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
}
