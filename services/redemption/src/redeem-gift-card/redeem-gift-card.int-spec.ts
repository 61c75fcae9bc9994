import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { RemoteError, selectRows } from '@gv/platform';
import { RedemptionRpc, type AdminPrincipal } from '@gv/proto';
import { postgresEnv } from '../../../../test/databases';
import { type LedgerRowRead } from '../../../../test/ledger-rows';
import { serviceAlone } from '../../../../test/service-alone';
import { redemptionService } from '../index';

const ADMIN: AdminPrincipal = { role: 'Admin', adminId: 'admin-1', businessSlug: 'harbor-grill', email: 'admin@harbor.test', staffId: 'staff-1', staffRole: 'owner', locationIds: [] };
const SESSION = 'session-key-of-the-till';

/** One operation on a card: a counter's redemption, or another ledger writer adjusting one bucket. */
type Operation = { kind: 'redeem'; cents: number } | { kind: 'adjust'; cents: number; bucket: 'paid' | 'bonus' };


/**
 * Property: whatever mix of redemptions and adjustments hits one card at once, on PostgreSQL with real row locks,
 * the balance never goes below zero in either bucket, every change is one ledger row, the rows read as one serial
 * history (each row's balances = the previous row's + its amounts), each redemption spent bonus value first, and
 * what the callers were told equals what the ledger holds.
 */
