import { Inject, Injectable } from '@nestjs/common';
import { RPC, type RpcClient } from '@gv/platform';
import { RedemptionRpc, type LedgerDiscrepancy, type SquareRegisteredCard } from '@gv/proto';
import { businessSquareAccount } from '../square-gift-cards/business-square-account.js';
import { SquarePayments } from '../square/square-payments.js';

const PAGE = 500;

/** What the card is at Square as the audit reads it: its state and balance, or why Square did not say. */
type AtSquare = { state: string; balanceCents: number } | { reason: string };

/**
 * Every card registered at a Square Point of Sale (decision 0092) against Square (RetrieveGiftCard): a card spendable
 * here must be ACTIVE there with the ledger's balance, a voided or refunded one DEACTIVATED. Any difference, or no
 * answer, is reported with both figures and left as it is: which side is right is for a person to find out.
 */
@Injectable()
export class SquareGiftCardCheck {
  constructor(
    private readonly square: SquarePayments,
    @Inject(RPC) private readonly rpc: RpcClient,
  ) {}

  async discrepancies(report: (discrepancy: LedgerDiscrepancy) => void): Promise<void> {
    const accounts = new Map<string, ReturnType<typeof businessSquareAccount>>();
    for (let after = ''; ; ) {
      const { cards } = await this.rpc.call(RedemptionRpc.auditSquareCards, { afterCardId: after, limit: PAGE });
      for (const card of cards) {
        const account = accounts.get(card.businessSlug) ?? accounts.set(card.businessSlug, businessSquareAccount(this.square, card.businessSlug)).get(card.businessSlug)!;
        const found = await this.atSquare(account, card.squareGiftCardId);
        const disagreement = disagreementOf(card, found);
        if (disagreement !== undefined) {
          const { cardId, businessSlug, squareGiftCardId, balanceCents } = card;
          report({ kind: 'square-balance-not-ledger', cardId, businessSlug, squareGiftCardId, ledgerBalanceCents: balanceCents, squareBalanceCents: 'state' in found ? found.balanceCents : null, reason: disagreement });
        }
      }
      if (cards.length < PAGE) return;
      after = cards.at(-1)!.cardId;
    }
  }

  private async atSquare(account: ReturnType<typeof businessSquareAccount>, id: string): Promise<AtSquare> {
    try {
      const { giftCard } = await (await account).client.giftCards.get({ id });
      return { state: giftCard?.state ?? 'UNKNOWN', balanceCents: Number(giftCard?.balanceMoney?.amount ?? 0) };
    } catch (error) {
      return { reason: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** Why the card at Square is not the card here (null: only the balance differs); undefined when they agree. */
function disagreementOf(card: SquareRegisteredCard, found: AtSquare): string | null | undefined {
  if (!('state' in found)) return found.reason;
  const spendable = card.status === 'active' || card.status === 'on_hold';
  if (!spendable) return found.state === 'DEACTIVATED' ? undefined : `Square holds it ${found.state}; here it is ${card.status}`;
  if (found.state !== 'ACTIVE') return `Square holds it ${found.state}; here it is ${card.status}`;
  return found.balanceCents === card.balanceCents ? undefined : null;
}
