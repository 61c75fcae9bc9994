import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DomainError, KeptPaymentCredentials, RemoteError, RPC, type RpcClient } from '@gv/platform';
import { CARD_SERVICE_MESSAGES, OrdersRpc, type SquareCredentialsCheck } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';

/** The Square account a registered card is spent at: the business's credentials, still sealed. */
export type SquareAccount = SquareCredentialsCheck;

/**
 * A card registered at the business's Square Point of Sale is spent there first: Square holds its balance of record
 * (decision 0092). The counter's redemption becomes a REDEEM activity keyed by the redemption's own key, and the
 * ledger records it only once Square answered COMPLETED; Square refusing, or not answering, spends nothing here.
 */
@Injectable()
export class SquareFirst implements OnModuleDestroy {
  private readonly credentials: KeptPaymentCredentials;

  constructor(@Inject(RPC) private readonly rpc: RpcClient) {
    this.credentials = new KeptPaymentCredentials(rpc, 'redemption');
  }

  onModuleDestroy(): void {
    this.credentials.close();
  }

  /**
   * The account to ask, read before the redemption's transaction (asked inside it, the business's settings could
   * wait on that transaction) and kept until the business changes; undefined: the card is not registered.
   */
  async accountOf(card: IssuedCardRow | undefined): Promise<SquareAccount | undefined> {
    if (!card?.posSquareId) return undefined;
    const credentials = await this.ask(() => this.credentials.of(card.businessSlug));
    return { applicationId: credentials.applicationId, locationId: credentials.locationId, sealedAccessToken: credentials.sealedAccessToken ?? '' };
  }

  /** The card was registered at Square after the redemption read its account: asked again, it is spent there first. */
  static justRegistered(): DomainError {
    return new DomainError('SQUARE.UNREACHABLE', CARD_SERVICE_MESSAGES.squareJustStarted);
  }

  /** Square's activity for the redemption. */
  redeem(account: SquareAccount, card: IssuedCardRow & { posSquareId: string }, amountCents: number, idempotencyKey: string): Promise<string> {
    const request = { ...account, squareGiftCardId: card.posSquareId, amountCents, currency: card.currency, idempotencyKey };
    return this.ask(async () => (await this.rpc.call(OrdersRpc.redeemAtSquare, request)).squareActivityId);
  }

  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof RemoteError) throw new DomainError(error.body.code, error.body.message);
      throw error;
    }
  }
}
