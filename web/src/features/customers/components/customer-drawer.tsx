import { useState } from 'react';
import { formatUsd, type BuyerRecord, type Customer } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatInstantDate } from '../../../lib/format-date';
import { useFetched } from '../../../lib/use-fetched';
import { CardActionsModal } from '../../card-actions/components/card-actions-modal';
import { ordersApi } from '../../orders/api/orders-api';
import { CardStatusBadge } from '../../orders/components/card-status-badge';

/** One customer's cards (bought or received), each with its balance, redemptions and its actions (refund, void…). */
export function CustomerDrawer({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const [managed, setManaged] = useState<BuyerRecord | null>(null);
  const [version, setVersion] = useState(0);
  const { data, error } = useFetched(() => ordersApi.buyers(customer.email, 1, false), [customer.email, version]);
  const cards = data?.buyers ?? null;

  if (managed) {
    return <CardActionsModal code={managed.qrCode.uniqueCode} buyerName={managed.name} onChanged={() => setVersion((n) => n + 1)} onClose={() => setManaged(null)} />;
  }
  return (
    <Modal open title={customer.name || customer.email} onClose={onClose} size="lg">
      <p className="muted">
        {customer.email}
        {customer.phone && ` · ${customer.phone}`} · spent {formatUsd(customer.totalSpent)} · holds {formatUsd(customer.outstandingBalance)}
      </p>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!cards && !error && <Spinner label="Loading the cards" />}
      {cards && (
        <ul className="customer-cards">
          {cards.map((card) => (
            <li key={card.id} className="customer-cards__card">
              <div className="customer-cards__head">
                <strong>{card.giftCardName}</strong> <CardStatusBadge status={card.status} />
              </div>
              <div className="muted small">
                {card.giftInfo ? `Gift from ${card.name} to ${card.giftInfo.recipientName}` : `Bought by ${card.name}`} on {formatInstantDate(card.purchaseDate)} ·{' '}
                <code>{card.qrCode.uniqueCode}</code>
              </div>
              <div>
                Balance {formatUsd(card.remainingBalance)} of {formatUsd(card.faceValue)} · {card.redemptionHistory.filter((entry) => !entry.reversed).length} redemption(s)
              </div>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setManaged(card)}>
                Manage card
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
