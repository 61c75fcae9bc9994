import { createLogger, createRuntime, loadConfig, distributedEnvSchema, startService } from '@gv/platform';
import { SERVICE_NAMES, type ServiceName } from '@gv/proto';
import { loadService } from './services.js';

/** Runs one service as its own process: `node service-process.js identity`. */
const name = process.argv[2] as ServiceName;
if (!SERVICE_NAMES.includes(name)) {
  process.stderr.write(`Usage: service-process <${SERVICE_NAMES.join('|')}>\n`);
  process.exit(2);
}
const config = loadConfig(distributedEnvSchema);
const runtime = await createRuntime(config, 'distributed');
const service = await startService(await loadService(name), runtime);
const logger = createLogger(name);
const stop = async () => {
  logger.info('stopping');
  await service.close();
  await runtime.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
