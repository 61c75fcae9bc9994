import { Inject, Injectable } from '@nestjs/common';
import { DB, OUTBOX, newEvent, now, plainQuery, rowColumns, type Db, type Outbox } from '@gv/platform';
import { REDEEM_MESSAGES, todayAnywhereOnEarth, type GiftCardRedeemed, type RedeemRequest } from '@gv/proto';
import { CARD_COLUMNS, findCard, scannedCode } from '../db/card-queries.js';
import { ledger, type IssuedCardRow, type LedgerRow } from '../db/schema.js';
import { redeemBuyer } from '../domain/buyer-view.js';
import { giftCardNotFound, invalidCodeOrAmount, notAuthorized } from '../domain/redeem-errors.js';
import { parseRedeemAmount, redeemRefusal } from '../domain/redeem-rules.js';
import { CARD_CODE_KEYS, codeLookupHashes, type CardCodeKeys } from '../redemption-keys.js';

/**
 * POST /api/v1/admin/redeem. In one transaction: takes one unused authorization of this session for this card and
 * amount (none: 403), then in one statement spends the amount under the card's row lock (bonus value first; never below
 * zero, however many tills redeem at once), writes the REDEEM ledger row, records gift-card.redeemed and reads the
 * card's redemptions. A refusal rolls everything back, so the authorization is spent exactly when the money is. Plain
 * SQL, the card looked up as the authorization is taken: four round trips instead of seven (decision 0035).
 */
@Injectable()
export class RedeemGiftCardHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(CARD_CODE_KEYS) private readonly codeKeys: CardCodeKeys,
  ) {}

  async execute(request: RedeemRequest): Promise<GiftCardRedeemed> {
    const amountCents = parseRedeemAmount(request.amount);
    const code = scannedCode(request.qrCode);
    if (amountCents === null) throw invalidCodeOrAmount();
    if (code === null) throw giftCardNotFound();
    const { card, spent, redemptions } = await this.db.transaction(async (tx) => {
      const [found] = await plainQuery<{ card: IssuedCardRow | null; authorization: string | null }>(tx, CARD_AND_AUTHORIZATION, [
        codeLookupHashes(this.codeKeys, code),
        request.admin.businessSlug,
        request.sessionKey,
        amountCents,
      ]);
      if (!found.card) throw giftCardNotFound();
      if (!found.authorization) throw notAuthorized();
      const card = found.card;
      const at = now().toISOString();
      const recorded = this.outbox.computedEventCte(redeemedEvent(card, amountCents, request.admin.adminId, at), 'entry', LEDGER_VALUES, 7);
      const [row] = await plainQuery<{ spent: LedgerRow | null; redemptions: LedgerRow[] }>(tx, `${SPEND},\n${recorded.sql}\n${ANSWER}`, [
        card.id,
        amountCents,
        todayAnywhereOnEarth(),
        `redeem:${found.authorization}`,
        `admin:${request.admin.adminId}`,
        at,
        ...recorded.params,
      ]);
      // Refused: the card is still locked by the statement, so it shows why.
      if (!row.spent) throw redeemRefusal(await findCard(tx, card.id), amountCents) ?? new Error('A redemption was refused for no known reason');
      return { card, spent: row.spent, redemptions: row.redemptions };
    });
    this.outbox.flushSoon();
    return { success: true, message: REDEEM_MESSAGES.redeemed, buyer: redeemBuyer({ ...card, code, balanceCents: spent.balanceAfterCents }, redemptions) };
  }
}

/** The event of a redemption, but for the ledger's values, which the statement that writes the row merges in. */
function redeemedEvent(card: IssuedCardRow, amountCents: number, adminId: string, at: string) {
  return newEvent('gift-card.redeemed', {
    v: 1,
    cardId: card.id,
    ...PENDING_LEDGER_VALUES,
    businessSlug: card.businessSlug,
    ...(card.businessName ? { businessName: card.businessName } : {}),
    giftCardId: card.giftCardId,
    giftCardName: card.giftCardName,
    holder: { name: card.holderName, email: card.holderEmail },
    amountCents,
    adminId,
    redeemedAt: at,
    testCard: card.testCard,
  });
}

