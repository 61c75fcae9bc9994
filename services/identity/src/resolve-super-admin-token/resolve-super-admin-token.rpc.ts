import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type SuperAdminPrincipal, type SuperAdminTokenRequest } from '@gv/proto';
import { ResolveSuperAdminTokenHandler } from './resolve-super-admin-token.handler.js';

@Controller()
export class ResolveSuperAdminTokenRpc {
  constructor(private readonly handler: ResolveSuperAdminTokenHandler) {}

  @RpcHandler(IdentityRpc.resolveSuperAdminToken)
  resolve(body: SuperAdminTokenRequest): Promise<SuperAdminPrincipal | null> {
    return this.handler.execute(body);
  }
}
