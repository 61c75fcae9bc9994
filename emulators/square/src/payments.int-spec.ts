import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { SquareClient, type SquareError } from 'square';
import { squareError, stateFilePerTest, usd } from '../test/square-sdk';
import { startSquareEmulator, type SquareEmulator, type SquareEmulatorOptions } from './emulator';
import { TEST_SOURCES } from './test-sources';

/** The raw payment Square puts beside `errors` in a decline (the SDK leaves an error body unparsed, snake_case). */
const failedPayment = (error: SquareError) => (error.body as { payment?: Record<string, any> }).payment;

let emulator: SquareEmulator;
let client: SquareClient;

async function start(options: SquareEmulatorOptions = {}): Promise<void> {
  emulator = await startSquareEmulator(options);
  client = new SquareClient({ token: 'merchant-a-token', baseUrl: emulator.url });
}

afterEach(async () => {
  await emulator.close();
});

function pay(sourceId: string, idempotencyKey = randomUUID(), cents = 1800) {
  return client.payments.create({ sourceId, idempotencyKey, amountMoney: usd(cents), referenceId: 'order-1', buyerEmailAddress: 'buyer@example.com' });
}

describe('CreatePayment with the Sandbox test tokens, through the square SDK v46', () => {
  beforeEach(() => start());

  it('charges a test card: COMPLETED with the card, amounts and receipt where Square puts them', async () => {
    const { payment } = await pay(TEST_SOURCES.cardOk);

    expect(payment).toMatchObject({
      status: 'COMPLETED',
      sourceType: 'CARD',
      amountMoney: usd(1800),
      totalMoney: usd(1800),
      approvedMoney: usd(1800),
      referenceId: 'order-1',
      buyerEmailAddress: 'buyer@example.com',
      cardDetails: { status: 'CAPTURED', card: { cardBrand: 'VISA', last4: '5858' }, cvvStatus: 'CVV_ACCEPTED', avsStatus: 'AVS_ACCEPTED' },
    });
    expect(payment!.id).toMatch(/^[A-Za-z0-9]{29}$/);
    expect(payment!.receiptNumber).toBe(payment!.id!.slice(0, 4));
    expect(payment!.orderId).toBeTruthy();
    expect(payment!.versionToken).toBeTruthy();
    const receipt = await fetch(payment!.receiptUrl!);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('no money moved');
    expect(emulator.stats).toMatchObject({ charges: 1, declines: 0 });
  });

  it.each([
    [TEST_SOURCES.cardDeclined, 'GENERIC_DECLINE'],
    [TEST_SOURCES.cardRejectedCvv, 'CVV_FAILURE'],
    [TEST_SOURCES.cardRejectedPostalCode, 'ADDRESS_VERIFICATION_FAILURE'],
    [TEST_SOURCES.cardRejectedExpiration, 'INVALID_EXPIRATION'],
  ])('declines %s with %s: 400, the error code and a FAILED payment, no charge', async (sourceId, code) => {
    const error = await squareError(pay(sourceId));

    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual([{ category: 'PAYMENT_METHOD_ERROR', code, detail: `Authorization error: '${code}'` }]);
    const payment = failedPayment(error)!;
    expect(payment).toMatchObject({ status: 'FAILED', source_type: 'CARD', approved_money: { amount: 0, currency: 'USD' } });
    expect(payment.card_details).toMatchObject({ status: 'FAILED', errors: [{ code }] });
    expect(payment.receipt_url).toBeUndefined();
    const { payment: stored } = await client.payments.get({ paymentId: payment.id });
    expect(stored!.status).toBe('FAILED');
    expect(emulator.stats).toMatchObject({ charges: 0, declines: 1 });
  });

  it('marks the card check that failed, as Square does', async () => {
    const cvv = failedPayment(await squareError(pay(TEST_SOURCES.cardRejectedCvv)))!;
    const postal = failedPayment(await squareError(pay(TEST_SOURCES.cardRejectedPostalCode)))!;
    expect(cvv.card_details).toMatchObject({ cvv_status: 'CVV_REJECTED', avs_status: 'AVS_ACCEPTED' });
    expect(postal.card_details).toMatchObject({ cvv_status: 'CVV_ACCEPTED', avs_status: 'AVS_REJECTED' });
  });

  it('refuses a used token and an unknown token before any payment exists', async () => {
    const used = await squareError(pay(TEST_SOURCES.cardAlreadyUsed));
    const unknown = await squareError(pay('cnon:not-a-sandbox-token'));

    expect(used.statusCode).toBe(400);
    expect(used.errors).toEqual([expect.objectContaining({ category: 'INVALID_REQUEST_ERROR', code: 'CARD_TOKEN_USED' })]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.errors).toEqual([expect.objectContaining({ code: 'INVALID_CARD_DATA', field: 'source_id' })]);
    expect(failedPayment(used)).toBeUndefined();
    expect(emulator.stats).toMatchObject({ charges: 0, declines: 0 });
  });

  it('takes Cash App Pay as a WALLET payment, and declines its declined token', async () => {
    const { payment } = await pay(TEST_SOURCES.cashAppOk);
    const declined = await squareError(pay(TEST_SOURCES.cashAppDeclined));

    expect(payment).toMatchObject({ status: 'COMPLETED', sourceType: 'WALLET', walletDetails: { status: 'CAPTURED', brand: 'CASH_APP' } });
    expect(payment!.cardDetails).toBeUndefined();
    expect(declined.errors[0].code).toBe('GENERIC_DECLINE');
    expect(failedPayment(declined)).toMatchObject({ status: 'FAILED', source_type: 'WALLET', wallet_details: { status: 'FAILED', brand: 'CASH_APP' } });
  });

  it('takes the Google Pay test token as a card payment', async () => {
    const { payment } = await pay(TEST_SOURCES.googlePayOk);
    expect(payment).toMatchObject({ status: 'COMPLETED', sourceType: 'CARD', cardDetails: { card: { cardBrand: 'MASTERCARD' } } });
  });

  it('answers every invalid field at once and keeps nothing', async () => {
    const error = await squareError(
      client.payments.create({ sourceId: '', idempotencyKey: 'k'.repeat(46), amountMoney: { amount: 0n, currency: 'EUR' } }),
    );

    expect(error.statusCode).toBe(400);
    expect(error.errors.map((e) => [e.code, e.field])).toEqual([
      ['VALUE_TOO_SHORT', 'source_id'],
      ['VALUE_TOO_LONG', 'idempotency_key'],
      ['VALUE_TOO_LOW', 'amount_money.amount'],
    ]);
    const currency = await squareError(client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: 'eur', amountMoney: { amount: 5n, currency: 'EUR' } }));
    expect(currency.errors[0]).toMatchObject({ code: 'INVALID_VALUE', field: 'amount_money.currency' });
    expect(emulator.findPayments()).toHaveLength(0);
  });
});

