import { Body, HttpCode, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import {
  IdentityRpc,
  type Acknowledged,
  type RegistrationStatusForm,
  type SignInCodeForm,
  type SuperAdminSessionOpened,
  type SuperAdminSignedIn,
  type TwoStepChallenge,
  type Unchecked,
} from '@gv/proto';
import { setDeviceCookie } from '../auth/session-cookies.js';
import { bearerToken, type SuperAdminRequest } from '../auth/super-admin.guard.js';
import { ApiController } from '../http/api-controller.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';
import { codeSignIn, passwordSignIn } from './sign-in-requests.js';

/** The super admin's session, registration requests and business admins. */
@ApiController('super admin')
export class SuperAdminHttp {
  constructor(private readonly services: Services, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route('POST /api/superadmin/login', 'public')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Super admin sign-in; answers the bearer token of a session that ends after 12 hours or at logout. With two-step sign-in on, answers `twoStepRequired` and a `challenge` instead, and no token: POST /api/superadmin/login/verify-code completes it',
  })
  async login(
    @Body() body: { email?: string; password?: string },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuperAdminSignedIn | TwoStepChallenge> {
    const result = await this.services.call(IdentityRpc.superAdminSignIn, passwordSignIn('super-admin', body, request, this.config));
    return 'twoStepRequired' in result ? result : this.signedIn(result, reply);
  }

  @Route('POST /api/superadmin/login/verify-code', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign-in step 2 with two-step sign-in on: the login’s challenge and a code of the authenticator app or a recovery code; answers the bearer token' })
  async verifyCode(@Body() body: Unchecked<SignInCodeForm> | undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SuperAdminSignedIn> {
    const result = await this.services.call(IdentityRpc.superAdminVerifySignInCode, codeSignIn('super-admin', body, request));
    return this.signedIn(result, reply);
  }

  private signedIn({ deviceToken, ...signedIn }: SuperAdminSessionOpened, reply: FastifyReply): SuperAdminSignedIn {
    setDeviceCookie(reply, this.config, 'super-admin', deviceToken);
    return signedIn;
  }

  @Route('POST /api/superadmin/logout', 'public')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End the session of the bearer token on the server at once' })
  async logout(@Req() request: FastifyRequest): Promise<Acknowledged> {
    const token = bearerToken(request);
    if (token) await this.services.call(IdentityRpc.superAdminSignOut, { token });
    return { success: true, message: 'Signed out' };
  }

  @Route('GET /api/superadmin/registration-requests', 'super-admin')
  @ApiBearerAuth()
  requests() {
    return this.services.call(IdentityRpc.listRegistrationRequests);
  }

  @Route('POST /api/superadmin/business-admin', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create a business and its admin; without a password the admin is emailed a set-password link' })
  createAdmin(@Body() body: Record<string, string | undefined>, @Req() request: SuperAdminRequest) {
    const { name, email, restaurantName, phone, businessSlug, password } = body ?? {};
    return this.services.call(IdentityRpc.createBusinessAdmin, { superAdmin: request.superAdmin!, name, email, restaurantName, phone, businessSlug, password });
  }

  @Route('PUT /api/superadmin/registration-requests/{id}/status', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Set a request to pending, approved or rejected with notes; approving provisions the business' })
  updateStatus(@Param('id') id: string, @Body() body: Unchecked<RegistrationStatusForm>, @Req() request: SuperAdminRequest) {
    return this.services.call(IdentityRpc.updateRegistrationStatus, { superAdmin: request.superAdmin!, id, status: body?.status, notes: body?.notes });
  }
}
