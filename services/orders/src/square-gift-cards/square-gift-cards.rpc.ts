import { createHash, randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import type { Square, SquareClient } from 'square';
import { CONFIG, DomainError, linkBase, loadKeyRing, RpcHandler, sealSecret, ValidationError, type PlatformConfig } from '@gv/platform';
import {
  PAYMENT_MESSAGES,
  CURRENCY_MESSAGE,
  DEFAULT_CURRENCY,
  isSquareCurrency,
  OrdersRpc,
  type Acknowledged,
  type GiftCardEventsSubscribe,
  type GiftCardEventsSubscribed,
  type GiftCardEventsUnsubscribe,
  type GiftCardRegistered,
  type GiftCardRegistration,
  type SquareCredentialsCheck,
  type SquareMirror,
  type SquareMirrored,
  type SquareRedeemed,
  type SquareRedemption,
} from '@gv/proto';
import { credentialErrors, environmentOfApplicationId } from '../domain/square-credentials.js';
import { SquarePayments } from '../square/square-payments.js';
import { businessSquareAccount, SQUARE_OPTIONS } from './business-square-account.js';
import { squareSdk } from '../square/square-sdk.js';

/** The events a terminal redemption and a card's changes at Square come by. */
const GIFT_CARD_EVENT_TYPES = ['gift_card.activity.created', 'gift_card.activity.updated', 'gift_card.updated'];

const squareUnreachable = () => new DomainError('SQUARE.UNREACHABLE', PAYMENT_MESSAGES.squareUnreachable);
const balanceTooLow = () => new DomainError('SQUARE.BALANCE_TOO_LOW', PAYMENT_MESSAGES.squareBalanceTooLow);
const squareRefused = (reason: string) => new DomainError('SQUARE.REFUSED', PAYMENT_MESSAGES.squareRefused(reason));

/** A counter's redemption, in the card's currency; callers that send none redeem US dollars. */
type SquareRedemptionIn = SquareRedemption & { currency?: unknown };

/** A card's first registration is keyed by the card; one registered anew, by its new GAN. */
const registrationKey = (step: 'card' | 'activate', body: GiftCardRegistration) => (body.previousSquareGiftCardId ? `${step}-${body.gan}` : `${step}-${body.cardId}`);

/**
 * The business's Square Point of Sale: the platform's subscription to its gift card events (the owner's switch), the
 * registration of an issued card there (CreateGiftCard with the card's own GAN, then ACTIVATE), the counter's
 * redemptions of a registered card, asked of Square first, and the ledger's other changes, mirrored as activities.
 */
@Controller()
export class SquareGiftCardsRpc {
  constructor(
    private readonly square: SquarePayments,
    @Inject(CONFIG) private readonly config: PlatformConfig,
  ) {}

  @RpcHandler(OrdersRpc.subscribeGiftCardEvents)
  async subscribe(body: GiftCardEventsSubscribe): Promise<GiftCardEventsSubscribed> {
    const client = await this.clientOf(body);
    const notificationUrl = `${linkBase(this.config)}/api/payments/square-webhook/${body.businessSlug}`;
    const { subscription } = await this.ask(() =>
      client.webhooks.subscriptions.create({
        idempotencyKey: randomUUID(),
        subscription: { name: 'Giftcard Vault gift cards', eventTypes: GIFT_CARD_EVENT_TYPES, notificationUrl },
      }),
    );
    if (!subscription?.id || !subscription.signatureKey) throw squareUnreachable();
    const [key] = loadKeyRing(this.config, 'secrets-at-rest');
    return { subscriptionId: subscription.id, sealedSignatureKey: sealSecret(key, subscription.signatureKey) };
  }

  @RpcHandler(OrdersRpc.unsubscribeGiftCardEvents)
  async unsubscribe(body: GiftCardEventsUnsubscribe): Promise<Acknowledged> {
    const client = await this.clientOf(body);
    try {
      await client.webhooks.subscriptions.delete({ subscriptionId: body.subscriptionId });
    } catch (error) {
      // Already gone at Square: nothing is left to remove.
      if (!(error instanceof (await squareSdk()).SquareError) || error.statusCode !== 404) throw squareUnreachable();
    }
    return { success: true, message: 'Square no longer sends this business’s gift card events.' };
  }

  @RpcHandler(OrdersRpc.registerGiftCard)
  async register(body: GiftCardRegistration): Promise<GiftCardRegistered> {
    const { client, locationId, currency } = await businessSquareAccount(this.square, body.businessSlug);
    // Deactivated first: the number the card leaves behind stops working at the terminal before the new one starts.
    if (body.previousSquareGiftCardId) {
      const previous = body.previousSquareGiftCardId;
      await this.mirrorActivity({ businessSlug: body.businessSlug, squareGiftCardId: previous, type: 'DEACTIVATE', idempotencyKey: `replaced-${previous}` });
    }
    const { giftCard } = await this.ask(() =>
      client.giftCards.create({
        idempotencyKey: registrationKey('card', body),
        locationId,
        giftCard: { type: 'DIGITAL', ganSource: 'OTHER', gan: body.gan },
      }),
    );
    if (!giftCard?.id) throw squareUnreachable();
    if (giftCard.state === 'PENDING') await this.activate(client, { giftCardId: giftCard.id, locationId, currency }, body);
    return { squareGiftCardId: giftCard.id };
  }

  @RpcHandler(OrdersRpc.redeemAtSquare)
  async redeem(body: SquareRedemptionIn): Promise<SquareRedeemed> {
    const currency = body.currency ?? DEFAULT_CURRENCY;
    if (!isSquareCurrency(currency)) throw new ValidationError({ currency: CURRENCY_MESSAGE });
    const client = await this.clientOf(body);
    const { giftCardActivity } = await this.ask(() =>
      client.giftCards.activities.create({
        // Square takes keys of up to 128 characters: a redemption's own key may be longer.
        idempotencyKey: `redeem-${createHash('sha256').update(body.idempotencyKey).digest('hex')}`,
        giftCardActivity: {
          type: 'REDEEM',
          locationId: body.locationId,
          giftCardId: body.squareGiftCardId,
          redeemActivityDetails: { amountMoney: { amount: BigInt(body.amountCents), currency } },
        },
      }),
    );
    if (!giftCardActivity?.id || giftCardActivity.redeemActivityDetails?.status !== 'COMPLETED') throw squareUnreachable();
    return { squareActivityId: giftCardActivity.id };
  }

  @RpcHandler(OrdersRpc.mirrorAtSquare)
  mirror(body: SquareMirror): Promise<SquareMirrored> {
    return this.mirrorActivity(body);
  }

  /** The activity mirroring a ledger change; a card Square holds DEACTIVATED needs none. */
  private async mirrorActivity(body: SquareMirror): Promise<SquareMirrored> {
    const { client, locationId, currency } = await businessSquareAccount(this.square, body.businessSlug);
    const amountMoney: Square.Money = { amount: BigInt(body.amountCents ?? 0), currency };
    const activity: Square.GiftCardActivity = { type: body.type, locationId, giftCardId: body.squareGiftCardId };
    if (body.type === 'DEACTIVATE') activity.deactivateActivityDetails = { reason: 'SUSPICIOUS_ACTIVITY' };
    else if (body.type === 'ADJUST_INCREMENT') activity.adjustIncrementActivityDetails = { amountMoney, reason: 'COMPLIMENTARY' };
    else activity.adjustDecrementActivityDetails = { amountMoney, reason: 'SUPPORT_ISSUE' };
    try {
      const { giftCardActivity } = await this.ask(() =>
        client.giftCards.activities.create({
          // Square takes keys of up to 128 characters.
          idempotencyKey: `mirror-${createHash('sha256').update(body.idempotencyKey).digest('hex')}`,
          giftCardActivity: activity,
        }),
      );
      if (!giftCardActivity?.id) throw squareUnreachable();
      return { squareActivityId: giftCardActivity.id, balanceCents: Number(giftCardActivity.giftCardBalanceMoney?.amount ?? 0) };
    } catch (error) {
      // Square holds it DEACTIVATED (voided here, or an earlier attempt whose answer was lost): nothing more to mirror.
      const { giftCard } = await this.ask(() => client.giftCards.get({ id: body.squareGiftCardId }));
      if (giftCard?.state !== 'DEACTIVATED') throw error;
      return { squareActivityId: null, balanceCents: Number(giftCard.balanceMoney?.amount ?? 0) };
    }
  }

  /** ACTIVATE once: a card Square already holds ACTIVE (an earlier attempt whose answer was lost) needs nothing more. */
  private async activate(
    client: SquareClient,
    { giftCardId, locationId, currency }: { giftCardId: string; locationId: string; currency: Square.Currency },
    body: GiftCardRegistration,
  ): Promise<void> {
    try {
      await this.ask(() =>
        client.giftCards.activities.create({
          idempotencyKey: registrationKey('activate', body),
          giftCardActivity: {
            type: 'ACTIVATE',
            locationId,
            giftCardId,
            activateActivityDetails: { amountMoney: { amount: BigInt(body.amountCents), currency }, buyerPaymentInstrumentIds: [`giftcard-vault-${body.cardId}`] },
          },
        }),
      );
    } catch (error) {
      const { giftCard } = await this.ask(() => client.giftCards.get({ id: giftCardId }));
      if (giftCard?.state !== 'ACTIVE') throw error;
    }
  }

  private async clientOf(credentials: SquareCredentialsCheck): Promise<SquareClient> {
    const environment = environmentOfApplicationId(credentials.applicationId);
    if (!environment) throw credentialErrors.applicationId();
    return this.square.liveClient(environment, credentials.sealedAccessToken, SQUARE_OPTIONS);
  }

  /** Square's refusal (4xx) is the business's to see; no answer, or a 5xx, is Square not reachable. */
  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const { SquareError } = await squareSdk();
      if (error instanceof SquareError && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        if (error.errors[0]?.code === 'INSUFFICIENT_FUNDS') throw balanceTooLow();
        throw squareRefused(error.errors[0]?.detail ?? error.message);
      }
      throw squareUnreachable();
    }
  }
}
