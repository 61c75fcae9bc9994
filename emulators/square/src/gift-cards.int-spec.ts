import { randomUUID } from 'node:crypto';
import { SquareClient, type Square, type SquareError } from 'square';
import { signedBy, squareError, stateFilePerTest, usd } from '../test/square-sdk';
import { startSquareEmulator, type SquareEmulator, type SquareEmulatorOptions } from './emulator';
import { TEST_LOCATIONS } from './locations-api';
import { merchantFor } from './merchant';
import { Receiver } from './test-receiver';

const TOKEN = 'merchant-a-token';
// A location every access token's seller has.
const LOCATION = TEST_LOCATIONS.active;

let emulator: SquareEmulator;
let client: SquareClient;

async function start(options: SquareEmulatorOptions = {}): Promise<void> {
  emulator = await startSquareEmulator(options);
  client = new SquareClient({ token: TOKEN, baseUrl: emulator.url });
}

afterEach(async () => {
  await emulator.close();
});

let ganSequence = 0;
/** A custom GAN as a platform numbers its cards: 20 digits, not starting like a payment card. */
const newGan = () => `9${String(Date.now()).slice(-10)}${String(ganSequence++).padStart(9, '0')}`;

/** `null`: Square numbers the card. */
async function createCard(gan: string | null = newGan(), idempotencyKey = randomUUID(), on = client) {
  const giftCard = gan === null ? { type: 'DIGITAL' as const } : { type: 'DIGITAL' as const, ganSource: 'OTHER' as const, gan };
  return (await on.giftCards.create({ idempotencyKey, locationId: LOCATION, giftCard })).giftCard!;
}

type Details = Omit<Square.GiftCardActivity, 'type' | 'locationId' | 'giftCardId'>;

function activity(giftCardId: string, type: Square.GiftCardActivityType, details: Details, idempotencyKey = randomUUID(), on = client) {
  return on.giftCards.activities.create({ idempotencyKey, giftCardActivity: { type, locationId: LOCATION, giftCardId, ...details } });
}

const activate = (id: string, cents: number, key?: string) =>
  activity(id, 'ACTIVATE', { activateActivityDetails: { amountMoney: usd(cents), buyerPaymentInstrumentIds: ['card-on-platform'] } }, key);
const redeem = (id: string, cents: number, key?: string, on?: SquareClient) =>
  activity(id, 'REDEEM', { redeemActivityDetails: { amountMoney: usd(cents), referenceId: 'till-7' } }, key, on);

async function activeCard(cents: number): Promise<Square.GiftCard> {
  const card = await createCard();
  await activate(card.id!, cents);
  return card;
}

const balanceOf = async (id: string) => (await client.giftCards.get({ id })).giftCard!.balanceMoney;

