import { Module } from '@nestjs/common';
import { CONFIG, EVENT_HANDLERS, SERVICE_STARTUP, type PlatformConfig, type StartupTask, forwardRpc } from '@gv/platform';
import { IdentityRpc, TeamRpc } from '@gv/proto';
import { LocationsHandler } from './locations/locations.handler.js';
import { LocationsRpc } from './locations/locations.rpc.js';
import { AcceptInvitationHandler } from './team/accept-invitation.handler.js';
import { ChangeStaffHandler } from './team/change-staff.handler.js';
import { InviteStaffHandler } from './team/invite-staff.handler.js';
import { ListStaffHandler } from './team/list-staff.handler.js';
import { TeamSizesHandler } from './team/team-sizes.handler.js';
import { EndStaffSessionsHandler } from './team/end-staff-sessions.handler.js';
import { StaffRpc } from './team/staff.rpc.js';
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { CreateBusinessAdminHandler } from './create-business-admin/create-business-admin.handler.js';
import { DeleteTestDataHandler } from './delete-test-data/delete-test-data.handler.js';
import { EnsureSuperAdminAtStart } from './ensure-super-admin/ensure-super-admin.js';
import { ApprovalProvisioning } from './events/approval-provisioning.js';
import { GetBusinessAccountHandler } from './get-business-account/get-business-account.handler.js';
import { GetCurrentAdminHandler } from './get-current-admin/get-current-admin.handler.js';
import { GetPaymentCredentialsHandler } from './get-payment-credentials/get-payment-credentials.handler.js';
import { GetPublicBusinessHandler } from './get-public-business/get-public-business.handler.js';
import { GetQrPosterHandler } from './get-qr-poster/get-qr-poster.handler.js';
import { IDENTITY_KEYS, loadIdentityKeys } from './identity-keys.js';
import { ListRegistrationRequestsHandler } from './list-registration-requests/list-registration-requests.handler.js';
import { ListRegistrationRequestsRpc } from './list-registration-requests/list-registration-requests.rpc.js';
import { PingRpc } from './ping/ping.rpc.js';
import { ProvisionBusinessHandler } from './provision-business/provision-business.handler.js';
import { RegisterBusinessHandler } from './register-business/register-business.handler.js';
import { RequestPasswordResetHandler } from './request-password-reset/request-password-reset.handler.js';
import { ResetPasswordHandler } from './reset-password/reset-password.handler.js';
import { ResolveAdminSessionHandler } from './resolve-admin-session/resolve-admin-session.handler.js';
import { ResolveSuperAdminTokenHandler } from './resolve-super-admin-token/resolve-super-admin-token.handler.js';
import { SeedDemoBusiness } from './seed-demo-business/seed-demo-business.js';
import { SendRegistrationOtpHandler } from './send-registration-otp/send-registration-otp.handler.js';
import { AdminView } from './sessions/admin-view.js';
import { PasswordSignIn } from './sessions/password-sign-in.js';
import { SessionClock } from './sessions/session-clock.js';
import { SessionStore } from './sessions/session-store.js';
import { SetPasswordHandler } from './set-password/set-password.handler.js';
import { SetUpTwoStepHandler } from './set-up-two-step/set-up-two-step.handler.js';
import { SetUpTwoStepRpc } from './set-up-two-step/set-up-two-step.rpc.js';
import { SignInPolicyHandler } from './sign-in-policy/sign-in-policy.handler.js';
import { SignInPolicyRpc } from './sign-in-policy/sign-in-policy.rpc.js';
import { TurnOffTwoStepHandler } from './turn-off-two-step/turn-off-two-step.handler.js';
import { TwoStepSignIn } from './sessions/two-step-sign-in.js';
import { SetBusinessStatusHandler } from './set-business-status/set-business-status.handler.js';
import { SignInAdminHandler } from './sign-in-admin/sign-in-admin.handler.js';
import { SignInAdminRpc } from './sign-in-admin/sign-in-admin.rpc.js';
import { SignInSuperAdminHandler } from './sign-in-super-admin/sign-in-super-admin.handler.js';
import { SignInSuperAdminRpc } from './sign-in-super-admin/sign-in-super-admin.rpc.js';
import { ListSuperAdminsRpc } from './list-super-admins/list-super-admins.rpc.js';
import { SignOutAdminHandler } from './sign-out-admin/sign-out-admin.handler.js';
import { SignOutSuperAdminHandler } from './sign-out-super-admin/sign-out-super-admin.handler.js';
import { SubmitRegistrationInterestHandler } from './submit-registration-interest/submit-registration-interest.handler.js';
import { SubmitRegistrationInterestRpc } from './submit-registration-interest/submit-registration-interest.rpc.js';
import { SwitchModeHandler } from './switch-mode/switch-mode.handler.js';
import { SquareVerification } from './update-business-settings/square-verification.js';
import { UpdateBusinessSettingsHandler } from './update-business-settings/update-business-settings.handler.js';
import { UpdateRegistrationStatusHandler } from './update-registration-status/update-registration-status.handler.js';
import { UploadLogoHandler } from './upload-logo/upload-logo.handler.js';
import { VerifyRegistrationOtpHandler } from './verify-registration-otp/verify-registration-otp.handler.js';

