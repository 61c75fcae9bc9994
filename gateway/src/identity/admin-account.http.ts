import { Body, HttpCode, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type AdminPrincipal, type AdminSessionOpened, type AdminSignedIn, type RegisterRequest, type SignInCodeForm, type TwoStepChallenge, type Unchecked } from '@gv/proto';
import { OpenBeforeTwoStep } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { SessionCache } from '../auth/session-cache.js';
import { assertCsrfToken, clearSessionCookies, sessionIdOf } from '../auth/session-cookies.js';
import { ApiController } from '../http/api-controller.js';
import { Services } from '../http/rpc.js';
import { signedIn } from './signed-in.js';
import { codeSignIn, passwordSignIn } from './sign-in-requests.js';
import { Route } from '../http/route.js';

/** Admin sign-in, self-registration with email OTP, the current admin, password changes. */
@ApiController('admin account')
export class AdminAccountHttp {
  constructor(private readonly services: Services, private readonly sessions: SessionCache, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route('POST /api/v1/admin/login', 'public')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in with email and password; sets the session cookie (rotated on every sign-in). With two-step sign-in on, answers `twoStepRequired` and a `challenge` instead, and no cookie: POST /api/v1/admin/login/verify-code completes it',
  })
  async login(@Body() body: { email?: string; password?: string }, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSignedIn | TwoStepChallenge> {
    const result = await this.services.call(IdentityRpc.signIn, passwordSignIn('admin', body, request, this.config));
    return 'twoStepRequired' in result ? result : this.signedIn(result, reply);
  }

  @Route('POST /api/v1/admin/login/verify-code', 'public')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign-in step 2 with two-step sign-in on: the login’s challenge and a 6-digit code of the authenticator app or a recovery code (each works once); sets the session cookie. 401 for a wrong code, 429 after 5 wrong codes of one challenge (sign in again) or 10 of the account in 15 minutes',
  })
  async verifyCode(@Body() body: Unchecked<SignInCodeForm> | undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSignedIn> {
    const result = await this.services.call(IdentityRpc.verifySignInCode, codeSignIn('admin', body, request));
    return this.signedIn(result, reply);
  }

  @Route('POST /api/v1/admin/send-otp', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: 'Registration step 1: email a 6-digit code (10 minutes, single use)' })
  sendOtp(@Body() body: { email?: string }, @Req() request: FastifyRequest) {
    return this.services.call(IdentityRpc.sendRegistrationOtp, { email: body?.email, ip: request.ip });
  }

  @Route('POST /api/v1/admin/verify-otp', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: 'Registration step 2: check the emailed code (5 wrong tries, then a new code is needed)' })
  verifyOtp(@Body() body: { email?: string; otp?: string }, @Req() request: FastifyRequest) {
    return this.services.call(IdentityRpc.verifyRegistrationOtp, { email: body?.email, otp: body?.otp, ip: request.ip });
  }

  @Route('PUT /api/v1/admin/register', 'public')
  @ApiOperation({
    summary:
      'Registration step 3: create the business and its admin, and sign in. currency (optional: the ISO 4217 code its cards are priced in, one of USD, CAD, GBP, EUR, AUD or JPY; left out or empty: USD; any case) becomes its Square location\'s once Square credentials are verified in Settings',
  })
  async register(@Body() body: RegisterRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.services.call(IdentityRpc.register, body ?? {});
    return this.signedIn(result, reply);
  }

  @Route('PUT /api/v1/admin/set-password', 'public')
  @ApiOperation({ summary: 'An invited admin chooses a password with the emailed one-time token' })
  async setPassword(@Body() body: { token?: string; password?: string }) {
    const done = await this.services.call(IdentityRpc.setPassword, { token: body?.token, password: body?.password });
    this.sessions.forgetAll();
    return done;
  }

  @Route('GET /api/v1/admin/logout', 'public')
  @ApiOperation({ summary: 'Revoke the session and delete its cookies (the spec’s call); from a browser it needs the X-CSRF-Token header, so no other site can sign anyone out' })
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.signOut(request, reply);
  }

  @Route('POST /api/v1/admin/logout', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: 'The same as GET logout, as a POST (what the web app uses)' })
  logoutPost(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.signOut(request, reply);
  }

  @Route('GET /api/v1/admin/me', 'clerk')
  @OpenBeforeTwoStep()
  @ApiOperation({ summary: 'The signed-in admin and their business settings (access token masked)' })
  me(@CurrentAdmin() admin: AdminPrincipal) {
    return this.services.call(IdentityRpc.currentAdmin, { admin });
  }

  @Route('PUT /api/v1/admin/change-password', 'clerk')
  @ApiOperation({ summary: 'Change password; signs out the admin’s other sessions' })
  async changePassword(@CurrentAdmin() admin: AdminPrincipal, @Body() body: { currentPassword?: string; newPassword?: string }, @Req() request: FastifyRequest) {
    const done = await this.services.call(IdentityRpc.changePassword, {
      admin,
      sessionId: sessionIdOf(request, this.config),
      currentPassword: body?.currentPassword,
      newPassword: body?.newPassword,
    });
    this.sessions.forgetAll();
    return done;
  }

  private async signOut(request: FastifyRequest, reply: FastifyReply): Promise<Acknowledged> {
    const sessionId = sessionIdOf(request, this.config);
    if (sessionId) {
      assertCsrfToken(sessionId, request);
      await this.services.call(IdentityRpc.signOut, { sessionId });
      this.sessions.forgetAll();
    }
    clearSessionCookies(reply, this.config);
    return { success: true, message: 'Signed out' };
  }

  private signedIn(result: AdminSessionOpened, reply: FastifyReply): AdminSignedIn {
    return signedIn(result, reply, this.config);
  }
}
