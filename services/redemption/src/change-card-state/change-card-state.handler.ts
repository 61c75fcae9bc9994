import { Injectable } from '@nestjs/common';
import { newEvent } from '@gv/platform';
import type { CardActionDone, CardActionRequest, IssuedGiftCardStatus } from '@gv/proto';
import { CardActionRunner } from '../card-action-runner.js';
import { changeStatus } from '../db/card-repository.js';
import { cardActionErrors } from '../domain/card-action-rules.js';
import { namedCard } from '../domain/named-card.js';

/**
 * Void: a lost, stolen or misused card can no longer be spent. Reactivate: a voided card can be spent again. The
 * balance stays as it is either way.
 */
const TRANSITIONS = {
  void: { from: ['active'], to: 'void', event: 'gift-card.voided', refused: cardActionErrors.notActive },
  reactivate: { from: ['void'], to: 'active', event: 'gift-card.reactivated', refused: cardActionErrors.notVoid },
} as const satisfies Record<string, { from: readonly IssuedGiftCardStatus[]; to: IssuedGiftCardStatus; event: string; refused: () => Error }>;

/** POST /api/v1/admin/issued-cards/{code}/void and …/reactivate. */
@Injectable()
export class ChangeCardStateHandler {
  constructor(private readonly runner: CardActionRunner) {}

  execute(action: keyof typeof TRANSITIONS, request: CardActionRequest): Promise<CardActionDone> {
    const transition = TRANSITIONS[action];
    return this.runner.run(request, async (tx, card, { reason, adminId, at }) => {
      const changed = await changeStatus(tx, card.id, transition.from, transition.to);
      if (!changed) throw transition.refused();
      const change = {
        v: 1,
        ...namedCard(card),
        reason,
        adminId,
        at,
        testCard: card.testCard,
        balanceCents: card.balanceCents,
      } as const;
      return { card: changed, action, events: [newEvent(transition.event, change)] };
    });
  }
}
