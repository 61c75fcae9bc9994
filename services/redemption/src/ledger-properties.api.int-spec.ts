import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { TEST_SOURCES } from '../../../test/square-test-values';
import { databaseEnvs } from '../../../test/databases';
import { checkoutPlatform } from '../../../test/orders-api';
import { buyGiftCard, BuyerClient, redeemGiftCard } from '../../../test/purchases';

type Step =
  | { kind: 'buy' }
  | { kind: 'load'; card: number; dollars: number }
  | { kind: 'redeem'; card: number; percent: number }
  | { kind: 'refund'; card: number; percent: number; full: boolean }
  | { kind: 'refundLoad'; card: number; load: number }
  | { kind: 'promote'; bonuses: number };

/** A payment the card took: the purchase's or a reload's, with what Square has given back of it (cents). */
interface Payment {
  orderId: string;
  cents: number;
  refundedCents: number;
}

/** What the card should hold, as the rules say: a redemption takes bonus value first; no paid value left forfeits the bonus. */
interface CardModel {
  code: string;
  paid: number;
  bonus: number;
  status: 'active' | 'refunded';
  purchase: Payment;
  loads: Payment[];
}

/** The bonus a promotion gives a card, in dollars, and the price of the card type the sequences sell ($50 at 10 % off). */
const PROMOTION_BONUS = 4;
const PAID_CENTS = 4500;
const DISCOUNT_BONUS_CENTS = 500;

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'buy' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('load' as const), card: fc.nat(), dollars: fc.integer({ min: 5, max: 150 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('redeem' as const), card: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), card: fc.nat(), percent: fc.integer({ min: 1, max: 130 }), full: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refundLoad' as const), card: fc.nat(), load: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('promote' as const), bonuses: fc.integer({ min: 1, max: 2 }) }) },
);

/**
 * Any sequence of purchases, reloads, redemptions, refunds and promotions against the all-in-one platform keeps every
 * card's balance equal to the sum of its ledger rows and to what the rules say it holds, never above what was paid for
 * it (less what Square gave back) plus the bonus value granted, and a promotion never gives more than its budget.
 */
