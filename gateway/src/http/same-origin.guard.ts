import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CONFIG, DomainError, type PlatformConfig } from '@gv/platform';
import { REQUEST_MESSAGES } from '@gv/proto';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send `Origin` with every write. A write whose Origin is another
 * site (or `null`) is refused before any use case runs, so no page elsewhere
 * can sign someone in, register or post with a visitor's cookies. Allowed:
 * the origin of PUBLIC_URL; without PUBLIC_URL, the host the request was sent
 * to (its Host header, which a page on another site cannot set). Requests
 * without Origin come from non-browser clients and carry no visitor's cookies.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly publicOrigin?: string;

  constructor(@Inject(CONFIG) config: PlatformConfig) {
    this.publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    this.check(context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }

  /** Refuses a write from another site (HTTP.CROSS_ORIGIN): the check canActivate and the fast path (fast-path.ts) run. */
  check(request: FastifyRequest): void {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined || this.allows(origin, request)) return;
    throw new DomainError('HTTP.CROSS_ORIGIN', REQUEST_MESSAGES.otherSite);
  }

  private allows(origin: string, request: FastifyRequest): boolean {
    if (this.publicOrigin) return origin === this.publicOrigin;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
}
