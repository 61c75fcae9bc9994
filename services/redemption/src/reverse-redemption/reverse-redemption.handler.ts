import { Injectable } from '@nestjs/common';
import { newEvent, now, type Tx } from '@gv/platform';
import type { CardActionDone, IntegratorCard, IntegratorReverseRequest, ReverseRedemptionRequest } from '@gv/proto';
import { CardActionRunner, type ActionContext, type ActionOutcome, type KeyActionContext } from '../card-action-runner.js';
import type { IssuedCardRow } from '../db/schema.js';
import { findCard } from '../db/card-repository.js';
import { findLedgerRow, ledgerRowByKey, moveBalance } from '../db/ledger-repository.js';
import { adjustedEvent } from '../domain/adjusted-event.js';
import { giveBackDailyLimit } from '../integrator/key-cards.js';
import { cardActionErrors, mayChangeBalance, parseLedgerId, reversalKey, reversalTooLate } from '../domain/card-action-rules.js';
import { CARD_SERVICE_MESSAGES } from '@gv/proto';

/**
 * POST /api/v1/admin/issued-cards/{code}/reverse-redemption: the counter's mistake, credited back exactly once and
 * within 7 days: an ADJUST_INCREMENT row of that redemption's paid and bonus value, keyed by the redemption (a
 * second reversal finds the key, and the ledger's unique key stops any that raced past). An integrator's API key
 * reverses its own redemptions the same way (forKey).
 */
/** Why the card's audit trail says an integrator's reversal happened. */
const INTEGRATOR_REVERSAL_REASON = CARD_SERVICE_MESSAGES.integratorReversal;

@Injectable()
export class ReverseRedemptionHandler {
  constructor(private readonly runner: CardActionRunner) {}

  execute(request: ReverseRedemptionRequest): Promise<CardActionDone> {
    const redemptionId = parseLedgerId(request.redemptionId);
    return this.runner.run(request, (tx, card, context) => reverse(tx, card, context, redemptionId));
  }

  /**
   * An integrator's reversal (decision 0091): the same, by its API key, of a redemption that key made. Any other
   * redemption (the counter's, another key's) is not found for it: a key puts back only what it took.
   */
  forKey(request: IntegratorReverseRequest): Promise<IntegratorCard> {
    const redemptionId = parseLedgerId(request.redemptionId);
    return this.runner.forKey(request, INTEGRATOR_REVERSAL_REASON, (tx, card, context) => reverse(tx, card, context, redemptionId, context.actor));
  }
}

async function reverse(tx: Tx, card: IssuedCardRow, context: ActionContext | KeyActionContext, redemptionId: number | null, redeemedBy?: string): Promise<ActionOutcome> {
  const redemption = redemptionId === null ? undefined : await findLedgerRow(tx, card.id, redemptionId);
  if (!redemption || redemption.kind !== 'REDEEM' || (redeemedBy !== undefined && redemption.actor !== redeemedBy)) throw cardActionErrors.redemptionNotFound();
  if (await ledgerRowByKey(tx, reversalKey(redemption.id))) throw cardActionErrors.alreadyReversed();
  if (reversalTooLate(redemption.createdAt, now())) throw cardActionErrors.reversalTooLate();
  if (!mayChangeBalance(card.status)) throw cardActionErrors.balanceLocked();
  const entry = await moveBalance(tx, {
    cardId: card.id,
    kind: 'ADJUST_INCREMENT',
    paidCents: -redemption.paidCents,
    bonusCents: -redemption.bonusCents,
    idempotencyKey: reversalKey(redemption.id),
    actor: context.actor,
    at: context.at,
  });
  if (!entry) throw cardActionErrors.alreadyReversed();
  await giveBackDailyLimit(tx, redemption);
  const events = [newEvent('gift-card.adjusted', adjustedEvent(card, entry, context, redemption.id))];
  return { card: await findCard(tx, card.id), action: 'reverse-redemption', ledgerId: entry.id, events };
}
