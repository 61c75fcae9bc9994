import { sql } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import { createGiftCard, createSignedInAdmin, startTestPlatform, type ApiClient, type TestPlatform } from '../../../../test/api';
import { postgresEnv, stopThenDrop, type DatabaseEnv } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { WebhookReceiver } from '../../../../test/webhook-receiver';

const CARD_EVENTS = ['card.issued', 'card.redeemed', 'order.paid'];


/** Webhooks out through the gateway: subscriptions, signed deliveries from purchases and redemptions, retries, resend. */
describe('webhooks out (all-in-one)', () => {
  let platform: TestPlatform;
  let a: { api: ApiClient; businessSlug: string };
  let b: { api: ApiClient; businessSlug: string };
  let receiver: WebhookReceiver;
  let cardTypeId: string;

  beforeAll(async () => {
    // Private addresses allowed: the receiver listens on 127.0.0.1 (the refusals are in webhook-post.spec).
    platform = await startTestPlatform({ WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_RETRY_BASE_MS: '20', WEBHOOKS_TIMEOUT_MS: '2000' });
    a = await createSignedInAdmin(platform, 'Hook Diner');
    b = await createSignedInAdmin(platform, 'Other Diner');
    cardTypeId = (await createGiftCard(a.api, { giftCardName: 'Lunch', amount: '50', discount: '10' })).body.giftCard._id;
    receiver = await new WebhookReceiver().start();
  }, 180_000);
  afterAll(async () => {
    await platform?.stop();
    await receiver?.stop();
  });

  async function subscribe(events = CARD_EVENTS) {
    const made = await a.api.post('/api/v1/admin/webhooks', { url: receiver.url, events });
    expect(made.status).toBe(201);
    receiver.secret = made.body.secret;
    return made.body.id as string;
  }

  const rows = (query: ReturnType<typeof sql>) => selectRows<Record<string, any>>(platform.app.runtime.database.db, query);
  const buy = () => buyGiftCard(platform.url, { businessSlug: a.businessSlug, id: cardTypeId }, { purchaseType: 'self', selfInfo: { name: 'Ann Buyer', email: `ann.${Date.now()}@example.com`, phone: '(555) 123-4567' } });

  it('adds, lists, changes and deletes endpoints of the business only, with clear refusals', async () => {
    const made = await a.api.post('/api/v1/admin/webhooks', { url: receiver.url, events: ['card.issued', 'order.paid'] });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const id = made.body.id;
    // Kept sealed, never as given.
    const [stored] = await rows(sql`select secret_sealed from notifications.webhook_endpoints where id = ${id}`);
    expect(stored.secret_sealed).not.toContain(made.body.secret.slice(6));

    const listed = await a.api.get('/api/v1/admin/webhooks');
    expect(listed.body.webhooks).toContainEqual({ id, url: receiver.url, events: ['card.issued', 'order.paid'], enabled: true, disabledAt: null, createdAt: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);

    const changed = await a.api.put(`/api/v1/admin/webhooks/${id}`, { events: ['card.voided'], enabled: false });
    expect(changed.body).toMatchObject({ id, events: ['card.voided'], enabled: false });

    expect((await a.api.post('/api/v1/admin/webhooks', { url: 'not a url', events: ['card.issued'] })).body.fields).toEqual({ url: 'Enter the https:// address your endpoint receives webhooks at.' });
    const noEvents = await a.api.post('/api/v1/admin/webhooks', { url: receiver.url, events: ['card.lost'] });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.fields.events).toMatch(/^Choose at least one event/);

    // Another business sees none of it: its calls on the id answer 404, as an unknown id does.
    expect((await b.api.get('/api/v1/admin/webhooks')).body.webhooks).toEqual([]);
    for (const other of [`/api/v1/admin/webhooks/${id}`, '/api/v1/admin/webhooks/6f1c2b1e-8a4e-4d6a-9a59-2b1f8f0b1c2d']) {
      expect((await b.api.put(other, { enabled: true })).status).toBe(404);
      expect((await b.api.post(`${other}/test`)).status).toBe(404);
      expect((await b.api.get(`${other}/deliveries`)).status).toBe(404);
      expect((await b.api.delete(other)).status).toBe(404);
    }
    expect((await a.api.delete(`/api/v1/admin/webhooks/${id}`)).status).toBe(200);
    expect((await a.api.get(`/api/v1/admin/webhooks/${id}/deliveries`)).status).toBe(404);
  });

  it('delivers a purchase and a redemption as card.issued, order.paid and card.redeemed, signed, in order for the card', async () => {
    const id = await subscribe();
    const card = await buy();
    await redeemGiftCard(a.api, platform.dataDir, card.uniqueCode, 12);
    const [issued, paid, redeemed] = await eventually(() => {
      const issue = receiver.ofType('card.issued').find((each) => each.message.data.orderId === card.orderId);
      const payment = receiver.ofType('order.paid').find((each) => each.message.data.orderId === card.orderId);
      const redemption = issue && receiver.ofType('card.redeemed').find((each) => each.message.data.cardId === issue.message.data.cardId);
      return redemption && payment ? [issue, payment, redemption] : undefined;
    }, 20_000);
    expect(receiver.rejected).toEqual([]);
    expect(issued!.message).toMatchObject({ id: issued!.id, type: 'card.issued', createdAt: expect.any(String), data: { orderId: card.orderId, faceValueCents: 5000, testMode: true } });
    expect(paid!.message.data).toMatchObject({ orderId: card.orderId, amountCents: 4500 });
    expect(redeemed!.message.data).toMatchObject({ cardId: issued!.message.data.cardId, amountCents: 1200, balanceAfterCents: 3800 });
    // No code or holder address leaves the platform.
    expect(`${issued!.body}${redeemed!.body}`).not.toMatch(new RegExp(`${card.uniqueCode}|@example\\.com`));
    expect(receiver.received.indexOf(issued!)).toBeLessThan(receiver.received.indexOf(redeemed!));

    // The receiver has the request before the sender has its answer and records the outcome.
    const logged = await eventually(async () => {
      const row = (await a.api.get(`/api/v1/admin/webhooks/${id}/deliveries`)).body.deliveries.find((each: { id: string }) => each.id === redeemed!.id);
      return row?.status === 'delivered' ? row : undefined;
    });
    expect(logged).toMatchObject({ type: 'card.redeemed', status: 'delivered', attempts: 1, responseStatus: 204, durationMs: expect.any(Number), request: redeemed!.body });
    await a.api.delete(`/api/v1/admin/webhooks/${id}`);
  }, 60_000);

  it('retries a receiver that fails 5 times with the same Webhook-Id until it takes it, and resends on request', async () => {
    const id = await subscribe(['card.issued']);
    receiver.failNext(5);
    const sent = await a.api.post(`/api/v1/admin/webhooks/${id}/test`);
    expect(sent.body).toMatchObject({ type: 'webhook.test', status: 'pending' });
    const got = await eventually(() => receiver.received.find((each) => each.id === sent.body.id), 20_000);
    expect(got.message).toMatchObject({ type: 'webhook.test', data: { endpointId: id } });
    expect(receiver.attempts.filter((each) => each === sent.body.id)).toHaveLength(6);
    const delivery = await eventually(async () => {
      const [latest] = (await a.api.get(`/api/v1/admin/webhooks/${id}/deliveries`)).body.deliveries;
      return latest?.status === 'delivered' ? latest : undefined;
    });
    expect(delivery).toMatchObject({ id: sent.body.id, status: 'delivered', attempts: 6, responseStatus: 204, error: null });

    const resent = await a.api.post(`/api/v1/admin/webhooks/${id}/deliveries/${sent.body.id}/resend`);
    expect(resent.body).toMatchObject({ id: sent.body.id, status: 'pending' });
    await eventually(() => receiver.received.filter((each) => each.id === sent.body.id).length === 2);
    expect((await a.api.post(`/api/v1/admin/webhooks/${id}/deliveries/no-such-delivery/resend`)).status).toBe(404);
    await a.api.delete(`/api/v1/admin/webhooks/${id}`);
  }, 60_000);

  it('holds a card’s later delivery while an earlier one to the same endpoint is not delivered', async () => {
    const id = await subscribe(['card.issued', 'card.redeemed']);
    receiver.failNext(1_000);
    const card = await buy();
    await redeemGiftCard(a.api, platform.dataDir, card.uniqueCode, 5);
    const pending = await eventually(async () => {
      const all = (await a.api.get(`/api/v1/admin/webhooks/${id}/deliveries`)).body.deliveries as { type: string; attempts: number }[];
      return all.length === 2 && all.find((each) => each.type === 'card.issued')!.attempts >= 3 ? all : undefined;
    }, 20_000);
    // The redemption waits behind the issue: never attempted while the issue is failing.
    expect(pending.find((each) => each.type === 'card.redeemed')!.attempts).toBe(0);
    receiver.failNext(0);
    await eventually(() => receiver.ofType('card.redeemed').some((each) => each.message.data.amountCents === 500), 20_000);
    const types = receiver.received.filter((each) => [card.orderId].includes(each.message.data.orderId) || each.message.data.amountCents === 500).map((each) => each.message.type);
    expect(types).toEqual(['card.issued', 'card.redeemed']);
    await a.api.delete(`/api/v1/admin/webhooks/${id}`);
  }, 60_000);
});

describe('webhooks out on PostgreSQL: the endpoint limit', () => {
  let platform: TestPlatform;
  let database: DatabaseEnv;

  beforeAll(async () => {
    database = await postgresEnv();
    platform = await startTestPlatform({ ...database.env, WEBHOOKS_ALLOW_PRIVATE: '1' });
  }, 180_000);
  afterAll(() => stopThenDrop(platform, database));

  it('adds 10 endpoints of 15 asked at once, and refuses the other 5 with 409', async () => {
    const owner = await createSignedInAdmin(platform, 'Busy Hooks');
    const asked = await Promise.all(Array.from({ length: 15 }, (_, i) => owner.api.post('/api/v1/admin/webhooks', { url: `http://127.0.0.1:9/hook-${i}`, events: ['card.issued'] })));
    expect(asked.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(201), ...Array(5).fill(409)]);
    expect((await owner.api.get('/api/v1/admin/webhooks')).body.webhooks).toHaveLength(10);
  });
});