describe('idempotency keys', () => {
  beforeEach(() => start());

  it('the same request three times, then 20 at once, with one key: one payment, charged once', async () => {
    const key = randomUUID();
    const first = await pay(TEST_SOURCES.cardOk, key);
    const again = [await pay(TEST_SOURCES.cardOk, key), await pay(TEST_SOURCES.cardOk, key)];
    const burst = await Promise.all(Array.from({ length: 20 }, () => pay(TEST_SOURCES.cardOk, key)));

    for (const answer of [...again, ...burst]) expect(answer.payment!.id).toBe(first.payment!.id);
    expect(emulator.findPayments({ idempotencyKey: key })).toHaveLength(1);
    expect(emulator.stats).toMatchObject({ charges: 1, createPaymentRequests: 23 });
  });

  it('a declined request sent again with its key gets the same decline, not a second attempt', async () => {
    const key = randomUUID();
    const first = await squareError(pay(TEST_SOURCES.cardDeclined, key));
    const again = await squareError(pay(TEST_SOURCES.cardDeclined, key));

    expect(failedPayment(again)!.id).toBe(failedPayment(first)!.id);
    expect(emulator.stats.declines).toBe(1);
  });

  it('a key reused with another amount or another token is refused with IDEMPOTENCY_KEY_REUSED', async () => {
    const key = randomUUID();
    await pay(TEST_SOURCES.cardOk, key, 1800);

    const otherAmount = await squareError(pay(TEST_SOURCES.cardOk, key, 1));
    const otherToken = await squareError(pay(TEST_SOURCES.googlePayOk, key, 1800));

    for (const error of [otherAmount, otherToken]) {
      expect(error.statusCode).toBe(400);
      expect(error.errors).toEqual([expect.objectContaining({ category: 'INVALID_REQUEST_ERROR', code: 'IDEMPOTENCY_KEY_REUSED' })]);
    }
    expect(emulator.stats.charges).toBe(1);
  });

  it('a request refused before it did anything may be corrected and sent with the same key', async () => {
    const key = randomUUID();
    await squareError(client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: key, amountMoney: { amount: 0n, currency: 'USD' } }));

    const { payment } = await pay(TEST_SOURCES.cardOk, key);
    expect(payment!.status).toBe('COMPLETED');
  });

  it('keys belong to one merchant: another token may use the same key for its own payment', async () => {
    const key = randomUUID();
    const mine = await pay(TEST_SOURCES.cardOk, key);
    const other = new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url });
    const theirs = await other.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: key, amountMoney: usd(999) });

    expect(theirs.payment!.id).not.toBe(mine.payment!.id);
    expect(theirs.payment!.locationId).not.toBe(mine.payment!.locationId);
  });
});

