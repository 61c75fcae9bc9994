import { Inject, Injectable } from '@nestjs/common';
import { DomainError, RemoteError, RPC, type RpcClient } from '@gv/platform';
import { OrdersRpc } from '@gv/proto';

/** The spec's Settings failure, with the reason after it. */
export function settingsRefused(reason: string, field?: string, status = 400): DomainError {
  const message = `Failed to save settings: ${reason}`;
  return new DomainError('SETTINGS.SQUARE_NOT_CONFIRMED', message, status, field ? { [field]: message } : undefined);
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
      throw settingsRefused(error.body.message, Object.keys(error.body.fields ?? {})[0], error.body.status);
    }
  }
}
