import { Inject, Injectable } from '@nestjs/common';
import { newEvent, now, OUTBOX, type DbOrTx, type Outbox } from '@gv/platform';
import type { EventMap } from '@gv/proto';
import { recordCardAction } from '../db/card-action-repository.js';
import { changeStatus, lockCardOfOrder } from '../db/card-repository.js';
import { moveBalance } from '../db/ledger-repository.js';
import type { IssuedCardRow } from '../db/schema.js';

/**
 * A chargeback, as orders heard it from Square's signed webhooks: an open dispute puts the card on hold (it cannot be
 * redeemed); won, the card is active again; lost, what is left on it is deactivated and the card counts as refunded
 * (the bank gave the money back). Each step is a guarded move, so a repeated event changes nothing.
 */
@Injectable()
export class DisputeHolds {
  constructor(@Inject(OUTBOX) private readonly outbox: Outbox) {}

  async opened(tx: DbOrTx, dispute: EventMap['payment.disputed']): Promise<void> {
    const card = await lockCardOfOrder(tx, dispute.orderId);
    const held = card && (await changeStatus(tx, card.id, ['active'], 'on_hold'));
    if (!held) return;
    await this.record(tx, held, dispute.disputeId, 'dispute-hold', `Payment disputed (${dispute.reason})`, true);
  }

  async resolved(tx: DbOrTx, dispute: EventMap['payment.dispute-resolved']): Promise<void> {
    const card = await lockCardOfOrder(tx, dispute.orderId);
    if (!card) return;
    if (dispute.outcome === 'won') {
      const active = await changeStatus(tx, card.id, ['on_hold'], 'active');
      if (active) await this.record(tx, active, dispute.disputeId, 'dispute-won', 'Dispute won', false);
      return;
    }
    const lost = await changeStatus(tx, card.id, ['on_hold', 'active', 'void'], 'refunded');
    if (!lost) return;
    const entry = await moveBalance(tx, {
      cardId: card.id,
      kind: 'DEACTIVATE',
      paidCents: -card.paidBalanceCents,
      bonusCents: -card.bonusBalanceCents,
      idempotencyKey: `dispute-lost:${dispute.disputeId}`,
      actor: 'square',
      at: now().toISOString(),
    });
    await this.record(tx, lost, dispute.disputeId, 'dispute-lost', 'Dispute lost: the bank returned the payment', false, entry?.id);
  }

  private async record(tx: DbOrTx, card: IssuedCardRow, disputeId: string, action: 'dispute-hold' | 'dispute-won' | 'dispute-lost', reason: string, onHold: boolean, ledgerId?: number) {
    const at = now().toISOString();
    await recordCardAction(tx, { card, action, ledgerId, reason, actor: 'square', at });
    await this.outbox.add(tx, [newEvent('gift-card.disputed', { v: 1, cardId: card.id, businessSlug: card.businessSlug, disputeId, onHold, at, testCard: card.testCard })]);
  }
}
