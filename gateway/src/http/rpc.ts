import { Inject, Injectable } from '@nestjs/common';
import { RPC, type RpcClient } from '@gv/platform';

/** The gateway's handle on the services' request-reply patterns. */
@Injectable()
export class Services {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  call<T>(pattern: string, body: unknown = {}): Promise<T> {
    return this.rpc.send<T>(pattern, body);
  }
}
