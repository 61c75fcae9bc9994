import type { RegistrationInterestInput, RegistrationInterestSubmitted } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

export const registrationInterestApi = {
  submit: (body: RegistrationInterestInput) => apiClient.post<RegistrationInterestSubmitted>('/api/v1/admin/registration-interest', body),
};
