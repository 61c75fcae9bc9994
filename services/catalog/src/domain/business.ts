import { DomainError } from '@gv/platform/errors';
import { REQUEST_MESSAGES } from '@gv/proto';

/** The admin's business comes from the gateway (the session); a call without one is a wiring bug, not user input. */
export function requireBusinessSlug(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new DomainError('AUTH.REQUIRED', REQUEST_MESSAGES.signIn);
  return value;
}
