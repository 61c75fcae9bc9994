import { Module } from '@nestjs/common';
import {
  answerRpc,
  BLOBS,
  CONFIG,
  DB,
  EVENT_HANDLERS,
  KV,
  LOGGER,
  SERVICE_STARTUP,
  Store,
  type Db,
  type Logger,
  type PlatformConfig,
  forwardRpc,
  forwardRpcs,
} from '@gv/platform';
import { ApiKeyRpc, IdentityRpc, TeamRpc } from '@gv/proto';
import { ApiKeysHandler } from './api-keys/api-keys.handler.js';
import { LocationsHandler } from './locations/locations.handler.js';
import { AcceptInvitationHandler } from './team/accept-invitation.handler.js';
import { ChangeStaffHandler } from './team/change-staff.handler.js';
import { inviteStaff } from './team/invite-staff.rpc.js';
import { staffList } from './team/list-staff.rpc.js';
import { teamSizesOf } from './team/team-sizes.rpc.js';
import { endStaffSessions } from './team/end-staff-sessions.rpc.js';
import { changePassword } from './change-password/change-password.rpc.js';
import { createBusinessAdmin } from './create-business-admin/create-business-admin.rpc.js';
import { deleteTestData } from './delete-test-data/delete-test-data.rpc.js';
import { superAdminAtStart } from './ensure-super-admin/ensure-super-admin.js';
import { ApprovalProvisioning } from './events/approval-provisioning.js';
import { businessAccount } from './get-business-account/get-business-account.rpc.js';
import { currentAdmin } from './get-current-admin/get-current-admin.rpc.js';
import { GetPaymentCredentialsHandler } from './get-payment-credentials/get-payment-credentials.handler.js';
import { embedOrigins, publicBusiness } from './get-public-business/get-public-business.rpc.js';
import { qrPoster } from './get-qr-poster/get-qr-poster.rpc.js';
import { IDENTITY_KEYS, loadIdentityKeys } from './identity-keys.js';
import { listRegistrationRequests } from './list-registration-requests/list-registration-requests.rpc.js';
import { PingRpc } from './ping/ping.rpc.js';
import { ProvisionBusinessHandler } from './provision-business/provision-business.handler.js';
import { RegisterBusinessHandler } from './register-business/register-business.handler.js';
import { requestPasswordReset } from './request-password-reset/request-password-reset.rpc.js';
import { ResetPasswordHandler } from './reset-password/reset-password.handler.js';
import { resolveAdminSession } from './resolve-admin-session/resolve-admin-session.rpc.js';
import { resolveSuperAdminToken } from './resolve-super-admin-token/resolve-super-admin-token.rpc.js';
import { demoBusinessAtStart } from './seed-demo-business/seed-demo-business.js';
import { SendRegistrationOtpHandler } from './send-registration-otp/send-registration-otp.handler.js';
import { AdminView } from './sessions/admin-view.js';
import { PasswordSignIn } from './sessions/password-sign-in.js';
import { SessionClock } from './sessions/session-clock.js';
import { SessionStore } from './sessions/session-store.js';
import { setPassword } from './set-password/set-password.rpc.js';
import { SetUpTwoStepHandler } from './set-up-two-step/set-up-two-step.handler.js';
import { setSignInPolicy, signInPolicy } from './sign-in-policy/sign-in-policy.rpc.js';
import { turnOffTwoStep } from './turn-off-two-step/turn-off-two-step.rpc.js';
import { TwoStepSignIn } from './sessions/two-step-sign-in.js';
import { setBusinessStatus } from './set-business-status/set-business-status.rpc.js';
import { SignInAdminHandler } from './sign-in-admin/sign-in-admin.handler.js';
import { SignInSuperAdminHandler } from './sign-in-super-admin/sign-in-super-admin.handler.js';
import { listSuperAdmins } from './list-super-admins/list-super-admins.rpc.js';
import { signOutAdmin } from './sign-out-admin/sign-out-admin.rpc.js';
import { signOutSuperAdmin } from './sign-out-super-admin/sign-out-super-admin.rpc.js';
import { submitRegistrationInterest } from './submit-registration-interest/submit-registration-interest.rpc.js';
import { switchMode } from './switch-mode/switch-mode.rpc.js';
import { SquareVerification } from './update-business-settings/square-verification.js';
import { BusinessChanges } from './update-business-settings/business-changes.js';
import { UpdateBusinessSettingsHandler } from './update-business-settings/update-business-settings.handler.js';
import { updateRegistrationStatus } from './update-registration-status/update-registration-status.rpc.js';
import { uploadLogo } from './upload-logo/upload-logo.rpc.js';
import { VerifyRegistrationOtpHandler } from './verify-registration-otp/verify-registration-otp.handler.js';

