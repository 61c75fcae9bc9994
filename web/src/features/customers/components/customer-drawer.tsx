import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { isErasedEmail, type BuyerRecord } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useBusinessDates } from '../../../lib/format-date';
import { selectAccess } from '../../../lib/session';
import { mayDo } from '../../../lib/staff-access';
import { CardActionsModal } from '../../../components/card-actions/card-actions-modal';
import { CardStatusBadge } from '../../../components/ui/card-status-badge';
import { customerExportUrl } from '../api/customers-api';
import { customersActions, selectCustomers } from '../customers-slice';
import { EraseCustomerDialog, type CustomerDialogProps } from './erase-customer-dialog';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { customersMessages } from './customers.messages';

/**
 * One customer's cards (bought or received), each with its balance, redemptions and its actions (refund, void…), and
 * their privacy: export what the business holds about them, or erase it.
 */
export function CustomerDrawer({ customer, onClose }: CustomerDialogProps) {
  const money = useMoney();
  const t = useMessages(customersMessages);
  const dates = useBusinessDates();
  const dispatch = useDispatch();
  const [managed, setManaged] = useState<BuyerRecord | null>(null);
  const [erasing, setErasing] = useState(false);
  const access = useSelector(selectAccess);
  const { cards, cardsError: error } = useSelector(selectCustomers);
  // A company (a corporate order's buyer, decision 0074) has no email: its cards are found by its name.
  const company = customer.email === '';

  if (managed) {
    return (
      <CardActionsModal
        code={managed.qrCode.uniqueCode}
        buyerName={managed.name}
        onChanged={() => dispatch(customersActions.cardsRequest())}
        onClose={() => setManaged(null)}
      />
    );
  }
  if (erasing) return <EraseCustomerDialog customer={customer} onClose={() => setErasing(false)} />;
  return (
    <Modal open title={customer.name || customer.email} onClose={onClose} size="lg">
      <p className="muted customer-drawer__summary">
        {t('summary', {
          who: company ? t('company') : customer.email,
          phone: customer.phone || 'none',
          spent: money.format(customer.totalSpent),
          holds: money.format(customer.outstandingBalance),
        })}
      </p>
      <div className="customer-privacy">
        {company ? null : isErasedEmail(customer.email) ? (
          <p className="muted small">{t('erasedData')}</p>
        ) : (
          <>
            <a className="btn btn--secondary btn--sm" href={customerExportUrl(customer.email)} download>
              {t('exportData')}
            </a>
            {access && mayDo(access.role, 'eraseCustomer') && (
              <button type="button" className="btn btn--secondary btn--sm customer-privacy__erase" onClick={() => setErasing(true)}>
                {t('eraseCustomerEllipsis')}
              </button>
            )}
          </>
        )}
      </div>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!cards && !error && <Spinner label={t('loadingCards')} />}
      {cards && (
        <ul className="customer-cards">
          {cards.map((card) => (
            <li key={card.id} className="customer-cards__card">
              <div className="customer-cards__head">
                <strong>{card.giftCardName}</strong> <CardStatusBadge status={card.status} />
              </div>
              <div className="muted small">
                {card.giftInfo
                  ? t('giftFromTo', { name: card.name, recipient: card.giftInfo.recipientName, date: dates.date(card.purchaseDate) })
                  : t('boughtByOn', { name: card.name, date: dates.date(card.purchaseDate) })}
                <code>{card.qrCode.uniqueCode}</code>
              </div>
              <div>
                {t('balanceLine', {
                  balance: money.format(card.remainingBalance),
                  face: money.format(card.faceValue),
                  count: card.redemptionHistory.filter((entry) => !entry.reversed).length,
                })}
              </div>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setManaged(card)}>
                {t('manageCard')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
