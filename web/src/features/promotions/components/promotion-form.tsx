import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { promotionMessages, type CatalogKey, type GiftCardView, type PromotionForm as PromotionBody, type PromotionView } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckGroup } from '../../../components/ui/check-group';
import { TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { useFormSend } from '../../../lib/use-call';
import { promotionsApi } from '../api/promotions-api';
import { useMoney } from '../../../lib/currency';
import { useMessages, type Translate } from '../../../lib/i18n';
import { formMessages } from './promotion-form.messages';

type BonusKind = 'percent' | 'amount';
const BONUS_KINDS = [
  { id: 'percent', label: 'percentKind' },
  { id: 'amount', label: 'amountKind' },
] as const;

/** A datetime-local value (the browser's own zone) as an ISO instant; '' when not a time. */
const instantOf = (local: string): string => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : '');

/** An ISO instant as a datetime-local value in the browser's own zone (to the minute). */
const localOf = (instant: string): string => {
  const at = new Date(instant);
  at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
  return at.toISOString().slice(0, 16);
};

/** The form's checks before the server's, with the server's messages. */
function missingFields(body: PromotionBody, rule: Translate<CatalogKey<typeof promotionMessages>>): Record<string, string> {
  const found: Record<string, string> = {};
  if (!body.name.trim()) found.name = rule('nameRequired');
  if (body.giftCardIds.length === 0) found.giftCardIds = rule('cardsRequired');
  if (body.minPaid != null && !Number.isFinite(body.minPaid)) found.minPaid = rule('minPaidInvalid');
  if (!body.startsAt || !body.endsAt) found.startsAt = rule('datesInvalid');
  else if (body.endsAt <= body.startsAt) found.endsAt = rule('endsBeforeStart');
  return found;
}

interface PromotionFormProps {
  cards: readonly GiftCardView[];
  /** A promotion that has not started, to change (the form starts from it); absent: a new one. */
  editing?: PromotionView;
  onSaved: () => void;
  /** Leaves the editing without saving. */
  onCancel?: () => void;
}

/** A new promotion, or one not started yet: its name, card types, bonus, optional minimum paid, when it runs and its budget of bonus value. */
export function PromotionForm({ cards, editing, onSaved, onCancel }: PromotionFormProps) {
  const money = useMoney();
  const t = useMessages(formMessages);
  const rule = useMessages(promotionMessages);
  const [name, setName] = useState(editing?.name ?? '');
  const [giftCardIds, setGiftCardIds] = useState<string[]>(editing?.giftCardIds ?? []);
  const [bonusKind, setBonusKind] = useState<BonusKind>(editing && 'amount' in editing.bonus ? 'amount' : 'percent');
  const [bonus, setBonus] = useState(editing ? String('amount' in editing.bonus ? editing.bonus.amount : editing.bonus.percent) : '20');
  const [minPaid, setMinPaid] = useState(editing?.minPaid == null ? '' : String(editing.minPaid));
  const [startsAt, setStartsAt] = useState(editing ? localOf(editing.startsAt) : '');
  const [endsAt, setEndsAt] = useState(editing ? localOf(editing.endsAt) : '');
  const [budget, setBudget] = useState(editing ? String(editing.budget) : '');
  const { saving, error, setError, fields, setFields, send } = useFormSend(t('saveFailed'));
  const title = useRef<HTMLHeadingElement>(null);

  // Opened to edit from the list below: the form is where the admin goes next.
  useLayoutEffect(() => {
    if (editing) title.current?.focus();
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: PromotionBody = {
      name,
      giftCardIds,
      bonus: bonusKind === 'percent' ? { percent: Number(bonus) } : { amount: Number(bonus) },
      // Emptied while editing: no minimum any more.
      ...(minPaid.trim() ? { minPaid: Number(minPaid) } : editing ? { minPaid: null } : {}),
      startsAt: instantOf(startsAt),
      endsAt: instantOf(endsAt),
      budget: Number(budget),
    };
    const found = missingFields(body, rule);
    setFields(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      if (editing) {
        await promotionsApi.update(editing.id, body);
      } else {
        await promotionsApi.create(body);
        setName('');
        setGiftCardIds([]);
      }
      onSaved();
    });
  };

  const titleId = editing ? 'promotion-edit-title' : 'promotion-new-title';
  return (
    <form className="promotions-card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1} ref={title}>
        {editing ? t('editTitle', { name: editing.name }) : t('newTitle')}
      </h2>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <div className="form-grid">
        <TextField label={t('name')} value={name} maxLength={80} onValue={setName} error={fields.name} placeholder={t('namePlaceholder')} />
        <MoneyField label={t('budget', { symbol: money.symbol })} value={budget} onValue={setBudget} error={fields.budget} hint={t('budgetHint')} />
        <TextField label={t('starts')} type="datetime-local" value={startsAt} onValue={setStartsAt} error={fields.startsAt} />
        <TextField label={t('ends')} type="datetime-local" value={endsAt} onValue={setEndsAt} error={fields.endsAt} />
      </div>
      <CheckGroup
        legend={t('giftCards')}
        options={cards.map((card) => ({ id: card._id, label: card.giftCardName }))}
        chosen={giftCardIds}
        onChange={setGiftCardIds}
        error={fields.giftCardIds}
        errorId="promotion-cards-error"
      />
      <SegmentedToggle
        label={t('bonus')}
        options={BONUS_KINDS.map((kind) => ({ id: kind.id, label: t(kind.label) }))}
        value={bonusKind}
        onChange={setBonusKind}
      />
      <div className="form-grid">
        <MoneyField
          label={bonusKind === 'percent' ? t('bonusPercent') : t('bonusAmount', { symbol: money.symbol })}
          value={bonus}
          onValue={setBonus}
          error={fields.bonus}
        />
        <MoneyField label={t('minPaid', { symbol: money.symbol })} optional value={minPaid} onValue={setMinPaid} error={fields.minPaid} />
      </div>
      <div className="promotions-card__actions">
        <BusyButton type="submit" className="btn btn--primary" busy={saving}>
          {editing ? t('saveChanges') : t('create')}
        </BusyButton>
        {onCancel && (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
