import { Inject, Injectable } from '@nestjs/common';
import { DomainError, RemoteError, RPC, type RpcClient } from '@gv/platform';
import {
  OrdersRpc,
  type GiftCardEventsSubscribe,
  type GiftCardEventsSubscribed,
  type GiftCardEventsUnsubscribe,
  type RpcBodyArgs,
  type RpcResponseOf,
  type SquareCredentialsCheck,
  type SquareCredentialsVerified,
} from '@gv/proto';

/** The spec's Settings failure, with the reason after it. */
export function settingsRefused(reason: string, field?: string, code = 'SETTINGS.SQUARE_NOT_CONFIRMED'): DomainError {
  const message = `Failed to save settings: ${reason}`;
  return new DomainError(code, message, field ? { [field]: message } : undefined);
}

/** Saving Square credentials asks Square (through orders, the one service that calls it) before anything is stored. */
@Injectable()
export class SquareVerification {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  /** Square's answer names the location's currency: orders refuses one other than the business's once it sold a live card. */
  verify(credentials: SquareCredentialsCheck): Promise<SquareCredentialsVerified> {
    return this.ask(OrdersRpc.verifySquareCredentials, credentials);
  }

  /** The owner turned on "Cards work at my Square Point of Sale": the platform's subscription to the business's gift card events. */
  subscribeGiftCardEvents(request: GiftCardEventsSubscribe): Promise<GiftCardEventsSubscribed> {
    return this.ask(OrdersRpc.subscribeGiftCardEvents, request);
  }

  async unsubscribeGiftCardEvents(request: GiftCardEventsUnsubscribe): Promise<void> {
    await this.ask(OrdersRpc.unsubscribeGiftCardEvents, request);
  }

  private async ask<P extends SquarePattern>(pattern: P, body: RpcBodyArgs<P>[0]): Promise<RpcResponseOf<P>> {
    try {
      return await this.rpc.call(pattern, ...([body] as RpcBodyArgs<P>));
    } catch (error) {
      if (!(error instanceof RemoteError)) throw error;
      // Square not answering is not the business's mistake: it answers 502, a refusal 400 (gateway/src/http/error-statuses.ts).
      const code = error.body.code === 'SQUARE.UNREACHABLE' ? 'SETTINGS.SQUARE_UNREACHABLE' : undefined;
      throw settingsRefused(error.body.message, Object.keys(error.body.fields ?? {})[0], code);
    }
  }
}

type SquarePattern = typeof OrdersRpc.verifySquareCredentials | typeof OrdersRpc.subscribeGiftCardEvents | typeof OrdersRpc.unsubscribeGiftCardEvents;
