import type { ServiceName } from '@gv/proto';
import { eventually } from '../../../test/engines';
import { distributedWithSquare, launcherDist } from '../../../test/platform-processes';
import { refundThroughACrash, type RefundCrash } from '../../../test/refund-crash';
import { requireBuilt } from '../../../test/built';

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * Distributed mode, every service its own process: the orders process (which asks Square) or the redemption process
 * (which took the value off the card and waits for Square's answer) killed with SIGKILL in the middle of a refund.
 * After a restart the card is refunded and Square holds exactly one refund.
 */
describe('distributed refund under kill -9', () => {
  const distributed = distributedWithSquare('gv-distributed-refund-crash-');

  /** The service killed and started again; the platform answers once it is back. */
  const crashOf = (service: ServiceName): RefundCrash => ({
    url: distributed.platform.url,
    dataDir: distributed.dataDir,
    emulator: distributed.emulator,
    kill: () => distributed.platform.kill(service),
    killed:
      service === 'orders'
        ? 'asking Square'
        : { settled: () => distributed.idle() },
    restart: async () => {
      distributed.platform.startService(service);
      await eventually(async () => (await fetch(`${distributed.platform.url}/api/health`)).status === 200, 60_000, 250);
      return distributed.platform.url;
    },
  });

  it('one refund at Square and a refunded card after orders is killed while Square was asked', async () => {
    await refundThroughACrash(crashOf('orders'), 'Orders Crash Bistro');
  }, 150_000);

  it('one refund at Square and a refunded card after redemption is killed while it waited for Square', async () => {
    await refundThroughACrash(crashOf('redemption'), 'Redemption Crash Bistro');
  }, 150_000);
});
