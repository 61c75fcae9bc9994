import { randomUUID } from 'node:crypto';
import { ValidationError, type Store } from '@gv/platform';
import {
  ACCOUNT_MESSAGES,
  FIELD_MESSAGES as messages,
  optionalUsPhone,
  requireEmail,
  requireText,
  slugify,
  text,
  type BusinessAdminCreated,
  type CreateBusinessAdminRequest,
  type FieldErrors,
} from '@gv/proto';
import { insertRegistrationRequest } from '../db/registration-request-repository.js';
import { newPasswordProblem } from '../domain/passwords.js';
import { registrationRequested } from '../domain/registration-requested.js';
import { isBreachedPassword } from '../password-rules/breached-passwords.js';
import type { ProvisionBusinessHandler } from '../provision-business/provision-business.handler.js';

export const ADMIN_CREATED = ACCOUNT_MESSAGES.adminCreated;

/** The super admin creates a business and its first admin (invited by email unless given a password). */
export async function createBusinessAdmin(
  store: Store,
  provision: ProvisionBusinessHandler,
  request: CreateBusinessAdminRequest,
): Promise<BusinessAdminCreated> {
  const errors: FieldErrors = {};
  const name = requireText(errors, 'name', request.name);
  const restaurantName = requireText(errors, 'restaurantName', request.restaurantName);
  const email = requireEmail(errors, 'email', request.email);
  const phone = optionalUsPhone(errors, 'phone', request.phone, messages.usPhone);
  const preferredSlug = text(request.businessSlug);
  if (preferredSlug && slugify(preferredSlug) !== preferredSlug.toLowerCase()) {
    errors.businessSlug = ACCOUNT_MESSAGES.slugInvalid;
  }
  const password = typeof request.password === 'string' && request.password !== '' ? request.password : undefined;
  const passwordProblem = password === undefined ? undefined : newPasswordProblem(password, isBreachedPassword);
  if (passwordProblem) errors.password = passwordProblem;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const address = { street: '', city: '', state: '', zipCode: '' };
  const result = await store.transaction(async (tx, record) => {
    const provisioned = await provision.execute(tx, {
      name,
      email,
      phone,
      restaurantName,
      address,
      password,
      preferredSlug,
      approvedBy: request.superAdmin.superAdminId,
    });
    const stored = await insertRegistrationRequest(tx, {
      id: randomUUID(),
      source: 'super-admin',
      name,
      email,
      restaurantName,
      phone,
      status: 'approved',
      reviewNotes: `Created by ${request.superAdmin.email}`,
      address,
    });
    await record(registrationRequested(stored));
    return provisioned;
  });
  return { success: true, message: ADMIN_CREATED, admin: { _id: result.adminId, name, email, restaurantName, businessSlug: result.businessSlug } };
}
