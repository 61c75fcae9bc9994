import type { FastifyRequest } from 'fastify';
import type { PlatformConfig } from '@gv/platform';
import type { AccountRealm, Credentials, SignInCodeForm, SignInCodeRequest, SignInRequest, Unchecked } from '@gv/proto';
import { deviceTokenOf } from '../auth/session-cookies.js';

/** A login form's sign-in, for admins and the super admin alike: its email and password, with this browser's known-device token of the realm. */
export function passwordSignIn(
  realm: AccountRealm,
  body: Unchecked<Credentials> | undefined,
  request: FastifyRequest,
  config: PlatformConfig,
): SignInRequest {
  return { email: body?.email, password: body?.password, ip: request.ip, deviceToken: deviceTokenOf(request, config, realm) };
}

/** A sign-in's second step (two-step sign-in on): the login's challenge and a code. */
export function codeSignIn(realm: AccountRealm, body: Unchecked<SignInCodeForm> | undefined, request: FastifyRequest): SignInCodeRequest {
  return { realm, challenge: body?.challenge, code: body?.code, ip: request.ip };
}
