import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Pong } from '@gv/proto';

/** Request-reply liveness without touching engines (also the benchmark's trivial query). */
@Controller()
export class PingRpc {
  @RpcHandler(IdentityRpc.ping)
  ping(): Pong {
    return { pong: true, service: 'identity' };
  }
}
