import { Inject, Injectable } from '@nestjs/common';
import { DomainError, RemoteError, RPC, type RpcClient } from '@gv/platform';
import { OrdersRpc } from '@gv/proto';

/** The spec's Settings failure, with the reason after it. */
export function settingsRefused(reason: string, field?: string, code = 'SETTINGS.SQUARE_NOT_CONFIRMED'): DomainError {
  const message = `Failed to save settings: ${reason}`;
  return new DomainError(code, message, field ? { [field]: message } : undefined);
}

/** Saving Square credentials asks Square (through orders, the one service that calls it) before anything is stored. */
@Injectable()
export class SquareVerification {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  async verify(credentials: { applicationId: string; locationId: string; sealedAccessToken: string }): Promise<void> {
    try {
      await this.rpc.call(OrdersRpc.verifySquareCredentials, credentials);
    } catch (error) {
      if (!(error instanceof RemoteError)) throw error;
      // Square not answering is not the business's mistake: it answers 502, a refusal 400 (gateway/src/http/error-statuses.ts).
      const code = error.body.code === 'SQUARE.UNREACHABLE' ? 'SETTINGS.SQUARE_UNREACHABLE' : undefined;
      throw settingsRefused(error.body.message, Object.keys(error.body.fields ?? {})[0], code);
    }
  }
}
