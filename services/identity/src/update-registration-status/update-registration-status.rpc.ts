import { NotFoundError, ValidationError, newEvent, type Store } from '@gv/platform';
import {
  ACCOUNT_MESSAGES,
  FIELD_MESSAGES as messages,
  text,
  type RegistrationStatus,
  type RegistrationStatusUpdated,
  type UpdateRegistrationStatusRequest,
} from '@gv/proto';
import { businessSlugOfAdmin } from '../db/admin-repository.js';
import { lockRegistrationRequest, updateRegistrationRequest } from '../db/registration-request-repository.js';
import { toRequestView } from '../domain/registration-request-view.js';

const STATUSES: RegistrationStatus[] = ['pending', 'approved', 'rejected'];

/**
 * The super admin reviews a registration request; a changed status is announced (an approval provisions the business),
 * naming the business of the applicant's account when they have one, for its audit trail.
 */
export async function updateRegistrationStatus(store: Store, request: UpdateRegistrationStatusRequest): Promise<RegistrationStatusUpdated> {
  const status = request.status as RegistrationStatus;
  if (!STATUSES.includes(status)) throw new ValidationError({ status: ACCOUNT_MESSAGES.registrationStatusInvalid });
  const notes = text(request.notes);
  if (notes.length > 2000) throw new ValidationError({ notes: messages.tooLong });
  const id = String(request.id ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError(ACCOUNT_MESSAGES.registrationNotFound);
  const updated = await store.transaction(async (tx, record) => {
    const before = await lockRegistrationRequest(tx, id);
    if (!before) throw new NotFoundError(ACCOUNT_MESSAGES.registrationNotFound);
    const after = await updateRegistrationRequest(tx, id, { status, reviewNotes: notes, updatedAt: new Date().toISOString() });
    if (before.status !== status) {
      const businessSlug = await businessSlugOfAdmin(tx, after.email);
      await record(
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
      );
    }
    return after;
  });
  return { success: true, message: 'Registration request updated', request: toRequestView(updated) };
}
