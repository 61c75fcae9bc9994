import { Injectable } from '@nestjs/common';
import { now, Store, type Tx } from '@gv/platform';
import { toMajorUnits, shownStatus, todayAnywhereOnEarth, type AnyEventEnvelope, type ApiKeyActor, type CardActionDone, type CardActionRequest, type IntegratorCard, type IntegratorCardRequest } from '@gv/proto';
import { recordCardAction } from './db/card-action-repository.js';
import { lockBusinessCard, scannedCode } from './db/card-repository.js';
import type { CardAction, IssuedCardRow } from './db/schema.js';
import { parseReason } from './domain/card-action-rules.js';
import { giftCardNotFound } from './domain/redeem-errors.js';
import { apiKeyActor, integratorCard, lockKeyCard } from './integrator/key-cards.js';
import { CardSecrets, codeLookupHashes } from './redemption-keys.js';
import { SquareMirrorJobs } from './square-terminal/square-mirror.js';

/** Why and when an action happens, and how the ledger and the card's audit trail name who acts. */
interface ActingContext {
  reason: string;
  actor: string;
  at: string;
}

/** What every step of an admin's card action records. */
export interface ActionContext extends ActingContext {
  adminId: string;
}

/** What a step of an integrator's card action records: the API key (decision 0091). */
export interface KeyActionContext extends ActingContext {
  apiKey: ApiKeyActor;
}

/** What an action did to the locked card: the card after it, its ledger row's id when money moved, and its events. */
export interface ActionOutcome {
  card: IssuedCardRow;
  action: CardAction;
  ledgerId?: number;
  events: AnyEventEnvelope[];
  /** The same request again (its idempotency key was used): answered as the card stands, nothing recorded. */
  repeated?: boolean;
}

/**
 * One admin action on one of the business's cards, as one transaction: find the card by its code and lock it
 * (another business's code: 'Gift card not found.'), act, append the action to the card's audit trail, record the
 * events, and mirror the change at the card's Square Point of Sale. Concurrent actions on one card queue on its lock.
 */
@Injectable()
export class CardActionRunner {
  constructor(
    private readonly store: Store,
    private readonly secrets: CardSecrets,
    private readonly square: SquareMirrorJobs,
  ) {}

  async run(request: CardActionRequest, act: (tx: Tx, card: IssuedCardRow, context: ActionContext) => Promise<ActionOutcome>): Promise<CardActionDone> {
    const code = scannedCode(request.code);
    if (!code) throw giftCardNotFound();
    const context: ActionContext = { reason: parseReason(request.reason), adminId: request.admin.adminId, actor: `admin:${request.admin.adminId}`, at: now().toISOString() };
    const hashes = codeLookupHashes(this.secrets.codes, code);
    const card = await this.onLocked(context, (tx) => lockBusinessCard(tx, hashes, request.admin.businessSlug), act);
    return { remainingBalance: toMajorUnits(card.balanceCents, card.currency), currency: card.currency, status: shownStatus(card, todayAnywhereOnEarth()) };
  }

  /** The same by an integrator's API key, on a card of its business the key may see (decision 0091). */
  async forKey(request: IntegratorCardRequest, reason: string, act: (tx: Tx, card: IssuedCardRow, context: KeyActionContext) => Promise<ActionOutcome>): Promise<IntegratorCard> {
    const { apiKey } = request;
    const context: KeyActionContext = { reason, apiKey: { id: apiKey.keyId, name: apiKey.name }, actor: apiKeyActor(apiKey), at: now().toISOString() };
    return integratorCard(await this.onLocked(context, (tx) => lockKeyCard(tx, this.secrets, apiKey, request.code), act));
  }

  private async onLocked<C extends ActingContext>(
    context: C,
    lock: (tx: Tx) => Promise<IssuedCardRow | undefined>,
    act: (tx: Tx, card: IssuedCardRow, context: C) => Promise<ActionOutcome>,
  ): Promise<IssuedCardRow> {
    return this.store.transaction(async (tx, record) => {
      const locked = await lock(tx);
      if (!locked) throw giftCardNotFound();
      const outcome = await act(tx, locked, context);
      if (outcome.repeated) return outcome.card;
      const actionId = await recordCardAction(tx, { card: outcome.card, action: outcome.action, ledgerId: outcome.ledgerId, reason: context.reason, actor: context.actor, at: context.at });
      const key = outcome.ledgerId ? `ledger:${outcome.ledgerId}` : `card-action:${actionId}`;
      await this.square.follow(tx, { before: locked, after: outcome.card, key, newHolder: outcome.action === 'replace-recipient' });
      await record(...outcome.events);
      return outcome.card;
    });
  }
}
