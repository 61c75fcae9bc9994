import { randomUUID } from 'node:crypto';
import { SquareClient } from 'square';
import { signedBy, usd } from '../test/square-sdk';
import { startSquareEmulator, type SquareEmulator } from './emulator';
import { Receiver } from './test-receiver';
import { TEST_SOURCES } from './test-sources';
import { squareSignature } from './webhooks';

const signatureKey = 'sandbox-signature-key';
let receiver: Receiver;
let emulator: SquareEmulator;

beforeEach(async () => {
  receiver = await Receiver.start();
});

afterEach(async () => {
  await emulator.close();
  await receiver.close();
});

function pay(client: SquareClient, sourceId: string = TEST_SOURCES.cardOk) {
  return client.payments.create({ sourceId, idempotencyKey: randomUUID(), amountMoney: usd(1800), referenceId: 'order-7' });
}

describe('signed event notifications', () => {
  it('posts payment.created and payment.updated with Square’s body, signed as the SDK’s WebhooksHelper verifies', async () => {
    const notificationUrl = `${receiver.url}/api/payments/square-webhook/demo-bistro`;
    emulator = await startSquareEmulator({ webhook: { url: notificationUrl, signatureKey } });
    const { payment } = await pay(new SquareClient({ token: 'merchant-a-token', baseUrl: emulator.url }));
    await emulator.webhooksIdle();

    // Like Square, deliveries go out in parallel: their order is not guaranteed.
    expect(receiver.received.map((r) => JSON.parse(r.body).type).sort()).toEqual(['payment.created', 'payment.updated']);
    const [updated] = receiver.ofType('payment.updated');
    const notification = JSON.parse(updated.body);
    expect(updated.path).toBe('/api/payments/square-webhook/demo-bistro');
    expect(notification).toMatchObject({
      merchant_id: expect.stringMatching(/^M[A-Z2-7]{12}$/),
      type: 'payment.updated',
      event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      data: { type: 'payment', id: payment!.id, object: { payment: { id: payment!.id, status: 'COMPLETED', reference_id: 'order-7' } } },
    });
    expect(updated.headers['square-environment']).toBe('Sandbox');

    const signatureHeader = updated.headers['x-square-hmacsha256-signature'] as string;
    const verify = (key: string, url: string, body = updated.body) => signedBy({ ...updated, body }, key, url);
    expect(await verify(signatureKey, notificationUrl)).toBe(true);
    expect(await verify('another-key', notificationUrl)).toBe(false);
    expect(await verify(signatureKey, `${receiver.url}/elsewhere`)).toBe(false);
    expect(await verify(signatureKey, notificationUrl, updated.body.replace('COMPLETED', 'FAILED'))).toBe(false);
    expect(squareSignature(notificationUrl, updated.body, signatureKey)).toBe(signatureHeader);
  });

  it('announces a decline as a FAILED payment, and sends only the event types asked for', async () => {
    emulator = await startSquareEmulator({ webhook: { url: `${receiver.url}/hook`, signatureKey, eventTypes: ['payment.updated'] } });
    await pay(new SquareClient({ token: 'merchant-a-token', baseUrl: emulator.url }), TEST_SOURCES.cardDeclined).catch(() => undefined);
    await emulator.webhooksIdle();

    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ type: 'payment.updated', data: { object: { payment: { status: 'FAILED' } } } });
  });

  it('retries a delivery that did not get a 2xx, with the same event and body, and counts what it gave up', async () => {
    emulator = await startSquareEmulator({ webhook: { url: `${receiver.url}/hook`, signatureKey, eventTypes: ['payment.updated'] }, webhookRetryDelaysMs: [10, 10] });
    const client = new SquareClient({ token: 'merchant-a-token', baseUrl: emulator.url });
    receiver.answerNext(500);

    await pay(client);
    await emulator.webhooksIdle();

    const [first, retry] = receiver.received;
    expect(receiver.received).toHaveLength(2);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['square-retry-number']).toBe('1');
    expect(retry.headers['square-retry-reason']).toBe('http_status_500');
    expect(retry.headers['x-square-hmacsha256-signature']).toBe(first.headers['x-square-hmacsha256-signature']);
    expect(emulator.stats.webhooks).toEqual({ delivered: 1, failed: 0, pending: 0 });

    receiver.answerNext(503, 503, 503);
    await pay(client);
    await emulator.webhooksIdle();
    expect(receiver.received).toHaveLength(5);
    expect(emulator.stats.webhooks).toEqual({ delivered: 1, failed: 1, pending: 0 });
  });

  it('announces a refund: refund.created, payment.updated with the refunded money, then refund.updated COMPLETED', async () => {
    emulator = await startSquareEmulator({ webhook: { url: `${receiver.url}/hook`, signatureKey }, refundSettleMs: 10 });
    const client = new SquareClient({ token: 'merchant-a-token', baseUrl: emulator.url });
    const { payment } = await pay(client);
    const { refund } = await client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: usd(1800) });
    while ((await client.refunds.get({ refundId: refund!.id })).refund!.status === 'PENDING') await new Promise((r) => setTimeout(r, 10));
    await emulator.webhooksIdle();

    const types = receiver.received.map((r) => JSON.parse(r.body).type);
    expect(types.sort()).toEqual(['payment.created', 'payment.updated', 'payment.updated', 'refund.created', 'refund.updated']);
    const payments = receiver.ofType('payment.updated').map((r) => JSON.parse(r.body).data.object.payment);
    expect(payments.map((p) => p.refunded_money)).toContainEqual({ amount: 1800, currency: 'USD' });
    expect(JSON.parse(receiver.ofType('refund.created')[0].body).data.object.refund.status).toBe('PENDING');
    expect(JSON.parse(receiver.ofType('refund.updated')[0].body).data.object.refund.status).toBe('COMPLETED');
  });
});

