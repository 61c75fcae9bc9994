import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, OUTBOX, newEvent, now, selectRows, type Db, type Outbox, type Tx } from '@gv/platform';
import { REDEEM_MESSAGES, todayAnywhereOnEarth, type GiftCardRedeemed, type RedeemRequest } from '@gv/proto';
import { findBusinessCard, findCard, redemptionsOf } from '../db/card-queries.js';
import type { IssuedCardRow } from '../db/schema.js';
import { redeemBuyer } from '../domain/buyer-view.js';
import { giftCardNotFound, invalidCodeOrAmount, notAuthorized } from '../domain/redeem-errors.js';
import { parseRedeemAmount, redeemRefusal } from '../domain/redeem-rules.js';

/** The REDEEM ledger row a redemption wrote (amounts negative: value leaving the card). */
interface SpentRow {
  id: string | number;
  amount_cents: number;
  paid_cents: number;
  bonus_cents: number;
  balance_after_cents: number;
  paid_after_cents: number;
  bonus_after_cents: number;
  created_at: string | Date;
}

/**
 * POST /api/v1/admin/redeem. In one transaction: takes one unused authorization of this session for this card and
 * amount (none: 403), spends the amount with one guarded statement that also writes the REDEEM ledger row
 * (bonus value first; never below zero, however many tills redeem at once), and records gift-card.redeemed.
 * A refusal rolls everything back, so the authorization is spent exactly when the money is.
 */
@Injectable()
export class RedeemGiftCardHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  async execute(request: RedeemRequest): Promise<GiftCardRedeemed> {
    const amountCents = parseRedeemAmount(request.amount);
    if (amountCents === null) throw invalidCodeOrAmount();
    // Everything on one connection: under load, waiting for a second one from the pool costs more than the queries.
    const { card, balanceCents, redemptions } = await this.db.transaction(async (tx) => {
      const card = await findBusinessCard(tx, request.admin.businessSlug, request.qrCode);
      if (!card) throw giftCardNotFound();
      const authorizationId = await takeAuthorization(tx, card, request.sessionKey, amountCents);
      if (!authorizationId) throw notAuthorized();
      const spent = await spend(tx, card, amountCents, `redeem:${authorizationId}`, `admin:${request.admin.adminId}`);
      if (!spent) throw redeemRefusal(await findCard(tx, card.id), amountCents) ?? new Error('A redemption was refused for no known reason');
      await this.outbox.add(tx, [
        newEvent('gift-card.redeemed', {
          v: 1,
          cardId: card.id,
          ledgerId: Number(spent.id),
          businessSlug: card.businessSlug,
          ...(card.businessName ? { businessName: card.businessName } : {}),
          giftCardId: card.giftCardId,
          giftCardName: card.giftCardName,
          holder: { name: card.holderName, email: card.holderEmail },
          amountCents,
          paidCents: -spent.paid_cents,
          bonusCents: -spent.bonus_cents,
          balanceAfterCents: spent.balance_after_cents,
          paidAfterCents: spent.paid_after_cents,
          bonusAfterCents: spent.bonus_after_cents,
          adminId: request.admin.adminId,
          redeemedAt: new Date(spent.created_at).toISOString(),
        }),
      ]);
      return { card, balanceCents: spent.balance_after_cents, redemptions: await redemptionsOf(tx, card.id) };
    });
    this.outbox.flushSoon();
    return { success: true, message: REDEEM_MESSAGES.redeemed, buyer: redeemBuyer({ ...card, balanceCents }, redemptions) };
  }
}

/** Marks one unused, unexpired authorization of this session for this card and amount as used; its id, or none. */
async function takeAuthorization(tx: Tx, card: IssuedCardRow, sessionKey: string, amountCents: number): Promise<string | undefined> {
  // SKIP LOCKED: concurrent redemptions each take a different authorization instead of queueing behind one.
  const [taken] = await selectRows<{ id: string }>(
    tx,
    sql`update redemption.redeem_authorizations set used_at = now()
        where id = (
          select id from redemption.redeem_authorizations
          where card_id = ${card.id} and business_slug = ${card.businessSlug} and session_key = ${sessionKey}
            and amount_cents = ${amountCents} and used_at is null and expires_at > now()
          limit 1
          for update skip locked
        )
        returning id`,
  );
  return taken?.id;
}

/**
 * The guarded spend and its ledger row in one statement: the card row is locked first (`before` holds its
 * bonus value as it is then), the update applies only while the card is active, unexpired and holds the
 * amount, and the ledger row records the split. No row: nothing was spent.
 */
async function spend(tx: Tx, card: IssuedCardRow, amountCents: number, idempotencyKey: string, actor: string): Promise<SpentRow | undefined> {
  const [row] = await selectRows<SpentRow>(
    tx,
    sql`with before as (
          select id, bonus_balance_cents from redemption.issued_cards where id = ${card.id} for update
        ), spent as (
          update redemption.issued_cards card
          set bonus_balance_cents = card.bonus_balance_cents - least(card.bonus_balance_cents, ${amountCents}),
              paid_balance_cents = card.paid_balance_cents - (${amountCents} - least(card.bonus_balance_cents, ${amountCents})),
              balance_cents = card.balance_cents - ${amountCents}
          from before
          where card.id = before.id and card.status = 'active'
            and card.expiration_date >= ${todayAnywhereOnEarth()}::date and card.balance_cents >= ${amountCents}
          returning card.id, card.balance_cents, card.paid_balance_cents, card.bonus_balance_cents,
            least(before.bonus_balance_cents, ${amountCents}) as bonus_spent
        )
        insert into redemption.ledger
          (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at)
        select id, 'REDEEM', -${amountCents}::integer, bonus_spent - ${amountCents}, -bonus_spent,
          balance_cents, paid_balance_cents, bonus_balance_cents, ${idempotencyKey}, ${actor}, ${now().toISOString()}::timestamptz
        from spent
        returning id, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, created_at`,
  );
  return row;
}
