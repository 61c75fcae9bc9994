import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newEvent, selectRows } from '@gv/platform';
import { CARD_ACTION_MESSAGES, REDEEM_MESSAGES, RedemptionRpc, type AdminPrincipal } from '@gv/proto';
import { postgresEnv } from '../../../test/databases';
import { paidOrder } from '../../../test/paid-order';
import { serviceAlone } from '../../../test/service-alone';
import { redemptionService } from './index';
import { DeferredIssues, ISSUE_GRACE_MS } from './issue-gift-card/deferred-issues';

const ADMIN: AdminPrincipal = { role: 'Admin', adminId: 'admin-1', businessSlug: 'sakura-sushi', email: 'admin@sakura.test', staffId: 'staff-1', staffRole: 'owner', locationIds: [] };
const SESSION = 'session-key-of-the-till';

/** A yen card keeps its currency: ¥5,000 is 5000 everywhere, in what the counter is told and in what it types. */
describe('a card sold in yen (PostgreSQL)', () => {
  const { runtime, service, db } = serviceAlone(redemptionService, postgresEnv, 'gv-card-currency-');
  const rpc = () => runtime().rpc;

  /** A ¥5,000 card sold at ¥4,500, issued from its payment.completed as nobody asked for it. */
  async function yenCard(): Promise<{ cardId: string; code: string; orderId: string }> {
    const { v: _v, ...order } = { v: 1 as const, ...paidOrder({ businessSlug: ADMIN.businessSlug, currency: 'JPY', faceValueCents: 5000, amountCents: 4500 }) };
    expect(await service().consumer.handle('redemption', service().handlers, newEvent('payment.completed', { v: 1, ...order }))).toBe(true);
    expect(await service().app.get(DeferredIssues).issueDue(new Date(Date.now() + ISSUE_GRACE_MS + 1_000))).toBe(1);
    const card = await rpc().call(RedemptionRpc.issueForOrder, order);
    expect(card).toMatchObject({ currency: 'JPY', faceValueCents: 5000, paidValueCents: 4500, remainingBalanceCents: 5000 });
    return { cardId: card.cardId, code: card.uniqueCode, orderId: order.orderId };
  }

  /** A verified code of the till's session for this amount, as verify-otp-redeem leaves it. */
  const authorize = (cardId: string, cents: number) =>
    db().execute(sql`insert into redemption.redeem_authorizations (id, card_id, business_slug, session_key, admin_id, amount_cents, expires_at)
                     values (${randomUUID()}, ${cardId}, ${ADMIN.businessSlug}, ${SESSION}, ${ADMIN.adminId}, ${cents}, now() + interval '10 minutes')`);
  const eventsOf = (type: string, cardId: string) =>
    selectRows<{ payload: Record<string, unknown> }>(db(), sql`select payload from redemption.outbox where type = ${type} and payload->>'cardId' = ${cardId}`);

  it('issues it in yen, and the counter scans it as ¥5,000', async () => {
    const card = await yenCard();
    const { giftCard } = await rpc().call(RedemptionRpc.scan, { admin: ADMIN, sessionKey: SESSION, code: card.code });
    expect(giftCard).toMatchObject({ currency: 'JPY', amount: 5000, amountPaid: 4500, paidBalance: 4500, bonusBalance: 500 });
    const [issued] = await eventsOf('gift-card.issued', card.cardId);
    expect(issued.payload).toMatchObject({ currency: 'JPY', faceValueCents: 5000 });
  });

  it('redeems ¥3,000 of it, leaving ¥2,000, and refuses a fraction of a yen', async () => {
    const card = await yenCard();
    await expect(rpc().call(RedemptionRpc.redeem, { admin: ADMIN, sessionKey: SESSION, qrCode: card.code, amount: '30.5' })).rejects.toMatchObject({
      body: { message: REDEEM_MESSAGES.invalidCodeOrAmount },
    });
    await authorize(card.cardId, 3000);
    const redeemed = await rpc().call(RedemptionRpc.redeem, { admin: ADMIN, sessionKey: SESSION, qrCode: card.code, amount: '3000' });
    expect(redeemed).toMatchObject({ currency: 'JPY', buyer: { remainingBalance: 2000, usedAmount: 3000, redemptionHistory: [{ redeemedAmount: 3000, remainingAmount: 2000 }] } });
    const [event] = await eventsOf('gift-card.redeemed', card.cardId);
    expect(event.payload).toMatchObject({ currency: 'JPY', amountCents: 3000, balanceAfterCents: 2000 });
  });

  it("takes an admin's adjustment in yen, refuses a fraction of one, and caps credits at the yen cap", async () => {
    const card = await yenCard();
    const adjust = (amount: string) => rpc().call(RedemptionRpc.adjustBalance, { admin: ADMIN, code: card.code, amount, reason: 'Goodwill' });
    await expect(adjust('10.5')).rejects.toMatchObject({ body: { message: CARD_ACTION_MESSAGES.amountInvalid } });
    expect(await adjust('-1000')).toMatchObject({ currency: 'JPY', remainingBalance: 4000 });
    await expect(adjust('50001')).rejects.toMatchObject({ body: { message: CARD_ACTION_MESSAGES.creditCap('JPY') } });
    expect(CARD_ACTION_MESSAGES.creditCap('JPY')).toContain('¥50,000 a day');
    const { currency, activity } = await rpc().call(RedemptionRpc.cardActivity, { admin: ADMIN, code: card.code });
    expect(currency).toBe('JPY');
    expect(activity.map((entry) => [entry.amount, entry.balanceAfter])).toEqual([
      [5000, 5000],
      [-1000, 4000],
    ]);
  });
});
