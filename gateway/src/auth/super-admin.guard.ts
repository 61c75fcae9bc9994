import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@gv/platform';
import { REQUEST_MESSAGES, IdentityRpc, type SuperAdminPrincipal } from '@gv/proto';
import { Services } from '../http/rpc.js';

export type SuperAdminRequest = FastifyRequest & { superAdmin?: SuperAdminPrincipal };

/**
 * Super admin calls carry the token the login answered as the spec's
 * `Authorization: Bearer <token>`, and nothing else: no cookie, so browsers
 * never attach it to a request another site makes, and no CSRF token is needed.
 */
@Injectable()
export class SuperAdminGuard implements CanActivate {
  constructor(private readonly services: Services) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SuperAdminRequest>();
    const token = bearerToken(request);
    if (!token) throw new DomainError('AUTH.REQUIRED', REQUEST_MESSAGES.signInSuperAdmin);
    const principal = await this.services.call(IdentityRpc.resolveSuperAdminToken, { token });
    if (!principal) throw new DomainError('AUTH.SESSION_EXPIRED', REQUEST_MESSAGES.sessionExpired);
    request.superAdmin = principal;
    return true;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}
