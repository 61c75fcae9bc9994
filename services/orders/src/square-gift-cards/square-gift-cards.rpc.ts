import { createHash, randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import type { SquareClient } from 'square';
import { CONFIG, DomainError, linkBase, loadKeyRing, RpcHandler, sealSecret, type PlatformConfig } from '@gv/platform';
import {
  OrdersRpc,
  type Acknowledged,
  type GiftCardEventsSubscribe,
  type GiftCardEventsSubscribed,
  type GiftCardEventsUnsubscribe,
  type GiftCardRegistered,
  type GiftCardRegistration,
  type SquareCredentialsCheck,
  type SquareRedeemed,
  type SquareRedemption,
} from '@gv/proto';
import { ORDER_CURRENCY } from '../domain/payment-contradictions.js';
import { paymentModeOf } from '../domain/payment-mode.js';
import { credentialErrors, environmentOfApplicationId } from '../domain/square-credentials.js';
import { SquarePayments } from '../square/square-payments.js';
import { squareSdk } from '../square/square-sdk.js';

/** The events a terminal redemption and a card's changes at Square come by. */
const GIFT_CARD_EVENT_TYPES = ['gift_card.activity.created', 'gift_card.activity.updated', 'gift_card.updated'];

const SQUARE_OPTIONS = { timeoutInSeconds: 6, maxRetries: 1 };

const squareUnreachable = () => new DomainError('SQUARE.UNREACHABLE', "Square can't be reached; try again in a moment");
const balanceTooLow = () => new DomainError('SQUARE.BALANCE_TOO_LOW', 'Square says the card does not hold this amount; nothing was redeemed.');
const squareRefused = (reason: string) => new DomainError('SQUARE.REFUSED', `Square refused: ${reason}`);

/**
 * The business's Square Point of Sale: the platform's subscription to its gift card events (the owner's switch), the
 * registration of an issued card there (CreateGiftCard with the card's own GAN, then ACTIVATE), and the counter's
 * redemptions of a registered card, asked of Square first.
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
    const credentials = await this.square.credentials(body.businessSlug);
    const mode = paymentModeOf(credentials);
    if (mode === 'test') throw squareRefused('the business is not live with Square.');
    const client = await this.square.liveClient(mode, credentials.sealedAccessToken!, SQUARE_OPTIONS);
    const locationId = credentials.locationId;
    const { giftCard } = await this.ask(() =>
      client.giftCards.create({
        idempotencyKey: `card-${body.cardId}`,
        locationId,
        giftCard: { type: 'DIGITAL', ganSource: 'OTHER', gan: body.gan },
      }),
    );
    if (!giftCard?.id) throw squareUnreachable();
    if (giftCard.state === 'PENDING') await this.activate(client, giftCard.id, locationId, body);
    return { squareGiftCardId: giftCard.id };
  }

  @RpcHandler(OrdersRpc.redeemAtSquare)
  async redeem(body: SquareRedemption): Promise<SquareRedeemed> {
    const client = await this.clientOf(body);
    const { giftCardActivity } = await this.ask(() =>
      client.giftCards.activities.create({
        // Square takes keys of up to 128 characters: a redemption's own key may be longer.
        idempotencyKey: `redeem-${createHash('sha256').update(body.idempotencyKey).digest('hex')}`,
        giftCardActivity: {
          type: 'REDEEM',
          locationId: body.locationId,
          giftCardId: body.squareGiftCardId,
          redeemActivityDetails: { amountMoney: { amount: BigInt(body.amountCents), currency: ORDER_CURRENCY } },
        },
      }),
    );
    if (!giftCardActivity?.id || giftCardActivity.redeemActivityDetails?.status !== 'COMPLETED') throw squareUnreachable();
    return { squareActivityId: giftCardActivity.id };
  }

  /** ACTIVATE once: a card Square already holds ACTIVE (an earlier attempt whose answer was lost) needs nothing more. */
  private async activate(client: SquareClient, giftCardId: string, locationId: string, body: GiftCardRegistration): Promise<void> {
    try {
      await this.ask(() =>
        client.giftCards.activities.create({
          idempotencyKey: `activate-${body.cardId}`,
          giftCardActivity: {
            type: 'ACTIVATE',
            locationId,
            giftCardId,
            activateActivityDetails: { amountMoney: { amount: BigInt(body.amountCents), currency: ORDER_CURRENCY }, buyerPaymentInstrumentIds: [`giftcard-vault-${body.cardId}`] },
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
