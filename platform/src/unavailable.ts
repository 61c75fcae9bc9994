import { RemoteError } from './errors.js';

/** What a caller is told when an engine or a service is briefly out of reach: try again (HTTP 503). */
export const UNAVAILABLE = { code: 'UNAVAILABLE', message: 'The service is briefly unavailable. Please try again.' } as const;

/** A request-reply call that no service replica answered: none listening, none in time, or the connection gone. */
export class ServiceUnavailableError extends Error {}

/**
 * Connection failures of sockets (PostgreSQL, Redis, NATS) and PostgreSQL's own: SQLSTATE class 08, a server shutting
 * down or starting (57P01–57P03), and a server at its max_connections (53300).
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN', '57P01', '57P02', '57P03', '53300']);
/** What node-postgres, ioredis and the NATS client say when their connection is gone or cannot be made. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection is closed|max retries per request|Stream isn't writeable|CONNECTION_CLOSED|CONNECTION_DRAINING|Client was closed/i;

/**
 * The failure came from an engine or a service being out of reach (restarting, failing over), not from the request:
 * the same request can succeed a moment later. Follows `cause` (Drizzle wraps the driver's error) and AggregateError.
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof ServiceUnavailableError) return true;
  // Another service's answer that it could not reach its engine, passed on by the service that called it.
  if (error instanceof RemoteError && error.body.code === UNAVAILABLE.code) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (UNREACHABLE_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((each) => isUnavailable(each, depth + 1))) return true;
  return isUnavailable(error.cause, depth + 1);
}
