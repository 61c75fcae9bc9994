import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type PassLinksRequest, type WalletLinks } from '@gv/proto';
import { GetPassLinksHandler } from './get-pass-links.handler.js';

@Controller()
export class GetPassLinksRpc {
  constructor(private readonly handler: GetPassLinksHandler) {}

  @RpcHandler(WalletRpc.passLinks)
  passLinks(body: PassLinksRequest): Promise<WalletLinks> {
    return this.handler.execute(body);
  }
}
