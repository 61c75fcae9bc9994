import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newEvent, openSecret, RemoteError, selectRows } from '@gv/platform';
import { RedemptionRpc, type IssueForOrderRequest } from '@gv/proto';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { type LedgerRowRead } from '../../../../test/ledger-rows';
import { serviceAlone } from '../../../../test/service-alone';
import { paidOrder } from '../../../../test/paid-order';
import { redemptionService } from '../index';
import { DeferredIssues, ISSUE_GRACE_MS } from './deferred-issues';
import { codeLookupHash, loadCardCodeKeys, loadMailSealKey, openCode } from '../redemption-keys';

interface CardRow {
  id: string;
  code_hash: string;
  code_sealed: string;
  balance_cents: number;
  paid_balance_cents: number;
  bonus_balance_cents: number;
  holder_email: string;
  business_name: string | null;
}

describe.each(databaseEnvs)('issuing the gift card of a paid order (%s)', (engine, createDatabase) => {
  const { runtime, service, db } = serviceAlone(redemptionService, createDatabase, 'gv-issue-');
  const issue = (order: IssueForOrderRequest) => runtime().rpc.call(RedemptionRpc.issueForOrder, order);
  const cardsOf = (orderId: string) => selectRows<CardRow>(db(), sql`select * from redemption.issued_cards where order_id = ${orderId}`);
  const ledgerOf = (cardId: string) => selectRows<LedgerRowRead>(db(), sql`select * from redemption.ledger where card_id = ${cardId} order by id`);
  const issuedEventsOf = (orderId: string) =>
    selectRows<{ id: string; payload: Record<string, unknown> }>(
      db(),
      sql`select id, payload from redemption.outbox where type = 'gift-card.issued' and payload->>'orderId' = ${orderId}`,
    );
  const hashOf = (code: string) => codeLookupHash(loadCardCodeKeys(runtime().config), code);

  it('issues one card per order: asked twice, it answers the same card, with one ACTIVATE row and one gift-card.issued', async () => {
    const order = paidOrder();
    const first = await issue(order);
    const again = await issue(order);
    expect(again).toEqual(first);
    expect(first.uniqueCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    const rows = await cardsOf(order.orderId);
    expect(rows).toHaveLength(1);
    // Kept as its keyed hash and its sealed copy only (the second answer was opened from the copy).
    expect(JSON.stringify(rows[0])).not.toContain(first.uniqueCode);
    expect(rows[0].code_hash).toBe(hashOf(first.uniqueCode));
    expect(openCode(loadCardCodeKeys(runtime().config), { id: rows[0].id, codeSealed: rows[0].code_sealed })).toBe(first.uniqueCode);
    expect((await ledgerOf(first.cardId)).map((row) => row.kind)).toEqual(['ACTIVATE']);
    expect(await issuedEventsOf(order.orderId)).toHaveLength(1);
  });

  it('activates a discounted card at face value with the price paid as paid value and the discount as bonus value', async () => {
    const order = paidOrder();
    const card = await issue(order);
    expect(card).toMatchObject({
      orderId: order.orderId,
      businessSlug: 'harbor-grill',
      giftCardId: order.giftCardId,
      giftCardName: 'Dinner for two',
      faceValueCents: 20000,
      paidValueCents: 18000,
      bonusValueCents: 2000,
      remainingBalanceCents: 20000,
      expirationDate: '2031-06-30',
      status: 'active',
      holder: { name: 'Ann Buyer', email: 'ann@example.com' },
    });
    const [row] = await cardsOf(order.orderId);
    expect(row).toMatchObject({ balance_cents: 20000, paid_balance_cents: 18000, bonus_balance_cents: 2000 });
    expect(await ledgerOf(card.cardId)).toEqual([
      expect.objectContaining({
        kind: 'ACTIVATE',
        amount_cents: 20000,
        paid_cents: 18000,
        bonus_cents: 2000,
        balance_after_cents: 20000,
        paid_after_cents: 18000,
        bonus_after_cents: 2000,
      }),
    ]);
  });

  it('sends the code in gift-card.issued only sealed, for the holder (the recipient of a gift)', async () => {
    const order = paidOrder({ purchaseType: 'gift', recipient: { name: 'Bo Friend', email: 'bo@example.com' }, message: 'Happy birthday!' });
    const card = await issue(order);
    expect(card.holder).toEqual({ name: 'Bo Friend', email: 'bo@example.com' });
    const [event] = await issuedEventsOf(order.orderId);
    expect(JSON.stringify(event.payload)).not.toContain(card.uniqueCode);
    expect(event.payload).toMatchObject({
      v: 1,
      cardId: card.cardId,
      businessSlug: 'harbor-grill',
      businessName: 'Harbor Grill',
      purchaseType: 'gift',
      holder: { name: 'Bo Friend', email: 'bo@example.com' },
      buyer: { name: 'Ann Buyer', email: 'ann@example.com' },
      recipient: { name: 'Bo Friend', email: 'bo@example.com' },
      message: 'Happy birthday!',
      faceValueCents: 20000,
      paidValueCents: 18000,
      bonusValueCents: 2000,
      priceCents: 18000,
      receiptUrl: order.receiptUrl,
    });
    const key = loadMailSealKey(runtime().config);
    expect(openSecret(key, event.payload.sealedCode as string, 'bo@example.com')).toBe(card.uniqueCode);
    expect(() => openSecret(key, event.payload.sealedCode as string, 'ann@example.com')).toThrow();
  });

  it("keeps the business's name with the card, and issues an order placed before names were recorded without one", async () => {
    const named = paidOrder();
    await issue(named);
    expect((await cardsOf(named.orderId))[0].business_name).toBe('Harbor Grill');

    const { businessName: _name, ...unnamed } = paidOrder();
    await issue(unnamed);
    expect((await cardsOf(unnamed.orderId))[0].business_name).toBeNull();
    const [event] = await issuedEventsOf(unnamed.orderId);
    expect(event.payload).not.toHaveProperty('businessName');
  });

  it('issues from payment.completed a few seconds later when nobody asked: once, however often the event comes or the card is asked for', async () => {
    const { v: _v, ...order } = { v: 1 as const, ...paidOrder() };
    const event = newEvent('payment.completed', { v: 1, ...order });
    const deferred = service().app.get(DeferredIssues);
    const handledFrom = Date.now();
    expect(await service().consumer.handle('redemption', service().handlers, event)).toBe(true);
    expect(await service().consumer.handle('redemption', service().handlers, event)).toBe(false);
    // Left to the buyer's browser until due: nothing issued yet.
    expect(await deferred.issueDue(new Date(handledFrom + ISSUE_GRACE_MS - 1_000))).toBe(0);
    expect(await cardsOf(order.orderId)).toHaveLength(0);

    expect(await deferred.issueDue(new Date(Date.now() + ISSUE_GRACE_MS + 1_000))).toBe(1);
    const [row] = await cardsOf(order.orderId);
    const card = await issue(order);
    expect(card.cardId).toBe(row.id);
    expect(hashOf(card.uniqueCode)).toBe(row.code_hash);
    expect(await deferred.issueDue(new Date(Date.now() + ISSUE_GRACE_MS + 1_000))).toBe(0);
    expect(await cardsOf(order.orderId)).toHaveLength(1);
    expect(await ledgerOf(row.id)).toHaveLength(1);
    expect(await issuedEventsOf(order.orderId)).toHaveLength(1);
  });

  it('issues nothing more for a paid order whose card the browser had issued before it fell due, and forgets it', async () => {
    const order = paidOrder();
    const event = newEvent('payment.completed', { v: 1, ...order });
    expect(await service().consumer.handle('redemption', service().handlers, event)).toBe(true);
    const card = await issue(order);
    expect(await service().app.get(DeferredIssues).issueDue(new Date(Date.now() + ISSUE_GRACE_MS + 1_000))).toBe(1);
    expect((await cardsOf(order.orderId)).map((row) => row.id)).toEqual([card.cardId]);
    expect(await issuedEventsOf(order.orderId)).toHaveLength(1);
    expect(await selectRows(db(), sql`select 1 from redemption.deferred_issues where order_id = ${order.orderId}`)).toHaveLength(0);
  });

  it('issues a paid order nobody asked for by itself once it falls due', async () => {
    const order = paidOrder();
    expect(await service().consumer.handle('redemption', service().handlers, newEvent('payment.completed', { v: 1, ...order }))).toBe(true);
    await eventually(async () => (await cardsOf(order.orderId)).length === 1, ISSUE_GRACE_MS + 20_000);
  }, 40_000);

  it('issues the cards of orders asked together in one statement, each its own card, ACTIVATE row and event; a repeat and another business among them answer as alone', async () => {
    const orders = Array.from({ length: 12 }, (_, i) => paidOrder({ amountCents: 15000 + i * 100 }));
    const asked = [...orders, orders[3], { ...orders[5], businessSlug: 'mountain-spa' }];
    const answers = await Promise.allSettled(asked.map(issue));

    const cards = answers.slice(0, 13).map((answer) => (answer as PromiseFulfilledResult<Awaited<ReturnType<typeof issue>>>).value);
    expect(cards[12]).toEqual(cards[3]);
    expect(((answers[13] as PromiseRejectedResult).reason as RemoteError).body).toMatchObject({ code: 'GIFT_CARD.ORDER_MISMATCH' });
    const ids = orders.map((order) => order.orderId);
    const written = await selectRows<{ order_id: string; id: string; code_hash: string; price_cents: number; tx: string }>(
      db(),
      sql`select order_id, id, code_hash, price_cents, xmin::text as tx from redemption.issued_cards where order_id in ${ids}`,
    );
    expect(written).toHaveLength(12);
    // One statement wrote them all: the rows share their transaction.
    expect(new Set(written.map((row) => row.tx)).size).toBe(1);
    for (const [i, order] of orders.entries()) {
      const row = written.find((card) => card.order_id === order.orderId)!;
      expect(cards[i]).toMatchObject({ cardId: row.id, orderId: order.orderId, paidValueCents: 15000 + i * 100 });
      expect(hashOf(cards[i].uniqueCode)).toBe(row.code_hash);
      const ledger = await ledgerOf(row.id);
      expect(ledger.map((entry) => [entry.kind, entry.amount_cents, entry.paid_cents, entry.bonus_cents])).toEqual([['ACTIVATE', 20000, 15000 + i * 100, 5000 - i * 100]]);
      const events = await issuedEventsOf(order.orderId);
      expect(events.map((event) => event.payload.cardId)).toEqual([row.id]);
    }
  });

  it('refuses a malformed order naming the fields, and the same order id of another business as a mismatch, storing nothing', async () => {
    const bad = paidOrder({ amountCents: 20001, buyer: { name: '', email: 'ann@example.com', phone: '' } });
    const refused = await issue(bad).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RemoteError);
    expect((refused as RemoteError).body).toMatchObject({ code: 'VALIDATION.FAILED', fields: { amountCents: expect.any(String), 'buyer.name': expect.any(String) } });
    expect(await cardsOf(bad.orderId)).toHaveLength(0);

    const order = paidOrder();
    await issue(order);
    const foreign = await issue({ ...order, businessSlug: 'mountain-spa' }).catch((error: unknown) => error);
    expect((foreign as RemoteError).body).toMatchObject({ code: 'GIFT_CARD.ORDER_MISMATCH' });
    expect(await cardsOf(order.orderId)).toHaveLength(1);
  });

  it('keeps the ledger append-only and refuses to commit a balance that no ledger row explains', async () => {
    const card = await issue(paidOrder());
    await expect(db().execute(sql`update redemption.ledger set amount_cents = 1 where card_id = ${card.cardId}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from redemption.ledger where card_id = ${card.cardId}`)).rejects.toThrow();
    await expect(db().execute(sql`update redemption.issued_cards set balance_cents = 0, bonus_balance_cents = 0, paid_balance_cents = 0 where id = ${card.cardId}`)).rejects.toThrow();

    // A redemption as the later use case will do it: the guarded update and its ledger row in one transaction.
    await db().transaction(async (tx) => {
      const [after] = await selectRows<{ balance_cents: number; paid_balance_cents: number; bonus_balance_cents: number }>(
        tx,
        sql`update redemption.issued_cards
            set bonus_balance_cents = bonus_balance_cents - least(bonus_balance_cents, 2500),
                paid_balance_cents = paid_balance_cents - (2500 - least(bonus_balance_cents, 2500)),
                balance_cents = balance_cents - 2500
            where id = ${card.cardId} and status = 'active' and balance_cents >= 2500
            returning balance_cents, paid_balance_cents, bonus_balance_cents`,
      );
      expect(after).toEqual({ balance_cents: 17500, paid_balance_cents: 17500, bonus_balance_cents: 0 });
      await tx.execute(sql`
        insert into redemption.ledger (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor)
        values (${card.cardId}, 'REDEEM', -2500, -500, -2000, 17500, 17500, 0, ${`redeem:${randomUUID()}`}, 'test')`);
    });
    const rows = await ledgerOf(card.cardId);
    expect(rows.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(17500);
  });

  if (engine === 'PostgreSQL') {
    it('issues one card when 50 calls for one order arrive at once', async () => {
      const order = paidOrder();
      const answers = await Promise.all(Array.from({ length: 50 }, () => issue(order)));
      expect(new Set(answers.map((answer) => answer.uniqueCode)).size).toBe(1);
      const cards = await cardsOf(order.orderId);
      expect(cards).toHaveLength(1);
      expect(await ledgerOf(cards[0].id)).toHaveLength(1);
      expect(await issuedEventsOf(order.orderId)).toHaveLength(1);
    });
  }
});
