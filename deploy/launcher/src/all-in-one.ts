import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { closeGracefully, createGateway } from '@gv/gateway';
import { buildInfo, createLogger, createRuntime, DEFAULT_POOL_SIZE, flushTracing, stdoutLines, startTracing, loadConfig, platformEnvSchema, startService, type RunningService, type Runtime } from '@gv/platform';
import { startSquareEmulator, type SquareEmulator } from '@gv/square-emulator';
import { demoEnv } from './demo/demo-env.js';
import { seedDemo } from './demo/demo-seed.js';
import { exitGracefullyOnSignal } from './graceful-exit.js';
import { loadServices } from './services.js';
import { metricsPort } from './health-server.js';
import { serveMetrics } from './metrics-server.js';
import { keepDataDirPrivate, restrictDataDir } from './private-data-dir.js';
import { markRunning } from './running-marker.js';
import { smallHostEnv } from './small-host-settings.js';
import { releaseStartupMemory } from './startup-memory.js';
import { nextSteps } from './start-message.js';
import { WEB_DIST } from './web-dist.js';

export interface AllInOne {
  url: string;
  runtime: Runtime;
  services: Record<string, RunningService>;
  gateway: Awaited<ReturnType<typeof createGateway>>;
  /** The Square emulator started in this process for test mode; absent when SQUARE_EMULATOR_URL names one. */
  squareEmulator?: SquareEmulator;
  /** Whether this start made the embedded database (a new DATA_DIR). */
  firstStart: boolean;
  close(): Promise<void>;
}

/**
 * One process: every service and the gateway, embedded engines unless URLs say otherwise. With DEMO=1, resolves
 * once Demo Bistro has its cards and history (seeded on the first start only).
 */
export async function startAllInOne(env: NodeJS.ProcessEnv = process.env): Promise<AllInOne> {
  const parsed = loadConfig(platformEnvSchema, demoEnv(env));
  // Before anything is written there.
  keepDataDirPrivate(parsed.DATA_DIR);
  // Businesses without Square credentials pay in test mode against the bundled emulator; its payments survive restarts with DATA_DIR.
  const squareEmulator = parsed.SQUARE_EMULATOR_URL
    ? undefined
    : await startSquareEmulator({ host: '127.0.0.1', stateFile: join(parsed.DATA_DIR, 'square-emulator.jsonl') });
  const config = squareEmulator ? { ...parsed, SQUARE_EMULATOR_URL: squareEmulator.url } : parsed;
  const metricsAt = metricsPort(env);
  const metrics = metricsAt ? await serveMetrics(metricsAt, config.METRICS_HOST) : undefined;
  await startTracing('giftcard-vault', env);
  const firstStart = !config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'pgdata'));
  const definitions = await loadServices();
  // One pool for every service: as large as the neediest one's.
  const runtime = await createRuntime(config, 'all-in-one', Math.max(DEFAULT_POOL_SIZE, ...definitions.map((each) => each.databasePoolSize ?? 0)));
  // PGlite sets the modes of a new database's files itself (0666), whatever the umask.
  restrictDataDir(config.DATA_DIR);
  const services: Record<string, RunningService> = {};
  for (const definition of definitions) services[definition.name] = await startService(definition, runtime);
  const gateway = await createGateway(runtime, { webDist: WEB_DIST });
  await gateway.listen(config.PORT, config.HOST);
  const address = gateway.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  if (config.DEMO === '1') await seedDemo({ url, mailDir: join(config.DATA_DIR, 'mail'), logger: createLogger('demo', config.LOG_LEVEL) });
  return {
    url,
    runtime,
    services,
    gateway,
    squareEmulator,
    firstStart,
    async close() {
      await closeGracefully(gateway);
      for (const service of Object.values(services)) await service.close();
      await runtime.close();
      await squareEmulator?.close();
      await metrics?.close();
      await flushTracing();
    },
  };
}

const RESTARTED = 'GV_SMALL_HOST_SETTINGS';

/**
 * Replaces this process (same pid and arguments) by one started with a small host's settings (small-host-settings.ts).
 * The user's own win: their variables over these, and their flags, on the command line or later in NODE_OPTIONS, over
 * these flags put first.
 */
function restartWithSmallHostSettings(): void {
  if (process.env[RESTARTED]) return;
  const env = { ...smallHostEnv(process.env), [RESTARTED]: '1' };
  // Not on Windows, which has no execve: there it runs with Node's defaults.
  process.execve?.(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  restartWithSmallHostSettings();
  const logger = createLogger('launcher');
  const app = await startAllInOne();
  releaseStartupMemory();
  const { DATA_DIR, PUBLIC_URL, DEMO, SUPERADMIN_EMAIL } = app.runtime.config;
  // backup, restore and the other CLIs that need the embedded database to themselves look for it.
  markRunning(DATA_DIR);
  logger.info(buildInfo, `Giftcard Vault ${buildInfo.version} (${buildInfo.commit}) is running at ${app.url} (data in ${DATA_DIR})`);
  if (app.firstStart) stdoutLines.write(nextSteps({ url: PUBLIC_URL?.replace(/\/+$/, '') ?? app.url.replace('127.0.0.1', 'localhost'), dataDir: DATA_DIR, demo: DEMO === '1', superAdmin: SUPERADMIN_EMAIL }));
  exitGracefullyOnSignal(logger, app.runtime.config.SHUTDOWN_DEADLINE_SECONDS, () => app.close());
}
