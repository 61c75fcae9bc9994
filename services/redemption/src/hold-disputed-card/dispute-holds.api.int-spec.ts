import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newEvent } from '@gv/platform';
import type { AnyEventEnvelope } from '@gv/proto';
import { databaseEnvs } from '../../../../test/databases';
import { counterPlatform } from '../../../../test/redemption-api';

/** A disputed payment holds its card: not redeemable while open; won, spendable again; lost, what is left is gone. */
describe.each(databaseEnvs)('cards of disputed payments (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { rows, hashOf, boughtForSelf, redeem } = world;

  const redemption = () => world.platform.app.services.redemption;
  const handle = (event: AnyEventEnvelope) => redemption().consumer.handle('redemption', redemption().handlers, event);
  const cardOf = async (code: string) =>
    (await rows<{ order_id: string; payment_id: string; status: string; balance_cents: number }>(
      sql`select order_id, payment_id, status, balance_cents from redemption.issued_cards where code_hash = ${hashOf(code)}`,
    ))[0];
  const at = () => new Date().toISOString();

  async function dispute(code: string) {
    const card = await cardOf(code);
    const disputeId = randomUUID().slice(0, 21);
    const facts = { disputeId, orderId: card.order_id, paymentId: card.payment_id, businessSlug: world.a.businessSlug };
    return {
      open: () => handle(newEvent('payment.disputed', { v: 1, ...facts, amountCents: 4500, reason: 'NO_KNOWLEDGE', state: 'EVIDENCE_REQUIRED', at: at() })),
      resolve: (outcome: 'won' | 'lost') => handle(newEvent('payment.dispute-resolved', { v: 1, ...facts, outcome, state: outcome === 'won' ? 'WON' : 'LOST', at: at() })),
    };
  }

  it('holds the card while the dispute is open, and puts it back when it is won', async () => {
    const { code } = await boughtForSelf();
    const chargeback = await dispute(code);
    await chargeback.open();
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard.status).toBe('on_hold');
    expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 409, body: { message: 'This gift card is on hold while its payment is disputed and cannot be redeemed.' } });
    await chargeback.open(); // Told again: still one hold.
    await chargeback.resolve('won');
    expect(await cardOf(code)).toMatchObject({ status: 'active', balance_cents: 5000 });
    const actions = await rows<{ action: string; actor: string }>(
      sql`select action, actor from redemption.card_actions where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)}) order by id`,
    );
    expect(actions).toEqual([
      { action: 'dispute-hold', actor: 'square' },
      { action: 'dispute-won', actor: 'square' },
    ]);
  });

  it('deactivates what is left when the dispute is lost, once', async () => {
    const { code } = await boughtForSelf();
    const chargeback = await dispute(code);
    await chargeback.open();
    await chargeback.resolve('lost');
    await chargeback.resolve('lost');
    expect(await cardOf(code)).toMatchObject({ status: 'refunded', balance_cents: 0 });
    const ledger = await rows<{ kind: string; paid_cents: number; bonus_cents: number }>(
      sql`select kind, paid_cents, bonus_cents from redemption.ledger where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)}) order by id`,
    );
    expect(ledger).toEqual([
      { kind: 'ACTIVATE', paid_cents: 4500, bonus_cents: 500 },
      { kind: 'DEACTIVATE', paid_cents: -4500, bonus_cents: -500 },
    ]);
    expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard.status).toBe('refunded');
  });
});
