import type { FastifyReply } from 'fastify';
import type { PlatformConfig } from '@gv/platform';
import type { AdminSessionOpened, AdminSignedIn } from '@gv/proto';
import { setDeviceCookie, setSessionCookies } from '../auth/session-cookies.js';

/** A session opened (a sign-in, a registration, an accepted invitation): its cookies set, and what the web app reads. */
export function signedIn(opened: AdminSessionOpened, reply: FastifyReply, config: PlatformConfig): AdminSignedIn {
  const token = setSessionCookies(reply, config, opened.session);
  if (opened.deviceToken) setDeviceCookie(reply, config, 'admin', opened.deviceToken);
  return { success: opened.success, message: opened.message, token, user: opened.user, role: opened.role, locationIds: opened.locationIds };
}
