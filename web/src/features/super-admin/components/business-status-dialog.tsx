import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { BusinessDetail } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { DialogActions } from '../../../components/ui/dialog-actions';

/**
 * Suspend an active business, or reinstate a suspended one, with the super admin's notes (a suspension must say why).
 * The business page then shows it as it now stands.
 */
export function BusinessStatusDialog({ business }: { business: BusinessDetail }) {
  const dispatch = useDispatch();
  const {
    slug,
    statusDialog: { pending: saving, failure },
  } = useSelector(selectSuperAdmin).business;
  const suspending = business.status === 'active';
  const [notes, setNotes] = useState('');
  const [pauseRedemptions, setPauseRedemptions] = useState(false);
  const onClose = () => dispatch(superAdminActions.closeStatusDialog());

  const confirm = () =>
    dispatch(
      superAdminActions.setBusinessStatusRequest({
        slug: slug ?? business.businessSlug,
        form: { status: suspending ? 'suspended' : 'active', notes, ...(suspending && pauseRedemptions ? { allowRedemptions: false } : {}) },
      }),
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={suspending ? `Suspend ${business.restaurantName}` : `Reinstate ${business.restaurantName}`}
      footer={
        <DialogActions
          onCancel={onClose}
          label={suspending ? 'Suspend business' : 'Reinstate business'}
          tone={suspending ? 'danger' : 'primary'}
          busy={saving}
          disabled={suspending && !notes.trim()}
          onConfirm={confirm}
        />
      }
    >
      <div className="sa-status-dialog">
        {suspending ? (
          <p>
            Its pages will say it is not selling gift cards right now, checkouts will be refused and its admins signed out at once. Cards already sold
            stay redeemable at its counter unless you pause redemptions too.
          </p>
        ) : (
          <p>Its pages will sell again and checkouts will be taken.</p>
        )}
        {failure && !failure.notes && <AlertBanner tone="error">{failure.message}</AlertBanner>}
        <TextAreaField
          id="business-status-notes"
          label={suspending ? 'Why is it suspended?' : 'Notes'}
          optional={!suspending}
          rows={4}
          value={notes}
          error={failure?.notes}
          onValue={setNotes}
        />
        {suspending && (
          <label className="sa-status-dialog__pause">
            <input type="checkbox" checked={pauseRedemptions} onChange={(event) => setPauseRedemptions(event.target.checked)} /> Also pause
            redemptions: its cards can't be redeemed until it is reinstated
          </label>
        )}
      </div>
    </Modal>
  );
}
