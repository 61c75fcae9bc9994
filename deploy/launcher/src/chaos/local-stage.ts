import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSquareEmulator, type Payment, type SquareEmulator } from '@gv/square-emulator';
import { BENCH_SECRET_KEY, superAdminEnv } from '../bench/bench-platform.js';
import { freePortRun } from '../bench/free-ports.js';
import { BENCH_SUPER_ADMIN } from '../bench/storefront.js';
import { ensureDatabase, startDistributed } from '../distributed.js';
import { startChaosEngines } from './engines.js';
import { injectFaults } from './faults.js';
import { healthyWithin, type ChaosStage } from './stage.js';

const SQUARE_LATENCY_MS = 50;

/**
 * Throw-away engines (PostgreSQL, NATS, Redis on free ports), the distributed platform on them with two replicas of
 * each service and two gateways, and a Square emulator at 50 ms: everything the faults may restart, kill or pause.
 */
export async function startLocalStage(say: (line: string) => void): Promise<ChaosStage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-chaos-data-'));
  const engines = await startChaosEngines(dataDir);
  const [squarePort, gatewayPort] = [await freePortRun(1), await freePortRun(1)];
  let emulator: SquareEmulator | undefined;
  let lastPayments: Payment[] = [];
  const square = {
    async start() {
      emulator = await startSquareEmulator({ port: squarePort, stateFile: join(dataDir, 'square.jsonl'), latencyMs: SQUARE_LATENCY_MS });
    },
    async stop() {
      lastPayments = emulator?.findPayments() ?? lastPayments;
      await emulator?.close();
      emulator = undefined;
    },
  };
  await square.start();
  await ensureDatabase(engines.postgres.url);
  const url = `http://127.0.0.1:${gatewayPort}`;
  const logFile = join(dataDir, 'platform.log');
  say(`engines up; the platform's log: ${logFile} (NATS's beside it)`);
  const platform = await startDistributed(
    {
      ...process.env,
      ...superAdminEnv,
      DATABASE_URL: engines.postgres.url,
      NATS_URL: engines.nats.url,
      REDIS_URL: engines.redis.url,
      SQUARE_EMULATOR_URL: `http://127.0.0.1:${squarePort}`,
      DATA_DIR: dataDir,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: '127.0.0.1',
      SECRET_KEY: BENCH_SECRET_KEY,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SHUTDOWN_DEADLINE_SECONDS: '10',
    },
    2,
    openSync(logFile, 'a'),
    { gateways: 2, restartCrashed: true },
  );
  const healthy = (limitMs: number) => healthyWithin(url, limitMs);
  return {
    url,
    env: platform.env,
    mailDir: join(dataDir, 'mail'),
    superAdmin: BENCH_SUPER_ADMIN,
    payments: () => (emulator ? (lastPayments = emulator.findPayments()) : lastPayments),
    injectFaults: (plan, onFault) => injectFaults(plan, { engines, processes: platform.processes, square, healthy }, onFault),
    async stop(passed) {
      await platform.stop();
      await square.stop();
      await engines.destroy();
      if (passed && !process.env.CHAOS_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
