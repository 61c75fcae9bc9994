import { randomUUID } from 'node:crypto';
import { SquareClient, type Square } from 'square';
import { squareError } from '../test/square-sdk';
import { startSquareEmulator, type SquareEmulator } from './emulator';
import { TEST_LOCATIONS } from './locations-api';
import { TEST_SOURCES } from './test-sources';

const money = (amount: number, currency: Square.Currency) => ({ amount: BigInt(amount), currency });

let emulator: SquareEmulator;
const clientOf = (token: string) => new SquareClient({ token, baseUrl: emulator.url });

beforeEach(async () => {
  emulator = await startSquareEmulator({});
});

afterEach(async () => {
  await emulator.close();
});

describe("payments and refunds in each location's currency", () => {
  it.each([
    ['CA', 'CAD', 4250],
    ['GB', 'GBP', 4250],
    ['IE', 'EUR', 4250],
    ['AU', 'AUD', 4250],
    ['JP', 'JPY', 4500],
  ] as const)('takes a payment at the test location in %s in %s, and refunds it in the same currency', async (country, currency, amount) => {
    const client = clientOf('merchant-a-token');
    const { payment } = await client.payments.create({
      sourceId: TEST_SOURCES.cardOk,
      idempotencyKey: randomUUID(),
      amountMoney: money(amount, currency),
      locationId: TEST_LOCATIONS.inCountry[country],
    });
    expect(payment).toMatchObject({ status: 'COMPLETED', amountMoney: money(amount, currency), totalMoney: money(amount, currency) });

    const { refund } = await client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: money(1000, currency) });
    expect(refund).toMatchObject({ status: 'PENDING', amountMoney: money(1000, currency) });
    expect(emulator.findPayments().find((p) => p.id === payment!.id)?.refunded_money).toEqual({ amount: 1000, currency });
  });

  it("refuses, as Square does, a payment in another currency than its location's, and a refund in another currency than its payment's", async () => {
    const client = clientOf('merchant-a-token');
    const dollars = await squareError(
      client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amountMoney: money(4500, 'USD'), locationId: TEST_LOCATIONS.inCountry.JP }),
    );
    expect(dollars.statusCode).toBe(400);
    expect(dollars.errors[0]).toMatchObject({
      category: 'INVALID_REQUEST_ERROR',
      code: 'INVALID_VALUE',
      field: 'amount_money.currency',
      detail: 'This merchant can only process payments in JPY, but amount was provided in USD.',
    });

    const { payment } = await client.payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amountMoney: money(5000, 'JPY'), locationId: TEST_LOCATIONS.inCountry.JP });
    const refund = await squareError(client.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId: payment!.id!, amountMoney: money(1000, 'USD') }));
    expect(refund.errors[0]).toMatchObject({ code: 'INVALID_VALUE', field: 'amount_money.currency' });
    expect(emulator.findPayments().filter((p) => p.status === 'COMPLETED')).toHaveLength(1);
  });

  it('takes payments without a location in the currency a token names (`:JPY`), else in US dollars', async () => {
    const yen = await clientOf('test-mode:tokyo-tea:JPY').payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amountMoney: money(4500, 'JPY') });
    expect(yen.payment?.amountMoney).toEqual(money(4500, 'JPY'));
    const refused = await squareError(clientOf('test-mode:harbor-grill').payments.create({ sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amountMoney: money(4500, 'JPY') }));
    expect(refused.errors[0]).toMatchObject({ code: 'INVALID_VALUE', detail: 'This merchant can only process payments in USD, but amount was provided in JPY.' });
  });

  it("opens a gift card in its location's currency and takes activities in it", async () => {
    const client = clientOf('merchant-a-token');
    const locationId = TEST_LOCATIONS.inCountry.JP;
    const { giftCard } = await client.giftCards.create({ idempotencyKey: randomUUID(), locationId, giftCard: { type: 'DIGITAL', ganSource: 'OTHER', gan: 'TOKYO0000001' } });
    expect(giftCard?.balanceMoney).toEqual(money(0, 'JPY'));
    const { giftCardActivity } = await client.giftCards.activities.create({
      idempotencyKey: randomUUID(),
      giftCardActivity: { type: 'ACTIVATE', locationId, giftCardId: giftCard!.id!, activateActivityDetails: { amountMoney: money(5000, 'JPY'), buyerPaymentInstrumentIds: ['giftcard-vault-1'] } },
    });
    expect(giftCardActivity?.giftCardBalanceMoney).toEqual(money(5000, 'JPY'));
  });
});
