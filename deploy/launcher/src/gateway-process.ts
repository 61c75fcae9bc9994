import { closeGracefully, createGateway } from '@gv/gateway';
import { buildInfo, createLogger, createRuntime, flushTracing, startTracing, engineChecks, loadConfig, distributedEnvSchema } from '@gv/platform';
import { exitGracefullyOnSignal } from './graceful-exit.js';
import { healthPort, metricsPort, serveHealth } from './health-server.js';
import { serveMetrics } from './metrics-server.js';
import { releaseStartupMemory } from './startup-memory.js';
import { WEB_DIST } from './web-dist.js';

const config = loadConfig(distributedEnvSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
logger.info(buildInfo, `gateway ${buildInfo.version} (${buildInfo.commit}) starting`);
const port = healthPort();
const health = port ? await serveHealth(port) : undefined;
const metricsAt = metricsPort();
const metrics = metricsAt ? await serveMetrics(metricsAt, config.METRICS_HOST) : undefined;
await startTracing('gateway');
const runtime = await createRuntime(config, 'distributed');
const gateway = await createGateway(runtime, { webDist: WEB_DIST });
// --reuse-port: one of several gateways on this port (see startDistributed); Fastify hands the option to Node's listen.
const listenOptions = { port: config.PORT, host: config.HOST, reusePort: process.argv.includes('--reuse-port') };
await gateway.listen(listenOptions);
health?.started(() => engineChecks(runtime));
releaseStartupMemory();
logger.info(`gateway listening on ${config.HOST}:${config.PORT}`);
exitGracefullyOnSignal(logger, config.SHUTDOWN_DEADLINE_SECONDS, async () => {
  health?.draining();
  await closeGracefully(gateway);
  await runtime.close();
  await Promise.all([health?.close(), metrics?.close(), flushTracing()]);
});
