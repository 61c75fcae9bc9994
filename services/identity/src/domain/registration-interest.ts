import { ValidationError } from '@gv/platform/errors';
import {
  FIELD_MESSAGES as messages,
  optionalUsPhone,
  requireEmail,
  requireText,
  text,
  type FieldErrors,
  type RegistrationInterestInput,
  websiteAddress,
} from '@gv/proto';

export interface ValidInterest {
  businessName: string;
  businessType: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  notes: string;
}

/** The landing form's rules (spec §5): three required names, an email, optional phone and website. */
export function validateInterest(input: Partial<RegistrationInterestInput>): ValidInterest {
  const errors: FieldErrors = {};
  const businessName = requireText(errors, 'businessName', input.businessName);
  const businessType = requireText(errors, 'businessType', input.businessType);
  const contactName = requireText(errors, 'contactName', input.contactName);
  const email = requireEmail(errors, 'email', input.email);
  const phone = optionalUsPhone(errors, 'phone', input.phone, messages.interestPhone);
  const rawWebsite = text(input.website);
  // Kept as an http(s) address, so whoever shows it as a link never runs a javascript: URL.
  const website = rawWebsite ? (rawWebsite.length <= 300 ? websiteAddress(rawWebsite) : null) : '';
  if (website === null) errors.website = messages.website;
  const notes = text(input.notes);
  if (notes.length > 2000) errors.notes = messages.tooLong;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, messages.fixFields);
  return { businessName, businessType, contactName, email, phone, website: website ?? '', notes };
}
