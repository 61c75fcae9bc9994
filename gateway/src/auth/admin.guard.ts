import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CONFIG, DomainError, type PlatformConfig } from '@gv/platform';
import type { AdminPrincipal } from '@gv/proto';
import { SessionCache } from './session-cache.js';
import { assertCsrfToken, sessionIdOf } from './session-cookies.js';

export type AdminRequest = FastifyRequest & { admin?: AdminPrincipal };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Admin calls ride on the session cookie. The admin's business comes from the
 * session, never from the request, so `businessSlug` sent by a client is ignored.
 * Writes from a browser must send the session's CSRF token (readable in the
 * CSRF cookie) in the X-CSRF-Token header (see assertCsrfToken).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionCache,
    @Inject(CONFIG) private readonly config: PlatformConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const sessionId = sessionIdOf(request, this.config);
    if (!sessionId) throw new DomainError('AUTH.REQUIRED', 'Please sign in to continue');
    if (!SAFE_METHODS.has(request.method)) assertCsrfToken(sessionId, request);
    const admin = await this.sessions.resolve(sessionId);
    if (!admin) throw new DomainError('AUTH.SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
    request.admin = admin;
    return true;
  }
}
