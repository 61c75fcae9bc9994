import { Injectable } from '@nestjs/common';
import { newEvent, now, Store } from '@gv/platform';
import { toMajorUnits, escheatedNotice, type EscheatCardsRequest, type UnclaimedFiled } from '@gv/proto';
import { escheatCards } from '../db/escheat-repository.js';
import { ledgerRowMove } from '../domain/adjusted-event.js';
import { SquareMirrorJobs } from '../square-terminal/square-mirror.js';

/**
 * POST /api/v1/admin/reports/unclaimed/filed (owner; decision 0095): the cards the report named are reported to the
 * state, each with one ESCHEAT ledger row, its audit entry and gift-card.escheated (and the same move at Square's Point
 * of Sale for a card registered there), in one transaction. A card used
 * since the report was drawn up, or already reported (a second filing, concurrent or not), moves nothing.
 */
@Injectable()
export class EscheatCardsHandler {
  constructor(private readonly store: Store, private readonly square: SquareMirrorJobs) {}

  async execute(request: EscheatCardsRequest): Promise<UnclaimedFiled> {
    const at = now().toISOString();
    const actor = `admin:${request.adminId}`;
    const reason = escheatedNotice(request.state, request.asOf).message;
    const rows = await this.store.transaction(async (tx, record) => {
      const moved = await escheatCards(tx, { ...request, actor, at, reason });
      await record(...moved.map(({ card, entry }) => newEvent('gift-card.escheated', { ...ledgerRowMove(card, entry, at), adminId: request.adminId, state: request.state, asOf: request.asOf })));
      // A card that also works at the business's Square Point of Sale loses the same value there.
      for (const { card, entry } of moved) await this.square.follow(tx, { before: { ...card, balanceCents: card.balanceCents - entry.amountCents }, after: card, key: `ledger:${entry.id}` });
      return moved;
    });
    const paidCents = rows.reduce((sum, { entry }) => sum - entry.paidCents, 0);
    return { state: request.state, asOf: request.asOf, cards: rows.length, amount: toMajorUnits(paidCents) };
  }
}
