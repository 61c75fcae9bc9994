import { pathToFileURL } from 'node:url';
import { createGateway } from '@gv/gateway';
import { createLogger, createRuntime, loadConfig, platformEnvSchema, startService, type RunningService, type Runtime } from '@gv/platform';
import { SERVICES, WEB_DIST } from './services.js';

export interface AllInOne {
  url: string;
  runtime: Runtime;
  services: Record<string, RunningService>;
  close(): Promise<void>;
}

/** One process: every service and the gateway, embedded engines unless URLs say otherwise. */
export async function startAllInOne(env: NodeJS.ProcessEnv = process.env): Promise<AllInOne> {
  const config = loadConfig(platformEnvSchema, env);
  const runtime = await createRuntime(config, 'all-in-one');
  const services: Record<string, RunningService> = {};
  for (const definition of Object.values(SERVICES)) services[definition.name] = await startService(definition, runtime);
  const gateway = await createGateway(runtime, { webDist: WEB_DIST });
  await gateway.listen(config.PORT, config.HOST);
  const address = gateway.getHttpServer().address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    runtime,
    services,
    async close() {
      await gateway.close();
      for (const service of Object.values(services)) await service.close();
      await runtime.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const logger = createLogger('launcher');
  const app = await startAllInOne();
  logger.info(`Giftcard Vault is running at ${app.url} (data in ${app.runtime.config.DATA_DIR})`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
