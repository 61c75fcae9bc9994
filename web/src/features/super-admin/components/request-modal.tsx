import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CatalogKey, RegistrationRequestView, RegistrationStatus } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { StatusBadge } from './status-badge';
import { formatRequestDate } from './format-request-date';
import { useMessages } from '../../../lib/i18n';
import { requestsMessages } from './requests.messages';

/** Not a word: a detail the applicant left empty. */
const NONE = '—';

type Decision = Exclude<RegistrationStatus, 'pending'>;

/** The answers, each with its button's look and label. */
const DECISIONS = [
  { status: 'rejected', look: 'btn--danger', label: 'reject' },
  { status: 'approved', look: 'btn--primary', label: 'approve' },
] as const satisfies readonly { status: Decision; look: string; label: CatalogKey<typeof requestsMessages> }[];

type Detail = 'business' | 'contact' | 'email' | 'phone' | 'businessType' | 'website' | 'address' | 'submitted' | 'applicantNotes';

function addressLine(request: RegistrationRequestView): string {
  const a = request.restaurantAddress;
  if (!a) return '';
  return [a.street, a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * A registration request: what the applicant wrote (read only), and Approve or Reject with the reviewer's reason (a
 * rejection needs one). The answer it already has is not offered again.
 */
export function RequestModal({ request, onClose }: { request: RegistrationRequestView | null; onClose: () => void }) {
  const t = useMessages(requestsMessages);
  const dispatch = useDispatch();
  const { update } = useSelector(selectSuperAdmin);
  const [decided, setDecided] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (!request) return;
    setDecided(null);
    setReason(request.reviewNotes ?? '');
    dispatch(superAdminActions.clearUpdateError());
    // Reset only when another request opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not when the same request's object is replaced.
  }, [request?._id]);

  if (!request) return null;

  const details: [Detail, string][] = [
    ['business', request.restaurantName ?? ''],
    ['contact', request.name ?? ''],
    ['email', request.email ?? ''],
    ['phone', request.phone ?? ''],
    ['businessType', request.businessType ?? ''],
    ['website', request.website ?? ''],
    ['address', addressLine(request)],
    ['submitted', formatRequestDate(request.createdAt)],
    ['applicantNotes', request.applicantNotes ?? ''],
  ];
  const decide = (status: Decision) => {
    setDecided(status);
    dispatch(superAdminActions.updateStatusRequest({ id: request._id, status, notes: reason.trim() }));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('modalTitle')}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose} disabled={update.pending}>
            {t('cancel')}
          </button>
          {DECISIONS.map(({ status, look, label }) => (
            <BusyButton
              key={status}
              type="button"
              className={`btn ${look}`}
              busy={update.pending && decided === status}
              disabled={update.pending || request.status === status}
              onClick={() => decide(status)}
            >
              {t(label)}
            </BusyButton>
          ))}
        </>
      }
    >
      <div className="request-modal">
        <div className="request-modal__head">
          <p className="request-modal__business">{request.restaurantName || request.name || t('unnamed')}</p>
          <StatusBadge status={request.status} />
        </div>
        <dl className="request-details">
          {details.map(([label, value]) => (
            <div key={label} className="request-details__row">
              <dt>{t(label)}</dt>
              <dd>
                {value ? (
                  label === 'website' ? (
                    <a href={value} target="_blank" rel="noreferrer">
                      {value}
                    </a>
                  ) : label === 'email' ? (
                    <a href={`mailto:${value}`}>{value}</a>
                  ) : (
                    value
                  )
                ) : (
                  <span className="muted">{NONE}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {update.error && <AlertBanner tone="error">{update.error}</AlertBanner>}
        <TextAreaField id="request-reason" label={t('reason')} hint={t('reasonHint')} rows={3} value={reason} onValue={setReason} />
      </div>
    </Modal>
  );
}
