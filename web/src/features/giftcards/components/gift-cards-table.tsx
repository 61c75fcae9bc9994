import { MessageRow, TableHead } from '../../../components/ui/table';

import { Skeleton } from '../../../components/ui/skeleton';
import { formatCalendarDate } from '../../../lib/format-date';
import { faceValueText, type GiftCard } from '../../../lib/gift-card';
import { giftCardTagEmoji } from '../gift-card-tags';
import type { GiftCardListState } from '../gift-cards-slice';
import { RowAction } from '../../../components/ui/row-action';
import { useMoney } from '../../../lib/currency';

interface GiftCardsTableProps {
  list: GiftCardListState;
  onEdit: (card: GiftCard) => void;
  onDelete: (card: GiftCard) => void;
  onRetry: () => void;
}

const COLUMNS = ['Name', 'Price', 'Discount', 'Sale Price', 'Deadline', 'Actions'] as const;
const SKELETON_ROWS = 5;

export function GiftCardsTable({ list, onEdit, onDelete, onRetry }: GiftCardsTableProps) {
  const money = useMoney();
  const firstLoad = list.status !== 'success' && list.status !== 'fail' && list.items.length === 0;
  const refreshing = list.status === 'loading' && list.items.length > 0;

  return (
    <div className="table-wrap">
      <table
        className={`data-table gc-table${refreshing ? ' gc-table--refreshing' : ''}`}
        aria-busy={list.status === 'loading'}
        aria-label="Gift cards"
      >
        <TableHead columns={COLUMNS} className={(column) => (column === 'Actions' ? 'data-table__actions' : undefined)} />
        <tbody>
          {list.status === 'fail' ? (
            <MessageRow className="gc-table__message-row" columns={COLUMNS.length}>
              <div className="gc-table__message gc-table__message--error" role="alert">
                <span>Error: {list.error}</span>
                <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
                  Retry
                </button>
              </div>
            </MessageRow>
          ) : firstLoad ? (
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <tr key={row} aria-hidden="true" className="gc-table__skeleton-row">
                <td>
                  <div className="gc-table__name">
                    <Skeleton width={48} height={36} radius={8} />
                    <div className="gc-table__name-text">
                      <Skeleton width={140} height={14} />
                      <Skeleton width={90} height={12} />
                    </div>
                  </div>
                </td>
                {Array.from({ length: 4 }, (_, col) => (
                  <td key={col}>
                    <Skeleton width={64} height={14} />
                  </td>
                ))}
                <td className="data-table__actions">
                  <Skeleton width={120} height={30} />
                </td>
              </tr>
            ))
          ) : list.items.length === 0 ? (
            <MessageRow className="gc-table__message-row" columns={COLUMNS.length}>
              <div className="gc-table__message">No gift cards found</div>
            </MessageRow>
          ) : (
            list.items.map((card) => (
              <tr key={card._id}>
                <td data-label="Name">
                  <div className="gc-table__name">
                    <img className="gc-table__thumb" src={card.giftCardImg} alt="" loading="lazy" width={48} height={36} />
                    <div className="gc-table__name-text">
                      <strong>{card.giftCardName}</strong>
                      <span className="muted small">
                        <span aria-hidden="true">{card.icon || giftCardTagEmoji(card.giftCardTag)}</span> {card.giftCardTag}
                      </span>
                    </div>
                  </div>
                </td>
                <td data-label="Price" className="nowrap">
                  {faceValueText(card)}
                </td>
                <td data-label="Discount" className="nowrap">
                  {card.discount}%
                </td>
                <td data-label="Sale Price" className="nowrap">
                  <strong>{card.amountMode === 'custom' ? `from ${money.format(card.salePrice)}` : money.format(card.salePrice)}</strong>
                </td>
                <td data-label="Deadline" className="nowrap">
                  <span className="gc-table__deadline">
                    {formatCalendarDate(card.expirationDate)}
                    {card.expired && <span className="gc-badge gc-badge--expired">Expired</span>}
                  </span>
                </td>
                <td className="data-table__actions">
                  <div className="gc-table__actions">
                    <RowAction action="Edit" item={card.giftCardName} look="btn--secondary" onClick={() => onEdit(card)} />
                    <RowAction action="Delete" item={card.giftCardName} look="btn--danger-outline" onClick={() => onDelete(card)} />
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
