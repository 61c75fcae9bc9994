import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSquareEmulator, type SquareEmulator } from '@gv/square-emulator';
import { kill9, launcherBuilt, spawnAllInOne } from '../../../test/platform-processes';
import { refundThroughACrash } from '../../../test/refund-crash';

/**
 * `npm start` killed with SIGKILL while Square is refunding a card (the value already off the ledger, Square's answer
 * never heard), then started again on the same DATA_DIR: the refund is sent again with the same key, and Square holds
 * exactly one refund; the card stays refunded.
 */
(launcherBuilt ? describe : describe.skip)('all-in-one refund under kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-refund-crash-'));
  let emulator: SquareEmulator;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    emulator = await startSquareEmulator();
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    await emulator?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<string> {
    const started = await spawnAllInOne({ DATA_DIR: dataDir, SQUARE_EMULATOR_URL: emulator.url });
    child = started.child;
    return started.url;
  }

  it('one refund at Square and a refunded card after a kill -9 while Square was asked', async () => {
    await refundThroughACrash({ url: await start(), dataDir, emulator, kill: () => kill9(child!), killed: 'asking Square', restart: start }, 'Refund Crash Bistro');
  }, 150_000);
});
