import { healthPort } from './health-server.js';

/** The image's HEALTHCHECK: exits 0 when this container's process answers ready on HEALTH_PORT, 1 otherwise. */
const port = healthPort() ?? 8081;
const ready = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2500) }).then(
  (answer) => answer.ok,
  () => false,
);
process.exit(ready ? 0 : 1);
