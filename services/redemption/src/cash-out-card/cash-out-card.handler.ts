import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, newEvent, now } from '@gv/platform';
import { CASH_OUT_MESSAGES as messages, centsToDollars, giftCardLaw, parseDollarsToCents, spendableCents, todayAnywhereOnEarth, type CardCashedOut, type CashOutRequest } from '@gv/proto';
import { CardActionRunner } from '../card-action-runner.js';
import { moveBalance } from '../db/card-actions.js';
import { findCard } from '../db/card-queries.js';
import type { IssuedCardRow } from '../db/schema.js';
import { ledgerRowMove } from '../domain/adjusted-event.js';
import { cashOutOffer } from '../domain/card-law.js';
import { cardNotActive } from '../domain/redeem-errors.js';
import { PausedRedemptions } from '../paused-redemptions/paused-redemptions.js';

const refused = (code: string, message: string) => new DomainError(code, message);

/**
 * POST /api/v1/admin/cards/{code}/cash-out: the holder takes what is left in cash, as the law the card was sold under
 * allows (California: a balance under $10). One CASH_OUT ledger row takes the card's spendable value to zero, under the
 * card's row lock; the counter's offer (`amount`) must still be what is left, else nothing happens.
 */
@Injectable()
export class CashOutCardHandler {
  constructor(
    private readonly runner: CardActionRunner,
    private readonly paused: PausedRedemptions,
  ) {}

  async execute(request: CashOutRequest): Promise<CardCashedOut> {
    const offered = request.amount === undefined || request.amount === null || request.amount === '' ? null : parseDollarsToCents(request.amount);
    if (offered === null && request.amount !== undefined && request.amount !== null && request.amount !== '') {
      throw new DomainError('VALIDATION.FAILED', messages.amountChanged, { amount: messages.amountChanged });
    }
    await this.paused.refuseIfPaused(request.admin.businessSlug);
    let cashedOutCents = 0;
    const done = await this.runner.run({ ...request, reason: 'The holder took the balance left in cash, as the law the card was sold under allows.' }, async (tx, card, context) => {
      await this.paused.refuseTestCardWhenLive(card, tx);
      cashedOutCents = refusalOrCash(card, offered, now());
      const spendable = spendableCents(card, todayAnywhereOnEarth(now()));
      const entry = await moveBalance(tx, {
        cardId: card.id,
        kind: 'CASH_OUT',
        paidCents: -spendable.paidCents,
        bonusCents: -spendable.bonusCents,
        idempotencyKey: `cash-out:${randomUUID()}`,
        actor: context.actor,
        at: context.at,
      });
      if (!entry) throw new Error('A cash-out of a locked card was refused');
      const event = newEvent('gift-card.cashed-out', { ...ledgerRowMove(card, entry, context.at), adminId: context.adminId });
      return { card: await findCard(tx, card.id), action: 'cash-out', ledgerId: entry.id, events: [event] };
    });
    return { success: true, message: messages.done(cashedOutCents), cashedOut: centsToDollars(cashedOutCents), ...done };
  }
}

/** The cents to pay out of the locked card; throws why not when its law gives no cash-out now or the offer is stale. */
function refusalOrCash(card: IssuedCardRow, offered: number | null, at: Date): number {
  if (card.status !== 'active') throw cardNotActive(card.status);
  if (card.cashOutBelowCents === null) throw refused('CASH_OUT.NOT_ALLOWED', messages.notAllowed(giftCardLaw(card.jurisdiction)?.name ?? card.jurisdiction));
  const cash = cashOutOffer(card, at);
  if (cash === null) {
    const { totalCents } = spendableCents(card, todayAnywhereOnEarth(at));
    throw totalCents === 0 ? refused('CASH_OUT.NOTHING_LEFT', messages.nothingLeft) : refused('CASH_OUT.NOT_UNDER', messages.notUnder(card.cashOutBelowCents));
  }
  if (offered !== null && offered !== cash) throw refused('CASH_OUT.AMOUNT_CHANGED', messages.amountChanged);
  return cash;
}
