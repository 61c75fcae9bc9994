import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type ApplePass, type ApplePassRequest } from '@gv/proto';
import { GetApplePassHandler } from './get-apple-pass.handler.js';

@Controller()
export class GetApplePassRpc {
  constructor(private readonly handler: GetApplePassHandler) {}

  @RpcHandler(WalletRpc.applePass)
  applePass(body: ApplePassRequest): Promise<ApplePass> {
    return this.handler.execute(body);
  }
}
