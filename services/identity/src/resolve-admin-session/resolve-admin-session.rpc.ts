import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type AdminPrincipal, type SessionRequest } from '@gv/proto';
import { ResolveAdminSessionHandler } from './resolve-admin-session.handler.js';

@Controller()
export class ResolveAdminSessionRpc {
  constructor(private readonly handler: ResolveAdminSessionHandler) {}

  @RpcHandler(IdentityRpc.resolveSession)
  resolve(body: SessionRequest): Promise<AdminPrincipal | null> {
    return this.handler.execute(body);
  }
}
