import type { RegistrationInterestInput } from '@gv/proto';
import { apiClient } from '../../../lib/api-client';

export const registrationInterestApi = {
  submit: (body: RegistrationInterestInput) => apiClient.call('POST /api/v1/admin/registration-interest', { body }),
};
