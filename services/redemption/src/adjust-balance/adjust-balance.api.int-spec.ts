import { sql } from 'drizzle-orm';
import { CARD_ACTION_MESSAGES, currencyLimits } from '@gv/proto';

const DAILY_CREDIT_CAP_CENTS = currencyLimits('USD').dailyCreditCapCents;
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform } from '../../../../test/redemption-api';

/** Adjustments and reversals of a redemption: ledger rows with a reason, never below zero, a reversal once, a receipt each. */
describe.each(databaseEnvs)('adjusting a balance and reversing a redemption (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { rows, hashOf, boughtForSelf, mailsTo, redeemWithOtp } = world;

  const adjust = (code: string, amount: unknown, reason: unknown = 'Goodwill') => world.a.api.post(`/api/v1/admin/issued-cards/${code}/adjust`, { amount, reason });
  const reverse = (code: string, redemptionId: unknown, reason: unknown = 'Till typed 50 instead of 5') =>
    world.a.api.post(`/api/v1/admin/issued-cards/${code}/reverse-redemption`, { redemptionId, reason });
  const ledgerOf = (code: string) =>
    rows<{ kind: string; amount_cents: number; paid_cents: number; bonus_cents: number; balance_after_cents: number; actor: string }>(
      sql`select kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, actor from redemption.ledger
          where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)}) order by id`,
    );
  const RECEIPT = /gift card balance was|credited back/;

  it('adds value as bonus value and takes value off bonus first, each a ledger row with the admin, and a receipt to the holder', async () => {
    const { code, email } = await boughtForSelf(); // $45 paid, $5 bonus
    expect(await adjust(code, '10.00', 'Sorry for the wait')).toMatchObject({ status: 200, body: { remainingBalance: 60, status: 'active' } });
    expect(await adjust(code, -17.5)).toMatchObject({ status: 200, body: { remainingBalance: 42.5 } });
    expect((await ledgerOf(code)).slice(1)).toEqual([
      { kind: 'ADJUST_INCREMENT', amount_cents: 1000, paid_cents: 0, bonus_cents: 1000, balance_after_cents: 6000, actor: expect.stringMatching(/^admin:/) },
      { kind: 'ADJUST_DECREMENT', amount_cents: -1750, paid_cents: -250, bonus_cents: -1500, balance_after_cents: 4250, actor: expect.stringMatching(/^admin:/) },
    ]);
    const receipts = await eventually(() => (mailsTo(email, RECEIPT).length === 2 ? mailsTo(email, RECEIPT) : undefined));
    const increased = receipts.find((mail) => mail.subject.startsWith('Your gift card balance was increased'))!;
    expect(increased.text).toContain('Amount added: $10.00');
    expect(increased.text).toContain('Reason: Sorry for the wait');
    expect(increased.text).toContain('New balance: $60.00');
  });

  it('adjusts once for one idempotency key, however often and however concurrently it is sent; another amount under it is 409', async () => {
    const { code, email } = await boughtForSelf(); // $50
    const send = (amount: number, idempotencyKey: unknown) =>
      world.a.api.post(`/api/v1/admin/issued-cards/${code}/adjust`, { amount, reason: 'Sorry for the wait', idempotencyKey });
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(10, 'goodwill-1')));
    expect(answers.map((answer) => [answer.status, answer.body.remainingBalance])).toEqual(Array(5).fill([200, 60]));
    expect(await send(10, 'goodwill-1')).toMatchObject({ status: 200, body: { remainingBalance: 60 } });
    expect(await send(20, 'goodwill-1')).toMatchObject({ status: 409, body: { code: 'CARD_ACTION.IDEMPOTENCY_KEY_REUSED', message: CARD_ACTION_MESSAGES.adjustmentKeyReused } });
    for (const key of ['', 'k'.repeat(101), 7]) expect(await send(10, key)).toMatchObject({ status: 400, body: { fields: { idempotencyKey: CARD_ACTION_MESSAGES.adjustmentKeyInvalid } } });
    expect((await ledgerOf(code)).map((row) => row.kind)).toEqual(['ACTIVATE', 'ADJUST_INCREMENT']);
    const audit = await rows(sql`select 1 from redemption.card_actions where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)})`);
    expect(audit).toHaveLength(1);
    await eventually(() => mailsTo(email, RECEIPT).length === 1);
  });

  it('refuses an adjustment below zero, a zero or malformed amount, and one without a reason; the balance stays', async () => {
    const { code } = await boughtForSelf();
    expect(await adjust(code, -50.01)).toMatchObject({ status: 409, body: { code: 'CARD_ACTION.BELOW_ZERO', message: 'The balance cannot go below zero.' } });
    for (const amount of [0, '0.00', 'ten', '1.234', null]) {
      expect(await adjust(code, amount)).toMatchObject({ status: 400, body: { fields: { amount: expect.stringContaining('non-zero amount') } } });
    }
    expect(await adjust(code, 5, '')).toMatchObject({ status: 400, body: { fields: { reason: 'Enter a reason.' } } });
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.buyers[0].remainingBalance).toBe(50);
    expect(await ledgerOf(code)).toHaveLength(1);
  });

  it('answers an adjustment that would take a balance past MAX_MONEY_CENTS with a clear 400, before any statement; the balance stays', async () => {
    const { code } = await boughtForSelf(); // $50
    // 21,474,836.47: the 32-bit column's limit, once a 500 from the ledger's MOVE.
    for (const amount of [21_474_836.47, '21474836.48', '10000000.01']) {
      expect(await adjust(code, amount)).toMatchObject({ status: 400, body: { fields: { amount: expect.any(String) } } });
    }
    // Within the bound alone, past it with the $50 already on the card.
    expect(await adjust(code, 10_000_000)).toMatchObject({ status: 400, body: { message: 'That is more money than one card or one order may hold ($10,000,000.00).' } });
    expect(await adjust(code, 9_999_950.01)).toMatchObject({ status: 400, body: { fields: { amount: 'That is more money than one card or one order may hold ($10,000,000.00).' } } });
    expect((await ledgerOf(code)).map((row) => row.balance_after_cents)).toEqual([5000]);
  });

  it("keeps a business's credits within the daily cap, however many tills credit at once; debits are not capped", async () => {
    const creditedToday = async () =>
      (await rows<{ cents: number }>(sql`select coalesce(sum(credited_cents), 0)::int as cents from redemption.credit_days where business_slug = ${world.a.businessSlug}`))[0].cents;
    const left = DAILY_CREDIT_CAP_CENTS - (await creditedToday());
    const cards = await Promise.all([1, 2, 3].map(() => boughtForSelf()));
    // $100 credits, three more than the cap leaves room for, spread over three cards at once.
    const tries = Math.floor(left / 10_000) + 3;
    const answers = await Promise.all(Array.from({ length: tries }, (_, i) => adjust(cards[i % 3].code, 100, 'Goodwill burst')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(Math.floor(left / 10_000));
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, body: { code: 'CARD_ACTION.CREDIT_CAP', message: CARD_ACTION_MESSAGES.creditCap() } });
    }
    expect(await creditedToday()).toBeLessThanOrEqual(DAILY_CREDIT_CAP_CENTS);
    // The ledger holds exactly the credits that were answered 200.
    const credited = (await Promise.all(cards.map(({ code }) => ledgerOf(code)))).flat().filter((row) => row.kind === 'ADJUST_INCREMENT');
    expect(credited).toHaveLength(Math.floor(left / 10_000));
    expect(await adjust(cards[0].code, -5)).toMatchObject({ status: 200 });
  });

  it('reverses a redemption exactly once: its split credited back, listed as reversed, and no longer counted as used', async () => {
    const { code, email } = await boughtForSelf();
    await redeemWithOtp(world.a.api, code, email, 8); // $5 bonus, then $3 paid
    const { redemptionHistory } = (await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.buyers[0];
    const redemptionId = redemptionHistory[0].redemptionId;
    expect(await reverse(code, redemptionId)).toMatchObject({ status: 200, body: { remainingBalance: 50, status: 'active' } });
    expect(await reverse(code, redemptionId)).toMatchObject({ status: 409, body: { message: 'This redemption has already been reversed.' } });
    expect((await ledgerOf(code)).at(-1)).toMatchObject({ kind: 'ADJUST_INCREMENT', amount_cents: 800, paid_cents: 300, bonus_cents: 500, balance_after_cents: 5000 });
    const buyer = (await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.buyers[0];
    expect(buyer).toMatchObject({ remainingBalance: 50, usedAmount: 0, redemptionHistory: [{ redemptionId, reversed: true, redeemedAmount: 8 }] });
    const receipt = await eventually(() => mailsTo(email, /credited back/)[0]);
    expect(receipt.text).toContain('Reason: Till typed 50 instead of 5');
  });

  it('credits one of 20 reversals of the same redemption sent at once', async () => {
    const { code, email } = await boughtForSelf();
    await redeemWithOtp(world.a.api, code, email, 20);
    const { redemptionId } = (await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.buyers[0].redemptionHistory[0];
    const answers = await Promise.all(Array.from({ length: 20 }, () => reverse(code, redemptionId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect((await ledgerOf(code)).filter((row) => row.kind === 'ADJUST_INCREMENT')).toHaveLength(1);
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.buyers[0].remainingBalance).toBe(50);
  });

  it('refuses to reverse a row that is no redemption of this card, and to change a card whose balance is no longer the business’s to change', async () => {
    const { code, email } = await boughtForSelf();
    await redeemWithOtp(world.a.api, code, email, 5);
    const idsOf = async (kind: string) =>
      (await rows<{ id: number }>(sql`select id from redemption.ledger where kind = ${kind} and card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)})`)).map(
        (row) => String(row.id),
      );
    const [redeemed] = await idsOf('REDEEM');
    const [activation] = await idsOf('ACTIVATE');
    const notFound = { status: 404, body: { message: 'Redemption not found.' } };
    expect(await reverse(code, activation)).toMatchObject(notFound);
    expect(await reverse(code, 'abc')).toMatchObject(notFound);
    const other = await boughtForSelf();
    expect(await reverse(other.code, redeemed)).toMatchObject(notFound);

    await rows(sql`update redemption.issued_cards set status = 'refunded' where code_hash = ${hashOf(code)}`);
    const locked = { status: 409, body: { message: 'This gift card can no longer change its balance.' } };
    expect(await adjust(code, 5)).toMatchObject(locked);
    expect(await reverse(code, redeemed)).toMatchObject(locked);
  });

  it("answers 'Gift card not found.' to another business on both calls", async () => {
    const { code } = await boughtForSelf();
    expect(await world.b.api.post(`/api/v1/admin/issued-cards/${code}/adjust`, { amount: 5, reason: 'x' })).toMatchObject({ status: 404 });
    expect(await world.b.api.post(`/api/v1/admin/issued-cards/${code}/reverse-redemption`, { redemptionId: '1', reason: 'x' })).toMatchObject({ status: 404 });
    expect(await ledgerOf(code)).toHaveLength(1);
  });
});
