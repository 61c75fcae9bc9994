import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Square, SquareClient } from 'square';
import { CONFIG, KeptPaymentCredentials, NotFoundError, RemoteError, RPC, loadKeyRing, openSecret, squareApiUrl, type KeyRing, type PlatformConfig, type RpcClient } from '@gv/platform';
import { ACCOUNT_MESSAGES, DEFAULT_CURRENCY, IdentityRpc, isNotFoundCode, type PaymentCredentials, type PaymentMode } from '@gv/proto';
import type { OrderRow } from '../db/schema.js';
import { paymentsNotConfigured } from '../domain/order-errors.js';
import { paymentModeOf } from '../domain/payment-mode.js';
import { squareSdk } from './square-sdk.js';
import { squareFetch } from './square-fetch.js';
import { observedFetch } from './observed-fetch.js';
import { factsFromSdk, outcomeOfError, outcomeOfPayment, type SquareOutcome } from '../domain/square-payment.js';
import { outcomeOfRefund, outcomeOfRefundError, type RefundOutcome } from '../domain/square-refund.js';
import { disputeFromSdk, outcomeOfDisputeError, type DisputeOutcome } from '../domain/square-dispute.js';

/**
 * Per attempt, and one retry (the SDK retries 408, 429 and 5xx): an answer, or its absence, mostly within the
 * request-reply timeout (10 s) that the gateway waits for. A lost answer is settled by sending the same request again.
 */
const SQUARE_TIMEOUT_SECONDS = 6;
const SQUARE_MAX_RETRIES = 1;

/** A call of Square's Refunds API, answering with the refund it made or found. */
type RefundCall = (client: SquareClient) => Promise<{ refund?: Square.PaymentRefund }>;

/**
 * The Square account of a business: its own credentials (the access token is opened here, in the orders process,
 * and nowhere else), or, for a business without them, test mode against the Square emulator, where each business
 * is a merchant of its own.
 */
@Injectable()
export class SquarePayments implements OnModuleDestroy {
  /** Every key a stored secret may be sealed under during a key rotation. */
  private readonly secretsKeys: KeyRing;
  private readonly kept: KeptPaymentCredentials;

  constructor(
    @Inject(CONFIG) private readonly config: PlatformConfig,
    @Inject(RPC) private readonly rpc: RpcClient,
  ) {
    this.secretsKeys = loadKeyRing(config, 'secrets-at-rest');
    this.kept = new KeptPaymentCredentials(rpc, 'orders');
  }

  onModuleDestroy(): void {
    this.kept.close();
  }

  /** The business's credentials as identity has them now: what a checkout, a refund or a reconciliation uses. */
  credentials(businessSlug: string): Promise<PaymentCredentials> {
    return this.asked(() => this.rpc.call(IdentityRpc.paymentCredentials, { businessSlug }));
  }

  /** The business's credentials as kept until it changes (KeptPaymentCredentials): what Square's notifications are verified with. */
  keptCredentials(businessSlug: string): Promise<PaymentCredentials> {
    return this.asked(() => this.kept.of(businessSlug));
  }

