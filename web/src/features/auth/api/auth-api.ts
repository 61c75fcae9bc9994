import type {
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
import { fetchCurrentAdmin } from '../../../lib/current-admin-api';
import type { ResetRealm } from '../reset-realm';

export const authApi = {
  login: (body: Credentials) => apiClient.call('POST /api/v1/admin/login', { body }),
  verifyCode: (body: SignInCodeForm) => apiClient.call('POST /api/v1/admin/login/verify-code', { body }),
  me: fetchCurrentAdmin,
  // The spec's GET logout works too; POST carries the CSRF header the server requires for signing out.
  logout: () => apiClient.call('POST /api/v1/admin/logout'),
  sendOtp: (body: RegistrationOtpForm) => apiClient.call('POST /api/v1/admin/send-otp', { body }),
  verifyOtp: (body: VerifyRegistrationOtpForm) => apiClient.call('POST /api/v1/admin/verify-otp', { body }),
  register: (body: RegistrationForm) => apiClient.call('PUT /api/v1/admin/register', { body }),
  setPassword: (body: SetPasswordForm) => apiClient.call('PUT /api/v1/admin/set-password', { body }),
  forgotPassword: (realm: ResetRealm, body: ForgotPasswordForm) =>
    apiClient.call(realm === 'super' ? 'POST /api/superadmin/forgot-password' : 'POST /api/v1/admin/forgot-password', { body }),
  resetPassword: (realm: ResetRealm, body: ResetPasswordForm) =>
    apiClient.call(realm === 'super' ? 'POST /api/superadmin/reset-password' : 'POST /api/v1/admin/reset-password', { body }),
};
