import { DomainError } from '@gv/platform/errors';
import type { BusinessScope } from '@gv/proto';

/** The business comes from the admin's session via the gateway; a call without one is a wiring bug, not user input. */
export function businessOf(request: BusinessScope | undefined): string {
  const slug = request?.businessSlug;
  if (typeof slug !== 'string' || slug.trim() === '') throw new DomainError('AUTH.REQUIRED', 'Please sign in to continue');
  return slug;
}
