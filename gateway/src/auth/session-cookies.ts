import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { PlatformConfig } from '@gv/platform';
import { CSRF_COOKIE, SESSION_COOKIE } from '@gv/proto';

export interface OpenedSession {
  sessionId: string;
  maxAgeSeconds: number;
}

/**
 * Sets a fresh session cookie (HttpOnly) and a CSRF cookie the SPA can read
 * and echo in X-CSRF-Token. Returns the CSRF value, which the login response
 * also gives as `token` (it grants nothing without the HttpOnly cookie).
 */
export function setSessionCookies(reply: FastifyReply, config: PlatformConfig, session: OpenedSession): string {
  const csrf = randomBytes(24).toString('base64url');
  const secure = config.NODE_ENV === 'production';
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: session.maxAgeSeconds };
  void reply.setCookie(SESSION_COOKIE, session.sessionId, { ...common, httpOnly: true });
  void reply.setCookie(CSRF_COOKIE, csrf, { ...common, httpOnly: false });
  return csrf;
}

export function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  void reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
