import './card-status-badge.css';
import type { BuyerCardStatus } from '@gv/proto';

const BADGES: Record<Exclude<BuyerCardStatus, 'active'>, { label: string; tone: 'danger' | 'warning' | 'info' }> = {
  void: { label: 'Voided', tone: 'danger' },
  on_hold: { label: 'On hold', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'info' },
};

/** A sold card that cannot be spent, as the orders views mark it: voided, on hold (its payment is disputed) or refunded; nothing for an active card. */
export function CardStatusBadge({ status }: { status: BuyerCardStatus }) {
  if (status === 'active') return null;
  const { label, tone } = BADGES[status];
  return <span className={`badge card-status badge--${tone}`}>{label}</span>;
}
