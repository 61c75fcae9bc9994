import { Module } from '@nestjs/common';
import { CONFIG, EVENT_HANDLERS, SERVICE_STARTUP, type PlatformConfig, type StartupTask } from '@gv/platform';
import { DeleteTestDataRpc } from './go-live/delete-test-data.rpc.js';
import { SwitchModeRpc } from './go-live/switch-mode.rpc.js';
import { ApprovalProvisioning } from './events/approval-provisioning.js';
import { IDENTITY_KEYS, loadIdentityKeys } from './identity-keys.js';
import { PasswordResetRpc } from './password-reset/password-reset.rpc.js';
import { ProvisionBusiness } from './provisioning/provision-business.js';
import { PingRpc } from './public-business/ping.rpc.js';
import { PublicBusinessRpc } from './public-business/public-business.rpc.js';
import { SelfRegistrationRpc } from './registration/self-registration.rpc.js';
import { AdminSessionsRpc } from './sessions/admin-sessions.rpc.js';
import { AdminView } from './sessions/admin-view.js';
import { PasswordSignIn } from './sessions/password-sign-in.js';
import { SessionClock } from './sessions/session-clock.js';
import { SessionStore } from './sessions/session-store.js';
import { BusinessSettingsRpc } from './settings/business-settings.rpc.js';
import { PaymentCredentialsRpc } from './settings/payment-credentials.rpc.js';
import { SquareVerification } from './settings/square-verification.js';
import { EnsureSuperAdminAtStart } from './super-admin/ensure-super-admin.js';
import { SeedDemoBusiness } from './super-admin/seed-demo-business.js';
import { SuperAdminRpc } from './super-admin/super-admin.rpc.js';
import { SubmitRegistrationInterestHandler } from './submit-registration-interest/submit-registration-interest.handler.js';
import { SubmitRegistrationInterestRpc } from './submit-registration-interest/submit-registration-interest.rpc.js';

@Module({
  controllers: [
    SubmitRegistrationInterestRpc,
    SelfRegistrationRpc,
    AdminSessionsRpc,
    PasswordResetRpc,
    BusinessSettingsRpc,
    PaymentCredentialsRpc,
    SwitchModeRpc,
    DeleteTestDataRpc,
    PublicBusinessRpc,
    PingRpc,
    SuperAdminRpc,
  ],
  providers: [
    SubmitRegistrationInterestHandler,
    ProvisionBusiness,
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
