import { NotFoundError, ValidationError } from '@gv/platform/errors';
import { ACCOUNT_MESSAGES, BUSINESS_STATUSES, FIELD_MESSAGES, text, type BusinessStatus, type BusinessStatusAction, type SetBusinessStatusRequest } from '@gv/proto';

const NOTES_MAX = 2000;

export const businessNotFound = () => new NotFoundError(ACCOUNT_MESSAGES.businessNotFound, 'BUSINESS.NOT_FOUND');

/**
 * A status change as the super admin asked it: 'active' or 'suspended', with notes (a suspension must say why). A
 * suspended business's cards stay redeemable, so holders keep what they paid for, unless the super admin pauses its
 * redemptions too (`allowRedemptions: false`); reinstating ends the pause.
 */
export function parseStatusChange(request: SetBusinessStatusRequest): { status: BusinessStatus; notes: string; redemptionsPaused: boolean } {
  const status = request.status as BusinessStatus;
  if (!BUSINESS_STATUSES.includes(status)) throw new ValidationError({ status: ACCOUNT_MESSAGES.statusInvalid });
  if (request.allowRedemptions !== undefined && typeof request.allowRedemptions !== 'boolean') {
    throw new ValidationError({ allowRedemptions: ACCOUNT_MESSAGES.allowRedemptionsInvalid });
  }
  const redemptionsPaused = request.allowRedemptions === false;
  if (redemptionsPaused && status !== 'suspended') {
    throw new ValidationError({ allowRedemptions: ACCOUNT_MESSAGES.pauseOnlySuspended });
  }
  const notes = text(request.notes);
  if (notes.length > NOTES_MAX) throw new ValidationError({ notes: FIELD_MESSAGES.tooLong });
  if (status === 'suspended' && !notes) throw new ValidationError({ notes: ACCOUNT_MESSAGES.suspendWhy });
  return { status, notes, redemptionsPaused };
}

type StatusState = { status: BusinessStatus; redemptionsPaused: boolean; statusNotes: string };

/**
 * What a status change did, for the business's audit trail: suspended or reinstated it, or paused or resumed its
 * redemptions while it stays suspended; notes changed alone restate the status. Null when nothing changed.
 */
export function statusChangeAction(before: StatusState, after: StatusState): BusinessStatusAction | null {
  if (before.status !== after.status || (before.redemptionsPaused === after.redemptionsPaused && before.statusNotes !== after.statusNotes)) {
    return after.status === 'suspended' ? 'suspended' : 'reactivated';
  }
  if (before.redemptionsPaused !== after.redemptionsPaused) return after.redemptionsPaused ? 'redemptions-paused' : 'redemptions-resumed';
  return null;
}
