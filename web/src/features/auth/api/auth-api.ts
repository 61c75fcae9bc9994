import type {
  Acknowledged,
  AdminSignedIn,
  Credentials,
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

const accountBase = (realm: ResetRealm) => (realm === 'super' ? '/api/superadmin' : '/api/v1/admin');

export const authApi = {
  login: (body: Credentials) => apiClient.post<AdminSignedIn>('/api/v1/admin/login', body),
  me: fetchCurrentAdmin,
  // The spec's GET logout works too; POST carries the CSRF header the server requires for signing out.
  logout: () => apiClient.post<Acknowledged>('/api/v1/admin/logout'),
  sendOtp: (body: RegistrationOtpForm) => apiClient.post<Acknowledged>('/api/v1/admin/send-otp', body),
  verifyOtp: (body: VerifyRegistrationOtpForm) => apiClient.post<Acknowledged>('/api/v1/admin/verify-otp', body),
  register: (body: RegistrationForm) => apiClient.put<AdminSignedIn>('/api/v1/admin/register', body),
  setPassword: (body: SetPasswordForm) => apiClient.put<Acknowledged>('/api/v1/admin/set-password', body),
  forgotPassword: (realm: ResetRealm, body: ForgotPasswordForm) => apiClient.post<Acknowledged>(`${accountBase(realm)}/forgot-password`, body),
  resetPassword: (realm: ResetRealm, body: ResetPasswordForm) => apiClient.post<Acknowledged>(`${accountBase(realm)}/reset-password`, body),
};
