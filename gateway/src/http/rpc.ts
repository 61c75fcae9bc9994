import { Inject, Injectable } from '@nestjs/common';
import { RPC, type RpcClient } from '@gv/platform';
import type { RpcBodyArgs, RpcPattern, RpcResponseOf } from '@gv/proto';

/** The gateway's handle on the services' request-reply patterns, typed by proto's RpcMap. */
@Injectable()
export class Services {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  call<P extends RpcPattern>(pattern: P, ...body: RpcBodyArgs<P>): Promise<RpcResponseOf<P>> {
    return this.rpc.call(pattern, ...body);
  }
}