describe('Gift Cards API', () => {
  beforeEach(() => start());

  it('creates a DIGITAL card with a custom GAN: PENDING with a zero balance, found by id and by GAN', async () => {
    const gan = newGan();
    const card = await createCard(gan);

    expect(card).toEqual({
      id: expect.stringMatching(/^gftc:[0-9a-f]{32}$/),
      type: 'DIGITAL',
      ganSource: 'OTHER',
      state: 'PENDING',
      balanceMoney: usd(0),
      gan,
      createdAt: expect.any(String),
    });
    expect((await client.giftCards.get({ id: card.id! })).giftCard).toEqual(card);
    expect((await client.giftCards.getFromGan({ gan })).giftCard).toEqual(card);
    const unknown = await squareError(client.giftCards.getFromGan({ gan: newGan() }));
    expect([unknown.statusCode, unknown.errors[0].code]).toEqual([404, 'NOT_FOUND']);
  });

  it('numbers the card itself (16 digits, gan_source SQUARE) when no GAN is given', async () => {
    const card = await createCard(null);
    expect(card).toMatchObject({ ganSource: 'SQUARE', gan: expect.stringMatching(/^\d{16}$/), state: 'PENDING' });
  });

  it('refuses a custom GAN that is too short, not alphanumeric, like a payment card or already the seller’s; another seller may use it', async () => {
    const taken = newGan();
    await createCard(taken);
    const errorOf = async (gan: string) => (await squareError(createCard(gan))).errors[0];

    for (const gan of ['A1B2C3', 'ABCD-1234-EF', '123456789012345678901', '4111111111111111', taken]) {
      expect(await errorOf(gan)).toMatchObject({ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', field: 'gift_card.gan' });
    }
    const otherSeller = new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url });
    expect((await createCard(taken, randomUUID(), otherSeller)).gan).toBe(taken);
    const unknownLocation = await squareError(
      client.giftCards.create({ idempotencyKey: randomUUID(), locationId: 'LNOSUCHPLACE', giftCard: { type: 'DIGITAL' } }),
    );
    expect(unknownLocation.errors[0].code).toBe('NOT_FOUND');
  });

  it('the same CreateGiftCard again answers the same card; another card under its key is IDEMPOTENCY_KEY_REUSED', async () => {
    const key = randomUUID();
    const gan = newGan();
    const first = await createCard(gan, key);

    expect((await createCard(gan, key)).id).toBe(first.id);
    const reused = await squareError(createCard(newGan(), key));
    expect(reused.errors[0]).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency_key' });
  });

  it('lists the seller’s cards by state, a page at a time with a cursor', async () => {
    const cards = [await activeCard(100), await activeCard(100), await activeCard(100), await createCard()];
    await createCard(null, randomUUID(), new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url }));

    const page = await client.giftCards.list({ state: 'ACTIVE', limit: 2 });
    expect(page.data.map((c) => c.id)).toEqual([cards[0].id, cards[1].id]);
    expect(page.response.cursor).toBeTruthy();
    expect(page.hasNextPage()).toBe(true);
    expect((await page.getNextPage()).data.map((c) => c.id)).toEqual([cards[2].id]);
    const all = [];
    for await (const card of await client.giftCards.list({ limit: 3 })) all.push(card.id);
    expect(all).toEqual(cards.map((c) => c.id));
    const badState = await squareError(client.giftCards.list({ state: 'LOST' }));
    expect(badState.errors[0]).toMatchObject({ code: 'INVALID_ENUM_VALUE', field: 'state' });
  });

  it('links and unlinks a customer', async () => {
    const card = await createCard();
    const linked = await client.giftCards.linkCustomer({ giftCardId: card.id!, customerId: 'CUSTOMER1' });
    expect(linked.giftCard!.customerIds).toEqual(['CUSTOMER1']);
    expect((await client.giftCards.list({ customerId: 'CUSTOMER1' })).data.map((c) => c.id)).toEqual([card.id]);

    const unlinked = await client.giftCards.unlinkCustomer({ giftCardId: card.id!, customerId: 'CUSTOMER1' });
    expect(unlinked.giftCard!.customerIds).toBeUndefined();
    expect((await client.giftCards.list({ customerId: 'CUSTOMER1' })).data).toEqual([]);
  });
});

