import { createServer, type Server } from 'node:http';
import type { Check } from '@gv/platform';

/** The port of a process's own health endpoints; none are served when HEALTH_PORT is unset. */
export function healthPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  return portVariable(env, 'HEALTH_PORT');
}

/** The port of a process's /metrics (metrics-server.ts); none is served when METRICS_PORT is unset. */
export function metricsPort(env: NodeJS.ProcessEnv = process.env): number | undefined {
  return portVariable(env, 'METRICS_PORT');
}

/** A port number from the environment; undefined when the variable is unset. */
export function portVariable(env: NodeJS.ProcessEnv, name: string): number | undefined {
  if (!env[name]) return undefined;
  const port = Number(env[name]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1-65535), not "${env[name]}"`);
  return port;
}

export interface HealthServer {
  /** From now on /readyz reports `checks` (until then it answers 503 "starting"). */
  started(checks: () => Promise<Record<string, Check>>): void;
  /** From now on /readyz answers 503 "draining", so a load balancer sends nothing new; /livez still answers 200. */
  draining(): void;
  close(): Promise<void>;
}

/**
 * One process's own health, for container HEALTHCHECKs and Kubernetes probes: `/livez` answers 200 while the process
 * runs; `/readyz` answers 200 once it has started and every engine it holds answers, 503 with the checks otherwise.
 * Unlike the gateway's /api/health it never asks other processes, so a service that is down restarts nothing else.
 */
export async function serveHealth(port: number, host = '0.0.0.0'): Promise<HealthServer> {
  let checks: (() => Promise<Record<string, Check>>) | undefined;
  let draining = false;
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/livez') return answer(200, { ok: true });
    if (request.url !== '/readyz') return answer(404, { ok: false, message: 'Health is at /livez and /readyz' });
    if (draining) return answer(503, { ok: false, checks: { started: { ok: false, detail: 'draining' } } });
    if (!checks) return answer(503, { ok: false, checks: { started: { ok: false, detail: 'starting' } } });
    checks().then(
      (results) => {
        const ok = Object.values(results).every((check) => check.ok);
        answer(ok ? 200 : 503, { ok, checks: results });
      },
      (error: unknown) => answer(503, { ok: false, checks: { engines: { ok: false, detail: (error as Error).message } } }),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return {
    started(reported) {
      checks = reported;
    },
    draining() {
      draining = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
