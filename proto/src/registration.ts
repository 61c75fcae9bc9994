export interface RegistrationInterestInput {
  businessName: string;
  businessType: string;
  contactName: string;
  email: string;
  phone?: string;
  website?: string;
  notes?: string;
}

export interface SuperAdminStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}
