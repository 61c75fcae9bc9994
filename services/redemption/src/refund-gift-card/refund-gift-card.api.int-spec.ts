import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SquareClient } from 'square';
import { ApiClient } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform } from '../../../../test/redemption-api';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';

/** Refunds: the value leaves the card before Square is asked, Square holds one refund, a refused one puts the value back. */
describe.each(databaseEnvs)('refunding a gift card (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { rows, hashOf, boughtForSelf, redeemWithOtp, redeem, mailsTo } = world;

  const refund = (code: string, body: Record<string, unknown> = {}) =>
    world.a.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Buyer asked for a refund', ...body });
  const cardRow = async (code: string) =>
    (await rows<{ order_id: string; payment_id: string; status: string }>(sql`select order_id, payment_id, status from redemption.issued_cards where code_hash = ${hashOf(code)}`))[0];
  const ledgerOf = async (code: string) =>
    rows<{ kind: string; paid_cents: number; bonus_cents: number; balance_after_cents: number }>(
      sql`select kind, paid_cents, bonus_cents, balance_after_cents from redemption.ledger
          where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)}) order by id`,
    );
  /** What Square holds for the card's payment: its refunds and the money refunded. */
  const atSquare = async (code: string) => {
    const [payment] = world.platform.app.squareEmulator!.findPayments({ referenceId: (await cardRow(code)).order_id });
    return { refunds: payment.refund_ids?.length ?? 0, refundedCents: Number(payment.refunded_money?.amount ?? 0) };
  };

  it("refunds a partly redeemed card's unspent paid value: the bonus value is forfeited, the card is refunded and Square holds one refund", async () => {
    const { code, email } = await boughtForSelf(); // $45 paid, $5 bonus
    await redeemWithOtp(world.a.api, code, email, 8); // $5 bonus, then $3 paid
    expect(await refund(code)).toMatchObject({ status: 200, body: { refundedAmount: 42, remainingBalance: 0, status: 'refunded' } });
    // The redemption spent the bonus value: no DEACTIVATE row of nothing.
    expect((await ledgerOf(code)).slice(2)).toEqual([{ kind: 'REFUND', paid_cents: -4200, bonus_cents: 0, balance_after_cents: 0 }]);
    expect(await atSquare(code)).toEqual({ refunds: 1, refundedCents: 4200 });

    expect(await redeem(world.a.api, code, 1)).toMatchObject({ status: 409, body: { message: 'This gift card has been refunded and cannot be redeemed.' } });
    expect((await new ApiClient(world.platform.url).get(`/api/v1/cards/${code}`)).body.giftCard).toMatchObject({ status: 'refunded', remainingBalance: 0 });
    expect(await refund(code)).toMatchObject({ status: 409, body: { message: 'Only an active gift card can be refunded.' } });
    expect(await atSquare(code)).toEqual({ refunds: 1, refundedCents: 4200 });
  });

  it('refunds part of the paid value and keeps the card active with the rest; never more than the paid value left', async () => {
    const { code, email } = await boughtForSelf();
    // The admin's dialog names the card the money goes back to: the emulator's cnon:card-nonce-ok is a Visa ending 5858.
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard).toMatchObject({ paymentCardLast4: '5858' });
    expect(await refund(code, { amount: '10.00' })).toMatchObject({ status: 200, body: { refundedAmount: 10, remainingBalance: 40, status: 'active' } });
    // The buyer is told: how much, to which card, what is left and why; the holder page lists it.
    const receipt = await eventually(() => mailsTo(email, /refunded \$10\.00 to your card ending 5858/)[0]);
    expect(receipt.text).toContain('Left on the gift card: $40.00');
    expect(receipt.text).toContain('Reason: Buyer asked for a refund');
    const holderPage = await new ApiClient(world.platform.url).get(`/api/v1/cards/${code}`);
    expect(holderPage.body.giftCard.redemptionHistory).toEqual([{ kind: 'refunded', redeemedAmount: 10, remainingAmount: 40, redemptionDate: expect.any(String) }]);
    expect(await refund(code, { amount: 35.01 })).toMatchObject({ status: 409, body: { message: 'The refund cannot be more than the paid value left, $35.00.' } });
    expect(await refund(code, { amount: 0 })).toMatchObject({ status: 400, body: { fields: { amount: expect.stringContaining('refund amount') } } });
    expect(await refund(code, { reason: ' ' })).toMatchObject({ status: 400, body: { fields: { reason: 'Enter a reason.' } } });
    expect(await atSquare(code)).toEqual({ refunds: 1, refundedCents: 1000 });
  });

  it('refuses a voided card, and another business’s card is not found; Square is not asked', async () => {
    const { code } = await boughtForSelf();
    expect(await world.b.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Not mine' })).toMatchObject({ status: 404, body: { message: 'Gift card not found.' } });
    await world.a.api.post(`/api/v1/admin/issued-cards/${code}/void`, { reason: 'Stolen' });
    expect(await refund(code)).toMatchObject({ status: 409, body: { message: 'Only an active gift card can be refunded.' } });
    expect(await atSquare(code)).toEqual({ refunds: 0, refundedCents: 0 });
  });

  it('makes one refund of 20 asked at once: the first takes the paid value, the rest find nothing left', async () => {
    const { code } = await boughtForSelf();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await atSquare(code)).toEqual({ refunds: 1, refundedCents: 4500 });
    expect((await ledgerOf(code)).filter((row) => row.kind === 'REFUND')).toHaveLength(1);
  });

  it("puts the value back when Square refuses the refund, says why, and the card can be spent again", async () => {
    const { code } = await boughtForSelf();
    // The business refunded $40 in Square's own dashboard: Square now refuses more than the $5 left of the payment.
    const { payment_id: paymentId } = await cardRow(code);
    const square = new SquareClient({ token: `test-mode:${world.a.businessSlug}`, baseUrl: world.platform.app.squareEmulator!.url });
    await square.refunds.refundPayment({ idempotencyKey: randomUUID(), paymentId, amountMoney: { amount: 4000n, currency: 'USD' } });

    const refused = await refund(code);
    expect(refused).toMatchObject({ status: 409, body: { code: 'REFUND.REJECTED', message: expect.stringMatching(/^Square did not accept the refund \(.+\)\. The value is back on the gift card\.$/) } });
    expect((await ledgerOf(code)).map((row) => row.kind)).toEqual(['ACTIVATE', 'REFUND', 'DEACTIVATE', 'ADJUST_INCREMENT']);
    expect(await cardRow(code)).toMatchObject({ status: 'active' });
    const scanned = (await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body;
    expect(scanned).toMatchObject({ giftCard: { status: 'active' }, buyers: [{ remainingBalance: 50 }] });
    expect(await atSquare(code)).toEqual({ refunds: 1, refundedCents: 4000 });
    const [putBack] = await rows<{ action: string; actor: string }>(
      sql`select action, actor from redemption.card_actions where action = 'refund-failed' and card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)})`,
    );
    expect(putBack).toEqual({ action: 'refund-failed', actor: 'square' });
    // Once orders' refund.failed has been handled too, the value is still back once.
    await eventually(() => embeddedPlatformIdle(world.platform.app.runtime.database.db));
    expect((await ledgerOf(code)).map((row) => row.kind)).toEqual(['ACTIVATE', 'REFUND', 'DEACTIVATE', 'ADJUST_INCREMENT']);
  });
});
