import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { newEvent, ValidationError } from '@gv/platform';
import { currencyLimits, exceedsMaxMoney, MONEY_MESSAGES, type AdjustBalanceRequest, type CardActionDone } from '@gv/proto';
import { CardActionRunner } from '../card-action-runner.js';
import { findCard } from '../db/card-repository.js';
import { takeDailyCredit } from '../db/credit-day-repository.js';
import { ledgerRowByKey, moveBalance } from '../db/ledger-repository.js';
import { adjustedEvent } from '../domain/adjusted-event.js';
import { adjustmentSplit, cardActionErrors, mayChangeBalance, parseAdjustment, parseAdjustmentKey } from '../domain/card-action-rules.js';

/**
 * POST /api/v1/admin/issued-cards/{code}/adjust: value added (bonus value, never paid out) or taken off (bonus
 * first), never below zero, with an ADJUST_INCREMENT or ADJUST_DECREMENT ledger row; the holder gets a receipt.
 * Value added has no payment behind it: the admin is named on the row, and the business's credits stay within a
 * daily cap (decision 0071), taken in the same transaction. With an idempotencyKey, a request sent again (a lost
 * answer) adjusts once: the card's own ledger key, found under its lock.
 */
@Injectable()
export class AdjustBalanceHandler {
  constructor(private readonly runner: CardActionRunner) {}

  execute(request: AdjustBalanceRequest): Promise<CardActionDone> {
    const key = parseAdjustmentKey(request.idempotencyKey);
    return this.runner.run(request, async (tx, card, context) => {
      const cents = parseAdjustment(request.amount, card.currency);
      const idempotencyKey = key === undefined ? `adjust:${randomUUID()}` : `adjust:${card.id}:${key}`;
      const before = key === undefined ? undefined : await ledgerRowByKey(tx, idempotencyKey);
      if (before) {
        if (before.amountCents !== cents) throw cardActionErrors.adjustmentKeyReused();
        return { card, action: 'adjust', ledgerId: before.id, events: [], repeated: true };
      }
      if (!mayChangeBalance(card.status)) throw cardActionErrors.balanceLocked();
      // The balance after it stays within the money bound (checked before the statement: a 400, never an overflow).
      if (exceedsMaxMoney(card.balanceCents + cents)) throw new ValidationError({ amount: MONEY_MESSAGES.tooLarge(card.currency) });
      const credit = { businessSlug: card.businessSlug, day: context.at.slice(0, 10), cents, capCents: currencyLimits(card.currency).dailyCreditCapCents };
      if (cents > 0 && !(await takeDailyCredit(tx, credit))) throw cardActionErrors.creditCap(card.currency);
      const entry = await moveBalance(tx, {
        cardId: card.id,
        kind: cents > 0 ? 'ADJUST_INCREMENT' : 'ADJUST_DECREMENT',
        ...adjustmentSplit(card, cents),
        idempotencyKey,
        actor: context.actor,
        at: context.at,
      });
      if (!entry) throw cardActionErrors.belowZero();
      return { card: await findCard(tx, card.id), action: 'adjust', ledgerId: entry.id, events: [newEvent('gift-card.adjusted', adjustedEvent(card, entry, context))] };
    });
  }
}
