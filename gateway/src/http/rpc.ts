import { Inject, Injectable } from '@nestjs/common';
import { RPC, type RpcClient } from '@gv/platform';
import type { NoticeMap, NoticeSubject, RpcBodyArgs, RpcPattern, RpcResponseOf } from '@gv/proto';

/** The gateway's handle on the services' request-reply patterns and notices, typed by proto's RpcMap and NoticeMap. */
@Injectable()
export class Services {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  call<P extends RpcPattern>(pattern: P, ...body: RpcBodyArgs<P>): Promise<RpcResponseOf<P>> {
    return this.rpc.call(pattern, ...body);
  }

  /** `listener` hears each notice a service publishes on `subject` from now on, until the returned function is called. */
  onNotice<S extends NoticeSubject>(subject: S, listener: (body: NoticeMap[S]) => void): () => void {
    return this.rpc.onNotice(subject, listener);
  }
}
