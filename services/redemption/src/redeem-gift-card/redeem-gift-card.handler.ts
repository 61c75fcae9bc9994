import { Injectable } from '@nestjs/common';
import { isUniqueViolation, KeyedTurns, metrics, newEvent, now, Store, type Tx } from '@gv/platform';
import {
  toMajorUnits,
  REDEEM_MESSAGES,
  todayAnywhereOnEarth,
  type AnyEventEnvelope,
  type EventMap,
  type GiftCardRedeemed,
  type IntegratorRedeemRequest,
  type IntegratorRedemption,
  type LocationRef,
  type RedeemRequest,
} from '@gv/proto';
import { takeCardAndAuthorization } from '../db/authorization-repository.js';
import { findCard, findCardByCode, findMovedCard, scannedCode } from '../db/card-repository.js';
import { LEDGER_IDEMPOTENCY_KEY, ledgerRowByKey } from '../db/ledger-repository.js';
import { spendFromCard } from '../db/redemption-repository.js';
import type { IssuedCardRow, LedgerRow } from '../db/schema.js';
import { redeemBuyer } from '../domain/buyer-view.js';
import { cardNotActive, giftCardNotFound, invalidCodeOrAmount, notAuthorized } from '../domain/redeem-errors.js';
import { escheatRefusal, parseRedeemAmount, redeemRefusal } from '../domain/redeem-rules.js';
import { cashOutOffer } from '../domain/card-law.js';
import { CardSecrets, codeLookupHashes } from '../redemption-keys.js';
import { PausedRedemptions } from '../paused-redemptions/paused-redemptions.js';
import { RedemptionWindows } from '../redemption-windows/redemption-windows.js';
import { SquareFirst, type SquareAccount } from '../square-terminal/square-first.js';
import { namedCard } from '../domain/named-card.js';
import { apiKeyActor, integratorCard, lockKeyCard, parseIdempotencyKey, parseReference, sameRedemption, takeDailyLimit } from '../integrator/key-cards.js';

type RecordEvents = (...events: AnyEventEnvelope[]) => Promise<void>;

/** Who spends, and under which key the ledger keeps the spend once. */
export interface Spender {
  idempotencyKey: string;
  actor: string;
  by: Pick<EventMap['gift-card.redeemed'], 'adminId' | 'apiKey' | 'reference' | 'squareActivityId'>;
  location?: LocationRef;
  /** The card's Square account when it is registered at the Square Point of Sale (SquareFirst). */
  square?: SquareAccount;
}

/**
 * POST /api/v1/admin/redeem. One transaction: lock the card and take one unused authorization of this session for
 * this card and amount (none: 403); spend the amount and write the REDEEM ledger row (refused: why, and everything
 * rolls back, so the authorization is spent exactly when the money is); record gift-card.redeemed.
 *
 * An integrator's redemption (decision 0091, forKey) spends through the same steps with no holder's code: the
 * integrator's checkout is the holder's consent. Its idempotencyKey keys the ledger row, so a retry answers the row
 * already written, and the key's daily limit is counted under a lock of the key.
 */
@Injectable()
export class RedeemGiftCardHandler {
  /**
   * A burst of redemptions of one card waits here for the card's lock, not as PostgreSQL lock waiters each holding a
   * connection. One that has waited 8 s by its turn, or by its spend, is not done: the gateway answers 503 by 10 s.
   */
  private readonly cardTurns = new KeyedTurns(8_000);

  constructor(
    private readonly store: Store,
    private readonly secrets: CardSecrets,
    private readonly paused: PausedRedemptions,
    private readonly windows: RedemptionWindows,
    private readonly squareFirst: SquareFirst,
  ) {}

  async execute(request: RedeemRequest): Promise<GiftCardRedeemed> {
    const code = scannedCode(request.qrCode);
    const codeHashes = code === null ? [] : codeLookupHashes(this.secrets.codes, code);
    // Read before the transaction for its currency (which never changes) and its Square account.
    const found = code === null ? undefined : await findCardByCode(this.store.db, codeHashes);
    const amountCents = parseRedeemAmount(request.amount, found?.currency);
    if (amountCents === null) throw invalidCodeOrAmount();
    if (code === null) throw giftCardNotFound();
    await this.paused.refuseIfPaused(request.admin.businessSlug);
    const square = await this.squareFirst.accountOf(found);
    const { card, spent, redemptions } = await this.inCardTurn(found, (stillWanted) => this.store.transaction(async (tx, record) => {
      const { card, authorization } = await takeCardAndAuthorization(tx, {
        codeHashes,
        businessSlug: request.admin.businessSlug,
        sessionKey: request.sessionKey,
        amountCents,
      });
      if (!card) throw (await findMovedCard(tx, codeHashes, request.admin.businessSlug)) ? cardNotActive('replaced') : giftCardNotFound();
      // Not active (voided, refunded…): said before asking for a code, which could never spend it anyway.
      if (card.status !== 'active') throw cardNotActive(card.status);
      await this.refuseNow(tx, card, request.location);
      if (!authorization) throw notAuthorized();
      const spender = { idempotencyKey: `redeem:${authorization}`, actor: `admin:${request.admin.adminId}`, by: { adminId: request.admin.adminId }, location: request.location, square };
      stillWanted();
      return this.spend(tx, record, card, amountCents, spender);
    }));
    const after = { ...card, code, balanceCents: spent.balanceAfterCents, paidBalanceCents: spent.paidAfterCents, bonusBalanceCents: spent.bonusAfterCents };
    const cashOut = cashOutOffer(after, now());
    return {
      success: true,
      message: REDEEM_MESSAGES.redeemed,
      currency: card.currency,
      buyer: redeemBuyer(after, redemptions),
      cashOut: cashOut === null ? null : toMajorUnits(cashOut, card.currency),
    };
  }

