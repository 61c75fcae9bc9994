import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSquareEmulator, type SquareEmulator } from '@gv/square-emulator';
import { ApiClient, buyGiftCard, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { kill9, launcherBuilt, spawnAllInOne } from '../../../test/platform-processes';

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
    let url = await start();
    const admin = await createSignedInAdmin({ url, dataDir } as TestPlatform, 'Refund Crash Bistro');
    const giftCard = (await createGiftCard(admin.api, { amount: '50', discount: '10' })).body.giftCard;
    const { uniqueCode: code } = await buyGiftCard(url, {
      businessSlug: admin.businessSlug,
      giftCardId: giftCard._id,
      selfInfo: { name: 'Kit Crash', email: 'kit@example.com', phone: '(555) 123-4567' },
    });

    emulator.setLatency(2000);
    const asked = emulator.stats.refundPaymentRequests;
    const lost = admin.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Crash test' }).catch(() => undefined);
    await eventually(() => emulator.stats.refundPaymentRequests > asked, 10_000, 10);
    await kill9(child!);
    await lost;
    // Square carries the request out; its answer went to a process that is gone.
    await eventually(() => emulator.stats.refunds === 1, 10_000);
    emulator.setLatency(0);

    url = await start();
    const again = new ApiClient(url);
    expect((await again.post('/api/v1/admin/login', { email: admin.email, password: admin.password })).status).toBe(200);
    const scanned = await again.get(`/api/v1/admin/scan-giftcard/${code}`);
    expect(scanned.body.giftCard).toMatchObject({ status: 'refunded', paidBalance: 0, bonusBalance: 0 });
    // Orders sends the unanswered refund again (same idempotency key and body): Square answers the same refund.
    await eventually(() => emulator.stats.refundPaymentRequests > asked + 1, 90_000, 250);
    expect(emulator.stats.refunds).toBe(1);
  }, 150_000);
});
