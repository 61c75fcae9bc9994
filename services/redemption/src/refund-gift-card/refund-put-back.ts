import { Injectable } from '@nestjs/common';
import { now, type DbOrTx } from '@gv/platform';
import { recordCardAction } from '../db/card-action-repository.js';
import { changeStatus, findCard, lockCard } from '../db/card-repository.js';
import { ledgerRowByKey, moveBalance } from '../db/ledger-repository.js';
import { refundKeys } from '../domain/card-action-rules.js';
import { SquareMirrorJobs } from '../square-terminal/square-mirror.js';

/**
 * Square refused a refund: its value goes back on the card (an ADJUST_INCREMENT of the refunded paid value and the
 * bonus value the refund had forfeited), a refunded card is active again, and the audit trail says why. Once per
 * refund, whether the admin's call or the `refund.failed` event gets here first.
 */
@Injectable()
export class RefundPutBack {
  constructor(private readonly square: SquareMirrorJobs) {}

  async putBack(tx: DbOrTx, refund: { refundId: string; cardId: string; message: string }): Promise<void> {
    const keys = refundKeys(refund.refundId);
    const card = await lockCard(tx, refund.cardId);
    const refunded = await ledgerRowByKey(tx, keys.refund);
    if (!card || !refunded || (await ledgerRowByKey(tx, keys.putBack))) return;
    const forfeited = await ledgerRowByKey(tx, keys.forfeit);
    const at = now().toISOString();
    const entry = await moveBalance(tx, {
      cardId: card.id,
      kind: 'ADJUST_INCREMENT',
      paidCents: -refunded.paidCents,
      bonusCents: -(forfeited?.bonusCents ?? 0),
      idempotencyKey: keys.putBack,
      actor: 'square',
      at,
    });
    const after = (await changeStatus(tx, card.id, ['refunded'], 'active')) ?? (await findCard(tx, card.id));
    await recordCardAction(tx, { card: after, action: 'refund-failed', ledgerId: entry?.id, reason: refund.message, actor: 'square', at });
    await this.square.follow(tx, { before: card, after, key: keys.putBack });
  }
}