/** Placeholders for the payload's ledger values until the statement merges in the real ones (LEDGER_VALUES). */
const PENDING_LEDGER_VALUES = { ledgerId: 0, paidCents: 0, bonusCents: 0, balanceAfterCents: 0, paidAfterCents: 0, bonusAfterCents: 0 };

/** The REDEEM ledger row's values as the event states them (the row's amounts are negative: value leaving the card). */
const LEDGER_VALUES = `jsonb_build_object('ledgerId', id, 'paidCents', -paid_cents, 'bonusCents', -bonus_cents,
  'balanceAfterCents', balance_after_cents, 'paidAfterCents', paid_after_cents, 'bonusAfterCents', bonus_after_cents)`;

/**
 * The business's card with this code ($1 the code's lookup hash, $2 business), locked, and one unused, unexpired authorization of this
 * session ($3) for the card and amount ($4), marked used. SKIP LOCKED: concurrent redemptions each take a different
 * authorization instead of queueing behind one. The card is locked here, by a statement of its own, so that the spend's
 * statement starts with it locked and sees its latest version: locked and updated within one statement, after another
 * till's change committed meanwhile, the update now and then skipped the row (decision 0035).
 */
const CARD_AND_AUTHORIZATION = `with card as (
    select * from redemption.issued_cards where code_hash = any($1::text[]) and business_slug = $2 for update
  ), taken as (
    update redemption.redeem_authorizations set used_at = now()
    where id = (
      select id from redemption.redeem_authorizations
      where card_id = (select id from card) and business_slug = $2 and session_key = $3 and amount_cents = $4 and used_at is null and expires_at > now()
      limit 1
      for update skip locked
    )
    returning id
  )
  select (select to_jsonb(c) from (select ${CARD_COLUMNS} from card) c) as "card", (select id from taken) as "authorization"`;

/**
 * $1 card, $2 amount, $3 today anywhere on Earth, $4 idempotency key, $5 actor, $6 the time, $7–$11 the event. The
 * card row is locked first (`before` holds its bonus value as it is then); the update applies only while the card is
 * active, unexpired and holds the amount, and the ledger row records the split.
 */
const SPEND = `with before as (
    select id, bonus_balance_cents from redemption.issued_cards where id = $1 for update
  ), spent as (
    update redemption.issued_cards card
    set bonus_balance_cents = card.bonus_balance_cents - least(card.bonus_balance_cents, $2::integer),
        paid_balance_cents = card.paid_balance_cents - ($2::integer - least(card.bonus_balance_cents, $2::integer)),
        balance_cents = card.balance_cents - $2::integer
    from before
    where card.id = before.id and card.status = 'active' and card.expiration_date >= $3::date and card.balance_cents >= $2::integer
    returning card.id, card.balance_cents, card.paid_balance_cents, card.bonus_balance_cents, least(before.bonus_balance_cents, $2::integer) as bonus_spent,
      card.test_card
  ), entry as (
    insert into redemption.ledger
      (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at, test_card)
    select id, 'REDEEM', -$2::integer, bonus_spent - $2::integer, -bonus_spent,
      balance_cents, paid_balance_cents, bonus_balance_cents, $4, $5, $6::timestamptz, test_card
    from spent
    returning *
  )`;

const LEDGER_COLUMNS = rowColumns(ledger);

/** The REDEEM row written (none: refused), and the card's REDEEM rows, oldest first. */
const ANSWER = `select (select to_jsonb(e) from (select ${LEDGER_COLUMNS} from entry) e) as "spent",
    (select coalesce(jsonb_agg(h order by h.id), '[]'::jsonb) from (
      select ${LEDGER_COLUMNS} from redemption.ledger where card_id = $1 and kind = 'REDEEM'
      union all select ${LEDGER_COLUMNS} from entry) h) as "redemptions"`;
