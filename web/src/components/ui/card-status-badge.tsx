import './card-status-badge.css';
import type { BuyerCardStatus } from '@gv/proto';

const LABELS: Record<Exclude<BuyerCardStatus, 'active'>, string> = {
  void: 'Voided',
  on_hold: 'On hold',
  refunded: 'Refunded',
};

/** A sold card that cannot be spent, as the orders views mark it: voided, on hold (its payment is disputed) or refunded; nothing for an active card. */
export function CardStatusBadge({ status }: { status: BuyerCardStatus }) {
  const label = status === 'active' ? undefined : LABELS[status];
  if (!label) return null;
  return <span className={`badge card-status card-status--${status}`}>{label}</span>;
}
