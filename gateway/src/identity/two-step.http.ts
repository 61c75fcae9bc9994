import { Body, HttpCode, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation } from '@nestjs/swagger';
import {
  IdentityRpc,
  type Acknowledged,
  type AdminPrincipal,
  type SignInPolicy,
  type SignInPolicyAnswer,
  type SuperAdminPrincipal,
  type TurnOffTwoStepForm,
  type TwoStepAccount,
  type TwoStepCodeForm,
  type TwoStepSetup,
  type TwoStepStatus,
  type TwoStepTurnedOn,
  type Unchecked,
} from '@gv/proto';
import { OpenBeforeTwoStep } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { SessionCache } from '../auth/session-cache.js';
import { type SuperAdminRequest } from '../auth/super-admin.guard.js';
import { ApiController } from '../http/api-controller.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

const START = 'Two-step sign-in, step 1: a new secret for an authenticator app (and its otpauth:// URI for a QR code), in force once confirmed; 409 when it is already on';
const CONFIRM = 'Step 2: the app’s first code turns two-step sign-in on; answers the 10 single-use recovery codes, shown only this once';
const TURN_OFF = 'Turn two-step sign-in off, with a code (of the app, or a recovery code) or the account’s password';

const adminAccount = (admin: AdminPrincipal): TwoStepAccount => ({ realm: 'admin', accountId: admin.adminId, email: admin.email });
const superAccount = (superAdmin: SuperAdminPrincipal): TwoStepAccount => ({ realm: 'super-admin', accountId: superAdmin.superAdminId, email: superAdmin.email });

/** Settings → "Two-step sign-in" of business admins (session cookie) and the super admin (bearer token), and the super admin's sign-in policy. */
@ApiController('two-step sign-in')
export class TwoStepHttp {
  constructor(private readonly services: Services, private readonly sessions: SessionCache) {}

  @Route('POST /api/v1/admin/two-step/start', 'clerk')
  @HttpCode(200)
  @OpenBeforeTwoStep()
  @ApiOperation({ summary: START })
  adminStart(@CurrentAdmin() admin: AdminPrincipal): Promise<TwoStepSetup> {
    return this.services.call(IdentityRpc.startTwoStep, { account: adminAccount(admin) });
  }

  @Route('POST /api/v1/admin/two-step/confirm', 'clerk')
  @HttpCode(200)
  @OpenBeforeTwoStep()
  @ApiOperation({ summary: CONFIRM })
  async adminConfirm(@CurrentAdmin() admin: AdminPrincipal, @Body() body: Unchecked<TwoStepCodeForm> | undefined): Promise<TwoStepTurnedOn> {
    const done = await this.services.call(IdentityRpc.confirmTwoStep, { account: adminAccount(admin), code: body?.code });
    // The owner's sessions no longer wait for the setup (the policy's 403).
    this.sessions.forgetAll();
    return done;
  }

  @Route('POST /api/v1/admin/two-step/turn-off', 'clerk')
  @HttpCode(200)
  @ApiOperation({ summary: TURN_OFF })
  async adminTurnOff(@CurrentAdmin() admin: AdminPrincipal, @Body() body: Unchecked<TurnOffTwoStepForm> | undefined): Promise<Acknowledged> {
    const done = await this.services.call(IdentityRpc.turnOffTwoStep, { account: adminAccount(admin), code: body?.code, password: body?.password });
    this.sessions.forgetAll();
    return done;
  }

  @Route('GET /api/superadmin/two-step', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether the super admin signs in with two-step sign-in' })
  superStatus(@Req() request: SuperAdminRequest): Promise<TwoStepStatus> {
    return this.services.call(IdentityRpc.twoStepStatus, { account: superAccount(request.superAdmin!) });
  }

  @Route('POST /api/superadmin/two-step/start', 'super-admin')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: START })
  superStart(@Req() request: SuperAdminRequest): Promise<TwoStepSetup> {
    return this.services.call(IdentityRpc.startTwoStep, { account: superAccount(request.superAdmin!) });
  }

  @Route('POST /api/superadmin/two-step/confirm', 'super-admin')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: CONFIRM })
  superConfirm(@Req() request: SuperAdminRequest, @Body() body: Unchecked<TwoStepCodeForm> | undefined): Promise<TwoStepTurnedOn> {
    return this.services.call(IdentityRpc.confirmTwoStep, { account: superAccount(request.superAdmin!), code: body?.code });
  }

  @Route('POST /api/superadmin/two-step/turn-off', 'super-admin')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: TURN_OFF })
  superTurnOff(@Req() request: SuperAdminRequest, @Body() body: Unchecked<TurnOffTwoStepForm> | undefined): Promise<Acknowledged> {
    return this.services.call(IdentityRpc.turnOffTwoStep, { account: superAccount(request.superAdmin!), code: body?.code, password: body?.password });
  }

  @Route('GET /api/superadmin/sign-in-policy', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether every business owner must use two-step sign-in (off by default)' })
  policy(): Promise<SignInPolicyAnswer> {
    return this.services.call(IdentityRpc.signInPolicy);
  }

  @Route('PUT /api/superadmin/sign-in-policy', 'super-admin')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Require two-step sign-in of every business owner, or stop requiring it: while required, an owner without it gets 403 AUTH.TWO_STEP_SETUP_REQUIRED on every admin call but GET /api/v1/admin/me and the two-step setup',
  })
  async setPolicy(@Body() body: Unchecked<SignInPolicy> | undefined): Promise<SignInPolicyAnswer> {
    const done = await this.services.call(IdentityRpc.setSignInPolicy, { ownersNeedTwoStep: body?.ownersNeedTwoStep });
    this.sessions.forgetAll();
    return done;
  }
}
