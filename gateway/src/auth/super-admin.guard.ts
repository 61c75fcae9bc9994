import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@gv/platform';
import { Rpc, type SuperAdminPrincipal } from '@gv/proto';
import { Services } from '../http/rpc.js';
import { isCsrfTokenOf, SUPER_ADMIN_COOKIE } from './session-cookies.js';

export type SuperAdminRequest = FastifyRequest & { superAdmin?: SuperAdminPrincipal };

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Super admin calls carry the HttpOnly session cookie set at login and, as the
 * spec's `Authorization: Bearer <token>`, the token the login answered, which
 * is that session's CSRF token. Neither works without the other, so page
 * scripts never hold the session itself and another site cannot call.
 */
@Injectable()
export class SuperAdminGuard implements CanActivate {
  constructor(private readonly services: Services) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SuperAdminRequest>();
    const session = request.cookies?.[SUPER_ADMIN_COOKIE];
    const bearer = bearerToken(request);
    if (!bearer) throw new DomainError('AUTH.REQUIRED', 'Please sign in as super admin', 401);
    if (!session || !isCsrfTokenOf(session, bearer)) throw new DomainError('AUTH.SESSION_EXPIRED', SESSION_EXPIRED, 401);
    const principal = await this.services.call(Rpc.identity.resolveSuperAdminToken, { token: session });
    if (!principal) throw new DomainError('AUTH.SESSION_EXPIRED', SESSION_EXPIRED, 401);
    request.superAdmin = principal;
    return true;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}
