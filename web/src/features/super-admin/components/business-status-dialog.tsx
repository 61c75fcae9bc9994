import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { BusinessDetail } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { useMessages } from '../../../lib/i18n';
import { businessesMessages } from './businesses.messages';

/**
 * Suspend an active business, or reinstate a suspended one, with the super admin's notes (a suspension must say why).
 * The business page then shows it as it now stands.
 */
export function BusinessStatusDialog({ business }: { business: BusinessDetail }) {
  const t = useMessages(businessesMessages);
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
      title={suspending ? t('suspendTitle', { name: business.restaurantName }) : t('reinstateTitle', { name: business.restaurantName })}
      footer={
        <DialogActions
          onCancel={onClose}
          label={suspending ? t('suspend') : t('reinstate')}
          tone={suspending ? 'danger' : 'primary'}
          busy={saving}
          disabled={suspending && !notes.trim()}
          onConfirm={confirm}
        />
      }
    >
      <div className="sa-status-dialog">
        {suspending ? <p>{t('suspendText')}</p> : <p>{t('reinstateText')}</p>}
        {failure && !failure.notes && <AlertBanner tone="error">{failure.message}</AlertBanner>}
        <TextAreaField
          id="business-status-notes"
          label={suspending ? t('why') : t('notes')}
          optional={!suspending}
          rows={4}
          value={notes}
          error={failure?.notes}
          onValue={setNotes}
        />
        {suspending && (
          <label className="sa-status-dialog__pause">
            <input type="checkbox" checked={pauseRedemptions} onChange={(event) => setPauseRedemptions(event.target.checked)} /> {t('pause')}
          </label>
        )}
      </div>
    </Modal>
  );
}
