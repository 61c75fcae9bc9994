import { useState } from 'react';
import { type PromotionView } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';
import { MoneyCell, Table, type Column } from '../../../components/ui/table';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { useReloadable } from '../../../lib/use-fetched';
import { promotionsApi } from '../api/promotions-api';
import { bonusText } from '../../../components/ui/promotion-badge';
import { PromotionForm } from './promotion-form';
import './promotions.css';
import { useMoney } from '../../../lib/currency';

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
  const money = useMoney();
  const dates = useBusinessDates();
  useDocumentMeta({ title: 'Promotions | Giftcard Vault' });
  const { data, error, reload, change } = useReloadable(
    async () => {
      const [cards, list] = await Promise.all([promotionsApi.cards(), promotionsApi.list()]);
      return { cards, promotions: list.promotions };
    },
    'Promotions could not be loaded. Please try again.',
    [],
  );
  const cards = data?.cards ?? null;
  const promotions = data?.promotions ?? null;
  const [editing, setEditing] = useState<PromotionView | null>(null);

  const end = (promotion: PromotionView) => change(() => promotionsApi.end(promotion.id), 'The promotion could not be ended. Please try again.');

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
      {cards && cards.length > 0 && !editing && <PromotionForm cards={cards} onSaved={() => void reload()} />}
      {cards && editing && (
        <PromotionForm
          key={editing.id}
          cards={cards}
          editing={editing}
          onSaved={() => {
            setEditing(null);
            void reload();
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
                  {bonusText('percent' in promotion.bonus ? promotion.bonus : { amountCents: money.toMinor(promotion.bonus.amount) }, money)}
                  {promotion.minPaid !== null && <div className="muted">from {money.format(promotion.minPaid)} paid</div>}
                </td>
                <td data-label="Cards sold">{promotion.cardsSold}</td>
                <MoneyCell label="Paid value" dollars={promotion.paidValue} />
                <MoneyCell label="Bonus given" dollars={promotion.bonusGiven} />
                <td data-label="Budget left">
                  {money.format(promotion.budgetLeft)} of {money.format(promotion.budget)}
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
