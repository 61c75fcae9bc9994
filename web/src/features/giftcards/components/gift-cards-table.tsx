import { MessageRow, TableHead } from '../../../components/ui/table';

import { Skeleton } from '../../../components/ui/skeleton';
import { formatCalendarDate } from '../../../lib/format-date';
import { faceValueText, type GiftCard } from '../../../lib/gift-card';
import { giftCardTagEmoji } from '../gift-card-tags';
import type { GiftCardListState } from '../gift-cards-slice';
import { RowAction } from '../../../components/ui/row-action';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { useTagLabel } from '../../../lib/gift-card-tag-label';
import { listMessages } from './gift-cards-page.messages';

interface GiftCardsTableProps {
  list: GiftCardListState;
  onEdit: (card: GiftCard) => void;
  onDelete: (card: GiftCard) => void;
  onRetry: () => void;
}

const COLUMN_KEYS = ['colName', 'colPrice', 'colDiscount', 'colSalePrice', 'colDeadline', 'colActions'] as const;
const SKELETON_ROWS = 5;

export function GiftCardsTable({ list, onEdit, onDelete, onRetry }: GiftCardsTableProps) {
  const money = useMoney();
  const t = useMessages(listMessages);
  const tagLabel = useTagLabel();
  const COLUMNS = COLUMN_KEYS.map((key) => t(key));
  const firstLoad = list.status !== 'success' && list.status !== 'fail' && list.items.length === 0;
  const refreshing = list.status === 'loading' && list.items.length > 0;

  return (
    <div className="table-wrap">
      <table
        className={`data-table gc-table${refreshing ? ' gc-table--refreshing' : ''}`}
        aria-busy={list.status === 'loading'}
        aria-label={t('tableLabel')}
      >
        <TableHead columns={COLUMNS} className={(column) => (column === t('colActions') ? 'data-table__actions' : undefined)} />
        <tbody>
          {list.status === 'fail' ? (
            <MessageRow className="gc-table__message-row" columns={COLUMNS.length}>
              <div className="gc-table__message gc-table__message--error" role="alert">
                <span>{t('error', { error: list.error })}</span>
                <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
                  {t('retry')}
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
              <div className="gc-table__message">{t('empty')}</div>
            </MessageRow>
          ) : (
            list.items.map((card) => (
              <tr key={card._id}>
                <td data-label={t('colName')}>
                  <div className="gc-table__name">
                    <img className="gc-table__thumb" src={card.giftCardImg} alt="" loading="lazy" width={48} height={36} />
                    <div className="gc-table__name-text">
                      <strong>{card.giftCardName}</strong>
                      <span className="muted small">
                        <span aria-hidden="true">{card.icon || giftCardTagEmoji(card.giftCardTag)}</span> {tagLabel(card.giftCardTag)}
                      </span>
                    </div>
                  </div>
                </td>
                <td data-label={t('colPrice')} className="nowrap">
                  {faceValueText(card)}
                </td>
                <td data-label={t('colDiscount')} className="nowrap">
                  {t('percent', { discount: card.discount })}
                </td>
                <td data-label={t('colSalePrice')} className="nowrap">
                  <strong>
                    {card.amountMode === 'custom' ? t('salePriceFrom', { price: money.format(card.salePrice) }) : money.format(card.salePrice)}
                  </strong>
                </td>
                <td data-label={t('colDeadline')} className="nowrap">
                  <span className="gc-table__deadline">
                    {formatCalendarDate(card.expirationDate)}
                    {card.expired && <span className="gc-badge gc-badge--expired">{t('expired')}</span>}
                  </span>
                </td>
                <td className="data-table__actions">
                  <div className="gc-table__actions">
                    <RowAction action={t('edit')} item={card.giftCardName} look="btn--secondary" onClick={() => onEdit(card)} />
                    <RowAction action={t('delete')} item={card.giftCardName} look="btn--danger-outline" onClick={() => onDelete(card)} />
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
