import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSquareEmulator, TEST_SOURCES, type SquareEmulator } from '@gv/square-emulator';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { readMailbox } from '../../../test/mail';
import { kill9, launcherBuilt, spawnAllInOne } from '../../../test/platform-processes';

/**
 * `npm start` killed with SIGKILL while Square is charging a checkout, then started again on the same DATA_DIR:
 * the buyer's retry of the checkout finds the charge, and there is one charge, one card and one email.
 */
(launcherBuilt ? describe : describe.skip)('all-in-one checkout under kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-checkout-crash-'));
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

  it('one charge, one card and one confirmation email after a kill -9 during the charge', async () => {
    let url = await start();
    const admin = await createSignedInAdmin({ url, dataDir } as TestPlatform, 'Crash Bistro');
    const card = (await createGiftCard(admin.api, { amount: '120', discount: '25' })).body.giftCard;
    const body = {
      sourceId: TEST_SOURCES.cardOk,
      idempotencyKey: randomUUID(),
      businessSlug: admin.businessSlug,
      id: card._id,
      purchaseType: 'self',
      selfInfo: { name: 'Dana Buyer', email: 'dana@example.com', phone: '(555) 123-4567' },
    };

    emulator.setLatency(2000);
    const requestsBefore = emulator.stats.createPaymentRequests;
    const lost = new ApiClient(url).post('/api/payments/create-payment', body).catch(() => undefined);
    await eventually(() => emulator.stats.createPaymentRequests > requestsBefore, 10_000, 10);
    await kill9(child!);
    await lost;
    await eventually(() => emulator.findPayments({ idempotencyKey: body.idempotencyKey }).length === 1, 10_000);
    emulator.setLatency(0);

    url = await start();
    const buyer = new ApiClient(url);
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'COMPLETED', amountMoney: { amount: 9000, currency: 'USD' } });
    expect(emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);

    const completed = await buyer.put('/api/v1/admin/purchase', { id: card._id, purchaseType: 'self', orderId: paid.body.orderId });
    expect(completed.status).toBe(200);
    expect(completed.body.purchase).toMatchObject({ orderId: paid.body.orderId, remainingBalance: 120 });
    const confirmations = () => readMailbox(dataDir).filter((mail) => mail.to.includes('dana@example.com') && mail.subject === '[TEST — no value] Your $120.00 gift card from Crash Bistro is ready');
    await eventually(() => confirmations().length === 1, 20_000);
    // A marker: an email through the same bus consumer and job queue, after the confirmation. Once it is written, a
    // second confirmation (a redelivered event, a job run again) would have been too.
    const marker = 'marker@crash.test';
    const interest = await buyer.post('/api/v1/admin/registration-interest', { businessName: 'Marker Cafe', businessType: 'Cafe', contactName: 'Mo', email: marker });
    expect(interest.status).toBe(201);
    await eventually(() => readMailbox(dataDir).some((mail) => mail.to.includes(marker)), 20_000);
    expect(confirmations()).toHaveLength(1);
    expect(confirmations()[0].text).toContain(completed.body.purchase.uniqueCode);
  }, 120_000);
});
