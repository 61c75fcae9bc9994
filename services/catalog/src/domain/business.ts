import { DomainError } from '@gv/platform/errors';

/** The admin's business comes from the gateway (the session); a call without one is a wiring bug, not user input. */
export function requireBusinessSlug(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new DomainError('AUTH.REQUIRED', 'Please sign in to continue');
  return value;
}
