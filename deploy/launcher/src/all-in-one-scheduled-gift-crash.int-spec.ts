import { randomUUID } from 'node:crypto';
import { TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { readMailbox } from '../../../test/mail';
import { restartableAllInOne, launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

/** How far ahead the gift is scheduled: long enough to kill the platform first, and it falls due while it is down. */
const DELIVER_IN_MS = 45_000;

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * `npm start` killed with SIGKILL while a gift waits for its delivery time, and started again on the same DATA_DIR
 * only after that time passed: the gift's email goes out after the restart, once (decision 0061).
 */
describe('all-in-one scheduled gift under kill -9', () => {
  const platform = restartableAllInOne('gv-scheduled-gift-crash-');
  const { dataDir, start } = platform;

  it('sends a gift that fell due during the outage once after the restart', async () => {
    let url = await start();
    const admin = await createSignedInAdmin({ url, dataDir } as TestPlatform, 'Outage Bistro');
    const card = (await createGiftCard(admin.api, { amount: '60', discount: '0' })).body.giftCard;
    const recipient = 'rosa.outage@example.com';
    const deliverAt = new Date(Date.now() + DELIVER_IN_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const giftInfo = { recipientName: 'Rosa', recipientEmail: recipient, message: 'Worth the wait', senderName: 'Olly', senderEmail: 'olly@example.com', senderPhone: '5551234567', deliverAt };
    const body = { sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), businessSlug: admin.businessSlug, id: card._id, purchaseType: 'gift', giftInfo };
    const buyer = new ApiClient(url);
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    const completed = await buyer.put('/api/v1/admin/purchase', { id: card._id, purchaseType: 'gift', giftInfo, orderId: paid.body.orderId });
    expect(completed.status).toBe(200);
    expect(completed.body.purchase.deliverAt).toBe(deliverAt);
    const gifts = () => readMailbox(dataDir).filter((mail) => mail.to.includes(recipient));
    // The buyer is told at once; the recipient's email waits.
    await eventually(() => readMailbox(dataDir).some((mail) => mail.to.includes('olly@example.com') && /is scheduled for/.test(mail.subject)), 45_000);
    expect(gifts()).toHaveLength(0);

    await platform.kill();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(deliverAt) - Date.now()) + 1_000));
    expect(gifts()).toHaveLength(0);

    url = await start();
    await eventually(() => gifts().length > 0, 30_000, 100);
    expect(gifts()[0].text).toContain(completed.body.purchase.uniqueCode);
    // A marker through the same bus consumer and job queue, after the gift: once it is written, a second copy of the
    // gift (a job run again, a redelivered event) would have been too.
    const marker = 'marker.outage@example.test';
    const interest = await new ApiClient(url).post('/api/v1/admin/registration-interest', { businessName: 'Marker Cafe', businessType: 'Cafe', contactName: 'Mo', email: marker });
    expect(interest.status).toBe(201);
    await eventually(() => readMailbox(dataDir).some((mail) => mail.to.includes(marker)), 20_000);
    expect(gifts()).toHaveLength(1);
  }, 240_000);
});
