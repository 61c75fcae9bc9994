import { buildInfo, createLogger, createRuntime, flushTracing, startTracing, engineChecks, loadConfig, distributedEnvSchema, startService } from '@gv/platform';
import { SERVICE_NAMES, type ServiceName } from '@gv/proto';
import { exitGracefullyOnSignal } from './graceful-exit.js';
import { healthPort, metricsPort, serveHealth } from './health-server.js';
import { serveMetrics } from './metrics-server.js';
import { loadService } from './services.js';
import { releaseStartupMemory } from './startup-memory.js';

/** Runs one service as its own process: `node service-process.js identity`. */
const name = process.argv[2] as ServiceName;
if (!SERVICE_NAMES.includes(name)) {
  process.stderr.write(`Usage: service-process <${SERVICE_NAMES.join('|')}>\n`);
  process.exit(2);
}
const config = loadConfig(distributedEnvSchema);
const logger = createLogger(name, config.LOG_LEVEL);
logger.info(buildInfo, `${name} ${buildInfo.version} (${buildInfo.commit}) starting`);
const port = healthPort();
// Served before the start (migrations, subscriptions), so a probe sees the process live but not yet ready.
const health = port ? await serveHealth(port) : undefined;
const metricsAt = metricsPort();
const metrics = metricsAt ? await serveMetrics(metricsAt, config.METRICS_HOST) : undefined;
await startTracing(name);
const definition = await loadService(name);
const runtime = await createRuntime(config, 'distributed', definition.databasePoolSize);
const service = await startService(definition, runtime);
health?.started(() => engineChecks(runtime));
releaseStartupMemory();
exitGracefullyOnSignal(logger, config.SHUTDOWN_DEADLINE_SECONDS, async () => {
  health?.draining();
  await service.close();
  await runtime.close();
  await Promise.all([health?.close(), metrics?.close(), flushTracing()]);
});
