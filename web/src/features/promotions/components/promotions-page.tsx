import { useCallback, useEffect, useState } from 'react';
import { formatUsd, type GiftCardView, type PromotionView } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type Column } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { promotionsApi } from '../api/promotions-api';
import { bonusText } from '../../../components/ui/promotion-badge';
import { PromotionForm } from './promotion-form';
import './promotions.css';

const COLUMNS: readonly Column[] = [
  'Promotion',
  'Runs',
  'Bonus',
  'Cards sold',
  'Paid value',
  'Bonus given',
  'Budget left',
  'Redeemed',
  { hidden: 'Actions' },
];

const STATUS_LABEL: Record<PromotionView['status'], string> = { scheduled: 'Scheduled', running: 'Running', ended: 'Ended' };

/** Admin /promotions: bonus value on chosen cards while a promotion runs and its budget lasts, with each one's report. */
export function PromotionsPage() {
  const dates = useBusinessDates();
  useDocumentMeta({ title: 'Promotions | Giftcard Vault' });
  const [cards, setCards] = useState<GiftCardView[] | null>(null);
  const [promotions, setPromotions] = useState<PromotionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<PromotionView | null>(null);

  const load = useCallback(async () => {
    try {
      const [loadedCards, list] = await Promise.all([promotionsApi.cards(), promotionsApi.list()]);
      setCards(loadedCards);
      setPromotions(list.promotions);
      setError(null);
    } catch (failed) {
      setError(errorMessage(failed, 'Promotions could not be loaded. Please try again.'));
    }
  }, []);

  useEffect(() => void load(), [load]);

  const end = async (promotion: PromotionView) => {
    try {
      await promotionsApi.end(promotion.id);
      await load();
    } catch (failed) {
      setError(errorMessage(failed, 'The promotion could not be ended. Please try again.'));
    }
  };

  const cardName = (id: string) => cards?.find((card) => card._id === id)?.giftCardName ?? 'A gift card no longer sold';

  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h1 id="promotions-title">Promotions</h1>
      <p className="muted">
        Give extra bonus value on chosen gift cards for a while, up to a budget: once it is given out, cards sell at their usual value.
      </p>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!cards && !error && <Spinner label="Loading gift cards" />}
      {cards && cards.length === 0 && <p className="muted">Create a gift card first: a promotion adds bonus value to your cards.</p>}
      {cards && cards.length > 0 && !editing && <PromotionForm cards={cards} onSaved={() => void load()} />}
      {cards && editing && (
        <PromotionForm
          key={editing.id}
          cards={cards}
          editing={editing}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <section className="promotions-card" aria-labelledby="promotions-list-title">
        <h2 id="promotions-list-title">Your promotions</h2>
        {promotions && promotions.length === 0 && <p className="muted">No promotions yet.</p>}
        {promotions && promotions.length > 0 && (
          <Table columns={COLUMNS} className="list-table promotions-table">
            {promotions.map((promotion) => (
              <tr key={promotion.id}>
                <td data-label="Promotion">
                  <strong>{promotion.name}</strong> · {STATUS_LABEL[promotion.status]}
                  <div className="muted">{promotion.giftCardIds.map(cardName).join(', ')}</div>
                </td>
                <td data-label="Runs">
                  {dates.dateTime(promotion.startsAt)} – {dates.dateTime(promotion.endsAt)}
                </td>
                <td data-label="Bonus">
                  {bonusText('percent' in promotion.bonus ? promotion.bonus : { amountCents: Math.round(promotion.bonus.amount * 100) })}
                  {promotion.minPaid !== null && <div className="muted">from {formatUsd(promotion.minPaid)} paid</div>}
                </td>
                <td data-label="Cards sold">{promotion.cardsSold}</td>
                <td className="money" data-label="Paid value">
                  {formatUsd(promotion.paidValue)}
                </td>
                <td className="money" data-label="Bonus given">
                  {formatUsd(promotion.bonusGiven)}
                </td>
                <td data-label="Budget left">
                  {formatUsd(promotion.budgetLeft)} of {formatUsd(promotion.budget)}
                </td>
                <td data-label="Redeemed">{Math.round(promotion.redemptionRate * 100)} %</td>
                <td data-label="Actions">
                  <div className="promotions-table__actions">
                    {promotion.status === 'scheduled' && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        onClick={() => setEditing(promotion)}
                        aria-label={`Edit ${promotion.name}`}
                      >
                        Edit
                      </button>
                    )}
                    {promotion.status !== 'ended' && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        onClick={() => void end(promotion)}
                        aria-label={`End ${promotion.name}`}
                      >
                        End now
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </section>
  );
}
