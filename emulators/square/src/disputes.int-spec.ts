import { randomUUID } from 'node:crypto';
import { SquareClient } from 'square';
import { signedBy, squareError, stateFilePerTest, usd } from '../test/square-sdk';
import { startSquareEmulator, type SquareEmulator, type SquareEmulatorOptions } from './emulator';
import { TEST_LOCATIONS } from './locations-api';
import { merchantFor } from './merchant';
import { Receiver, type Received } from './test-receiver';
import { TEST_SOURCES } from './test-sources';

const DAY_MS = 24 * 3600 * 1000;
const token = 'merchant-a-token';
const signatureKey = 'sandbox-signature-key';

let emulator: SquareEmulator;
let client: SquareClient;
let receiver: Receiver;
let hookUrl: string;

beforeEach(async () => {
  receiver = await Receiver.start();
  hookUrl = `${receiver.url}/api/payments/square-webhook/demo-bistro`;
});

afterEach(async () => {
  await emulator.close();
  await receiver.close();
});

async function start(options: SquareEmulatorOptions = {}): Promise<void> {
  emulator = await startSquareEmulator(options);
  client = new SquareClient({ token, baseUrl: emulator.url, maxRetries: 0 });
}

async function pay(cents = 1800, sourceId: string = TEST_SOURCES.cardOk, extra: { locationId?: string; autocomplete?: boolean } = {}) {
  const { payment } = await client.payments.create({ sourceId, idempotencyKey: randomUUID(), amountMoney: usd(cents), ...extra });
  return payment!;
}

