import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { readMailbox } from '../../../../test/mail';
import { checkoutPlatform, NEXT_YEAR, selfInfo } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import { fixClockForTests } from '@gv/platform';
import { issueDay } from '@gv/proto';
import { TEST_LOCATIONS, TEST_SOURCES } from '@gv/square-emulator';

/** Five years from today, as US federal law keeps paid value from a load (today as the latest time zone counts it). */
const fiveYearsOn = () => {
  const day = new Date(`${issueDay(new Date())}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + 5);
  return day.toISOString().slice(0, 10);
};

/** Reloads: anyone with a reloadable card's page tops it up with paid value, within the day's limits. */
describe.each(databaseEnvs)('reloading a gift card (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, createCard, rows } = world;
  /** Harbor Grill's reloadable $50 card at 10% off, and an "Any amount" one up to $2,000. */
  let reloadable: { _id: string };
  let anyAmount: { _id: string };

  beforeAll(async () => {
    [reloadable, anyAmount] = await Promise.all([
      createCard(world.a.api, { amount: '50', discount: '10', reloadable: 'true' }),
      createCard(world.a.api, { amount: '', amountMode: 'custom', minAmount: '5', maxAmount: '2000', discount: '0' }),
    ]);
  });

  /** A card of `id` bought and issued for `email`: its code. */
  async function bought(id: string, email = selfInfo.email, amount?: number): Promise<string> {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout({ id, selfInfo: { ...selfInfo, email }, ...(amount === undefined ? {} : { amount }) });
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    const completed = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
    expect(completed.status).toBe(200);
    return completed.body.purchase.uniqueCode;
  }

  /** The create-payment body of a reload of `code` for `amount` dollars, paid by Ann unless said otherwise. */
  const reloadBody = (code: string, amount: unknown, overrides: Record<string, unknown> = {}) => ({
    sourceId: TEST_SOURCES.cardOk,
    idempotencyKey: randomUUID(),
    businessSlug: world.a.businessSlug,
    reloadOf: code,
    amount,
    selfInfo,
    ...overrides,
  });
  it('tops up the card with paid value equal to what was paid: one LOAD row, one charge, however often the checkout and purchase are retried', async () => {
    const code = await bought(reloadable._id);
    const buyer = new BuyerClient(world.platform.url);
    const body = reloadBody(code, 30);

    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    // No discount on a reload: $30 of paid value costs $30.
    expect(paid.body.payment.amountMoney).toEqual({ amount: 3000, currency: 'USD' });
    const again = await buyer.post('/api/payments/create-payment', body);
    expect(again.body.orderId).toBe(paid.body.orderId);
    expect(world.emulator.findPayments({ referenceId: paid.body.orderId })).toHaveLength(1);
    const reloadCardId = (await world.orderRow(paid.body.orderId)).reload_card_id;
    expect(reloadCardId).toEqual(expect.any(String));

    const form = { reloadOf: code, selfInfo, amount: 30, orderId: paid.body.orderId, paymentDetails: purchaseForm(checkout(), paid).paymentDetails };
    const completed = await buyer.put('/api/v1/admin/purchase', form);
    expect(completed.status).toBe(200);
    expect(completed.body.purchase).toMatchObject({ orderId: paid.body.orderId, uniqueCode: code, remainingBalance: 80 });
    expect((await buyer.put('/api/v1/admin/purchase', form)).body.purchase.remainingBalance).toBe(80);

    const ledger = await rows<{ kind: string; paid_cents: number; bonus_cents: number; balance_after_cents: number }>(
      sql`select kind, paid_cents, bonus_cents, balance_after_cents from redemption.ledger where card_id = ${reloadCardId} order by id`,
    );
    expect(ledger).toEqual([
      { kind: 'ACTIVATE', paid_cents: 4500, bonus_cents: 500, balance_after_cents: 5000 },
      { kind: 'LOAD', paid_cents: 3000, bonus_cents: 0, balance_after_cents: 8000 },
    ]);
    // US federal law: value loaded today keeps five years from the load.
    const [card] = await rows<{ paid_expires_on: string }>(sql`select paid_expires_on::text from redemption.issued_cards where id = ${reloadCardId}`);
    expect(card.paid_expires_on).toBe(fiveYearsOn());
    const loaded = await rows<{ payload: any }>(sql`select payload from redemption.outbox where type = 'gift-card.loaded' and payload->>'cardId' = ${reloadCardId}`);
    expect(loaded.map((row) => row.payload)).toEqual([expect.objectContaining({ orderId: paid.body.orderId, paidCents: 3000, balanceAfterCents: 8000, paidExpiresOn: fiveYearsOn() })]);
    // The holder is told, once.
    const holderMails = () => readMailbox(world.platform.dataDir).filter((mail) => mail.to.includes('ann@example.com') && /\$30\.00 was added to your card/.test(mail.subject));
    const mail = await eventually(() => holderMails()[0]);
    expect(mail.text).toContain('New balance: $80.00');
    expect(mail.text).toContain(`Through ${fiveYearsOn()}`);
    expect(holderMails()).toHaveLength(1);
  });

  /** Tops `code` up with `amount` dollars paid by `email`, checkout and purchase: the card's id. */
  async function reloaded(code: string, amount: number, email: string): Promise<string> {
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', reloadBody(code, amount, { selfInfo: { ...selfInfo, email } }));
    expect(paid.status).toBe(200);
    const completed = await buyer.put('/api/v1/admin/purchase', { reloadOf: code, selfInfo: { ...selfInfo, email }, orderId: paid.body.orderId });
    expect(completed.status).toBe(200);
    return (await world.orderRow(paid.body.orderId)).reload_card_id;
  }

  const holderCard = async (code: string) => (await world.a.api.get(`/api/v1/cards/${code}`)).body.giftCard;
  const paidExpiry = async (cardId: string) =>
    (await rows<{ jurisdiction: string; paid_expires_on: string | null }>(sql`select jurisdiction, paid_expires_on::text from redemption.issued_cards where id = ${cardId}`))[0];

  it('a card sold under California law keeps the value loaded on it without an expiry: the card, its LOAD row, its event and the holder’s email', async () => {
    const email = 'california-holder@example.com';
    expect((await world.a.api.put('/api/v1/admin/settings', { jurisdiction: 'US-CA' })).status).toBe(200);
    let code: string;
    try {
      code = await bought(reloadable._id, email);
    } finally {
      expect((await world.a.api.put('/api/v1/admin/settings', { jurisdiction: 'US' })).status).toBe(200);
    }
    const cardId = await reloaded(code, 25, email);

    expect(await paidExpiry(cardId)).toEqual({ jurisdiction: 'US-CA', paid_expires_on: null });
    const ledger = await rows(sql`select kind, paid_cents, bonus_cents, balance_after_cents from redemption.ledger where card_id = ${cardId} order by id`);
    expect(ledger).toEqual([
      { kind: 'ACTIVATE', paid_cents: 4500, bonus_cents: 500, balance_after_cents: 5000 },
      { kind: 'LOAD', paid_cents: 2500, bonus_cents: 0, balance_after_cents: 7500 },
    ]);
    const [loaded] = await rows<{ payload: any }>(sql`select payload from redemption.outbox where type = 'gift-card.loaded' and payload->>'cardId' = ${cardId}`);
    expect(loaded.payload).toMatchObject({ paidCents: 2500, paidExpiresOn: null });
    const card = await holderCard(code);
    expect(card).toMatchObject({ remainingBalance: 75, paidExpiresOn: null, bonusExpiresOn: NEXT_YEAR, status: 'active' });
    expect(card.disclosure[0]).toMatch(/ paid — funds paid for this card never expire and carry no fees\.$/);
    const mail = await eventually(() => readMailbox(world.platform.dataDir).find((sent) => sent.to.includes(email) && /\$25\.00 was added to your card/.test(sent.subject)));
    expect(mail.text).toContain('It never expires');

    // Twenty years on, past the card's own date: the bonus value's day is over, the paid value (loaded too) is not.
    fixClockForTests(`${Number(NEXT_YEAR.slice(0, 4)) + 20}-03-01T12:00:00Z`);
    try {
      expect(await holderCard(code)).toMatchObject({ status: 'active', expired: false, paidExpiresOn: null });
    } finally {
      fixClockForTests(undefined);
    }
  });

  it('under US federal law a load gives its paid value five years from the day of the load, not of the sale', async () => {
    const email = 'federal-holder@example.com';
    // Sold on March 10 last year (08:00 UTC: every time zone is on the 10th), topped up today.
    const soldYear = new Date().getUTCFullYear() - 1;
    fixClockForTests(`${soldYear}-03-10T08:00:00Z`);
    let code: string;
    try {
      code = await bought(reloadable._id, email);
    } finally {
      fixClockForTests(undefined);
    }
    expect((await holderCard(code)).paidExpiresOn).toBe(`${soldYear + 5}-03-10`);

    const cardId = await reloaded(code, 40, email);
    expect(await paidExpiry(cardId)).toEqual({ jurisdiction: 'US', paid_expires_on: fiveYearsOn() });
    const [loaded] = await rows<{ payload: any }>(sql`select payload from redemption.outbox where type = 'gift-card.loaded' and payload->>'cardId' = ${cardId}`);
    expect(loaded.payload).toMatchObject({ paidCents: 4000, balanceAfterCents: 9000, paidExpiresOn: fiveYearsOn() });
    expect(await holderCard(code)).toMatchObject({ remainingBalance: 90, paidExpiresOn: fiveYearsOn() });
  });

  it('loads the card even when the browser never completes the purchase, and a purchase naming another card or amount is refused', async () => {
    const code = await bought(reloadable._id);
    const other = await bought(reloadable._id);
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', reloadBody(code, 12.5));
    expect(paid.status).toBe(200);
    const reloadCardId = (await world.orderRow(paid.body.orderId)).reload_card_id;
    const loads = () => rows(sql`select paid_cents from redemption.ledger where card_id = ${reloadCardId} and kind = 'LOAD'`);
    expect(await eventually(async () => (await loads()).length === 1, 15_000)).toBe(true);

    const form = { reloadOf: code, selfInfo, orderId: paid.body.orderId };
    expect(await buyer.put('/api/v1/admin/purchase', { ...form, reloadOf: other })).toMatchObject({ status: 409, body: { code: 'PURCHASE.PAYMENT_MISMATCH' } });
    expect(await buyer.put('/api/v1/admin/purchase', { ...form, amount: 20 })).toMatchObject({ status: 400 });
    expect(await buyer.put('/api/v1/admin/purchase', { ...form, reloadOf: undefined, id: reloadable._id })).toMatchObject({ status: 409, body: { code: 'PURCHASE.PAYMENT_MISMATCH' } });
    expect(await buyer.put('/api/v1/admin/purchase', form)).toMatchObject({ status: 200, body: { purchase: { remainingBalance: 62.5 } } });
    expect(await loads()).toEqual([{ paid_cents: 1250 }]);
  });

  it('refuses, without charging, a card type that is not reloadable, an unknown or other business’s code, a voided card and an amount out of range', async () => {
    const notReloadable = await bought(world.cardA._id);
    const voided = await bought(reloadable._id);
    expect((await world.a.api.post(`/api/v1/admin/issued-cards/${voided}/void`, { reason: 'Reported stolen' })).status).toBe(200);
    const good = await bought(reloadable._id);
    const charges = world.emulator.stats.charges;
    const buyer = new BuyerClient(world.platform.url);
    const reload = (body: Record<string, unknown>) => buyer.post('/api/payments/create-payment', body);

    expect(await reload(reloadBody(notReloadable, 20))).toMatchObject({ status: 409, body: { code: 'RELOAD.NOT_RELOADABLE', message: 'This gift card cannot be reloaded.' } });
    expect(await reload(reloadBody(voided, 20))).toMatchObject({ status: 409, body: { message: 'This card was voided and cannot be reloaded.' } });
    expect(await reload(reloadBody('GV-NOT-A-CARD', 20))).toMatchObject({ status: 404 });
    expect(await reload(reloadBody(good, 20, { businessSlug: world.b.businessSlug }))).toMatchObject({ status: 404 });
    for (const amount of [4.99, 2000.01, 12.345, '20', null]) {
      expect(await reload(reloadBody(good, amount))).toMatchObject({ status: 400, body: { fields: { amount: 'Choose an amount between $5 and $2,000.' } } });
    }
    expect(await reload({ ...reloadBody(good, 20), selfInfo: { name: '', email: 'nope', phone: '' } })).toMatchObject({ status: 400 });
    expect(world.emulator.stats.charges).toBe(charges);
  });

  it('loads at most $2,000 on one card a day, however many buyers try at once', async () => {
    const code = await bought(reloadable._id);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => new BuyerClient(world.platform.url).post('/api/payments/create-payment', reloadBody(code, 250, { selfInfo: { ...selfInfo, email: `burst-${i}@example.com` } }))),
    );
    expect(attempts.filter((answer) => answer.status === 200)).toHaveLength(8);
    const refused = attempts.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(Array.from({ length: 4 }, () => [409, 'BUYING.DAILY_LIMIT']));
    expect(refused[0].body.message).toBe('A card can be loaded with at most $2,000 a day. Please try a smaller amount or come back tomorrow.');
  });

  it('lets one buyer buy at most $10,000 a day, purchases and reloads together', async () => {
    const email = 'big-spender@example.com';
    const buy = () => {
      const body = checkout({ id: anyAmount._id, amount: 2000, selfInfo: { ...selfInfo, email } });
      return new BuyerClient(world.platform.url).post('/api/payments/create-payment', body);
    };
    const bursts = await Promise.all(Array.from({ length: 6 }, buy));
    expect(bursts.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 409]);
    expect(bursts.find((answer) => answer.status === 409)!.body.message).toBe('One buyer can buy at most $10,000 of gift cards a day. Please try a smaller amount or come back tomorrow.');
    // The same buyer reloading another card is over it too; another buyer is not.
    const code = await bought(reloadable._id, 'someone-else@example.com');
    expect(await new BuyerClient(world.platform.url).post('/api/payments/create-payment', reloadBody(code, 5, { selfInfo: { ...selfInfo, email } }))).toMatchObject({ status: 409 });
    expect(await new BuyerClient(world.platform.url).post('/api/payments/create-payment', reloadBody(code, 5))).toMatchObject({ status: 200 });
  });

  it('a declined reload charges nothing and gives its amount back to the day’s limits', async () => {
    const code = await bought(reloadable._id);
    const buyer = new BuyerClient(world.platform.url);
    const declined = await buyer.post('/api/payments/create-payment', reloadBody(code, 2000, { sourceId: TEST_SOURCES.cardDeclined }));
    expect(declined.status).toBe(402);
    expect(await buyer.post('/api/payments/create-payment', reloadBody(code, 2000))).toMatchObject({ status: 200 });
  });

  it("refunds a reload's own payment, at most what it loaded, the value off the card before Square is asked", async () => {
    const code = await bought(reloadable._id);
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', reloadBody(code, 30));
    expect((await buyer.put('/api/v1/admin/purchase', { reloadOf: code, selfInfo, orderId: paid.body.orderId })).status).toBe(200);
    const refund = (body: Record<string, unknown>) => world.a.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Topped up by mistake', ...body });

    expect(await refund({ reloadOrderId: paid.body.orderId, amount: 30.01 })).toMatchObject({ status: 409, body: { message: 'The refund cannot be more than the paid value left, $30.00.' } });
    expect(await refund({ reloadOrderId: randomUUID() })).toMatchObject({ status: 404, body: { message: 'This card has no reload with that order.' } });
    expect(await refund({ reloadOrderId: paid.body.orderId })).toMatchObject({ status: 200, body: { refundedAmount: 30, remainingBalance: 50, status: 'active' } });
    const [payment] = world.emulator.findPayments({ referenceId: paid.body.orderId });
    expect(Number(payment.refunded_money?.amount)).toBe(3000);
    const reloadCardId = (await world.orderRow(paid.body.orderId)).reload_card_id;
    const ledger = await rows<{ kind: string; paid_cents: number; balance_after_cents: number }>(
      sql`select kind, paid_cents, balance_after_cents from redemption.ledger where card_id = ${reloadCardId} order by id`,
    );
    expect(ledger.map((row) => [row.kind, row.paid_cents, row.balance_after_cents])).toEqual([
      ['ACTIVATE', 4500, 5000],
      ['LOAD', 3000, 8000],
      ['REFUND', -3000, 5000],
    ]);
  });

  it('gives back a reload whose payment arrives after its card was refunded: nothing stays on the dead card, Square refunds the reload', async () => {
    const code = await bought(reloadable._id);
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', reloadBody(code, 30));
    expect(paid.status).toBe(200);
    // Meanwhile the admin refunds the card, all its paid value: the card is refunded, its bonus value forfeited.
    expect(await world.a.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Guest asked' })).toMatchObject({ status: 200, body: { status: 'refunded' } });

    const form = { reloadOf: code, selfInfo, orderId: paid.body.orderId };
    const refused = {
      status: 409,
      body: { code: 'RELOAD.CARD_REFUNDED', message: 'This card was refunded before your payment arrived, so nothing was added to it: your payment is being refunded.' },
    };
    expect(await buyer.put('/api/v1/admin/purchase', form)).toMatchObject(refused);
    expect(await buyer.put('/api/v1/admin/purchase', form)).toMatchObject(refused);
    const reloadCardId = (await world.orderRow(paid.body.orderId)).reload_card_id;
    const ledger = await rows<{ kind: string; paid_cents: number; balance_after_cents: number; actor: string }>(
      sql`select kind, paid_cents, balance_after_cents, actor from redemption.ledger where card_id = ${reloadCardId} order by id`,
    );
    expect(ledger.map((row) => [row.kind, row.paid_cents, row.balance_after_cents])).toEqual([
      ['ACTIVATE', 4500, 5000],
      ['REFUND', -4500, 500],
      ['DEACTIVATE', 0, 0],
      ['LOAD', 3000, 3000],
      ['REFUND', -3000, 0],
    ]);
    expect(ledger.at(-1)!.actor).toBe('platform');
    const [card] = await rows(sql`select status, balance_cents from redemption.issued_cards where id = ${reloadCardId}`);
    expect(card).toEqual({ status: 'refunded', balance_cents: 0 });
    await eventually(() => Number(world.emulator.findPayments({ referenceId: paid.body.orderId })[0].refunded_money?.amount) === 3000 || undefined);
  });

  it('gives back no payment more than it put on the card: partial refunds count against the reload they went to', async () => {
    const code = await bought(reloadable._id);
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', reloadBody(code, 30));
    expect((await buyer.put('/api/v1/admin/purchase', { reloadOf: code, selfInfo, orderId: paid.body.orderId })).status).toBe(200);
    const refund = (body: Record<string, unknown>) => world.a.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Partly', ...body });

    expect(await refund({ reloadOrderId: paid.body.orderId, amount: 20 })).toMatchObject({ status: 200, body: { refundedAmount: 20, remainingBalance: 60 } });
    expect(await refund({ reloadOrderId: paid.body.orderId, amount: 20 })).toMatchObject({ status: 409, body: { message: 'The refund cannot be more than the paid value left, $10.00.' } });
    // Without an order: the reload's last $10 first, then $5 of the purchase.
    expect(await refund({ amount: 15 })).toMatchObject({ status: 200, body: { refundedAmount: 15, remainingBalance: 45, status: 'active' } });
    const reloadCardId = (await world.orderRow(paid.body.orderId)).reload_card_id;
    const refunds = await rows<{ paid_cents: number; refunded_order_id: string }>(
      sql`select paid_cents, refunded_order_id from redemption.ledger where card_id = ${reloadCardId} and kind = 'REFUND' order by id`,
    );
    const [{ order_id: purchaseOrderId }] = await rows<{ order_id: string }>(sql`select order_id from redemption.issued_cards where id = ${reloadCardId}`);
    expect(refunds.map((row) => [row.paid_cents, row.refunded_order_id])).toEqual([
      [-2000, paid.body.orderId],
      [-1000, paid.body.orderId],
      [-500, purchaseOrderId],
    ]);
    await eventually(() => Number(world.emulator.findPayments({ referenceId: paid.body.orderId })[0].refunded_money?.amount) === 3000 || undefined);
    await eventually(() => Number(world.emulator.findPayments({ referenceId: purchaseOrderId })[0].refunded_money?.amount) === 500 || undefined);
  });

  it('refunds a reloaded card whole to each payer, newest payment first, and a retried reload still answers as loaded', async () => {
    const code = await bought(reloadable._id);
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', reloadBody(code, 30));
    const form = { reloadOf: code, selfInfo, orderId: paid.body.orderId };
    expect(await buyer.put('/api/v1/admin/purchase', form)).toMatchObject({ status: 200, body: { purchase: { remainingBalance: 80 } } });
    expect(await world.a.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Guest asked' })).toMatchObject({
      status: 200,
      body: { refundedAmount: 75, remainingBalance: 0, status: 'refunded' },
    });
    const reloadCardId = (await world.orderRow(paid.body.orderId)).reload_card_id;
    const purchaseOrderId = (await rows<{ order_id: string }>(sql`select order_id from redemption.issued_cards where id = ${reloadCardId}`))[0].order_id;
    await eventually(() => Number(world.emulator.findPayments({ referenceId: paid.body.orderId })[0].refunded_money?.amount) === 3000 || undefined);
    await eventually(() => Number(world.emulator.findPayments({ referenceId: purchaseOrderId })[0].refunded_money?.amount) === 4500 || undefined);
    const ledger = await rows<{ kind: string; paid_cents: number; bonus_cents: number; refunded_order_id: string | null }>(
      sql`select kind, paid_cents, bonus_cents, refunded_order_id from redemption.ledger where card_id = ${reloadCardId} order by id`,
    );
    expect(ledger.map((row) => [row.kind, row.paid_cents, row.bonus_cents, row.refunded_order_id])).toEqual([
      ['ACTIVATE', 4500, 500, null],
      ['LOAD', 3000, 0, null],
      ['REFUND', -3000, 0, paid.body.orderId],
      ['REFUND', -4500, 0, purchaseOrderId],
      ['DEACTIVATE', 0, -500, null],
    ]);

    // The buyer's page asks again (a lost answer): the load was added, and the admin's refund gave it back with the rest.
    expect(await buyer.put('/api/v1/admin/purchase', form)).toMatchObject({ status: 200, body: { success: true, purchase: { orderId: paid.body.orderId } } });
    expect(await rows(sql`select 1 from redemption.ledger where card_id = ${reloadCardId} and actor = 'platform'`)).toEqual([]);
  });

  it('counts the loads in the books: what is owed is what the cards hold, and the movement reconciles with loaded', async () => {
    const code = await bought(reloadable._id);
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', reloadBody(code, 15));
    expect((await buyer.put('/api/v1/admin/purchase', { reloadOf: code, selfInfo, orderId: paid.body.orderId })).status).toBe(200);
    // From yesterday in UTC: the business's day (its zone is behind UTC) may still be yesterday.
    const [from, today] = [new Date(Date.now() - 86_400_000), new Date()].map((at) => at.toISOString().slice(0, 10));
    const heldNow = async () =>
      (
        await rows<{ balance: number; loaded: number }>(
          sql`select (select coalesce(sum(balance_cents), 0)::int from redemption.issued_cards where business_slug = ${world.a.businessSlug}) as balance,
                (select coalesce(sum(l.paid_cents), 0)::int from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id
                  where c.business_slug = ${world.a.businessSlug} and l.kind = 'LOAD') as loaded`,
        )
      )[0];
    expect((await heldNow()).loaded).toBeGreaterThanOrEqual(1500);
    const cents = (dollars: number) => Math.round(dollars * 100);
    const report = await eventually(async () => {
      // Loads paid by earlier tests and never completed by a purchase call reach the cards later: the ledger is read afresh.
      const held = await heldNow();
      const answer = await world.a.api.get(`/api/v1/admin/reports/liability?from=${from}&to=${today}`);
      // The projection catches up with the last loads and refunds.
      const caughtUp = answer.status === 200 && cents(answer.body.outstanding.total) === held.balance && cents(answer.body.movement.loaded) === held.loaded;
      return caughtUp ? answer.body : undefined;
    }, 20_000);
    const m = report.movement;
    const added = m.opening + m.sold + m.issuedOutside + m.loaded + m.credited;
    const takenOff = m.debited + m.redeemed + m.cashedOut + m.refunded + m.forfeited + m.expired;
    expect(cents(added - takenOff)).toBe(cents(m.closing));
  });

  it('refuses to reload a test card once the business is live', async () => {
    const code = await bought(reloadable._id);
    const saved = await world.a.api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-token' });
    expect(saved.status).toBe(200);
    expect((await world.a.api.post('/api/v1/admin/go-live')).status).toBe(200);
    const refused = await eventually(async () => {
      const answer = await new BuyerClient(world.platform.url).post('/api/payments/create-payment', reloadBody(code, 20));
      return answer.status === 409 ? answer : undefined;
    });
    expect(refused.body).toMatchObject({ code: 'RELOAD.TEST_CARD', message: 'A test card cannot be reloaded once the business is live.' });
  });

  it('refuses to reload a card of real money with a test payment once the business is back in test mode: its balance stays as paid', async () => {
    const saved = await world.a.api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-token' });
    expect(saved.status).toBe(200);
    await world.a.api.post('/api/v1/admin/go-live');
    const code = await bought(reloadable._id);
    expect((await world.a.api.post('/api/v1/admin/go-test')).status).toBe(200);
    const refused = await eventually(async () => {
      const answer = await new BuyerClient(world.platform.url).post('/api/payments/create-payment', reloadBody(code, 2000));
      return answer.status === 409 ? answer : undefined;
    });
    expect(refused.body).toMatchObject({
      code: 'RELOAD.REAL_CARD_TEST_PAYMENT',
      message: 'This card holds real money: it cannot be reloaded while the business takes test payments.',
    });
    const card = await new BuyerClient(world.platform.url).get(`/api/v1/cards/${code}`);
    expect(card.body.giftCard).toMatchObject({ testCard: false, remainingBalance: 50 });
  });
});
