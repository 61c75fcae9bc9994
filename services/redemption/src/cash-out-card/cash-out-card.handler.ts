import { Injectable } from '@nestjs/common';
import { DomainError, newEvent, now } from '@gv/platform';
import { CASH_OUT_MESSAGES as messages, toMajorUnits, parseAmount, REDEEM_MESSAGES, spendableCents, todayAnywhereOnEarth, type CardCashedOut, type CashOutRequest } from '@gv/proto';
import { CardActionRunner } from '../card-action-runner.js';
import { takeCashOutAuthorization } from '../db/authorization-repository.js';
import { findCard } from '../db/card-repository.js';
import { moveBalance } from '../db/ledger-repository.js';
import { ledgerRowMove } from '../domain/adjusted-event.js';
import { cashOutOrRefusal } from '../domain/cash-out-rules.js';
import { PausedRedemptions } from '../paused-redemptions/paused-redemptions.js';

/**
 * POST /api/v1/admin/cards/{code}/cash-out: the holder takes what is left in cash, as the law the card was sold under
 * allows (California: a balance under $10), once they confirmed it like a redemption: this session must hold an unused
 * cash-out authorization for exactly that amount (verify-otp-redeem of a code sent with purpose `cash-out`), else 403.
 * One CASH_OUT ledger row takes the card's spendable value to zero, under the card's row lock; the counter's offer
 * (`amount`) must still be what is left, else nothing happens.
 */
@Injectable()
export class CashOutCardHandler {
  constructor(private readonly runner: CardActionRunner, private readonly paused: PausedRedemptions) {}

  async execute(request: CashOutRequest): Promise<CardCashedOut> {
    await this.paused.refuseIfPaused(request.admin.businessSlug);
    let cashedOutCents = 0;
    const done = await this.runner.run({ ...request, reason: 'The holder took the balance left in cash, as the law the card was sold under allows.' }, async (tx, card, context) => {
      const offered = offeredCashOut(request.amount, card.currency);
      await this.paused.refuseTestCardWhenLive(card, tx);
      cashedOutCents = cashOutOrRefusal(card, offered, now());
      const authorization = await takeCashOutAuthorization(tx, { cardId: card.id, sessionKey: request.sessionKey, amountCents: cashedOutCents });
      if (!authorization) throw new DomainError('REDEMPTION.NOT_AUTHORIZED', REDEEM_MESSAGES.cashOutNotAuthorized);
      const spendable = spendableCents(card, todayAnywhereOnEarth(now()));
      const entry = await moveBalance(tx, {
        cardId: card.id,
        kind: 'CASH_OUT',
        paidCents: -spendable.paidCents,
        bonusCents: -spendable.bonusCents,
        idempotencyKey: `cash-out:${authorization}`,
        actor: context.actor,
        at: context.at,
        locationId: request.location?.id,
      });
      if (!entry) throw new Error('A cash-out of a locked card was refused');
      const event = newEvent('gift-card.cashed-out', { ...ledgerRowMove(card, entry, context.at), adminId: context.adminId, ...(entry.locationId && { locationId: entry.locationId }) });
      return { card: await findCard(tx, card.id), action: 'cash-out', ledgerId: entry.id, events: [event] };
    });
    return { success: true, message: messages.done(cashedOutCents, done.currency), cashedOut: toMajorUnits(cashedOutCents, done.currency), ...done };
  }
}

/** What the counter offered, in the card's minor units; null when it named no amount (an amount it cannot have offered: refused). */
function offeredCashOut(amount: unknown, currency: string): number | null {
  if (amount === undefined || amount === null || amount === '') return null;
  const offered = parseAmount(amount, currency);
  if (offered === null) throw new DomainError('VALIDATION.FAILED', messages.amountChanged, { amount: messages.amountChanged });
  return offered;
}
