import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { CONFIG, DomainError, type PlatformConfig } from '@gv/platform';
import { REQUEST_MESSAGES, businessSuspendedMessage, TWO_STEP_MESSAGES, type AdminPrincipal, type BusinessStatus } from '@gv/proto';
import { SessionCache } from './session-cache.js';
import { assertCsrfToken, sessionIdOf } from './session-cookies.js';

export type AdminRequest = FastifyRequest & { admin?: AdminPrincipal };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FROZEN_WHILE_SUSPENDED = 'gv:frozen-while-suspended';
const OPEN_BEFORE_TWO_STEP = 'gv:open-before-two-step';

/**
 * An admin call that moves money or changes how the business sells: while the super admin has suspended the business
 * (decision 0052), AdminGuard answers it 409 "<Name> is suspended: contact support." Reading and exports go on, and
 * so do Square's webhooks (they settle what Square did).
 */
export const FrozenWhileSuspended = () => SetMetadata(FROZEN_WHILE_SUSPENDED, true);

/** Refuses (409) a call marked FrozenWhileSuspended of a suspended business; the rest go on. */
export function refuseWhileSuspended(reflector: Reflector, context: ExecutionContext, business: { status?: BusinessStatus; name: string }): void {
  if (business.status === 'suspended' && reflector.getAllAndOverride<boolean>(FROZEN_WHILE_SUSPENDED, [context.getHandler(), context.getClass()])) {
    throw new DomainError('BUSINESS.SUSPENDED', businessSuspendedMessage(business.name));
  }
}

/**
 * An admin call an owner may make while the super admin requires two-step sign-in and the owner has not turned it on
 * (their profile and the two-step setup): AdminGuard answers every other call 403 AUTH.TWO_STEP_SETUP_REQUIRED.
 */
export const OpenBeforeTwoStep = () => SetMetadata(OPEN_BEFORE_TWO_STEP, true);

/**
 * Admin calls ride on the session cookie. The admin's business comes from the
 * session, never from the request, so `businessSlug` sent by a client is ignored.
 * Writes from a browser must send the session's CSRF token (readable in the
 * CSRF cookie) in the X-CSRF-Token header (see assertCsrfToken). A call marked FrozenWhileSuspended is refused
 * while the session's business is suspended; one not marked OpenBeforeTwoStep while the owner must set up two-step
 * sign-in first.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionCache, @Inject(CONFIG) private readonly config: PlatformConfig, private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const sessionId = sessionIdOf(request, this.config);
    if (!sessionId) throw new DomainError('AUTH.REQUIRED', REQUEST_MESSAGES.signIn);
    if (!SAFE_METHODS.has(request.method)) assertCsrfToken(sessionId, request);
    const admin = await this.sessions.resolve(sessionId);
    if (!admin) throw new DomainError('AUTH.SESSION_EXPIRED', REQUEST_MESSAGES.sessionExpired);
    if (admin.twoStepSetupRequired && !this.reflector.getAllAndOverride<boolean>(OPEN_BEFORE_TWO_STEP, [context.getHandler(), context.getClass()])) {
      throw new DomainError('AUTH.TWO_STEP_SETUP_REQUIRED', TWO_STEP_MESSAGES.setupRequired);
    }
    refuseWhileSuspended(this.reflector, context, { status: admin.businessStatus, name: admin.businessName ?? admin.businessSlug });
    request.admin = admin;
    return true;
  }
}
