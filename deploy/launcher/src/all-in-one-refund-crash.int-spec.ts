import { restartableAllInOne, launcherDist } from '../../../test/platform-processes';
import { refundThroughACrash } from '../../../test/refund-crash';
import { requireBuilt } from '../../../test/built';

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * `npm start` killed with SIGKILL while Square is refunding a card (the value already off the ledger, Square's answer
 * never heard), then started again on the same DATA_DIR: the refund is sent again with the same key, and Square holds
 * exactly one refund; the card stays refunded.
 */
describe('all-in-one refund under kill -9', () => {
  const platform = restartableAllInOne('gv-refund-crash-');

  it('one refund at Square and a refunded card after a kill -9 while Square was asked', async () => {
    const { dataDir, emulator, start, kill } = platform;
    await refundThroughACrash({ url: await start(), dataDir, emulator, kill, killed: 'asking Square', restart: start }, 'Refund Crash Bistro');
  }, 150_000);
});
