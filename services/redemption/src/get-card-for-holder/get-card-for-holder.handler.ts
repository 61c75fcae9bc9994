import { Inject, Injectable } from '@nestjs/common';
import { clientKey, DB, KV, NotFoundError, now, spendAttempt, type Budget, type Db, type KeyValueStore } from '@gv/platform';
import { giftCardCodeFromScan, REDEEM_MESSAGES, shownStatus, todayAnywhereOnEarth, type HolderCardRequest, type HolderGiftCard, type HolderMoveKind } from '@gv/proto';
import { findCardWithWindowByCode, findMovedCard } from '../db/card-repository.js';
import { ledgerRowsOf, type Redemption } from '../db/ledger-repository.js';
import type { IssuedCard, LedgerKind } from '../db/schema.js';
import { cardCodeAndType } from '../domain/buyer-view.js';
import { cardDisclosure, cardExpiryDates } from '../domain/card-law.js';
import { holderGift } from '../domain/holder-gift.js';
import { holderVerificationOf } from '../domain/holder-verification.js';
import { CardSecrets, codeLookupHashes } from '../redemption-keys.js';

/** The ledger rows the holder's history lists, so that every drop of the balance is explained. */
const HOLDER_MOVES: Partial<Record<LedgerKind, HolderMoveKind>> = { REDEEM: 'redeemed', POS_REDEEM: 'redeemed', CASH_OUT: 'cashed-out', EXPIRE: 'bonus-expired', REFUND: 'refunded' };

/**
 * Codes that name no card, per client: 10 per 15 minutes, then 429 until the window ends. A holder follows
 * links and QR codes, so a wrong code is rare; guessing 128-bit codes is hopeless anyway, this keeps it quiet.
 */
function unknownCodeBudgets(ip: string): Budget[] {
  return [{ key: `holder-card-unknown:client:${clientKey(ip)}`, max: 10, windowSeconds: 900 }];
}

/**
 * The card behind a code as its ledger says now, for the holder page and the wallet passes. Calls from the
 * gateway carry the client's address and count unknown codes against it (counted before the lookup, so a
 * burst cannot look up more than the budget); services asking about a card they were told of carry none.
 */
@Injectable()
export class GetCardForHolderHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly secrets: CardSecrets,
  ) {}

  async execute(request: HolderCardRequest): Promise<HolderGiftCard> {
    const lookup = () => this.find(request.code);
    const card = request.ip === undefined ? await lookup() : await spendAttempt(this.kv, unknownCodeBudgets(request.ip), lookup);
    if (!card) throw new NotFoundError(REDEEM_MESSAGES.cardNotFound, 'GIFT_CARD.NOT_FOUND');
    return card;
  }

  private async find(typed: unknown): Promise<HolderGiftCard | undefined> {
    // Typed by hand, a code may come in lower case or with spaces: it is read as the counter's scanner reads it.
    const code = typeof typed === 'string' ? giftCardCodeFromScan(typed) : null;
    if (!code) return undefined;
    const hashes = codeLookupHashes(this.secrets.codes, code);
    const found = await findCardWithWindowByCode(this.db, hashes);
    if (found) {
      const { redemptionWindow: window, ...card } = found;
      const redemptions = await ledgerRowsOf(this.db, card.id, Object.keys(HOLDER_MOVES) as LedgerKind[]);
      return { ...toHolderGiftCard({ ...card, code }, redemptions, holderGift(card)), ...(window && { redemptionWindow: window }) };
    }
    // A code the card moved away from: the card is someone else's now, so the old code shows nothing left on it, nor its gift.
    const moved = await findMovedCard(this.db, hashes);
    return moved && toHolderGiftCard({ ...moved, code, balanceCents: 0 }, [], null);
  }
}

function toHolderGiftCard(card: IssuedCard, redemptions: Redemption[], gift: HolderGiftCard['gift']): HolderGiftCard {
  const today = todayAnywhereOnEarth(now());
  const status = shownStatus(card, today);
  return {
    cardId: card.id,
    ...cardCodeAndType(card),
    remainingBalanceCents: card.balanceCents,
    expirationDate: card.expirationDate,
    ...cardExpiryDates(card),
    expired: status === 'expired',
    status,
    disclosure: cardDisclosure(card),
    testCard: card.testCard,
    issuedAt: new Date(card.createdAt).toISOString(),
    // Newest first; a row's ledger amount is negative, the value taken off the card. A reversed redemption never happened.
    redemptions: redemptions
      .filter((row) => !row.reversed)
      .toReversed()
      .map((row) => ({
      kind: HOLDER_MOVES[row.kind]!,
      amountCents: -row.amountCents,
      balanceAfterCents: row.balanceAfterCents,
      redeemedAt: new Date(row.createdAt).toISOString(),
    })),
    gift,
    verification: holderVerificationOf(card),
    ...(card.posGan !== null && { posNumber: card.posSquareId === null ? null : card.posGan }),
  };
}