describe('GetPayment, ListPayments, CompletePayment, CancelPayment', () => {
  beforeEach(() => start());

  it('gets a payment by id, and answers 404 NOT_FOUND for an unknown one', async () => {
    const { payment } = await pay(TEST_SOURCES.cardOk);
    const { payment: got } = await client.payments.get({ paymentId: payment!.id! });
    const missing = await squareError(client.payments.get({ paymentId: 'nope' }));

    expect(got).toEqual(payment);
    expect(missing.statusCode).toBe(404);
    expect(missing.errors[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' });
  });

  it('lists the merchant’s payments newest first, filtered by total', async () => {
    const ids = [];
    for (const cents of [100, 200, 300]) ids.push((await pay(TEST_SOURCES.cardOk, undefined, cents)).payment!.id);

    const all = [];
    for await (const payment of await client.payments.list({ limit: 2 })) all.push(payment.id);
    const byTotal = [];
    for await (const payment of await client.payments.list({ total: 200n })) byTotal.push(payment.id);

    expect(all).toEqual([...ids].reverse());
    expect(byTotal).toEqual([ids[1]]);
  });

  it('autocomplete false approves; CompletePayment captures and CancelPayment voids', async () => {
    const approve = () => client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amountMoney: usd(500), autocomplete: false });
    const { payment: first } = await approve();
    const { payment: second } = await approve();
    expect(first).toMatchObject({ status: 'APPROVED', delayDuration: 'PT168H', cardDetails: { status: 'AUTHORIZED' } });

    const { payment: completed } = await client.payments.complete({ paymentId: first!.id! });
    const { payment: canceled } = await client.payments.cancel({ paymentId: second!.id! });
    const late = await squareError(client.payments.complete({ paymentId: second!.id! }));

    expect(completed).toMatchObject({ status: 'COMPLETED', cardDetails: { status: 'CAPTURED' } });
    expect(canceled).toMatchObject({ status: 'CANCELED', cardDetails: { status: 'VOIDED' } });
    expect(late.statusCode).toBe(400);
    expect(emulator.stats.charges).toBe(1);
  });

  it("authorizations carry the card's fingerprint: the same for one card whatever the token, another for another card", async () => {
    const approve = async (sourceId: string) =>
      (await client.payments.create({ sourceId, idempotencyKey: randomUUID(), amountMoney: usd(500), autocomplete: false })).payment!.cardDetails!.card!.fingerprint;
    const [visa, sameVisa, mastercard] = [await approve(TEST_SOURCES.cardOk), await approve(TEST_SOURCES.cardOk), await approve(TEST_SOURCES.googlePayOk)];
    expect(visa).toMatch(/^sq-1-/);
    expect(sameVisa).toBe(visa);
    expect(mastercard).not.toBe(visa);
    // Completing or cancelling what was completed or cancelled answers the payment as it is; the other move is refused.
    const { payment } = await client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amountMoney: usd(700), autocomplete: false });
    await client.payments.complete({ paymentId: payment!.id! });
    expect((await client.payments.complete({ paymentId: payment!.id! })).payment).toMatchObject({ status: 'COMPLETED' });
    expect((await squareError(client.payments.cancel({ paymentId: payment!.id! }))).statusCode).toBe(400);
  });
});

