import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DB, JOBS, LOGGER, OUTBOX, newEvent, now, offerEveryPeriod, plainQuery, rowColumns, type Db, type JobQueue, type Logger, type Outbox } from '@gv/platform';
import { todayAnywhereOnEarth } from '@gv/proto';
import { issuedCards, ledger, type IssuedCardRow, type LedgerRow } from '../db/schema.js';
import { ledgerRowMove } from '../domain/adjusted-event.js';

export const EXPIRE_BONUS_QUEUE = 'redemption-expire-bonus';
const EVERY_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Bonus value follows the card's own date (gift-card-law.ts); paid value stays, as the law the card was sold under
 * keeps it. Once an hour (one replica runs each hour's job), every card whose date has ended everywhere on Earth and
 * that still holds bonus value gets one EXPIRE ledger row taking the bonus value off, with gift-card.bonus-expired.
 * Voided cards expire too; cards on hold for a dispute wait for its outcome, refunded and moved ones hold none.
 */
@Injectable()
export class ExpireBonusValueJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopOffering?: () => void;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work(EXPIRE_BONUS_QUEUE, async () => void (await this.expireDue()), 1);
    this.stopOffering = offerEveryPeriod(this.jobs, this.logger, { queue: EXPIRE_BONUS_QUEUE, everyMs: EVERY_MS, offerAtStart: true, attempts: 3, what: 'bonus value expiry' });
  }

  onApplicationShutdown(): void {
    this.stopOffering?.();
  }

  /** Expires the bonus value of every card past its date at `at`, a batch per transaction; answers how many cards. */
  async expireDue(at: Date = now()): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const rows = await plainQuery<{ card: IssuedCardRow; entry: LedgerRow }>(tx, EXPIRE, [todayAnywhereOnEarth(at), BATCH, at.toISOString()]);
        await this.outbox.add(tx, rows.map(({ card, entry }) => newEvent('gift-card.bonus-expired', ledgerRowMove(card, entry, at.toISOString()))));
        return rows.length;
      });
      expired += batch;
      if (batch < BATCH) break;
    }
    if (expired > 0) {
      this.outbox.flushSoon();
      this.logger.info({ cards: expired }, 'bonus value past its date expired');
    }
    return expired;
  }
}

/**
 * One statement per batch: the due cards are locked (SKIP LOCKED: a till redeeming one keeps it until the next run)
 * and each loses exactly the bonus value it held when locked, beside its EXPIRE row; a card already expired holds no
 * bonus value and is not due, so each expiry is written once. The row's key names the ledger row before it.
 */
const EXPIRE = `with due as (
    select id, bonus_balance_cents as bonus from redemption.issued_cards
    where bonus_balance_cents > 0 and expiration_date < $1::date and status in ('active', 'void')
    order by expiration_date, id limit $2
    for update skip locked
  ), expired as (
    update redemption.issued_cards card
    set bonus_balance_cents = 0, balance_cents = card.balance_cents - due.bonus
    from due where card.id = due.id and card.bonus_balance_cents = due.bonus
    returning card.*, due.bonus
  ), entry as (
    insert into redemption.ledger
      (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at, test_card)
    select x.id, 'EXPIRE', -x.bonus, 0, -x.bonus, x.balance_cents, x.paid_balance_cents, 0,
      'expire:' || x.id || ':' || (select max(l.id) from redemption.ledger l where l.card_id = x.id), 'expiry', $3::timestamptz, x.test_card
    from expired x
    returning *
  )
  select (select to_jsonb(c) from (select ${rowColumns(issuedCards, 'x')} from expired x where x.id = e.card_id) c) as "card",
    (select to_jsonb(l) from (select ${rowColumns(ledger, 'y')} from entry y where y.id = e.id) l) as "entry"
  from entry e`;
