import { Inject, Injectable } from '@nestjs/common';
import { DB, OUTBOX, newEvent, now, plainQuery, rowColumns, type Db, type Outbox } from '@gv/platform';
import { REDEEM_MESSAGES, todayAnywhereOnEarth, type GiftCardRedeemed, type RedeemRequest } from '@gv/proto';
import { findBusinessCard, findCard } from '../db/card-queries.js';
import { ledger, type LedgerRow } from '../db/schema.js';
import { redeemBuyer } from '../domain/buyer-view.js';
import { giftCardNotFound, invalidCodeOrAmount, notAuthorized } from '../domain/redeem-errors.js';
import { parseRedeemAmount, redeemRefusal } from '../domain/redeem-rules.js';

/**
 * POST /api/v1/admin/redeem. One statement, atomic by itself: takes one unused authorization of this session for this
 * card and amount, spends the amount under the card's row lock (bonus value first; never below zero, however many
 * tills redeem at once), writes the REDEEM ledger row, marks the authorization used only when the money was spent,
 * records gift-card.redeemed, and reads the card's redemptions. A refusal writes nothing, so the authorization is
 * spent exactly when the money is. Two round trips in all, the card's lookup first (decision 0035): in one
 * transaction of six statements the redemption service spent most of its time on the database's round trips.
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
    const card = await findBusinessCard(this.db, request.admin.businessSlug, request.qrCode);
    if (!card) throw giftCardNotFound();
    const at = now().toISOString();
    const event = newEvent('gift-card.redeemed', {
      v: 1,
      cardId: card.id,
      // The ledger's values are the statement's own: merged into the payload as it records the event.
      ...PENDING_LEDGER_VALUES,
      businessSlug: card.businessSlug,
      ...(card.businessName ? { businessName: card.businessName } : {}),
      giftCardId: card.giftCardId,
      giftCardName: card.giftCardName,
      holder: { name: card.holderName, email: card.holderEmail },
      amountCents,
      adminId: request.admin.adminId,
      redeemedAt: at,
    });
    const recorded = this.outbox.computedEventCte(event, 'entry', LEDGER_VALUES, 7);
    const [row] = await plainQuery<{ authorized: boolean; spent: LedgerRow | null; redemptions: LedgerRow[] }>(
      this.db,
      `${REDEEM},\n${recorded.sql}\n${ANSWER}`,
      [card.id, card.businessSlug, request.sessionKey, amountCents, todayAnywhereOnEarth(), `admin:${request.admin.adminId}`, ...recorded.params, at],
    );
    if (!row.authorized) throw notAuthorized();
    if (!row.spent) throw redeemRefusal(await findCard(this.db, card.id), amountCents) ?? new Error('A redemption was refused for no known reason');
    this.outbox.flushSoon();
    return { success: true, message: REDEEM_MESSAGES.redeemed, buyer: redeemBuyer({ ...card, balanceCents: row.spent.balanceAfterCents }, row.redemptions) };
  }
}

/** Placeholders for the payload's ledger values until the statement merges in the real ones (LEDGER_VALUES). */
const PENDING_LEDGER_VALUES = { ledgerId: 0, paidCents: 0, bonusCents: 0, balanceAfterCents: 0, paidAfterCents: 0, bonusAfterCents: 0 };

/** The REDEEM ledger row's values as the event states them (the row's amounts are negative: value leaving the card). */
const LEDGER_VALUES = `jsonb_build_object('ledgerId', id, 'paidCents', -paid_cents, 'bonusCents', -bonus_cents,
  'balanceAfterCents', balance_after_cents, 'paidAfterCents', paid_after_cents, 'bonusAfterCents', bonus_after_cents)`;

/**
 * $1 card, $2 business, $3 session key, $4 amount, $5 today anywhere on Earth, $6 actor, $7–$11 the event, $12 the
 * time. SKIP LOCKED: concurrent redemptions each take a different authorization instead of queueing behind one. The
 * card row is locked first (`before` holds its bonus value as it is then); the update applies only while the card
 * is active, unexpired and holds the amount.
 */
const REDEEM = `with auth as (
    select id from redemption.redeem_authorizations
    where card_id = $1 and business_slug = $2 and session_key = $3 and amount_cents = $4::integer and used_at is null and expires_at > now()
    limit 1
    for update skip locked
  ), before as (
    select id, bonus_balance_cents from redemption.issued_cards where id = $1 and exists (select 1 from auth) for update
  ), spent as (
    update redemption.issued_cards card
    set bonus_balance_cents = card.bonus_balance_cents - least(card.bonus_balance_cents, $4::integer),
        paid_balance_cents = card.paid_balance_cents - ($4::integer - least(card.bonus_balance_cents, $4::integer)),
        balance_cents = card.balance_cents - $4::integer
    from before
    where card.id = before.id and card.status = 'active' and card.expiration_date >= $5::date and card.balance_cents >= $4::integer
    returning card.id, card.balance_cents, card.paid_balance_cents, card.bonus_balance_cents, least(before.bonus_balance_cents, $4::integer) as bonus_spent
  ), entry as (
    insert into redemption.ledger
      (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at)
    select id, 'REDEEM', -$4::integer, bonus_spent - $4::integer, -bonus_spent,
      balance_cents, paid_balance_cents, bonus_balance_cents, 'redeem:' || (select id from auth), $6, $12::timestamptz
    from spent
    returning *
  ), used as (
    update redemption.redeem_authorizations set used_at = now() where id = (select id from auth) and exists (select 1 from entry)
  )`;

const LEDGER_COLUMNS = rowColumns(ledger);

/** Whether an authorization was found, the REDEEM row written (none: refused), and the card's REDEEM rows, oldest first. */
const ANSWER = `select exists (select 1 from auth) as "authorized",
    (select to_jsonb(e) from (select ${LEDGER_COLUMNS} from entry) e) as "spent",
    (select coalesce(jsonb_agg(h order by h.id), '[]'::jsonb) from (
      select ${LEDGER_COLUMNS} from redemption.ledger where card_id = $1 and kind = 'REDEEM'
      union all select ${LEDGER_COLUMNS} from entry) h) as "redemptions"`;
