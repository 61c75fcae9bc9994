import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, OUTBOX, ValidationError, newEvent, type Db, type Outbox } from '@gv/platform';
import { FIELD_MESSAGES as messages, isEmail, normalizeEmail, parseUsPhone, phoneText, requireText, slugify, text, type BusinessAdminCreated, type CreateBusinessAdminRequest, type FieldErrors } from '@gv/proto';
import { insertRegistrationRequest } from '../db/registration-request-repository.js';
import { newPasswordProblem } from '../domain/passwords.js';
import { isBreachedPassword } from '../password-rules/breached-passwords.js';
import { ProvisionBusinessHandler } from '../provision-business/provision-business.handler.js';

export const ADMIN_CREATED = 'Business admin created';

/** The super admin creates a business and its first admin (invited by email unless given a password). */
@Injectable()
export class CreateBusinessAdminHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly provision: ProvisionBusinessHandler,
  ) {}

  async execute(request: CreateBusinessAdminRequest): Promise<BusinessAdminCreated> {
    const errors: FieldErrors = {};
    const name = requireText(errors, 'name', request.name);
    const restaurantName = requireText(errors, 'restaurantName', request.restaurantName);
    const email = normalizeEmail(request.email);
    if (!isEmail(email)) errors.email = messages.email;
    const rawPhone = phoneText(request.phone);
    const phone = rawPhone ? parseUsPhone(rawPhone) : '';
    if (phone === null) errors.phone = messages.usPhone;
    const preferredSlug = text(request.businessSlug);
    if (preferredSlug && slugify(preferredSlug) !== preferredSlug.toLowerCase()) {
      errors.businessSlug = 'Use lowercase letters, digits and single hyphens';
    }
    const password = typeof request.password === 'string' && request.password !== '' ? request.password : undefined;
    const passwordProblem = password === undefined ? undefined : newPasswordProblem(password, isBreachedPassword);
    if (passwordProblem) errors.password = passwordProblem;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const address = { street: '', city: '', state: '', zipCode: '' };
    const result = await this.db.transaction(async (tx) => {
      const provisioned = await this.provision.execute(tx, { name, email, phone: phone ?? '', restaurantName, address, password, preferredSlug, approvedBy: request.superAdmin.superAdminId });
      const requestId = randomUUID();
      await insertRegistrationRequest(tx, {
        id: requestId,
        source: 'super-admin',
        name,
        email,
        restaurantName,
        phone: phone ?? '',
        status: 'approved',
        reviewNotes: `Created by ${request.superAdmin.email}`,
        address,
      });
      await this.outbox.add(tx, [
        newEvent('registration.requested', {
          v: 1,
          requestId,
          source: 'super-admin',
          name,
          email,
          restaurantName,
          businessType: '',
          status: 'approved',
          createdAt: new Date().toISOString(),
        }),
      ]);
      return provisioned;
    });
    this.outbox.flushSoon();
    return { success: true, message: ADMIN_CREATED, admin: { _id: result.adminId, name, email, restaurantName, businessSlug: result.businessSlug } };
  }
}
