import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type PlatformConfig } from '@gv/platform';
import { REQUEST_MESSAGES, CSRF_COOKIE, CSRF_HEADER, KNOWN_DEVICE_COOKIE, SESSION_COOKIE, type AccountRealm } from '@gv/proto';

export interface OpenedSession {
  sessionId: string;
  maxAgeSeconds: number;
}

/**
 * The CSRF token of a session: an HMAC keyed by the session's secret id, so it
 * can only come from someone who was given it with that session, and a token
 * from another session (or a planted cookie) never matches.
 */
export function csrfTokenFor(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('gv-csrf').digest('base64url');
}

function isCsrfTokenOf(sessionSecret: string, presented: unknown): boolean {
  const expected = Buffer.from(csrfTokenFor(sessionSecret));
  const given = Buffer.from(typeof presented === 'string' ? presented : '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Refuses a cookie-authenticated request that a browser sent without the session's CSRF token, and any request whose
 * token belongs to another session. A browser marks every request it sends with `Sec-Fetch-Site` and every write with
 * `Origin`, and a forged request can only come from a browser; a client without either (a script, curl, a client
 * written from the spec, which says admin calls rely on the session cookie) carries no visitor's cookies, so it needs
 * no token (decision 0027).
 */
export function assertCsrfToken(sessionSecret: string, request: FastifyRequest): void {
  const presented = request.headers[CSRF_HEADER];
  if (presented === undefined && !sentByBrowser(request)) return;
  if (!isCsrfTokenOf(sessionSecret, presented)) {
    throw new DomainError('AUTH.CSRF', REQUEST_MESSAGES.sessionUnverified);
  }
}

const sentByBrowser = (request: FastifyRequest) => request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;

/** Cookies carry `Secure` whenever the platform is served over https. */
export function secureCookies(config: PlatformConfig): boolean {
  return config.PUBLIC_URL?.startsWith('https:') ?? false;
}

/**
 * Over https every cookie of ours carries the `__Host-` prefix: the browser then keeps it only when it is Secure,
 * host-only and on path /, so no sibling subdomain can plant or overwrite it. Only the prefixed name is read then.
 */
export function cookieName(config: PlatformConfig, name: string): string {
  return secureCookies(config) ? `__Host-${name}` : name;
}

/** The session id the request's session cookie carries. */
export function sessionIdOf(request: FastifyRequest, config: PlatformConfig): string | undefined {
  return request.cookies?.[cookieName(config, SESSION_COOKIE)];
}

/**
 * Sets a fresh session cookie (HttpOnly) and a CSRF cookie the SPA can read
 * and echo in X-CSRF-Token. Returns the CSRF value, which the login response
 * also gives as `token` (it grants nothing without the HttpOnly cookie).
 */
export function setSessionCookies(reply: FastifyReply, config: PlatformConfig, session: OpenedSession): string {
  const csrf = csrfTokenFor(session.sessionId);
  const common = { path: '/', sameSite: 'lax' as const, secure: secureCookies(config), maxAge: session.maxAgeSeconds };
  void reply.setCookie(cookieName(config, SESSION_COOKIE), session.sessionId, { ...common, httpOnly: true });
  void reply.setCookie(cookieName(config, CSRF_COOKIE), csrf, { ...common, httpOnly: false });
  return csrf;
}

export function clearSessionCookies(reply: FastifyReply, config: PlatformConfig): void {
  const secure = secureCookies(config);
  void reply.clearCookie(cookieName(config, SESSION_COOKIE), { path: '/', secure });
  void reply.clearCookie(cookieName(config, CSRF_COOKIE), { path: '/', secure });
}

/** The browser's known-device token for the realm's accounts (see KNOWN_DEVICE_COOKIE), kept about a year. */
export function setDeviceCookie(reply: FastifyReply, config: PlatformConfig, realm: AccountRealm, deviceToken: string): void {
  void reply.setCookie(cookieName(config, KNOWN_DEVICE_COOKIE[realm]), deviceToken, {
    path: '/',
    sameSite: 'strict',
    secure: secureCookies(config),
    httpOnly: true,
    maxAge: 400 * 86400,
  });
}

export function deviceTokenOf(request: FastifyRequest, config: PlatformConfig, realm: AccountRealm): string | undefined {
  return request.cookies?.[cookieName(config, KNOWN_DEVICE_COOKIE[realm])];
}
