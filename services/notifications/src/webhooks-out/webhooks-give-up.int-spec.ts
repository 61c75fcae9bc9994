import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { eventually } from '../../../../test/engines';
import { holdTheClock } from '../../../../test/held-clock';
import { readMailbox, waitForMail } from '../../../../test/mail';
import { buyGiftCard } from '../../../../test/purchases';
import { WebhookReceiver } from '../../../../test/webhook-receiver';

const HOUR = 3_600_000;

/**
 * An endpoint that keeps failing (decision 0094): retried while younger than 72 hours, then turned off, its owner
 * emailed once, and sent nothing more; another endpoint of the business goes on receiving. The clock is the test's,
 * moved on by hours.
 */
describe('webhooks out: an endpoint failing for 3 days', () => {
  let platform: TestPlatform;
  let failing: WebhookReceiver;
  let working: WebhookReceiver;

  beforeAll(async () => {
    platform = await startTestPlatform({ WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_RETRY_BASE_MS: '20', WEBHOOKS_TIMEOUT_MS: '2000' });
    [failing, working] = await Promise.all([new WebhookReceiver().start(), new WebhookReceiver().start()]);
  }, 180_000);
  afterAll(async () => {
    jest.useRealTimers();
    await platform?.stop();
    await Promise.all([failing?.stop(), working?.stop()]);
  });

  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(platform.app.runtime.database.db, query);
  const endpoint = async (id: string) => (await rows<{ enabled: boolean; disabled_at: string | null }>(sql`select enabled, disabled_at from notifications.webhook_endpoints where id = ${id}`))[0];
  const attemptsOf = async (id: string) =>
    (await rows<{ n: number }>(sql`select coalesce(sum(attempts), 0)::integer as n from notifications.webhook_deliveries where endpoint_id = ${id}`))[0].n;

  it('turns the endpoint off, emails the owner once, and queues no later event for it', async () => {
    const owner = await createSignedInAdmin(platform, 'Broken Hook Diner');
    const cardTypeId = (await createGiftCard(owner.api, { giftCardName: 'Supper', amount: '25' })).body.giftCard._id;
    const subscribe = async (receiver: WebhookReceiver) => {
      const made = await owner.api.post('/api/v1/admin/webhooks', { url: receiver.url, events: ['card.issued'] });
      receiver.secret = made.body.secret;
      return made.body.id as string;
    };
    const brokenId = await subscribe(failing);
    const workingId = await subscribe(working);
    const buy = () => buyGiftCard(platform.url, { businessSlug: owner.businessSlug, id: cardTypeId }, { purchaseType: 'self', selfInfo: { name: 'Di Buyer', email: 'di@example.com', phone: '(555) 123-4567' } });
    failing.failNext(Number.MAX_SAFE_INTEGER);

    const first = await buy();
    await eventually(() => working.received.some((each) => each.message.data.orderId === first.orderId), 20_000);
    await eventually(async () => (await attemptsOf(brokenId)) >= 3, 20_000);

    // 71 hours on: still failing, still retried, still on. (The embedded database's now() is this clock too.)
    holdTheClock({ running: true });
    const start = Date.now();
    jest.setSystemTime(start + 71 * HOUR);
    const before = await attemptsOf(brokenId);
    await eventually(async () => (await attemptsOf(brokenId)) >= before + 3, 20_000);
    expect(await endpoint(brokenId)).toMatchObject({ enabled: true, disabled_at: null });

    // Past 72 hours: the next failure turns it off.
    jest.setSystemTime(start + 72 * HOUR + 60_000);
    await eventually(async () => (await endpoint(brokenId)).enabled === false, 20_000);
    expect((await endpoint(brokenId)).disabled_at).not.toBeNull();
    expect((await endpoint(workingId)).enabled).toBe(true);

    const mail = await waitForMail(platform.dataDir, { to: owner.email, subject: /^Webhooks to .* are turned off$/ });
    expect(mail.subject).toBe(`Webhooks to ${failing.url} are turned off`);
    expect(mail.text).toContain(`Every attempt to deliver Broken Hook Diner's webhooks to ${failing.url} failed for 72 hours, so the endpoint was turned off.`);
    expect(mail.text).toContain('fix the endpoint, then turn it back on at Developers');
    expect(mail.text).toMatch(/https?:\/\/[^\s"]+\/developers/);

    // A later sale reaches the endpoint still on, and is not even queued for the one turned off.
    const attemptsWhenOff = await attemptsOf(brokenId);
    const later = await buy();
    await eventually(() => working.received.some((each) => each.message.data.orderId === later.orderId), 20_000);
    const queued = await rows<{ endpoint_id: string }>(sql`select endpoint_id from notifications.webhook_deliveries where body like ${`%${later.orderId}%`}`);
    expect(queued.map((row) => row.endpoint_id)).toEqual([workingId]);
    // Its waiting delivery is not attempted any more, and the owner was told once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await attemptsOf(brokenId)).toBe(attemptsWhenOff);
    expect(readMailbox(platform.dataDir).filter((each) => each.to.includes(owner.email) && /turned off/.test(each.subject))).toHaveLength(1);
    expect(failing.received).toEqual([]);

    // Turned back on while its receiver still fails (by its owner signed in again, days on): its waiting delivery gets
    // 3 days of retries anew, not one.
    jest.setSystemTime(start + 80 * HOUR);
    const again = new ApiClient(platform.url);
    expect((await again.post('/api/v1/admin/login', { email: owner.email, password: owner.password })).status).toBe(200);
    expect((await again.put(`/api/v1/admin/webhooks/${brokenId}`, { enabled: true })).status).toBe(200);
    await eventually(async () => (await attemptsOf(brokenId)) >= attemptsWhenOff + 3, 20_000);
    expect((await endpoint(brokenId)).enabled).toBe(true);

    // Fixed, it receives what waited; a delivery resent days after it was written also starts its retries anew.
    failing.failNext(0);
    await eventually(() => failing.received.length > 0, 20_000);
    const [delivered] = await rows<{ event_id: string }>(sql`select event_id from notifications.webhook_deliveries where endpoint_id = ${brokenId} and status = 'delivered'`);
    failing.failNext(1);
    expect((await again.post(`/api/v1/admin/webhooks/${brokenId}/deliveries/${delivered.event_id}/resend`)).status).toBe(201);
    await eventually(() => failing.received.filter((each) => each.message.id === delivered.event_id).length >= 2, 20_000);
    expect((await endpoint(brokenId)).enabled).toBe(true);
  }, 120_000);
});