/** Hosts the identity use cases (registration, sessions, passwords, settings, the super admin); engines and health come from the platform host. */
@Module({
  controllers: [
    SubmitRegistrationInterestRpc,
    forwardRpc(IdentityRpc.sendRegistrationOtp, SendRegistrationOtpHandler),
    forwardRpc(IdentityRpc.verifyRegistrationOtp, VerifyRegistrationOtpHandler),
    forwardRpc(IdentityRpc.register, RegisterBusinessHandler),
    SignInAdminRpc,
    forwardRpc(IdentityRpc.resolveSession, ResolveAdminSessionHandler),
    forwardRpc(IdentityRpc.signOut, SignOutAdminHandler),
    forwardRpc(IdentityRpc.currentAdmin, GetCurrentAdminHandler),
    forwardRpc(IdentityRpc.changePassword, ChangePasswordHandler),
    forwardRpc(IdentityRpc.setPassword, SetPasswordHandler),
    forwardRpc(IdentityRpc.requestPasswordReset, RequestPasswordResetHandler),
    forwardRpc(IdentityRpc.resetPassword, ResetPasswordHandler),
    forwardRpc(IdentityRpc.updateSettings, UpdateBusinessSettingsHandler),
    forwardRpc(IdentityRpc.uploadLogo, UploadLogoHandler),
    forwardRpc(IdentityRpc.qrPoster, GetQrPosterHandler),
    forwardRpc(IdentityRpc.paymentCredentials, GetPaymentCredentialsHandler),
    forwardRpc(IdentityRpc.switchMode, SwitchModeHandler),
    forwardRpc(IdentityRpc.deleteTestData, DeleteTestDataHandler),
    forwardRpc(IdentityRpc.publicBusiness, GetPublicBusinessHandler),
    PingRpc,
    SignInSuperAdminRpc,
    ListSuperAdminsRpc,
    forwardRpc(IdentityRpc.resolveSuperAdminToken, ResolveSuperAdminTokenHandler),
    forwardRpc(IdentityRpc.superAdminSignOut, SignOutSuperAdminHandler),
    ListRegistrationRequestsRpc,
    forwardRpc(IdentityRpc.updateRegistrationStatus, UpdateRegistrationStatusHandler),
    forwardRpc(IdentityRpc.createBusinessAdmin, CreateBusinessAdminHandler),
    forwardRpc(IdentityRpc.businessAccount, GetBusinessAccountHandler),
    forwardRpc(IdentityRpc.setBusinessStatus, SetBusinessStatusHandler),
    SetUpTwoStepRpc,
    forwardRpc(IdentityRpc.turnOffTwoStep, TurnOffTwoStepHandler),
    SignInPolicyRpc,
    StaffRpc,
    LocationsRpc,
    forwardRpc(TeamRpc.acceptInvitation, AcceptInvitationHandler),
    forwardRpc(TeamRpc.teamSizes, TeamSizesHandler),
    forwardRpc(TeamRpc.endStaffSessions, EndStaffSessionsHandler),
  ],
  providers: [
    SubmitRegistrationInterestHandler,
    SendRegistrationOtpHandler,
    VerifyRegistrationOtpHandler,
    RegisterBusinessHandler,
    SignInAdminHandler,
    ResolveAdminSessionHandler,
    SignOutAdminHandler,
    GetCurrentAdminHandler,
    ChangePasswordHandler,
    SetPasswordHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    UpdateBusinessSettingsHandler,
    UploadLogoHandler,
    GetQrPosterHandler,
    GetPaymentCredentialsHandler,
    SwitchModeHandler,
    DeleteTestDataHandler,
    GetPublicBusinessHandler,
    SignInSuperAdminHandler,
    ResolveSuperAdminTokenHandler,
    SignOutSuperAdminHandler,
    ListRegistrationRequestsHandler,
    UpdateRegistrationStatusHandler,
    CreateBusinessAdminHandler,
    GetBusinessAccountHandler,
    SetBusinessStatusHandler,
    ProvisionBusinessHandler,
    SetUpTwoStepHandler,
    TurnOffTwoStepHandler,
    SignInPolicyHandler,
    ListStaffHandler,
    InviteStaffHandler,
    ChangeStaffHandler,
    AcceptInvitationHandler,
    LocationsHandler,
    TeamSizesHandler,
    EndStaffSessionsHandler,
    TwoStepSignIn,
    SessionStore,
    AdminView,
    PasswordSignIn,
    SessionClock,
    SquareVerification,
    ApprovalProvisioning,
    EnsureSuperAdminAtStart,
    SeedDemoBusiness,
    { provide: IDENTITY_KEYS, inject: [CONFIG], useFactory: (config: PlatformConfig) => loadIdentityKeys(config) },
    { provide: EVENT_HANDLERS, useExisting: ApprovalProvisioning },
    {
      provide: SERVICE_STARTUP,
      inject: [EnsureSuperAdminAtStart, SeedDemoBusiness],
      useFactory: (...tasks: StartupTask[]) => tasks,
    },
  ],
})
export class IdentityModule {}