  private async asked(credentials: () => Promise<PaymentCredentials>): Promise<PaymentCredentials> {
    try {
      return await credentials();
    } catch (error) {
      if (error instanceof RemoteError && isNotFoundCode(error.body.code)) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound, 'BUSINESS.NOT_FOUND');
      throw error;
    }
  }

  /** The mode a checkout of this business is charged in; throws when it would be test mode and this process has no emulator. */
  modeOf(credentials: PaymentCredentials): PaymentMode {
    const mode = paymentModeOf(credentials);
    if (mode === 'test' && !this.config.SQUARE_EMULATOR_URL) throw paymentsNotConfigured();
    return mode;
  }

  /** The webhook signature key of the business, opened; undefined when it has none. */
  webhookSignatureKey(credentials: PaymentCredentials): string | undefined {
    return credentials.sealedWebhookSignatureKey ? openSecret(this.secretsKeys, credentials.sealedWebhookSignatureKey) : undefined;
  }

  /** The signature key of the platform's gift card event subscription for the business (the owner's switch), opened. */
  giftCardSignatureKey(credentials: PaymentCredentials): string | undefined {
    return credentials.sealedGiftCardSignatureKey ? openSecret(this.secretsKeys, credentials.sealedGiftCardSignatureKey) : undefined;
  }

  /** CreatePayment for the order, exactly as stored: sending it again with its key answers the same payment. */
  async create(order: OrderRow, credentials: PaymentCredentials): Promise<SquareOutcome> {
    const client = await this.client(order, credentials);
    return this.ask(() => client.payments.create(createPaymentBody(order)));
  }

  /** What Square knows of the order's payment: GET by id when known, else the identical CreatePayment again. */
  async lookUp(order: OrderRow): Promise<SquareOutcome> {
    const credentials = await this.credentials(order.businessSlug);
    return order.squarePaymentId ? this.describe(order, credentials, order.squarePaymentId) : this.create(order, credentials);
  }

  /** GetPayment with the credentials the order was charged with: Square's own description of a payment. */
  async describe(order: OrderRow, credentials: PaymentCredentials, paymentId: string): Promise<SquareOutcome> {
    const client = await this.client(order, credentials);
    return this.ask(() => client.payments.get({ paymentId }));
  }

  /**
   * RefundPayment of the order's payment with the credentials and in the mode it was charged in (a test-mode order
   * is refunded at the emulator). `body` must be built from the stored refund alone (refundPaymentBody): sent again
   * with its key, Square answers the refund it made.
   */
  refund(order: OrderRow, credentials: PaymentCredentials, body: Square.RefundPaymentRequest): Promise<RefundOutcome> {
    return this.askRefund(order, credentials, (client) => client.refunds.refundPayment(body));
  }

  /** GetPaymentRefund with the credentials the order was charged with: where a refund Square took now stands. */
  refundStatus(order: OrderRow, credentials: PaymentCredentials, squareRefundId: string): Promise<RefundOutcome> {
    return this.askRefund(order, credentials, (client) => client.refunds.get({ refundId: squareRefundId }));
  }

  /** A refunds call with the credentials the order was charged with, as the outcome of the refund it answers with. */
  private async askRefund(order: OrderRow, credentials: PaymentCredentials, call: RefundCall): Promise<RefundOutcome> {
    const client = await this.client(order, credentials);
    try {
      const { refund } = await call(client);
      return refund ? outcomeOfRefund(refund) : { kind: 'unknown', reason: 'an answer without a refund' };
    } catch (error) {
      if (error instanceof (await squareSdk()).SquareError) return outcomeOfRefundError(error);
      return { kind: 'unknown', reason: (error as Error).message };
    }
  }

  /**
   * RetrieveDispute with the credentials the order was charged with: Square's own description of a dispute (a signed
   * notification only says which dispute to ask about).
   */
  async dispute(order: OrderRow, credentials: PaymentCredentials, disputeId: string): Promise<DisputeOutcome> {
    const client = await this.client(order, credentials);
    try {
      const { dispute } = await client.disputes.get({ disputeId });
      const facts = dispute && disputeFromSdk(dispute);
      return facts ? { kind: 'dispute', dispute: facts } : { kind: 'unknown', reason: 'an answer without a dispute' };
    } catch (error) {
      if (error instanceof (await squareSdk()).SquareError) return outcomeOfDisputeError(error);
      return { kind: 'unknown', reason: (error as Error).message };
    }
  }

  /** CompletePayment of an authorized payment: Square takes the money. */
  async complete(order: OrderRow, credentials: PaymentCredentials, paymentId: string): Promise<SquareOutcome> {
    const client = await this.client(order, credentials);
    return this.ask(() => client.payments.complete({ paymentId }));
  }

  /** CancelPayment of an authorized payment: the hold on the card is released, nothing is taken. */
  async cancel(order: OrderRow, credentials: PaymentCredentials, paymentId: string): Promise<SquareOutcome> {
    const client = await this.client(order, credentials);
    return this.ask(() => client.payments.cancel({ paymentId }));
  }

  /** Only the call itself is asked: a failure to build the client (no emulator, a token that does not open) is not an unknown outcome. */
  private async ask(call: () => Promise<{ payment?: Square.Payment }>): Promise<SquareOutcome> {
    try {
      const { payment } = await call();
      return payment ? outcomeOfPayment(factsFromSdk(payment)) : { kind: 'unknown', reason: 'an answer without a payment' };
    } catch (error) {
      if (error instanceof (await squareSdk()).SquareError) return outcomeOfError(error);
      return { kind: 'unknown', reason: (error as Error).message };
    }
  }

  /** The order is charged in the mode it was placed in, even if the business's settings changed since. */
  private async client(order: OrderRow, credentials: PaymentCredentials): Promise<SquareClient> {
    const options = { timeoutInSeconds: SQUARE_TIMEOUT_SECONDS, maxRetries: SQUARE_MAX_RETRIES, fetch: observedFetch(squareFetch) };
    if (order.paymentMode === 'test') {
      if (!this.config.SQUARE_EMULATOR_URL) throw paymentsNotConfigured();
      const { SquareClient } = await squareSdk();
      return new SquareClient({ ...options, token: testModeToken(order), baseUrl: this.config.SQUARE_EMULATOR_URL });
    }
    if (!credentials.sealedAccessToken) throw paymentsNotConfigured();
    return this.liveClient(order.paymentMode, credentials.sealedAccessToken, options);
  }

  /** A client of the business's own Square account: Square's hosts, or SQUARE_API_URL (test and staging only). */
  async liveClient(mode: Exclude<PaymentMode, 'test'>, sealedAccessToken: string, options: Omit<SquareClient.Options, 'token'> = {}): Promise<SquareClient> {
    const token = openSecret(this.secretsKeys, sealedAccessToken);
    const { SquareClient, SquareEnvironment } = await squareSdk();
    options = { ...options, fetch: options.fetch ?? observedFetch(fetch) };
    const baseUrl = squareApiUrl(this.config);
    if (baseUrl) return new SquareClient({ ...options, token, baseUrl });
    return new SquareClient({ ...options, token, environment: mode === 'sandbox' ? SquareEnvironment.Sandbox : SquareEnvironment.Production });
  }
}

/**
 * The business's merchant at the emulator: one per currency, its main location taking that currency (the emulator's
 * `:<currency>` token suffix); a US dollar business's keeps the token it always had, and with it its payments.
 */
function testModeToken(order: Pick<OrderRow, 'businessSlug' | 'currency'>): string {
  return order.currency === DEFAULT_CURRENCY ? `test-mode:${order.businessSlug}` : `test-mode:${order.businessSlug}:${order.currency}`;
}

/**
 * Built from the stored order alone, so a re-sent request is identical (Square answers IDEMPOTENCY_KEY_REUSED
 * otherwise). A checkout's payment is only authorized (decision 0096); an order placed before that was not.
 */
export function createPaymentBody(order: OrderRow): Square.CreatePaymentRequest {
  return {
    sourceId: order.sourceId,
    idempotencyKey: order.idempotencyKey,
    amountMoney: { amount: BigInt(order.priceCents), currency: order.currency as Square.Currency },
    ...(order.capture === null ? {} : { autocomplete: false }),
    ...(order.squareLocationId ? { locationId: order.squareLocationId } : {}),
    referenceId: order.id,
    buyerEmailAddress: order.buyerEmail,
    note: `Gift card: ${order.giftCardName}`.slice(0, 500),
  };
}
