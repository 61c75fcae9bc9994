import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@gv/platform';
import { Rpc, type SuperAdminPrincipal } from '@gv/proto';
import { Services } from '../http/rpc.js';

export type SuperAdminRequest = FastifyRequest & { superAdmin?: SuperAdminPrincipal };

/** Super admin calls carry `Authorization: Bearer <token>` (not a cookie, so no CSRF exposure). */
@Injectable()
export class SuperAdminGuard implements CanActivate {
  constructor(private readonly services: Services) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SuperAdminRequest>();
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw new DomainError('AUTH.REQUIRED', 'Please sign in as super admin', 401);
    const principal = await this.services.call(Rpc.identity.resolveSuperAdminToken, { token: match[1] });
    if (!principal) throw new DomainError('AUTH.SESSION_EXPIRED', 'Your session has expired. Please sign in again.', 401);
    request.superAdmin = principal;
    return true;
  }
}