describe('Webhook Subscriptions API', () => {
  it('a subscription made through the SDK gets its merchant’s events, signed with the key it was given, and no one else’s', async () => {
    emulator = await startSquareEmulator();
    const merchantA = new SquareClient({ token: 'merchant-a-token', baseUrl: emulator.url });
    const merchantB = new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url });
    const notificationUrl = `${receiver.url}/api/payments/square-webhook/business-a`;

    const { subscription } = await merchantA.webhooks.subscriptions.create({
      idempotencyKey: randomUUID(),
      subscription: { name: 'orders', eventTypes: ['payment.updated'], notificationUrl },
    });
    expect(subscription).toMatchObject({ enabled: true, eventTypes: ['payment.updated'], notificationUrl, signatureKey: expect.any(String) });

    const { payment } = await pay(merchantA);
    await pay(merchantB);
    await emulator.webhooksIdle();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(JSON.parse(delivery.body).data.id).toBe(payment!.id);
    expect(await signedBy(delivery, subscription!.signatureKey!, notificationUrl)).toBe(true);
  });

  it('lists a merchant’s subscriptions without their keys, and a deleted one gets nothing more', async () => {
    emulator = await startSquareEmulator();
    const client = new SquareClient({ token: 'merchant-a-token', baseUrl: emulator.url });
    const { subscription } = await client.webhooks.subscriptions.create({
      subscription: { eventTypes: ['payment.updated'], notificationUrl: `${receiver.url}/hook` },
    });

    const listed = [];
    for await (const s of await client.webhooks.subscriptions.list()) listed.push(s);
    await client.webhooks.subscriptions.delete({ subscriptionId: subscription!.id! });
    await pay(client);
    await emulator.webhooksIdle();

    expect(listed).toEqual([expect.objectContaining({ id: subscription!.id })]);
    expect(listed[0].signatureKey).toBeUndefined();
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a subscription without a valid notification URL or event types', async () => {
    emulator = await startSquareEmulator();
    const client = new SquareClient({ token: 'merchant-a-token', baseUrl: emulator.url });

    const noUrl = await client.webhooks.subscriptions.create({ subscription: { eventTypes: ['payment.updated'] } }).catch((e) => e);
    const noTypes = await client.webhooks.subscriptions.create({ subscription: { notificationUrl: `${receiver.url}/hook` } }).catch((e) => e);

    expect([noUrl.statusCode, noUrl.errors[0].code]).toEqual([400, 'MISSING_REQUIRED_PARAMETER']);
    expect([noTypes.statusCode, noTypes.errors[0].field]).toEqual([400, 'subscription.event_types']);
  });
});
