import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSquareEmulator, type SquareEmulator } from '@gv/square-emulator';
import type { ServiceName } from '@gv/proto';
import { engines, eventually, uniqueName } from '../../../test/engines';
import { NatsServerProcess } from '../../../test/peers';
import { startDistributedPlatform, type DistributedTestPlatform, launcherDist } from '../../../test/platform-processes';
import { refundThroughACrash, type RefundCrash } from '../../../test/refund-crash';
import { distributedPlatformIdle } from '../../../test/wait-idle';
import { requireBuilt } from '../../../test/built';

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * Distributed mode, every service its own process: the orders process (which asks Square) or the redemption process
 * (which took the value off the card and waits for Square's answer) killed with SIGKILL in the middle of a refund.
 * After a restart the card is refunded and Square holds exactly one refund.
 */
describe('distributed refund under kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-distributed-refund-crash-'));
  let nats: NatsServerProcess;
  let emulator: SquareEmulator;
  let platform: DistributedTestPlatform;
  const keyPrefix = `${uniqueName('gvtest')}:`;
  const stream = uniqueName('REFUND');

  beforeAll(async () => {
    [nats, emulator] = await Promise.all([NatsServerProcess.start(), startSquareEmulator()]);
    platform = await startDistributedPlatform({ NATS_URL: nats.url, BUS_STREAM: stream, KEY_PREFIX: keyPrefix, DATA_DIR: dataDir, SQUARE_EMULATOR_URL: emulator.url });
  }, 240_000);

  afterAll(async () => {
    await platform?.stop();
    await Promise.all([nats?.destroy(), emulator?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** The service killed and started again; the platform answers once it is back. */
  const crashOf = (service: ServiceName): RefundCrash => ({
    url: platform.url,
    dataDir,
    emulator,
    kill: () => platform.kill(service),
    killed:
      service === 'orders'
        ? 'asking Square'
        : { settled: () => distributedPlatformIdle({ sql: platform.sql, natsUrl: nats.url, stream, redisUrl: engines.redisUrl, keyPrefix }) },
    restart: async () => {
      platform.startService(service);
      await eventually(async () => (await fetch(`${platform.url}/api/health`)).status === 200, 60_000, 250);
      return platform.url;
    },
  });

  it('one refund at Square and a refunded card after orders is killed while Square was asked', async () => {
    await refundThroughACrash(crashOf('orders'), 'Orders Crash Bistro');
  }, 150_000);

  it('one refund at Square and a refunded card after redemption is killed while it waited for Square', async () => {
    await refundThroughACrash(crashOf('redemption'), 'Redemption Crash Bistro');
  }, 150_000);
});
