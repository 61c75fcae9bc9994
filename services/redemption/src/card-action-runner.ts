import { Injectable } from '@nestjs/common';
import { now, Store, type Tx } from '@gv/platform';
import { centsToDollars, shownStatus, todayAnywhereOnEarth, type AnyEventEnvelope, type CardActionDone, type CardActionRequest } from '@gv/proto';
import { recordCardAction } from './db/card-action-repository.js';
import { lockBusinessCard, scannedCode } from './db/card-repository.js';
import type { CardAction, IssuedCardRow } from './db/schema.js';
import { parseReason } from './domain/card-action-rules.js';
import { giftCardNotFound } from './domain/redeem-errors.js';
import { CardSecrets, codeLookupHashes } from './redemption-keys.js';

/** Who acts, why and when: what every step of an admin's card action records. */
export interface ActionContext {
  reason: string;
  adminId: string;
  actor: string;
  at: string;
}

/** What an action did to the locked card: the card after it, its ledger row's id when money moved, and its events. */
export interface ActionOutcome {
  card: IssuedCardRow;
  action: CardAction;
  ledgerId?: number;
  events: AnyEventEnvelope[];
}

/**
 * One admin action on one of the business's cards, as one transaction: find the card by its code and lock it
 * (another business's code: 'Gift card not found.'), act, append the action to the card's audit trail, record the
 * events. Concurrent actions on one card queue on its lock.
 */
@Injectable()
export class CardActionRunner {
  constructor(
    private readonly store: Store,
    private readonly secrets: CardSecrets,
  ) {}

  async run(request: CardActionRequest, act: (tx: Tx, card: IssuedCardRow, context: ActionContext) => Promise<ActionOutcome>): Promise<CardActionDone> {
    const code = scannedCode(request.code);
    if (!code) throw giftCardNotFound();
    const reason = parseReason(request.reason);
    const context: ActionContext = { reason, adminId: request.admin.adminId, actor: `admin:${request.admin.adminId}`, at: now().toISOString() };
    const card = await this.store.transaction(async (tx, record) => {
      const locked = await lockBusinessCard(tx, codeLookupHashes(this.secrets.codes, code), request.admin.businessSlug);
      if (!locked) throw giftCardNotFound();
      const outcome = await act(tx, locked, context);
      await recordCardAction(tx, { card: outcome.card, action: outcome.action, ledgerId: outcome.ledgerId, reason, actor: context.actor, at: context.at });
      await record(...outcome.events);
      return outcome.card;
    });
    return { remainingBalance: centsToDollars(card.balanceCents), status: shownStatus(card, todayAnywhereOnEarth()) };
  }
}