describe('Gift Card Activities API: Square’s balance rules', () => {
  beforeEach(() => start());

  it('each activity moves the balance and state as Square does, and carries the balance after it', async () => {
    const card = await createCard();
    const id = card.id!;
    const balances: bigint[] = [];
    const record = async (answer: Promise<Square.CreateGiftCardActivityResponse>) => {
      const created = (await answer).giftCardActivity!;
      balances.push(created.giftCardBalanceMoney!.amount!);
      return created;
    };

    const activated = await record(activate(id, 5000));
    await record(activity(id, 'LOAD', { loadActivityDetails: { amountMoney: usd(1000), buyerPaymentInstrumentIds: ['card-on-platform'] } }));
    const redeemed = await record(redeem(id, 2500));
    await record(activity(id, 'ADJUST_INCREMENT', { adjustIncrementActivityDetails: { amountMoney: usd(100), reason: 'COMPLIMENTARY' } }));
    await record(activity(id, 'ADJUST_DECREMENT', { adjustDecrementActivityDetails: { amountMoney: usd(600), reason: 'SUPPORT_ISSUE' } }));
    await record(activity(id, 'CLEAR_BALANCE', { clearBalanceActivityDetails: { reason: 'REUSE_GIFTCARD' } }));
    expect((await client.giftCards.get({ id })).giftCard!.state).toBe('ACTIVE');
    await record(activity(id, 'DEACTIVATE', { deactivateActivityDetails: { reason: 'SUSPICIOUS_ACTIVITY' } }));

    expect(balances).toEqual([5000n, 6000n, 3500n, 3600n, 3000n, 0n, 0n]);
    expect(activated).toMatchObject({
      id: expect.stringMatching(/^gcact_[0-9a-f]{32}$/),
      type: 'ACTIVATE',
      locationId: LOCATION,
      giftCardId: id,
      giftCardGan: card.gan,
    });
    expect(redeemed.redeemActivityDetails).toEqual({ amountMoney: usd(2500), referenceId: 'till-7', status: 'COMPLETED' });
    expect((await client.giftCards.get({ id })).giftCard).toMatchObject({ state: 'DEACTIVATED', balanceMoney: usd(0) });
  });

  it('finds the card by GAN, as a terminal that scanned it does', async () => {
    const card = await activeCard(1500);
    const { giftCardActivity } = await client.giftCards.activities.create({
      idempotencyKey: randomUUID(),
      giftCardActivity: { type: 'REDEEM', locationId: LOCATION, giftCardGan: card.gan, redeemActivityDetails: { amountMoney: usd(500) } },
    });
    expect(giftCardActivity).toMatchObject({ giftCardId: card.id, giftCardBalanceMoney: usd(1000) });
  });

  it('ACTIVATE needs a PENDING card; everything else an ACTIVE one', async () => {
    const pending = await createCard();
    const notActive = await squareError(redeem(pending.id!, 100));
    expect([notActive.statusCode, notActive.errors[0].category, notActive.errors[0].code]).toEqual([400, 'INVALID_REQUEST_ERROR', 'BAD_REQUEST']);

    await activate(pending.id!, 1000);
    const twice = await squareError(activate(pending.id!, 1000));
    expect(twice.errors[0].code).toBe('BAD_REQUEST');
    expect(await balanceOf(pending.id!)).toEqual(usd(1000));
  });

  it('a DEACTIVATED card refuses every balance change, for good', async () => {
    const card = await activeCard(1000);
    await activity(card.id!, 'DEACTIVATE', { deactivateActivityDetails: { reason: 'CHARGEBACK_DEACTIVATE' } });

    const refusals = await Promise.all([
      squareError(redeem(card.id!, 100)),
      squareError(activate(card.id!, 100)),
      squareError(activity(card.id!, 'LOAD', { loadActivityDetails: { amountMoney: usd(100), buyerPaymentInstrumentIds: ['x'] } })),
      squareError(activity(card.id!, 'ADJUST_INCREMENT', { adjustIncrementActivityDetails: { amountMoney: usd(100), reason: 'SUPPORT_ISSUE' } })),
    ]);
    expect(refusals.map((e) => e.errors[0].code)).toEqual(['BAD_REQUEST', 'BAD_REQUEST', 'BAD_REQUEST', 'BAD_REQUEST']);
    expect((await client.giftCards.get({ id: card.id! })).giftCard).toMatchObject({ state: 'DEACTIVATED', balanceMoney: usd(1000) });
  });

  it('never takes more than the balance: INSUFFICIENT_FUNDS, and the balance stays', async () => {
    const card = await activeCard(1000);

    const redeemed = await squareError(redeem(card.id!, 1001));
    const decremented = await squareError(
      activity(card.id!, 'ADJUST_DECREMENT', { adjustDecrementActivityDetails: { amountMoney: usd(1001), reason: 'SUPPORT_ISSUE' } }),
    );

    for (const error of [redeemed, decremented]) {
      expect(error.statusCode).toBe(400);
      expect(error.errors).toEqual([expect.objectContaining({ category: 'PAYMENT_METHOD_ERROR', code: 'INSUFFICIENT_FUNDS' })]);
    }
    expect(await balanceOf(card.id!)).toEqual(usd(1000));
    expect((await redeem(card.id!, 1000)).giftCardActivity!.giftCardBalanceMoney).toEqual(usd(0));
  });

  it('30 redemptions of one card at once take exactly its balance, never more', async () => {
    const card = await activeCard(5000);
    const answers = await Promise.allSettled(Array.from({ length: 30 }, () => redeem(card.id!, 1000)));

    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [(a.reason as SquareError).errors[0].code] : []));
    expect(refused).toEqual(Array(25).fill('INSUFFICIENT_FUNDS'));
    expect(await balanceOf(card.id!)).toEqual(usd(0));
  });

  it('answers every invalid field of an activity, and an unknown card with NOT_FOUND', async () => {
    const card = await activeCard(1000);
    const zero = await squareError(redeem(card.id!, 0));
    const noDetails = await squareError(activity(card.id!, 'REDEEM', {}));
    const noInstruments = await squareError(activity(card.id!, 'LOAD', { loadActivityDetails: { amountMoney: usd(100) } }));
    // The SDK checks enums before sending: the request goes as JSON, as another client would send it.
    const badReason = await fetch(`${emulator.url}/v2/gift-cards/activities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotency_key: randomUUID(),
        gift_card_activity: { type: 'DEACTIVATE', location_id: LOCATION, gift_card_id: card.id, deactivate_activity_details: { reason: 'BORED' } },
      }),
    });
    const unknownType = await squareError(activity(card.id!, 'IMPORT', { importActivityDetails: { amountMoney: usd(100) } }));
    const unknownCard = await squareError(redeem('gftc:00000000000000000000000000000000', 100));

    expect(zero.errors[0]).toMatchObject({ code: 'VALUE_TOO_LOW', field: 'gift_card_activity.redeem_activity_details.amount_money.amount' });
    expect(noDetails.errors[0]).toMatchObject({ code: 'MISSING_REQUIRED_PARAMETER', field: 'gift_card_activity.redeem_activity_details' });
    expect(noInstruments.errors[0]).toMatchObject({
      code: 'MISSING_REQUIRED_PARAMETER',
      field: 'gift_card_activity.load_activity_details.buyer_payment_instrument_ids',
    });
    expect(badReason.status).toBe(400);
    expect((await badReason.json()).errors[0]).toMatchObject({
      code: 'INVALID_ENUM_VALUE',
      field: 'gift_card_activity.deactivate_activity_details.reason',
    });
    expect(unknownType.errors[0]).toMatchObject({ code: 'INVALID_ENUM_VALUE', field: 'gift_card_activity.type' });
    expect([unknownCard.statusCode, unknownCard.errors[0].code]).toEqual([404, 'NOT_FOUND']);
    expect(await balanceOf(card.id!)).toEqual(usd(1000));
  });

  it('the same activity sent again answers the first one, without a second redemption; another under its key is IDEMPOTENCY_KEY_REUSED', async () => {
    const card = await activeCard(1000);
    const key = randomUUID();
    const first = (await redeem(card.id!, 300, key)).giftCardActivity!;
    const again = await Promise.all([redeem(card.id!, 300, key), redeem(card.id!, 300, key)]);

    for (const answer of again) expect(answer.giftCardActivity).toEqual(first);
    expect(await balanceOf(card.id!)).toEqual(usd(700));
    expect((await squareError(redeem(card.id!, 400, key))).errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lists activities newest first by default, filtered by card and type, a page at a time', async () => {
    const card = await activeCard(1000);
    const other = await activeCard(1000);
    const redemptions = [];
    for (const cents of [100, 200, 300]) redemptions.push((await redeem(card.id!, cents)).giftCardActivity!.id);

    const ids = async (request: Square.giftCards.ListActivitiesRequest) => {
      const found = [];
      for await (const a of await client.giftCards.activities.list(request)) found.push(a.id);
      return found;
    };
    expect(await ids({ giftCardId: card.id!, type: 'REDEEM' })).toEqual([...redemptions].reverse());
    expect(await ids({ giftCardId: card.id!, sortOrder: 'ASC', limit: 2 })).toHaveLength(4);
    const page = await client.giftCards.activities.list({ giftCardId: card.id!, sortOrder: 'ASC', limit: 2 });
    expect(page.data.map((a) => a.type)).toEqual(['ACTIVATE', 'REDEEM']);
    expect(page.response.cursor).toBeTruthy();
    expect(await ids({ giftCardId: other.id! })).toHaveLength(1);
    expect(await ids({ beginTime: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect((await squareError(client.giftCards.activities.list({ beginTime: 'yesterday' }))).errors[0].code).toBe('INVALID_TIME');
  });
});

describe('gift card webhooks: a clerk redeems at the Square terminal', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await Receiver.start();
    await start();
  });
  afterEach(() => receiver.close());

  it('the seller’s subscription gets gift_card.activity.created and gift_card.updated, signed as Square signs them', async () => {
    const notificationUrl = `${receiver.url}/api/payments/square-webhook/demo-bistro`;
    const { subscription } = await client.webhooks.subscriptions.create({
      idempotencyKey: randomUUID(),
      subscription: { name: 'gift cards', eventTypes: ['gift_card.activity.created', 'gift_card.updated'], notificationUrl },
    });
    const card = await activeCard(2000);
    await emulator.webhooksIdle();
    receiver.received.length = 0;

    // The terminal is the seller's own Square account: its redemption is made with the seller's token.
    const terminal = new SquareClient({ token: TOKEN, baseUrl: emulator.url });
    const redeemed = (await redeem(card.id!, 750, undefined, terminal)).giftCardActivity!;
    const otherSeller = new SquareClient({ token: 'merchant-b-token', baseUrl: emulator.url });
    const otherCard = await createCard(newGan(), randomUUID(), otherSeller);
    await activity(
      otherCard.id!,
      'ACTIVATE',
      { activateActivityDetails: { amountMoney: usd(100), buyerPaymentInstrumentIds: ['x'] } },
      randomUUID(),
      otherSeller,
    );
    await emulator.webhooksIdle();

    expect(receiver.received.map((r) => JSON.parse(r.body).type).sort()).toEqual(['gift_card.activity.created', 'gift_card.updated']);
    const [created] = receiver.ofType('gift_card.activity.created');
    expect(JSON.parse(created.body)).toMatchObject({
      merchant_id: merchantFor(TOKEN).id,
      type: 'gift_card.activity.created',
      event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      data: {
        type: 'gift_card_activity',
        id: redeemed.id,
        object: {
          gift_card_activity: {
            id: redeemed.id,
            type: 'REDEEM',
            gift_card_id: card.id,
            gift_card_gan: card.gan,
            gift_card_balance_money: { amount: 1250, currency: 'USD' },
            redeem_activity_details: { amount_money: { amount: 750, currency: 'USD' }, reference_id: 'till-7', status: 'COMPLETED' },
          },
        },
      },
    });
    const [updated] = receiver.ofType('gift_card.updated');
    expect(JSON.parse(updated.body).data).toMatchObject({
      type: 'gift_card',
      id: card.id,
      object: { gift_card: { state: 'ACTIVE', balance_money: { amount: 1250 } } },
    });

    for (const delivery of receiver.received) expect(await signedBy(delivery, subscription!.signatureKey!, notificationUrl)).toBe(true);
  });
});

describe('state file', () => {
  const stateFilePath = stateFilePerTest('gv-square-gift-');

  it('a restarted emulator still knows its gift cards, GANs, balances, activities and idempotency keys', async () => {
    const stateFile = stateFilePath();
    await start({ stateFile });
    const card = await activeCard(1000);
    const key = randomUUID();
    const redeemed = (await redeem(card.id!, 400, key)).giftCardActivity!;
    await emulator.close();

    await start({ stateFile });

    expect((await client.giftCards.getFromGan({ gan: card.gan! })).giftCard).toMatchObject({ id: card.id, state: 'ACTIVE', balanceMoney: usd(600) });
    expect((await redeem(card.id!, 400, key)).giftCardActivity).toEqual(redeemed);
    expect((await squareError(redeem(card.id!, 601))).errors[0].code).toBe('INSUFFICIENT_FUNDS');
    expect((await client.giftCards.activities.list({ giftCardId: card.id! })).data.map((a) => a.type)).toEqual(['REDEEM', 'ACTIVATE']);
    expect((await squareError(createCard(card.gan!))).errors[0].field).toBe('gift_card.gan');
  });
});
