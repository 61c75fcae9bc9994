import type {
  AcceptInvitationForm,
  Credentials,
  SignInCodeForm,
  ForgotPasswordForm,
  RegistrationForm,
  RegistrationOtpForm,
  ResetPasswordForm,
  SetPasswordForm,
  VerifyRegistrationOtpForm,
} from '@gv/proto';
import { apiClient } from '../../../lib/api-client';
import type { ResetRealm } from '../reset-realm';

export const authApi = {
  login: (body: Credentials) => apiClient.call('POST /api/v1/admin/login', { body }),
  verifyCode: (body: SignInCodeForm) => apiClient.call('POST /api/v1/admin/login/verify-code', { body }),
  /** The admin, and their role and locations in the business. */
  me: () => apiClient.call('GET /api/v1/admin/me'),
  // The spec's GET logout works too; POST carries the CSRF header the server requires for signing out.
  logout: () => apiClient.call('POST /api/v1/admin/logout'),
  sendOtp: (body: RegistrationOtpForm) => apiClient.call('POST /api/v1/admin/send-otp', { body }),
  verifyOtp: (body: VerifyRegistrationOtpForm) => apiClient.call('POST /api/v1/admin/verify-otp', { body }),
  register: (body: RegistrationForm) => apiClient.call('PUT /api/v1/admin/register', { body }),
  setPassword: (body: SetPasswordForm) => apiClient.call('PUT /api/v1/admin/set-password', { body }),
  /** With name and password a new account joins; signed in, the token alone adds this account to the team. Either way it signs in to the team's business. */
  acceptInvitation: (body: AcceptInvitationForm) => apiClient.call('POST /api/v1/admin/accept-invitation', { body }),
  forgotPassword: (realm: ResetRealm, body: ForgotPasswordForm) =>
    apiClient.call(realm === 'super' ? 'POST /api/superadmin/forgot-password' : 'POST /api/v1/admin/forgot-password', { body }),
  resetPassword: (realm: ResetRealm, body: ResetPasswordForm) =>
    apiClient.call(realm === 'super' ? 'POST /api/superadmin/reset-password' : 'POST /api/v1/admin/reset-password', { body }),
};