describe('RefundPayment and GetPaymentRefund', () => {
  beforeEach(() => start({ refundSettleMs: 20 }));

  it('refunds part of a payment: PENDING at first, then COMPLETED; the payment shows it', async () => {
    const { payment } = await pay(TEST_SOURCES.cardOk, undefined, 1800);
    const key = randomUUID();
    const { refund } = await client.refunds.refundPayment({ idempotencyKey: key, paymentId: payment!.id!, amountMoney: usd(800), reason: 'Buyer asked' });
    const again = await client.refunds.refundPayment({ idempotencyKey: key, paymentId: payment!.id!, amountMoney: usd(800), reason: 'Buyer asked' });

    expect(refund).toMatchObject({ status: 'PENDING', paymentId: payment!.id, amountMoney: usd(800), reason: 'Buyer asked' });
    expect(again.refund!.id).toBe(refund!.id);
    const { payment: after } = await client.payments.get({ paymentId: payment!.id! });
    expect(after).toMatchObject({ refundedMoney: usd(800), refundIds: [refund!.id] });
    let settled = (await client.refunds.get({ refundId: refund!.id })).refund!;
    while (settled.status === 'PENDING') settled = (await client.refunds.get({ refundId: refund!.id })).refund!;
    expect(settled.status).toBe('COMPLETED');
    expect(emulator.stats).toMatchObject({ charges: 1, refunds: 1 });
  });

  it('settles a refund FAILED when the card network fails it: no money moved, and the payment can be refunded again', async () => {
    const { payment } = await pay(TEST_SOURCES.cardOk, undefined, 1000);
    emulator.failNextRefundSettlements(1);
    const { refund } = await client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: usd(1000) });
    expect(refund!.status).toBe('PENDING');
    let settled = (await client.refunds.get({ refundId: refund!.id })).refund!;
    while (settled.status === 'PENDING') settled = (await client.refunds.get({ refundId: refund!.id })).refund!;
    expect(settled.status).toBe('FAILED');
    expect((await client.payments.get({ paymentId: payment!.id! })).payment!.refundedMoney).toEqual(usd(0));
    const { refund: again } = await client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: usd(1000) });
    expect(again!.status).toBe('PENDING');
  });

  it('refuses to refund more than is left, a declined payment, or an unknown one', async () => {
    const { payment } = await pay(TEST_SOURCES.cardOk, undefined, 1000);
    await client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: usd(600) });
    const declined = failedPayment(await squareError(pay(TEST_SOURCES.cardDeclined)))!;

    const tooMuch = await squareError(client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: usd(401) }));
    const notRefundable = await squareError(client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: declined.id, amountMoney: usd(1) }));
    const unknown = await squareError(client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: 'nope', amountMoney: usd(1) }));
    const missingRefund = await squareError(client.refunds.get({ refundId: 'nope' }));

    expect(tooMuch.errors[0].code).toBe('REFUND_AMOUNT_INVALID');
    expect(notRefundable.errors[0].code).toBe('PAYMENT_NOT_REFUNDABLE');
    expect([unknown.statusCode, unknown.errors[0].code]).toEqual([404, 'NOT_FOUND']);
    expect(missingRefund.statusCode).toBe(404);
    expect(emulator.stats.refunds).toBe(1);
  });
});