/** Hosts the identity use cases (registration, sessions, passwords, settings, the super admin); engines and health come from the platform host. */
@Module({
  controllers: [
    answerRpc(IdentityRpc.submitRegistrationInterest, [Store, KV], submitRegistrationInterest),
    forwardRpc(IdentityRpc.sendRegistrationOtp, SendRegistrationOtpHandler),
    forwardRpc(IdentityRpc.verifyRegistrationOtp, VerifyRegistrationOtpHandler),
    forwardRpc(IdentityRpc.register, RegisterBusinessHandler),
    forwardRpcs(SignInAdminHandler, { [IdentityRpc.signIn]: 'execute', [IdentityRpc.verifySignInCode]: 'verifyCode' }),
    answerRpc(IdentityRpc.resolveSession, [SessionStore], resolveAdminSession),
    answerRpc(IdentityRpc.signOut, [SessionStore], signOutAdmin),
    answerRpc(IdentityRpc.currentAdmin, [AdminView], currentAdmin),
    answerRpc(IdentityRpc.changePassword, [DB, KV, SessionStore], changePassword),
    answerRpc(IdentityRpc.setPassword, [DB, SessionStore], setPassword),
    answerRpc(IdentityRpc.requestPasswordReset, [Store, KV, IDENTITY_KEYS], requestPasswordReset),
    forwardRpc(IdentityRpc.resetPassword, ResetPasswordHandler),
    forwardRpc(IdentityRpc.updateSettings, UpdateBusinessSettingsHandler),
    answerRpc(IdentityRpc.uploadLogo, [BusinessChanges, BLOBS], uploadLogo),
    answerRpc(IdentityRpc.qrPoster, [DB, BLOBS], qrPoster),
    forwardRpc(IdentityRpc.paymentCredentials, GetPaymentCredentialsHandler),
    answerRpc(IdentityRpc.switchMode, [BusinessChanges, AdminView, CONFIG], switchMode),
    answerRpc(IdentityRpc.deleteTestData, [Store], deleteTestData),
    answerRpc(IdentityRpc.publicBusiness, [DB], publicBusiness),
    answerRpc(IdentityRpc.embedOrigins, [DB], embedOrigins),
    PingRpc,
    forwardRpcs(SignInSuperAdminHandler, { [IdentityRpc.superAdminSignIn]: 'execute', [IdentityRpc.superAdminVerifySignInCode]: 'verifyCode' }),
    answerRpc(IdentityRpc.superAdminEmails, [DB], listSuperAdmins),
    answerRpc(IdentityRpc.resolveSuperAdminToken, [DB, SessionClock], resolveSuperAdminToken),
    answerRpc(IdentityRpc.superAdminSignOut, [DB], signOutSuperAdmin),
    answerRpc(IdentityRpc.listRegistrationRequests, [DB], listRegistrationRequests),
    answerRpc(IdentityRpc.updateRegistrationStatus, [Store], updateRegistrationStatus),
    answerRpc(IdentityRpc.createBusinessAdmin, [Store, ProvisionBusinessHandler], createBusinessAdmin),
    answerRpc(IdentityRpc.businessAccount, [DB], businessAccount),
    answerRpc(IdentityRpc.setBusinessStatus, [BusinessChanges, SessionStore], setBusinessStatus),
    forwardRpcs(SetUpTwoStepHandler, {
      [IdentityRpc.startTwoStep]: 'start',
      [IdentityRpc.confirmTwoStep]: 'confirm',
      [IdentityRpc.twoStepStatus]: 'status',
    }),
    answerRpc(IdentityRpc.turnOffTwoStep, [DB, KV, TwoStepSignIn], turnOffTwoStep),
    answerRpc(IdentityRpc.signInPolicy, [DB], signInPolicy),
    answerRpc(IdentityRpc.setSignInPolicy, [DB], setSignInPolicy),
    answerRpc(TeamRpc.listStaff, [DB], staffList),
    answerRpc(TeamRpc.invite, [Store, IDENTITY_KEYS], inviteStaff),
    forwardRpcs(ChangeStaffHandler, { [TeamRpc.updateStaff]: 'update', [TeamRpc.removeStaff]: 'remove' }),
    forwardRpcs(LocationsHandler, {
      [TeamRpc.listLocations]: 'list',
      [TeamRpc.createLocation]: 'create',
      [TeamRpc.updateLocation]: 'update',
      [TeamRpc.archiveLocation]: 'archive',
    }),
    forwardRpcs(ApiKeysHandler, {
      [ApiKeyRpc.create]: 'create',
      [ApiKeyRpc.list]: 'list',
      [ApiKeyRpc.revoke]: 'revoke',
      [ApiKeyRpc.resolve]: 'resolve',
    }),
    forwardRpc(TeamRpc.acceptInvitation, AcceptInvitationHandler),
    answerRpc(TeamRpc.teamSizes, [DB], teamSizesOf),
    answerRpc(TeamRpc.endStaffSessions, [DB, SessionStore], endStaffSessions),
  ],
  providers: [
    SendRegistrationOtpHandler,
    VerifyRegistrationOtpHandler,
    RegisterBusinessHandler,
    SignInAdminHandler,
    ResetPasswordHandler,
    UpdateBusinessSettingsHandler,
    BusinessChanges,
    GetPaymentCredentialsHandler,
    SignInSuperAdminHandler,
    ProvisionBusinessHandler,
    SetUpTwoStepHandler,
    ChangeStaffHandler,
    AcceptInvitationHandler,
    LocationsHandler,
    ApiKeysHandler,
    TwoStepSignIn,
    SessionStore,
    AdminView,
    PasswordSignIn,
    SessionClock,
    SquareVerification,
    ApprovalProvisioning,
    { provide: IDENTITY_KEYS, inject: [CONFIG], useFactory: (config: PlatformConfig) => loadIdentityKeys(config) },
    { provide: EVENT_HANDLERS, useExisting: ApprovalProvisioning },
    {
      provide: SERVICE_STARTUP,
      inject: [DB, CONFIG, LOGGER, ProvisionBusinessHandler],
      useFactory: (db: Db, config: PlatformConfig, logger: Logger, provision: ProvisionBusinessHandler) => [
        superAdminAtStart(db, config, logger),
        demoBusinessAtStart(db, config, logger, provision),
      ],
    },
  ],
})
export class IdentityModule {}
