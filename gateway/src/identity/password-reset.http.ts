import { Body, HttpCode, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import { IdentityRpc, type AccountRealm, type Acknowledged, type ForgotPasswordForm, type ResetPasswordForm, type Unchecked } from '@gv/proto';
import { SessionCache } from '../auth/session-cache.js';
import { setDeviceCookie } from '../auth/session-cookies.js';
import { ApiController } from '../http/api-controller.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

const FORGOT = 'Email a one-time link (30 minutes) to reset the password; the same 200 answer whether or not the address has an account (429 for an address asking too often)';
const RESET =
  'Set a new password with the emailed link token: 200 once, 400 for a used, expired or unknown token; every session of the account ends, and this browser becomes a known device of the account';

/** "Forgot password?" for business admins (/api/v1/admin) and the super admin (/api/superadmin). */
@ApiController('password reset')
export class PasswordResetHttp {
  constructor(private readonly services: Services, private readonly sessions: SessionCache, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route('POST /api/v1/admin/forgot-password', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: FORGOT })
  adminForgot(@Body() body: Unchecked<ForgotPasswordForm> | undefined, @Req() request: FastifyRequest): Promise<Acknowledged> {
    return this.forgot('admin', body, request);
  }

  @Route('POST /api/v1/admin/reset-password', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: RESET })
  adminReset(@Body() body: Unchecked<ResetPasswordForm> | undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Acknowledged> {
    return this.reset('admin', body, request, reply);
  }

  @Route('POST /api/superadmin/forgot-password', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: FORGOT })
  superForgot(@Body() body: Unchecked<ForgotPasswordForm> | undefined, @Req() request: FastifyRequest): Promise<Acknowledged> {
    return this.forgot('super-admin', body, request);
  }

  @Route('POST /api/superadmin/reset-password', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: RESET })
  superReset(@Body() body: Unchecked<ResetPasswordForm> | undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Acknowledged> {
    return this.reset('super-admin', body, request, reply);
  }

  private forgot(realm: AccountRealm, body: Unchecked<ForgotPasswordForm> | undefined, request: FastifyRequest): Promise<Acknowledged> {
    return this.services.call(IdentityRpc.requestPasswordReset, { realm, email: body?.email, ip: request.ip });
  }

  private async reset(realm: AccountRealm, body: Unchecked<ResetPasswordForm> | undefined, request: FastifyRequest, reply: FastifyReply): Promise<Acknowledged> {
    const { deviceToken, ...done } = await this.services.call(IdentityRpc.resetPassword, { realm, token: body?.token, newPassword: body?.newPassword, ip: request.ip });
    this.sessions.forgetAll();
    setDeviceCookie(reply, this.config, realm, deviceToken);
    return done;
  }
}