describe('access tokens', () => {
  it('answers 401 UNAUTHORIZED without a token, and for a token not in the configured set', async () => {
    await start({ accessTokens: ['merchant-a-token'] });

    const bare = await fetch(`${emulator.url}/v2/payments`, { method: 'POST', body: '{}' });
    const stranger = await squareError(new SquareClient({ token: 'unknown', baseUrl: emulator.url }).payments.get({ paymentId: 'x' }));

    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ errors: [expect.objectContaining({ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED' })] });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.errors[0].code).toBe('UNAUTHORIZED');
    expect((await pay(TEST_SOURCES.cardOk)).payment!.status).toBe('COMPLETED');
  });

  it('each token is its own merchant: another one cannot see the payment', async () => {
    await start();
    const { payment } = await pay(TEST_SOURCES.cardOk);

    const other = new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url });
    expect((await squareError(other.payments.get({ paymentId: payment!.id! }))).statusCode).toBe(404);
  });
});

describe('faults and latency', () => {
  beforeEach(() => start());

  it('a 503 before the charge: the SDK retries on its own and the payment is made once', async () => {
    emulator.failNext(1, 503);

    const { payment } = await pay(TEST_SOURCES.cardOk);

    expect(payment!.status).toBe('COMPLETED');
    expect(emulator.stats).toMatchObject({ charges: 1, createPaymentRequests: 2 });
  });

  it('an answer lost after the charge: the SDK’s retry with the same key gets that charge, not a second one', async () => {
    emulator.failNext(1, 503, 'after');

    const { payment } = await pay(TEST_SOURCES.cardOk);

    expect(emulator.findPayments()).toEqual([expect.objectContaining({ id: payment!.id })]);
    expect(emulator.stats).toMatchObject({ charges: 1, createPaymentRequests: 2 });
  });

  it('faults kept for one path leave the other calls alone', async () => {
    emulator.failNext(1, 503, 'before', '/v2/refunds');
    const { payment } = await pay(TEST_SOURCES.cardOk);
    expect(emulator.stats.createPaymentRequests).toBe(1);
    const refund = { idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: usd(100) };
    const error = await squareError(client.refunds.refundPayment(refund, { maxRetries: 0 }));
    expect(error.statusCode).toBe(503);
    expect((await client.refunds.refundPayment(refund)).refund?.status).toBe('PENDING');
  });

  it('without retries the SDK surfaces the 503; sending the request again later finds the charge', async () => {
    const key = randomUUID();
    emulator.failNext(1, 503, 'after');

    const error = await squareError(
      client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: key, amountMoney: usd(1800) }, { maxRetries: 0 }),
    );
    expect(error.statusCode).toBe(503);
    expect(error.errors[0]).toMatchObject({ category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE' });
    const { payment } = await client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: key, amountMoney: usd(1800) });

    expect(emulator.findPayments({ idempotencyKey: key })).toEqual([expect.objectContaining({ id: payment!.id })]);
    expect(emulator.stats.charges).toBe(1);
  });

  it('delays each request by the configured latency', async () => {
    emulator.setLatency(300);
    const order: string[] = [];
    const paid = pay(TEST_SOURCES.cardOk).then(() => order.push('answer'));
    await new Promise((resolve) => setTimeout(resolve, 250)).then(() => order.push('250 ms later'));
    await paid;
    expect(order).toEqual(['250 ms later', 'answer']);
  });
});

describe('receipt links', () => {
  it('point at the public URL when one is given (the emulator behind a proxy or in a container)', async () => {
    await start({ publicUrl: 'https://square.example.test' });
    const { payment } = await pay(TEST_SOURCES.cardOk);
    expect(payment!.receiptUrl).toBe(`https://square.example.test/receipt/preview/${payment!.id}`);
  });
});

describe('state file', () => {
  const stateFilePath = stateFilePerTest('gv-square-');

  it('a restarted emulator still knows its payments, refunds and idempotency keys (a torn last line is ignored)', async () => {
    const stateFile = stateFilePath();
    await start({ stateFile });
    const key = randomUUID();
    const { payment } = await pay(TEST_SOURCES.cardOk, key);
    const { refund } = await client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: usd(100) });
    await emulator.close();
    appendFileSync(stateFile, '{"t":"batch","entries":[{"t":"pay');

    await start({ stateFile });

    expect((await client.payments.get({ paymentId: payment!.id! })).payment).toMatchObject({ id: payment!.id, refundedMoney: usd(100) });
    expect((await pay(TEST_SOURCES.cardOk, key)).payment!.id).toBe(payment!.id);
    expect((await client.refunds.get({ refundId: refund!.id })).refund!.id).toBe(refund!.id);
    expect(emulator.stats).toMatchObject({ charges: 1, refunds: 1 });
  });
});
