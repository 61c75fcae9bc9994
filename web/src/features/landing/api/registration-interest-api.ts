import { apiClient } from '../../../lib/api-client';

/** Spec §3 Registration interest. */
export interface RegistrationInterest {
  businessName: string;
  businessType: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  notes: string;
}

export const registrationInterestApi = {
  submit: (body: RegistrationInterest) => apiClient.post<unknown>('/api/v1/admin/registration-interest', body),
};
