import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@gv/platform';
import { REQUEST_MESSAGES } from '@gv/proto';

/** A NUL character percent-encoded (Node's HTTP parser refuses a raw one in the request line). */
const NUL_IN_URL = /%00/i;

/**
 * No text anyone types holds a NUL character, and PostgreSQL cannot store one: a request that carries it in its
 * path, query or JSON body is refused with a 400 before any use case runs (multipart fields: see readMultipart).
 */
@Injectable()
export class NoNulGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    this.check(context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }

  /** Refuses a request carrying a NUL (HTTP.NUL_CHARACTER): the check canActivate and the fast path (fast-path.ts) run. */
  check(request: FastifyRequest): void {
    if (NUL_IN_URL.test(request.url) || holdsNul(request.body)) throw nulRefused();
  }
}

export const nulRefused = () => new DomainError('HTTP.NUL_CHARACTER', REQUEST_MESSAGES.characterNotAllowed);

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, field]) => key.includes('\0') || holdsNul(field));
  return false;
}
