import { apiClient } from '../../../lib/api-client';
import { fetchCurrentAdmin, type CurrentAdmin } from '../../../lib/current-admin-api';

export type AdminUser = CurrentAdmin;

export interface LoginBody {
  email: string;
  password: string;
}

export interface LoginResponse {
  token?: string;
  user: AdminUser;
  message?: string;
}

export interface RegisterBody {
  name: string;
  password: string;
  phone: string;
  restaurantName: string;
  restaurantAddress: { street: string; city: string; state: string; zipCode: string };
  email: string;
  otp: string;
}

export const authApi = {
  login: (body: LoginBody) => apiClient.post<LoginResponse>('/api/v1/admin/login', body),
  me: fetchCurrentAdmin,
  logout: () => apiClient.get<unknown>('/api/v1/admin/logout'),
  sendOtp: (body: { email: string }) => apiClient.post<unknown>('/api/v1/admin/send-otp', body),
  verifyOtp: (body: { email: string; otp: string }) => apiClient.post<unknown>('/api/v1/admin/verify-otp', body),
  register: (body: RegisterBody) =>
    apiClient.put<{ user?: AdminUser; token?: string } | undefined>('/api/v1/admin/register', body),
  setPassword: (body: { token: string; password: string }) =>
    apiClient.put<unknown>('/api/v1/admin/set-password', body),
};
