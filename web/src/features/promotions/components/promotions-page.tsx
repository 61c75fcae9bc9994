import { useState } from 'react';
import { type PromotionView } from '@gv/proto';
import { ListState } from '../../../components/ui/list-state';
import { MoneyCell, Table, type Column } from '../../../components/ui/table';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { useReloadable } from '../../../lib/use-fetched';
import { promotionsApi } from '../api/promotions-api';
import { bonusText } from '../../../components/ui/promotion-badge';
import { PromotionForm } from './promotion-form';
import './promotions.css';

/** Between a promotion's name and its status: punctuation, the same in every language. */
const SEPARATOR = ' · ';
import { useMoney } from '../../../lib/currency';
import { useGlossary } from '../../../lib/glossary';
import { useMessages } from '../../../lib/i18n';
import { pageMessages } from './promotions-page.messages';

/** Admin /promotions: bonus value on chosen cards while a promotion runs and its budget lasts, with each one's report. */
export function PromotionsPage() {
  const money = useMoney();
  const dates = useBusinessDates();
  const t = useMessages(pageMessages);
  const glossary = useGlossary();
  useDocumentMeta({ title: t('documentTitle') });
  const label = {
    promotion: t('columnPromotion'),
    runs: t('columnRuns'),
    bonus: t('columnBonus'),
    cardsSold: glossary.cardsSold.label,
    paidValue: t('columnPaidValue'),
    bonusGiven: t('columnBonusGiven'),
    budgetLeft: t('columnBudgetLeft'),
    redeemed: t('columnRedeemed'),
    actions: t('columnActions'),
  };
  const columns: readonly Column[] = [
    label.promotion,
    label.runs,
    label.bonus,
    label.cardsSold,
    label.paidValue,
    label.bonusGiven,
    label.budgetLeft,
    label.redeemed,
    { hidden: label.actions },
  ];
  const { data, error, reload, change } = useReloadable(
    async () => {
      const [cards, list] = await Promise.all([promotionsApi.cards(), promotionsApi.list()]);
      return { cards, promotions: list.promotions };
    },
    t('loadFailed'),
    [],
  );
  const cards = data?.cards ?? null;
  const promotions = data?.promotions ?? null;
  const [editing, setEditing] = useState<PromotionView | null>(null);

  const end = (promotion: PromotionView) => change(() => promotionsApi.end(promotion.id), t('endFailed'));

  const cardName = (id: string) => cards?.find((card) => card._id === id)?.giftCardName ?? t('cardGone');

  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <ListState items={cards} error={error} loading={t('loadingCards')} empty={t('noCards')}>
        {(cards) => !editing && <PromotionForm cards={cards} onSaved={() => void reload()} />}
      </ListState>
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
        <h2 id="promotions-list-title">{t('listTitle')}</h2>
        {promotions && promotions.length === 0 && <p className="muted">{t('empty')}</p>}
        {promotions && promotions.length > 0 && (
          <Table columns={columns} className="list-table promotions-table">
            {promotions.map((promotion) => (
              <tr key={promotion.id}>
                <td data-label={label.promotion}>
                  <strong>{promotion.name}</strong>
                  {SEPARATOR}
                  {t(promotion.status)}
                  <div className="muted">{promotion.giftCardIds.map(cardName).join(', ')}</div>
                </td>
                <td data-label={label.runs}>{t('runs', { from: dates.dateTime(promotion.startsAt), to: dates.dateTime(promotion.endsAt) })}</td>
                <td data-label={label.bonus}>
                  {bonusText('percent' in promotion.bonus ? promotion.bonus : { amountCents: money.toMinor(promotion.bonus.amount) }, money)}
                  {promotion.minPaid !== null && <div className="muted">{t('minPaid', { amount: money.format(promotion.minPaid) })}</div>}
                </td>
                <td data-label={label.cardsSold}>{promotion.cardsSold}</td>
                <MoneyCell label={label.paidValue} dollars={promotion.paidValue} />
                <MoneyCell label={label.bonusGiven} dollars={promotion.bonusGiven} />
                <td data-label={label.budgetLeft}>
                  {t('budgetLeft', { left: money.format(promotion.budgetLeft), budget: money.format(promotion.budget) })}
                </td>
                <td data-label={label.redeemed}>{t('redeemedPercent', { percent: Math.round(promotion.redemptionRate * 100) })}</td>
                <td data-label={label.actions}>
                  <div className="promotions-table__actions">
                    {promotion.status === 'scheduled' && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        onClick={() => setEditing(promotion)}
                        aria-label={t('editNamed', { name: promotion.name })}
                      >
                        {t('edit')}
                      </button>
                    )}
                    {promotion.status !== 'ended' && (
                      <button
                        type="button"
                        className="btn btn--secondary btn--sm"
                        onClick={() => void end(promotion)}
                        aria-label={t('endNamed', { name: promotion.name })}
                      >
                        {t('end')}
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
