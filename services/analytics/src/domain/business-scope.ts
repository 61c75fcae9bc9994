import { DomainError } from '@gv/platform/errors';
import type { BusinessScope } from '@gv/proto';
import { REQUEST_MESSAGES } from '@gv/proto';

/** The business comes from the admin's session via the gateway; a call without one is a wiring bug, not user input. */
export function businessOf(request: BusinessScope | undefined): string {
  const slug = request?.businessSlug;
  if (typeof slug !== 'string' || slug.trim() === '') throw new DomainError('AUTH.REQUIRED', REQUEST_MESSAGES.signIn);
  return slug;
}

/** The transactions the answer must reflect; anything that is not a transaction id is no such demand. */
export function mustSeeOf(request: BusinessScope | undefined): bigint[] {
  const mustSee = request?.mustSee;
  return Array.isArray(mustSee) ? mustSee.filter((xid) => typeof xid === 'string' && /^\d{1,19}$/.test(xid)).map(BigInt) : [];
}
