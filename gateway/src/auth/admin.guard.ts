import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@gv/platform';
import { CSRF_COOKIE, CSRF_HEADER, Rpc, SESSION_COOKIE, type AdminPrincipal } from '@gv/proto';
import { Services } from '../http/rpc.js';

export type AdminRequest = FastifyRequest & { admin?: AdminPrincipal };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Admin calls ride on the session cookie. The admin's business comes from the
 * session, never from the request, so `businessSlug` sent by a client is ignored.
 * Writes must echo the CSRF cookie in the X-CSRF-Token header (double submit).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly services: Services) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const sessionId = request.cookies?.[SESSION_COOKIE];
    if (!sessionId) throw new DomainError('AUTH.REQUIRED', 'Please sign in to continue', 401);
    if (!SAFE_METHODS.has(request.method)) assertCsrf(request);
    const admin = await this.services.call(Rpc.identity.resolveSession, { sessionId });
    if (!admin) throw new DomainError('AUTH.SESSION_EXPIRED', 'Your session has expired. Please sign in again.', 401);
    request.admin = admin;
    return true;
  }
}

export function assertCsrf(request: FastifyRequest): void {
  const cookie = request.cookies?.[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || header !== cookie) {
    throw new DomainError('AUTH.CSRF', 'Your session could not be verified. Please reload the page and try again.', 403);
  }
}