/** A test-control request, answered with Square's JSON (snake_case) or its `errors`. */
async function control(path: string, body: unknown): Promise<{ status: number; body: Record<string, any> }> {
  const response = await fetch(`${emulator.url}/emulator/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function openDispute(body: Record<string, unknown>): Promise<Record<string, any>> {
  const answer = await control('disputes', body);
  expect(answer.status).toBe(200);
  return answer.body.dispute;
}

async function listed(request: Parameters<SquareClient['disputes']['list']>[0] = {}, as = client): Promise<string[]> {
  const ids = [];
  for await (const dispute of await as.disputes.list(request)) ids.push(dispute.id!);
  return ids;
}

const notificationsOf = (type: string) => receiver.ofType(type).map((d) => ({ ...d, json: JSON.parse(d.body) }));

const verify = (delivery: Received, key = signatureKey) => signedBy(delivery, key, hookUrl);

describe('the Disputes API, through the square SDK, with disputes opened by the test control', () => {
  beforeEach(() => start());

  it('a dispute opened on a COMPLETED card payment is EVIDENCE_REQUIRED for its total, and RetrieveDispute answers it', async () => {
    const payment = await pay(1800);
    const opened = await openDispute({ payment_id: payment.id });

    const { dispute } = await client.disputes.get({ disputeId: opened.id });

    expect(dispute).toMatchObject({
      id: opened.id,
      amountMoney: usd(1800),
      reason: 'NO_KNOWLEDGE',
      state: 'EVIDENCE_REQUIRED',
      disputedPayment: { paymentId: payment.id },
      cardBrand: 'VISA',
      locationId: payment.locationId,
      version: 1,
    });
    expect(dispute!.id).toMatch(/^[A-Za-z0-9]{21}$/);
    expect(dispute!.brandDisputeId).toBeTruthy();
    expect(dispute!.createdAt).toBe(dispute!.updatedAt);
    expect(Date.parse(dispute!.reportedAt!) % DAY_MS).toBe(0);
    expect(Date.parse(dispute!.dueAt!) - Date.parse(dispute!.reportedAt!)).toBe(14 * DAY_MS);
    expect(emulator.stats.disputes).toBe(1);
  });

  it('ListDisputes answers the merchant’s disputes newest first, filtered by states and location_id; another merchant sees none', async () => {
    const first = await openDispute({ payment_id: (await pay(1000)).id, amount_money: { amount: 400, currency: 'USD' }, reason: 'NOT_AS_DESCRIBED' });
    const second = await openDispute({ payment_id: (await pay(2000, TEST_SOURCES.googlePayOk, { locationId: TEST_LOCATIONS.active })).id });
    const third = emulator.openDispute((await pay(3000)).id, { reason: 'DUPLICATE' });
    emulator.resolveDispute(first.id, 'WON');

    expect(await listed()).toEqual([third.id, second.id, first.id]);
    expect(await listed({ states: 'WON' })).toEqual([first.id]);
    expect(await listed({ states: 'EVIDENCE_REQUIRED' })).toEqual([third.id, second.id]);
    expect(await listed({ locationId: TEST_LOCATIONS.active })).toEqual([second.id]);
    expect(await listed({}, new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url }))).toEqual([]);
    const { dispute } = await client.disputes.get({ disputeId: first.id });
    expect(dispute).toMatchObject({ amountMoney: usd(400), reason: 'NOT_AS_DESCRIBED', state: 'WON', version: 2 });
    expect((await client.disputes.get({ disputeId: second.id })).dispute!.cardBrand).toBe('MASTERCARD');

    const raw = (query: string) => fetch(`${emulator.url}/v2/disputes?${query}`, { headers: { authorization: `Bearer ${token}` } });
    const several = (await (await raw('states=WON,LOST&states=EVIDENCE_REQUIRED')).json()) as { disputes: { id: string }[] };
    expect(several.disputes.map((d) => d.id)).toEqual([third.id, second.id, first.id]);
    const wrong = await raw('states=FRAUDULENT');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ errors: [expect.objectContaining({ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_ENUM_VALUE', field: 'states' })] });
  });

  it('answers 404 NOT_FOUND for an unknown dispute and for another merchant’s, and 401 without a token', async () => {
    const opened = await openDispute({ payment_id: (await pay()).id });
    const other = new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url, maxRetries: 0 });

    const unknown = await squareError(client.disputes.get({ disputeId: 'nope' }));
    const foreign = await squareError(other.disputes.get({ disputeId: opened.id }));
    const foreignAccept = await squareError(other.disputes.accept({ disputeId: opened.id }));
    const bare = await fetch(`${emulator.url}/v2/disputes`);

    for (const error of [unknown, foreign, foreignAccept]) {
      expect(error.statusCode).toBe(404);
      expect(error.errors[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' });
    }
    expect(bare.status).toBe(401);
    expect((await client.disputes.get({ disputeId: opened.id })).dispute!.state).toBe('EVIDENCE_REQUIRED');
  });

  it('AcceptDispute makes it ACCEPTED with a new version (again: the same answer); a decided dispute cannot be accepted', async () => {
    const toAccept = await openDispute({ payment_id: (await pay()).id });
    const lost = await openDispute({ payment_id: (await pay()).id });
    emulator.resolveDispute(lost.id, 'LOST');

    const { dispute: accepted } = await client.disputes.accept({ disputeId: toAccept.id });
    const { dispute: again } = await client.disputes.accept({ disputeId: toAccept.id });
    const refused = await squareError(client.disputes.accept({ disputeId: lost.id }));

    expect(accepted).toMatchObject({ id: toAccept.id, state: 'ACCEPTED', version: 2 });
    expect(again).toEqual(accepted);
    expect((await client.disputes.get({ disputeId: toAccept.id })).dispute).toEqual(accepted);
    expect([refused.statusCode, refused.errors[0].code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('the bank disputes only a COMPLETED card payment, for at most its total, and decides a dispute once, WON or LOST', async () => {
    const payment = await pay(1800);
    const declined = (await squareError(pay(1800, TEST_SOURCES.cardDeclined))).body as { payment: { id: string } };
    const cashApp = await pay(1800, TEST_SOURCES.cashAppOk);
    const approved = await pay(1800, TEST_SOURCES.cardOk, { autocomplete: false });
    const code = async (path: string, body: unknown) => {
      const { status, body: answer } = await control(path, body);
      return [status, answer.errors?.[0]?.code, answer.errors?.[0]?.field];
    };

    expect(await code('disputes', { payment_id: 'nope' })).toEqual([404, 'NOT_FOUND', undefined]);
    expect(await code('disputes', {})).toEqual([400, 'MISSING_REQUIRED_PARAMETER', 'payment_id']);
    for (const id of [declined.payment.id, cashApp.id, approved.id]) expect(await code('disputes', { payment_id: id })).toEqual([400, 'BAD_REQUEST', 'payment_id']);
    expect(await code('disputes', { payment_id: payment.id, amount_money: { amount: 1801, currency: 'USD' } })).toEqual([400, 'INVALID_VALUE', 'amount_money.amount']);
    expect(await code('disputes', { payment_id: payment.id, amount_money: { amount: 100, currency: 'EUR' } })).toEqual([400, 'INVALID_VALUE', 'amount_money.currency']);
    expect(await code('disputes', { payment_id: payment.id, reason: 'FRAUDULENT' })).toEqual([400, 'INVALID_ENUM_VALUE', 'reason']);
    expect(emulator.stats.disputes).toBe(0);

    const dispute = await openDispute({ payment_id: payment.id });
    expect(await code(`disputes/${dispute.id}/resolve`, { state: 'ACCEPTED' })).toEqual([400, 'INVALID_ENUM_VALUE', 'state']);
    expect(await code('disputes/nope/resolve', { state: 'WON' })).toEqual([404, 'NOT_FOUND', undefined]);
    const won = await control(`disputes/${dispute.id}/resolve`, { state: 'WON' });
    expect([won.status, won.body.dispute.state, won.body.dispute.version]).toEqual([200, 'WON', 2]);
    expect(await code(`disputes/${dispute.id}/resolve`, { state: 'LOST' })).toEqual([400, 'BAD_REQUEST', undefined]);
    expect(() => emulator.resolveDispute(dispute.id, 'LOST')).toThrow(/already WON/);
  });
});

describe('dispute event notifications', () => {
  it('dispute.created carries the dispute in Square’s envelope, signed as the SDK’s WebhooksHelper verifies', async () => {
    await start({ webhook: { url: hookUrl, signatureKey } });
    const payment = await pay(1800);
    const dispute = await openDispute({ payment_id: payment.id, reason: 'NOT_RECEIVED' });
    await emulator.webhooksIdle();

    const [created] = notificationsOf('dispute.created');
    expect(notificationsOf('dispute.created')).toHaveLength(1);
    expect(created.json).toEqual({
      merchant_id: merchantFor(token).id,
      location_id: payment.locationId,
      type: 'dispute.created',
      event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created_at: expect.any(String),
      data: { type: 'dispute', id: dispute.id, object: { dispute } },
    });
    expect(dispute).toMatchObject({ state: 'EVIDENCE_REQUIRED', reason: 'NOT_RECEIVED', disputed_payment: { payment_id: payment.id } });
    expect(await verify(created)).toBe(true);
    expect(await verify(created, 'another-key')).toBe(false);
    expect(await verify({ ...created, body: created.body.replace('EVIDENCE_REQUIRED', 'WON') })).toBe(false);
  });

  it('deciding (WON, LOST) and accepting (ACCEPTED) each announce dispute.state.updated with the new state, signed', async () => {
    await start({ webhook: { url: hookUrl, signatureKey, eventTypes: ['dispute.state.updated'] } });
    const [won, lost, accepted] = [
      emulator.openDispute((await pay()).id),
      emulator.openDispute((await pay()).id),
      emulator.openDispute((await pay()).id),
    ];

    await control(`disputes/${won.id}/resolve`, { state: 'WON' });
    await control(`disputes/${lost.id}/resolve`, { state: 'LOST' });
    await client.disputes.accept({ disputeId: accepted.id });
    await emulator.webhooksIdle();

    const updates = notificationsOf('dispute.state.updated');
    expect(receiver.received).toHaveLength(3);
    const states = Object.fromEntries(updates.map(({ json }) => [json.data.id, [json.data.object.dispute.state, json.data.object.dispute.version]]));
    expect(states).toEqual({ [won.id]: ['WON', 2], [lost.id]: ['LOST', 2], [accepted.id]: ['ACCEPTED', 2] });
    for (const update of updates) {
      expect(update.json).toMatchObject({ merchant_id: merchantFor(token).id, location_id: won.location_id, data: { type: 'dispute' } });
      expect(await verify(update)).toBe(true);
    }
  });

  it('a subscription made through the SDK gets its merchant’s dispute events, signed with its own key', async () => {
    await start();
    const { subscription } = await client.webhooks.subscriptions.create({
      subscription: { eventTypes: ['dispute.created', 'dispute.state.updated'], notificationUrl: hookUrl },
    });
    const mine = emulator.openDispute((await pay()).id);
    const other = new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url });
    const { payment: theirs } = await other.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amountMoney: usd(500) });
    emulator.openDispute(theirs!.id!);
    emulator.resolveDispute(mine.id, 'LOST');
    await emulator.webhooksIdle();

    expect(receiver.received.map((d) => JSON.parse(d.body).data.id)).toEqual([mine.id, mine.id]);
    for (const delivery of receiver.received) expect(await verify(delivery, subscription!.signatureKey!)).toBe(true);
  });
});

describe('state file', () => {
  const stateFilePath = stateFilePerTest('gv-square-disputes-');

  it('a restarted emulator still knows its disputes and their states', async () => {
    const stateFile = stateFilePath();
    await start({ stateFile });
    const open = await openDispute({ payment_id: (await pay()).id });
    const accepted = await openDispute({ payment_id: (await pay()).id });
    await client.disputes.accept({ disputeId: accepted.id });
    await emulator.close();

    await start({ stateFile });

    expect(await listed({ states: 'EVIDENCE_REQUIRED' })).toEqual([open.id]);
    expect((await client.disputes.get({ disputeId: accepted.id })).dispute).toMatchObject({ state: 'ACCEPTED', version: 2 });
    expect(emulator.stats.disputes).toBe(2);
  });
});
