import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type BusinessAccount, type BusinessAccountRequest } from '@gv/proto';
import { GetBusinessAccountHandler } from './get-business-account.handler.js';

@Controller()
export class GetBusinessAccountRpc {
  constructor(private readonly handler: GetBusinessAccountHandler) {}

  @RpcHandler(IdentityRpc.businessAccount)
  get(body: BusinessAccountRequest): Promise<BusinessAccount> {
    return this.handler.execute(body);
  }
}