  async forKey(request: IntegratorRedeemRequest): Promise<IntegratorRedemption> {
    const { apiKey } = request;
    const code = scannedCode(request.code);
    const found = code === null ? undefined : await findCardByCode(this.store.db, codeLookupHashes(this.secrets.codes, code));
    const amountCents = parseRedeemAmount(request.amount, found?.currency);
    if (amountCents === null) throw invalidCodeOrAmount();
    const idempotencyKey = `api:${apiKey.keyId}:${parseIdempotencyKey(request.idempotencyKey)}`;
    const reference = parseReference(request.reference);
    await this.paused.refuseIfPaused(apiKey.businessSlug);
    const square = await this.squareFirst.accountOf(found);
    const redeemOnce = () => this.inCardTurn(found, (stillWanted) => this.store.transaction(async (tx, record) => {
      const card = await lockKeyCard(tx, this.secrets, apiKey, request.code);
      const before = await ledgerRowByKey(tx, idempotencyKey);
      if (before) return sameRedemption(before, card.id, amountCents);
      if (card.status !== 'active') throw cardNotActive(card.status);
      await this.refuseNow(tx, card, undefined);
      await takeDailyLimit(tx, apiKey, amountCents, card.currency);
      const spender = { idempotencyKey, actor: apiKeyActor(apiKey), by: { apiKey: { id: apiKey.keyId, name: apiKey.name }, ...(reference && { reference }) }, square };
      stillWanted();
      return (await this.spend(tx, record, card, amountCents, spender)).spent;
    }));
    // The same key sent at once for another card passes that card's lock: the ledger's unique key stops the second
    // transaction, and asked again, it finds the first one's row and answers as its key says.
    const entry = await redeemOnce().catch((error: unknown) => {
      if (isUniqueViolation(error, LEDGER_IDEMPOTENCY_KEY)) return redeemOnce();
      throw error;
    });
    const card = await findCard(this.store.db, entry.cardId);
    return { redemptionId: entry.id, amount: toMajorUnits(-entry.amountCents, card.currency), reference: reference ?? null, card: integratorCard(card) };
  }

  private inCardTurn<T>(card: IssuedCardRow | undefined, work: (stillWanted: () => void) => Promise<T>): Promise<T> {
    return card ? this.cardTurns.take(card.id, work) : work(() => undefined);
  }

  /** A card registered at the Square Point of Sale is spent there first, once the ledger would take the amount: Square's activity. */
  private async spendAtSquareFirst(card: IssuedCardRow, amountCents: number, spender: Spender): Promise<string | undefined> {
    if (!registeredAtSquare(card)) return undefined;
    // Registered since its account was read: spent here alone it would leave Square's balance higher; asked again, it goes to Square.
    if (!spender.square) throw SquareFirst.justRegistered();
    const refusal = redeemRefusal(card, amountCents, now());
    if (refusal) throw refusal;
    return this.squareFirst.redeem(spender.square, card, amountCents, spender.idempotencyKey);
  }

  /** What refuses a redemption of an active card now: a test card while the business is live, the card's redemption windows. */
  private async refuseNow(tx: Tx, card: IssuedCardRow, location: LocationRef | undefined): Promise<void> {
    const escheated = escheatRefusal(card);
    if (escheated) throw escheated;
    await this.paused.refuseTestCardWhenLive(card, tx);
    await this.windows.refuseOutside(card, { at: now(), location }, tx);
  }

  /** Spends from the locked card and records gift-card.redeemed; a refusal says why (the card is still locked, so it shows it). */
  private async spend(tx: Tx, record: RecordEvents, card: IssuedCardRow, amountCents: number, spender: Spender) {
    const squareActivityId = await this.spendAtSquareFirst(card, amountCents, spender);
    const at = now().toISOString();
    const { spent, redemptions } = await spendFromCard(tx, {
      cardId: card.id,
      amountCents,
      today: todayAnywhereOnEarth(now()),
      idempotencyKey: spender.idempotencyKey,
      actor: spender.actor,
      at,
      locationId: spender.location?.id,
      squareActivityId,
    });
    if (!spent) throw redeemRefusal(await findCard(tx, card.id), amountCents, now()) ?? new Error('A redemption was refused for no known reason');
    await record(redeemedEvent(card, spent, spender.by, at));
    metrics.redemptions.inc();
    metrics.redeemedCents.inc(amountCents);
    return { card, spent, redemptions };
  }
}

function registeredAtSquare(card: IssuedCardRow): card is IssuedCardRow & { posSquareId: string } {
  return card.posSquareId !== null;
}

/** A REDEEM ledger row as its event states it: the row's amounts are negative (value leaving the card), the event's not. */
export function redeemedEvent(card: IssuedCardRow, entry: LedgerRow, by: Spender['by'], redeemedAt: string) {
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
    ...by,
    ...(entry.locationId && { locationId: entry.locationId }),
    redeemedAt,
    testCard: card.testCard,
  });
}
