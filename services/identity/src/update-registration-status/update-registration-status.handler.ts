import { Inject, Injectable } from '@nestjs/common';
import { DB, NotFoundError, OUTBOX, ValidationError, newEvent, type Db, type Outbox } from '@gv/platform';
import { FIELD_MESSAGES as messages, text, type RegistrationStatus, type RegistrationStatusUpdated, type UpdateRegistrationStatusRequest } from '@gv/proto';
import { businessSlugOfAdmin } from '../db/admin-repository.js';
import { lockRegistrationRequest, updateRegistrationRequest } from '../db/registration-request-repository.js';
import { toRequestView } from '../domain/registration-request-view.js';

const STATUSES: RegistrationStatus[] = ['pending', 'approved', 'rejected'];

/**
 * The super admin reviews a registration request; a changed status is announced (an approval provisions the business),
 * naming the business of the applicant's account when they have one, for its audit trail.
 */
@Injectable()
export class UpdateRegistrationStatusHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  async execute(request: UpdateRegistrationStatusRequest): Promise<RegistrationStatusUpdated> {
    const status = request.status as RegistrationStatus;
    if (!STATUSES.includes(status)) throw new ValidationError({ status: 'Please choose pending, approved or rejected' });
    const notes = text(request.notes);
    if (notes.length > 2000) throw new ValidationError({ notes: messages.tooLong });
    const id = String(request.id ?? '');
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError('Registration request not found');
    const updated = await this.db.transaction(async (tx) => {
      const before = await lockRegistrationRequest(tx, id);
      if (!before) throw new NotFoundError('Registration request not found');
      const after = await updateRegistrationRequest(tx, id, { status, reviewNotes: notes, updatedAt: new Date().toISOString() });
      if (before.status !== status) {
        const businessSlug = await businessSlugOfAdmin(tx, after.email);
        await this.outbox.add(tx, [
          newEvent('registration.status-changed', {
            v: 1,
            requestId: id,
            email: after.email,
            name: after.name,
            restaurantName: after.restaurantName,
            from: before.status,
            to: status,
            notes,
            superAdminId: request.superAdmin.superAdminId,
            ...(businessSlug && { businessSlug }),
          }),
        ]);
      }
      return after;
    });
    this.outbox.flushSoon();
    return { success: true, message: 'Registration request updated', request: toRequestView(updated) };
  }
}
