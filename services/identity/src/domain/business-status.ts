import { NotFoundError, ValidationError } from '@gv/platform/errors';
import { BUSINESS_STATUSES, FIELD_MESSAGES, text, type BusinessStatus, type SetBusinessStatusRequest } from '@gv/proto';

const NOTES_MAX = 2000;

export const businessNotFound = () => new NotFoundError('Business not found', 'BUSINESS.NOT_FOUND');

/**
 * A status change as the super admin asked it: 'active' or 'suspended', with notes (a suspension must say why). Pausing
 * redemptions is not offered: a suspended business's cards stay redeemable, so the holders keep what they paid for.
 */
export function parseStatusChange(request: SetBusinessStatusRequest): { status: BusinessStatus; notes: string } {
  const status = request.status as BusinessStatus;
  if (!BUSINESS_STATUSES.includes(status)) throw new ValidationError({ status: "Choose a status: 'active' or 'suspended'." });
  if (request.allowRedemptions === false) {
    throw new ValidationError({ allowRedemptions: "Redemptions cannot be paused: a suspended business's cards stay redeemable." });
  }
  const notes = text(request.notes);
  if (notes.length > NOTES_MAX) throw new ValidationError({ notes: FIELD_MESSAGES.tooLong });
  if (status === 'suspended' && !notes) throw new ValidationError({ notes: 'Please say why the business is suspended.' });
  return { status, notes };
}
