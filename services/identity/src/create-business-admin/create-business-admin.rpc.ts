import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type BusinessAdminCreated, type CreateBusinessAdminRequest } from '@gv/proto';
import { CreateBusinessAdminHandler } from './create-business-admin.handler.js';

@Controller()
export class CreateBusinessAdminRpc {
  constructor(private readonly handler: CreateBusinessAdminHandler) {}

  @RpcHandler(IdentityRpc.createBusinessAdmin)
  createAdmin(body: CreateBusinessAdminRequest): Promise<BusinessAdminCreated> {
    return this.handler.execute(body);
  }
}
