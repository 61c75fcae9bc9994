import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RegistrationRequestView, RegistrationStatus } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { StatusBadge } from './status-badge';
import { formatRequestDate } from './format-request-date';
import { DialogActions } from '../../../components/ui/dialog-actions';

const STATUSES: RegistrationStatus[] = ['pending', 'approved', 'rejected'];

function addressLine(request: RegistrationRequestView): string {
  const a = request.restaurantAddress;
  if (!a) return '';
  return [a.street, a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** View a registration request and set its status (Update stays disabled until a status is chosen). */
export function RequestModal({ request, onClose }: { request: RegistrationRequestView | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const { update } = useSelector(selectSuperAdmin);
  const [status, setStatus] = useState<RegistrationStatus | ''>('');
  const [notes, setNotes] = useState('');

  useEffect(() => {
    if (!request) return;
    setStatus('');
    setNotes(request.notes ?? '');
    dispatch(superAdminActions.clearUpdateError());
    // Reset only when another request opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not when the same request's object is replaced.
  }, [request?._id]);

  if (!request) return null;

  const details: [string, string][] = [
    ['Business', request.restaurantName ?? ''],
    ['Contact', request.name ?? ''],
    ['Email', request.email ?? ''],
    ['Phone', request.phone ?? ''],
    ['Business type', request.businessType ?? ''],
    ['Website', request.website ?? ''],
    ['Address', addressLine(request)],
    ['Submitted', formatRequestDate(request.createdAt)],
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title="Registration request"
      size="lg"
      footer={
        <DialogActions
          onCancel={onClose}
          label="Update"
          busy={update.pending}
          disabled={!status}
          onConfirm={() => status && dispatch(superAdminActions.updateStatusRequest({ id: request._id, status, notes }))}
        />
      }
    >
      <div className="request-modal">
        <div className="request-modal__head">
          <p className="request-modal__business">{request.restaurantName || request.name || 'Unnamed business'}</p>
          <StatusBadge status={request.status} />
        </div>
        <dl className="request-details">
          {details.map(([label, value]) => (
            <div key={label} className="request-details__row">
              <dt>{label}</dt>
              <dd>
                {value ? (
                  label === 'Website' ? (
                    <a href={value} target="_blank" rel="noreferrer">
                      {value}
                    </a>
                  ) : label === 'Email' ? (
                    <a href={`mailto:${value}`}>{value}</a>
                  ) : (
                    value
                  )
                ) : (
                  <span className="muted">—</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {update.error && <AlertBanner tone="error">{update.error}</AlertBanner>}
        <div className="form-grid">
          <SelectField id="request-status" label="Status" value={status} onChange={(e) => setStatus(e.target.value as RegistrationStatus | '')}>
            <option value="">Select status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </SelectField>
          <TextAreaField id="request-notes" label="Notes" className="field--full" rows={4} value={notes} onValue={setNotes} />
        </div>
      </div>
    </Modal>
  );
}
