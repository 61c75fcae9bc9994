import { Injectable } from '@nestjs/common';
import { metrics, newEvent, now, Store } from '@gv/platform';
import { centsToDollars, REDEEM_MESSAGES, todayAnywhereOnEarth, type GiftCardRedeemed, type RedeemRequest } from '@gv/proto';
import { takeCardAndAuthorization } from '../db/authorization-repository.js';
import { findCard, findMovedCard, scannedCode } from '../db/card-repository.js';
import { spendFromCard } from '../db/redemption-repository.js';
import type { IssuedCardRow, LedgerRow } from '../db/schema.js';
import { redeemBuyer } from '../domain/buyer-view.js';
import { cardNotActive, giftCardNotFound, invalidCodeOrAmount, notAuthorized } from '../domain/redeem-errors.js';
import { parseRedeemAmount, redeemRefusal } from '../domain/redeem-rules.js';
import { cashOutOffer } from '../domain/card-law.js';
import { CardSecrets, codeLookupHashes } from '../redemption-keys.js';
import { PausedRedemptions } from '../paused-redemptions/paused-redemptions.js';
import { RedemptionWindows } from '../redemption-windows/redemption-windows.js';
import { namedCard } from '../domain/named-card.js';

/**
 * POST /api/v1/admin/redeem. One transaction: lock the card and take one unused authorization of this session for
 * this card and amount (none: 403); spend the amount and write the REDEEM ledger row (refused: why, and everything
 * rolls back, so the authorization is spent exactly when the money is); record gift-card.redeemed.
 */
@Injectable()
export class RedeemGiftCardHandler {
  constructor(
    private readonly store: Store,
    private readonly secrets: CardSecrets,
    private readonly paused: PausedRedemptions,
    private readonly windows: RedemptionWindows,
  ) {}

  async execute(request: RedeemRequest): Promise<GiftCardRedeemed> {
    const amountCents = parseRedeemAmount(request.amount);
    const code = scannedCode(request.qrCode);
    if (amountCents === null) throw invalidCodeOrAmount();
    if (code === null) throw giftCardNotFound();
    await this.paused.refuseIfPaused(request.admin.businessSlug);
    const codeHashes = codeLookupHashes(this.secrets.codes, code);
    const { card, spent, redemptions } = await this.store.transaction(async (tx, record) => {
      const { card, authorization } = await takeCardAndAuthorization(tx, {
        codeHashes,
        businessSlug: request.admin.businessSlug,
        sessionKey: request.sessionKey,
        amountCents,
      });
      if (!card) throw (await findMovedCard(tx, codeHashes, request.admin.businessSlug)) ? cardNotActive('replaced') : giftCardNotFound();
      // Not active (voided, refunded…): said before asking for a code, which could never spend it anyway.
      if (card.status !== 'active') throw cardNotActive(card.status);
      await this.paused.refuseTestCardWhenLive(card, tx);
      await this.windows.refuseOutside(card, { at: now(), location: request.location }, tx);
      if (!authorization) throw notAuthorized();
      const at = now().toISOString();
      const { spent, redemptions } = await spendFromCard(tx, {
        cardId: card.id,
        amountCents,
        today: todayAnywhereOnEarth(now()),
        idempotencyKey: `redeem:${authorization}`,
        actor: `admin:${request.admin.adminId}`,
        at,
        locationId: request.location?.id,
      });
      // Refused: the card is still locked, so it shows why.
      if (!spent) throw redeemRefusal(await findCard(tx, card.id), amountCents, now()) ?? new Error('A redemption was refused for no known reason');
      await record(redeemedEvent(card, spent, request.admin.adminId, at));
      return { card, spent, redemptions };
    });
    metrics.redemptions.inc();
    metrics.redeemedCents.inc(amountCents);
    const after = { ...card, code, balanceCents: spent.balanceAfterCents, paidBalanceCents: spent.paidAfterCents, bonusBalanceCents: spent.bonusAfterCents };
    const cashOut = cashOutOffer(after, now());
    return { success: true, message: REDEEM_MESSAGES.redeemed, buyer: redeemBuyer(after, redemptions), cashOut: cashOut === null ? null : centsToDollars(cashOut) };
  }
}

/** A REDEEM ledger row as its event states it: the row's amounts are negative (value leaving the card), the event's not. */
function redeemedEvent(card: IssuedCardRow, entry: LedgerRow, adminId: string, redeemedAt: string) {
  return newEvent('gift-card.redeemed', {
    v: 1,
    ...namedCard(card),
    ledgerId: entry.id,
    giftCardId: card.giftCardId,
    amountCents: -entry.amountCents,
    paidCents: -entry.paidCents,
    bonusCents: -entry.bonusCents,
    balanceAfterCents: entry.balanceAfterCents,
    paidAfterCents: entry.paidAfterCents,
    bonusAfterCents: entry.bonusAfterCents,
    adminId,
    ...(entry.locationId && { locationId: entry.locationId }),
    redeemedAt,
    testCard: card.testCard,
  });
}
