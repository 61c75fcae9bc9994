import { randomUUID } from 'node:crypto';
import { TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { readMailbox } from '../../../test/mail';
import { restartableAllInOne, launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * `npm start` killed with SIGKILL while Square is charging a checkout, then started again on the same DATA_DIR:
 * the buyer's retry of the checkout finds the charge, and there is one charge, one card and one email.
 */
describe('all-in-one checkout under kill -9', () => {
  const platform = restartableAllInOne('gv-checkout-crash-');
  const { dataDir, start } = platform;

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

    platform.emulator.setLatency(2000);
    const requestsBefore = platform.emulator.stats.createPaymentRequests;
    const lost = new ApiClient(url).post('/api/payments/create-payment', body).catch(() => undefined);
    await eventually(() => platform.emulator.stats.createPaymentRequests > requestsBefore, 30_000, 10);
    await platform.kill();
    await lost;
    await eventually(() => platform.emulator.findPayments({ idempotencyKey: body.idempotencyKey }).length === 1, 10_000);
    platform.emulator.setLatency(0);

    url = await start();
    const buyer = new ApiClient(url);
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'COMPLETED', amountMoney: { amount: 9000, currency: 'USD' } });
    expect(platform.emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);

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
