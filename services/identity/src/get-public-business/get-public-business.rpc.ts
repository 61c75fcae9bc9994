import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type PublicBusinessAnswer, type PublicBusinessRequest } from '@gv/proto';
import { GetPublicBusinessHandler } from './get-public-business.handler.js';

@Controller()
export class GetPublicBusinessRpc {
  constructor(private readonly handler: GetPublicBusinessHandler) {}

  @RpcHandler(IdentityRpc.publicBusiness)
  get(body: PublicBusinessRequest): Promise<PublicBusinessAnswer> {
    return this.handler.execute(body);
  }
}