describe('redemptions interleaved with adjustments (PostgreSQL, fast-check)', () => {
  const { runtime, db } = serviceAlone(redemptionService, postgresEnv, 'gv-redeem-prop-');

  /** A $50 card sold at 10% off: $45 paid value, $5 bonus value. */
  async function issueCard(): Promise<{ id: string; code: string }> {
    const card = await runtime().rpc.call(RedemptionRpc.issueForOrder, {
      orderId: randomUUID(),
      businessSlug: ADMIN.businessSlug,
      paymentId: `pay-${randomUUID()}`,
      amountCents: 4500,
      currency: 'USD',
      sourceType: 'CARD',
      receiptNumber: 'R-1',
      receiptUrl: '',
      completedAt: new Date().toISOString(),
      giftCardId: randomUUID(),
      giftCardName: 'Dinner for two',
      faceValueCents: 5000,
      expirationDate: '2031-06-30',
      purchaseType: 'self',
      buyer: { name: 'Ann Buyer', email: 'ann@example.com', phone: '' },
      recipient: null,
      message: '',
    });
    return { id: card.cardId, code: card.uniqueCode };
  }

  /** A verified OTP of the till's session for this amount, as verify-otp-redeem leaves it. */
  const authorize = (cardId: string, cents: number) =>
    db().execute(sql`insert into redemption.redeem_authorizations (id, card_id, business_slug, session_key, admin_id, amount_cents, expires_at)
                     values (${randomUUID()}, ${cardId}, ${ADMIN.businessSlug}, ${SESSION}, ${ADMIN.adminId}, ${cents}, now() + interval '10 minutes')`);

  /** Answers whether the redemption went through; a refusal must be the balance's. */
  async function redeem(code: string, cents: number): Promise<boolean> {
    try {
      await runtime().rpc.call(RedemptionRpc.redeem, { admin: ADMIN, sessionKey: SESSION, qrCode: code, amount: cents / 100 });
      return true;
    } catch (error) {
      if (error instanceof RemoteError && error.body.code === 'REDEMPTION.AMOUNT_EXCEEDS_BALANCE') return false;
      throw error;
    }
  }

  /**
   * Another writer of the ledger (as a refund or a manual adjustment will be): one bucket changed by a guarded
   * update and its ADJUST row in one statement; a decrease beyond the bucket changes nothing.
   */
  async function adjust(cardId: string, cents: number, bucket: 'paid' | 'bonus'): Promise<boolean> {
    const [paid, bonus] = bucket === 'paid' ? [cents, 0] : [0, cents];
    const rows = await selectRows<{ id: number }>(
      db(),
      sql`with changed as (
            update redemption.issued_cards
            set balance_cents = balance_cents + ${cents}::integer,
                paid_balance_cents = paid_balance_cents + ${paid}::integer,
                bonus_balance_cents = bonus_balance_cents + ${bonus}::integer
            where id = ${cardId} and paid_balance_cents + ${paid}::integer >= 0 and bonus_balance_cents + ${bonus}::integer >= 0
            returning id, balance_cents, paid_balance_cents, bonus_balance_cents
          )
          insert into redemption.ledger (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor)
          select id, ${cents > 0 ? 'ADJUST_INCREMENT' : 'ADJUST_DECREMENT'}, ${cents}::integer, ${paid}::integer, ${bonus}::integer,
            balance_cents, paid_balance_cents, bonus_balance_cents, ${`adjust:${randomUUID()}`}, 'test'
          from changed returning id`,
    );
    return rows.length === 1;
  }

  const operation: fc.Arbitrary<Operation> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('redeem' as const), cents: fc.integer({ min: 1, max: 2500 }) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('adjust' as const),
        cents: fc.integer({ min: -1500, max: 1500 }).filter((cents) => cents !== 0),
        bucket: fc.constantFrom('paid' as const, 'bonus' as const),
      }),
    },
  );

  it('keeps the balance a serial ledger history that never goes below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 2, maxLength: 24 }), fc.array(fc.nat({ max: 5 }), { minLength: 24, maxLength: 24 }), async (operations, delaysMs) => {
        const card = await issueCard();
        for (const op of operations) if (op.kind === 'redeem') await authorize(card.id, op.cents);
        // All at once, each after a small generated delay, so the order they reach the row lock varies run to run.
        const outcomes = await Promise.all(
          operations.map(async (op, i) => {
            await new Promise((resolve) => setTimeout(resolve, delaysMs[i]));
            return op.kind === 'redeem' ? redeem(card.code, op.cents) : adjust(card.id, op.cents, op.bucket);
          }),
        );

        const ledger = await selectRows<LedgerRowRead>(db(), sql`select * from redemption.ledger where card_id = ${card.id} order by id`);
        const [balances] = await selectRows<{ balance_cents: number; paid_balance_cents: number; bonus_balance_cents: number }>(
          db(),
          sql`select balance_cents, paid_balance_cents, bonus_balance_cents from redemption.issued_cards where id = ${card.id}`,
        );
        const told = operations.reduce((sum, op, i) => sum + (outcomes[i] ? (op.kind === 'redeem' ? -op.cents : op.cents) : 0), 5000);
        expect(balances.balance_cents).toBe(told);
        expect(balances.paid_balance_cents).toBeGreaterThanOrEqual(0);
        expect(balances.bonus_balance_cents).toBeGreaterThanOrEqual(0);
        expect(ledger.filter((row) => row.kind === 'REDEEM')).toHaveLength(operations.filter((op, i) => op.kind === 'redeem' && outcomes[i]).length);
        const sum = (field: keyof LedgerRowRead) => ledger.reduce((total, row) => total + (row[field] as number), 0);
        expect([sum('amount_cents'), sum('paid_cents'), sum('bonus_cents')]).toEqual([balances.balance_cents, balances.paid_balance_cents, balances.bonus_balance_cents]);
        for (let i = 1; i < ledger.length; i++) {
          const [previous, row] = [ledger[i - 1], ledger[i]];
          expect([row.balance_after_cents, row.paid_after_cents, row.bonus_after_cents]).toEqual([
            previous.balance_after_cents + row.amount_cents,
            previous.paid_after_cents + row.paid_cents,
            previous.bonus_after_cents + row.bonus_cents,
          ]);
          // Bonus value first: the row spent all the bonus there was, up to its amount.
          if (row.kind === 'REDEEM') expect(row.bonus_cents + Math.min(previous.bonus_after_cents, -row.amount_cents)).toBe(0);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