describe('the ledger under any sequence of purchases, reloads, redemptions, refunds and promotions (all-in-one on PGlite, fast-check)', () => {
  const [, openPGlite] = databaseEnvs.find(([engine]) => engine === 'PGlite')!;
  const world = checkoutPlatform(openPGlite);
  const { rows } = world;
  let buyers = 0;

  const cents = (dollars: number) => Math.round(dollars * 100);
  const refundCard = (code: string, body: Record<string, unknown>) =>
    world.a.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Asked by the buyer', ...body });

  /** Runs one sequence on a card type of its own (promotions of one sequence never overlap another's). */
  async function run(steps: Step[]): Promise<void> {
    const cardType = (await world.createCard(world.a.api, { giftCardName: `Dinner ${randomUUID().slice(0, 8)}`, amount: '50', discount: '10', reloadable: 'true' }))._id;
    const cards: CardModel[] = [];
    let promotion: { id: string; leftCents: number; budgetCents: number } | undefined;

    const buy = async () => {
      const email = `ledger${++buyers}@example.com`;
      const card = (await buyGiftCard(
        world.platform.url,
        { businessSlug: world.a.businessSlug, id: cardType },
        { purchaseType: 'self', selfInfo: { name: 'Lee Ledger', email, phone: '(555) 123-4567' } },
      )) as Awaited<ReturnType<typeof buyGiftCard>> & { promotion?: { bonus: number } };
      const bonusCents = promotion && promotion.leftCents >= cents(PROMOTION_BONUS) ? cents(PROMOTION_BONUS) : 0;
      if (promotion) promotion.leftCents -= bonusCents;
      expect([card.promotion?.bonus ?? 0, card.remainingBalance]).toEqual([bonusCents / 100, (PAID_CENTS + DISCOUNT_BONUS_CENTS + bonusCents) / 100]);
      cards.push({ code: card.uniqueCode, paid: PAID_CENTS, bonus: DISCOUNT_BONUS_CENTS + bonusCents, status: 'active', purchase: { orderId: card.orderId, cents: PAID_CENTS, refundedCents: 0 }, loads: [] });
    };

    /** What a payment can still give back: what it put on the card, less what was refunded of it. */
    const leftOf = (payment: Payment) => payment.cents - payment.refundedCents;
    const takeOff = (card: CardModel, payment: Payment, cents: number) => {
      payment.refundedCents += cents;
      card.paid -= cents;
      if (card.paid === 0) [card.bonus, card.status] = [0, 'refunded'];
    };

    /** A refund of the card, `askedCents` (all the paid value when undefined): the newest payment gives back first. */
    const refundWhole = async (card: CardModel, askedCents: number | undefined) => {
      const answer = await refundCard(card.code, askedCents === undefined ? {} : { amount: askedCents / 100 });
      if (card.paid === 0) return void expect(answer).toMatchObject({ status: 409, body: { code: 'CARD_ACTION.NOTHING_TO_REFUND' } });
      let owed = askedCents ?? card.paid;
      if (owed > card.paid) return void expect(answer).toMatchObject({ status: 409, body: { code: 'CARD_ACTION.REFUND_TOO_LARGE' } });
      expect(answer).toMatchObject({ status: 200, body: { refundedAmount: owed / 100 } });
      for (const payment of [...card.loads].reverse().concat(card.purchase)) {
        const taken = Math.min(owed, leftOf(payment));
        takeOff(card, payment, taken);
        owed -= taken;
      }
    };

    /** A refund of one reload's payment: at most what it can give back and the card holds. */
    const refundLoad = async (card: CardModel, load: Payment) => {
      const answer = await refundCard(card.code, { reloadOrderId: load.orderId });
      const most = Math.min(card.paid, leftOf(load));
      if (most === 0) return void expect(answer).toMatchObject({ status: 409, body: { code: 'CARD_ACTION.NOTHING_TO_REFUND' } });
      expect(answer).toMatchObject({ status: 200, body: { refundedAmount: most / 100 } });
      takeOff(card, load, most);
    };

    await buy();
    for (const next of steps) {
      const card = 'card' in next ? cards[next.card % cards.length] : undefined;
      switch (next.kind) {
        case 'buy':
          await buy();
          break;
        case 'promote': {
          const hour = 3600_000;
          const body = { name: 'Ledger bonus', giftCardIds: [cardType], bonus: { amount: PROMOTION_BONUS }, startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + hour).toISOString(), budget: PROMOTION_BONUS * next.bonuses };
          const created = await world.a.api.post('/api/v1/admin/promotions', body);
          if (promotion) {
            expect(created.status).toBe(400); // one promotion at a time on a card type
          } else {
            expect(created.status).toBe(201);
            promotion = { id: created.body.id, leftCents: cents(body.budget), budgetCents: cents(body.budget) };
          }
          break;
        }
        case 'load': {
          const selfInfo = { name: 'Lou Loader', email: `loader${++buyers}@example.com`, phone: '(555) 123-4567' };
          const buyer = new BuyerClient(world.platform.url);
          const paid = await buyer.post('/api/payments/create-payment', {
            sourceId: TEST_SOURCES.cardOk,
            idempotencyKey: randomUUID(),
            businessSlug: world.a.businessSlug,
            reloadOf: card!.code,
            amount: next.dollars,
            selfInfo,
          });
          if (card!.status !== 'active') {
            expect(paid.status).toBe(409);
            break;
          }
          expect(paid.status).toBe(200);
          expect((await buyer.put('/api/v1/admin/purchase', { reloadOf: card!.code, selfInfo, orderId: paid.body.orderId })).status).toBe(200);
          card!.paid += cents(next.dollars);
          card!.loads.push({ orderId: paid.body.orderId, cents: cents(next.dollars), refundedCents: 0 });
          break;
        }
        case 'redeem': {
          const balance = card!.paid + card!.bonus;
          if (card!.status !== 'active' || balance === 0) break;
          const amount = Math.max(1, Math.floor((balance * next.percent) / 100));
          expect((await redeemGiftCard(world.a.api, world.platform.dataDir, card!.code, amount / 100)).buyer.remainingBalance).toBe((balance - amount) / 100);
          const fromBonus = Math.min(card!.bonus, amount);
          [card!.bonus, card!.paid] = [card!.bonus - fromBonus, card!.paid - (amount - fromBonus)];
          break;
        }
        case 'refund': {
          if (card!.status !== 'active') {
            expect((await refundCard(card!.code, {})).status).toBe(409);
            break;
          }
          const asked = next.full ? undefined : Math.max(1, Math.floor((card!.paid * next.percent) / 100));
          await refundWhole(card!, asked);
          break;
        }
        case 'refundLoad': {
          if (card!.loads.length === 0 || card!.status !== 'active') break;
          const load = card!.loads[next.load % card!.loads.length];
          await refundLoad(card!, load);
          break;
        }
      }
    }

    for (const card of cards) {
      const [held] = await rows<{ id: string; balance: number; paid: number; bonus: number; status: string; ledger_paid: number; ledger_bonus: number; granted: number }>(
        sql`select c.id, c.balance_cents as balance, c.paid_balance_cents as paid, c.bonus_balance_cents as bonus, c.status,
              (select coalesce(sum(paid_cents), 0)::int from redemption.ledger where card_id = c.id) as ledger_paid,
              (select coalesce(sum(bonus_cents), 0)::int from redemption.ledger where card_id = c.id) as ledger_bonus,
              (select coalesce(sum(bonus_cents), 0)::int from redemption.ledger where card_id = c.id and kind = 'ACTIVATE') as granted
            from redemption.issued_cards c where c.order_id = ${card.purchase.orderId}`,
      );
      expect({ balance: held.balance, paid: held.paid, bonus: held.bonus, status: held.status }).toEqual({
        balance: held.ledger_paid + held.ledger_bonus,
        paid: held.ledger_paid,
        bonus: held.ledger_bonus,
        status: card.status,
      });
      expect([held.paid, held.bonus]).toEqual([card.paid, card.bonus]);
      // What Square kept of the card's payments, plus the bonus value granted, is at least what the card holds.
      const kept = [card.purchase, ...card.loads].reduce((sum, payment) => {
        const [square] = world.emulator.findPayments({ referenceId: payment.orderId });
        expect(Number(square.refunded_money?.amount ?? 0)).toBe(payment.refundedCents);
        return sum + Number(square.total_money.amount) - Number(square.refunded_money?.amount ?? 0);
      }, 0);
      expect(held.balance).toBeLessThanOrEqual(kept + held.granted);
    }
    if (promotion) {
      const shown = (await world.a.api.get('/api/v1/admin/promotions')).body.promotions.find((listed: { id: string }) => listed.id === promotion!.id);
      expect(cents(shown.budgetLeft)).toBe(promotion.leftCents);
      expect(promotion.leftCents).toBeGreaterThanOrEqual(0);
    }
  }

  it('keeps balance = Σ ledger, within what was paid plus granted, whatever the order of the moves', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), run), { numRuns: 15 });
  }, 300_000);
});
