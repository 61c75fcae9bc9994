import './card-actions.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { REVERSAL_WINDOW_DAYS, type CatalogKey } from '@gv/proto';
import { AlertBanner } from '../ui/alert-banner';
import { ConfirmStep } from '../ui/confirm-step';
import { TextAreaField } from '../ui/form-field';
import { MoneyField } from '../ui/money-field';
import { Modal } from '../ui/modal';
import { SegmentedToggle } from '../ui/segmented-toggle';
import { Spinner } from '../ui/spinner';
import { useBusinessDates } from '../../lib/format-date';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import {
  adjustConfirmation,
  dollarsOf,
  reasonProblem,
  refundConfirmation,
  reverseConfirmation,
  stateConfirmation,
  type Confirmation,
} from './action-confirmation';
import { cardActionsActions, selectCardActions, type CardAction } from './card-actions-slice';
import { STATUS_LABELS } from './card-status-labels';
import { CardActivityList } from './card-activity-list';
import { ChangeRecipientForm } from './change-recipient-form';
import { useCardActionResult } from './use-card-action-result';
import { useMoney } from '../../lib/currency';
import { useMessages } from '../../lib/i18n';
import { cardActionsMessages } from './card-actions.messages';

type Action = 'refund' | 'adjust' | 'state' | 'reverse' | 'recipient';

/** The actions that can apply to the card as it is now: no refund with no paid value left, no reversal with nothing to reverse. */
const actionsFor = (card: {
  voided: boolean;
  gift: boolean;
  refundable: boolean;
  reversible: boolean;
}): readonly { id: Action; label: CatalogKey<typeof cardActionsMessages> }[] => [
  ...(card.refundable ? [{ id: 'refund', label: 'actionRefund' } as const] : []),
  { id: 'adjust', label: 'actionAdjust' },
  ...(card.reversible ? [{ id: 'reverse', label: 'actionReverse' } as const] : []),
  { id: 'state', label: card.voided ? 'actionReactivate' : 'actionVoid' },
  ...(card.gift ? [{ id: 'recipient', label: 'actionRecipient' } as const] : []),
];

const SEPARATOR = '·';
const REVERSAL_WINDOW_MS = REVERSAL_WINDOW_DAYS * 86_400_000;
const optionalAmount = (text: string, currency: string) => (text.trim() === '' ? undefined : dollarsOf(text, currency));

/**
 * What can be done with one sold card after the sale: refund its paid value, adjust its balance, reverse a
 * redemption, void or reactivate it, give a gift a new recipient. Each asks for a reason and shows the card as
 * redemption holds it now; none runs before the admin confirms the sentence saying what it will do.
 */
export function CardActionsModal({
  code: soldCode,
  buyerName,
  onClose,
  onChanged,
}: {
  code: string;
  buyerName: string;
  onClose: () => void;
  /** After each action, with the card's code (a new one once a gift has a new recipient). */
  onChanged: (code: string) => void;
}) {
  const money = useMoney();
  const dates = useBusinessDates();
  const t = useMessages(cardActionsMessages);
  // The code it opened with: a gift moved to a new recipient stays open under its new code.
  const [openedWith] = useState(soldCode);
  const dispatch = useDispatch();
  const { code: managed, card, loadError, pending: busy, resend } = useSelector(selectCardActions);
  const code = managed ?? openedWith;
  const [chosen, setChosen] = useState<Action>('refund');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [redemptionId, setRedemptionId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [adjustKey, setAdjustKey] = useState(newIdempotencyKey);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; fields?: Record<string, string> } | null>(null);

  useEffect(() => {
    dispatch(cardActionsActions.opened(openedWith));
    return () => void dispatch(cardActionsActions.closed());
  }, [dispatch, openedWith]);

  useCardActionResult('action', ({ tone, text, fields, code: changed }) => {
    setOutcome({ tone, text, fields });
    // Done or refused, the step closes: what is left (a partial refund's rest) needs a click and a sentence of its own.
    setConfirming(false);
    if (tone === 'error') return;
    setAmount('');
    setReason('');
    setAdjustKey(newIdempotencyKey());
    onChanged(changed);
  });
  useCardActionResult('recipient', ({ tone, text, code: moved }) => {
    if (tone === 'error') return;
    setOutcome({ tone, text });
    onChanged(moved);
  });

  if (!card) {
    return (
      <Modal open title={t('title')} onClose={onClose} size="md">
        {loadError ? <AlertBanner tone="error">{loadError}</AlertBanner> : <Spinner label={t('loadingCard')} />}
      </Modal>
    );
  }

  const { giftCard } = card;
  const buyer = card.buyers[0]!;
  const voided = giftCard.status === 'void';
  const reversible = buyer.redemptionHistory.filter(
    (entry) => !entry.reversed && Date.now() - Date.parse(entry.redemptionDate) <= REVERSAL_WINDOW_MS,
  );
  const refundAmount = optionalAmount(amount, money.currency) ?? giftCard.paidBalance;
  const refundable = giftCard.status === 'active' && giftCard.paidBalance > 0;
  const actions = actionsFor({ voided, gift: buyer.giftInfo !== null, refundable, reversible: reversible.length > 0 }).map((option) => ({
    id: option.id,
    label: t(option.label),
  }));
  // The one chosen while it still applies (a refund takes the paid value off), else the first that does.
  const action = actions.some((option) => option.id === chosen) ? chosen : actions[0].id;
  const toReverse = reversible.find((entry) => entry.redemptionId === redemptionId) ?? reversible[0];
  const figures = {
    balanceCents: money.toMinor(buyer.remainingBalance),
    paidCents: money.toMinor(giftCard.paidBalance),
    paymentCardLast4: giftCard.paymentCardLast4,
    currency: money.currency,
  };
  const confirmation = (): Confirmation =>
    action === 'refund'
      ? refundConfirmation(amount, figures)
      : action === 'adjust'
        ? adjustConfirmation(amount, figures)
        : action === 'reverse'
          ? reverseConfirmation(money.toMinor(toReverse?.redeemedAmount ?? 0), figures)
          : stateConfirmation(voided, figures);
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setConfirming(false);
    if (outcome?.tone === 'error') setOutcome(null);
  };

  // The first click only asks: the sentence says what will happen, or the form says what to fix.
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...reasonProblem(reason), ...confirmation().fields };
    const problems = Object.values(fields);
    setOutcome(problems.length > 0 ? { tone: 'error', text: problems[0], fields } : null);
    setConfirming(problems.length === 0);
  };

  const chosenAction = (): CardAction =>
    action === 'refund'
      ? { kind: 'refund', amount: optionalAmount(amount, money.currency) }
      : action === 'adjust'
        ? { kind: 'adjust', amount: dollarsOf(amount, money.currency), idempotencyKey: adjustKey }
        : action === 'reverse'
          ? { kind: 'reverse', redemptionId: toReverse!.redemptionId! }
          : { kind: voided ? 'reactivate' : 'void' };
  const run = () => {
    setOutcome(null);
    dispatch(cardActionsActions.actionRequest({ code, reason, action: chosenAction() }));
  };

  const danger = action === 'refund' || (action === 'state' && !voided) || (action === 'adjust' && amount.trim().startsWith('-'));
  const submitLabel =
    action === 'refund'
      ? t('submitRefund', { amount: money.format(refundAmount) })
      : action === 'adjust'
        ? t('submitAdjust')
        : action === 'reverse'
          ? t('submitReverse')
          : voided
            ? t('submitReactivate')
            : t('submitVoid');

  return (
    <Modal open title={t('title')} onClose={onClose} size="md">
      <p className="card-actions__who">
        <strong>{buyerName}</strong> {SEPARATOR} {giftCard.giftCardName} {SEPARATOR} <code>{code}</code>
      </p>
      <dl className="card-actions__facts">
        <dt>{t('status')}</dt>
        <dd data-status={giftCard.status}>{t(STATUS_LABELS[giftCard.status])}</dd>
        <dt>{t('paid')}</dt>
        <dd>{money.format(giftCard.amountPaid)}</dd>
        <dt>{t('redeemed')}</dt>
        <dd>{money.format(buyer.usedAmount)}</dd>
        <dt>{t('paidLeft')}</dt>
        <dd>{money.format(giftCard.paidBalance)}</dd>
        <dt>{t('bonusLeft')}</dt>
        <dd>{money.format(giftCard.bonusBalance)}</dd>
      </dl>
      <SegmentedToggle
        label={t('whatToDo')}
        options={actions}
        value={action}
        onChange={(id) => (setChosen(id), setOutcome(null), setConfirming(false))}
      />
      {action === 'recipient' && buyer.giftInfo ? (
        <>
          {outcome && <AlertBanner tone={outcome.tone}>{outcome.text}</AlertBanner>}
          <ChangeRecipientForm key={`${code}:${buyer.giftInfo.recipientEmail}`} code={code} recipient={buyer.giftInfo} onClose={onClose} />
        </>
      ) : (
        <form className="card-actions__form" onSubmit={ask} noValidate>
          {action === 'refund' && (
            <MoneyField
              label={t('refundAmount')}
              optional
              startText={money.symbol}
              value={amount}
              onChange={(event) => edit(setAmount)(event.target.value)}
              placeholder={giftCard.paidBalance.toFixed(money.digits)}
              hint={t('refundHint', { amount: money.format(giftCard.paidBalance) })}
              error={outcome?.fields?.amount}
            />
          )}
          {action === 'adjust' && (
            <MoneyField
              label={t('amount')}
              startText={money.symbol}
              value={amount}
              onChange={(event) => edit(setAmount)(event.target.value)}
              hint={t('adjustHint')}
              error={outcome?.fields?.amount}
            />
          )}
          {action === 'reverse' && (
            <fieldset className="card-actions__redemptions">
              <legend>{t('redemptionToCredit')}</legend>
              {reversible.map((entry) => (
                <label key={entry.redemptionId} className="radio">
                  <input
                    type="radio"
                    name="redemption"
                    value={entry.redemptionId}
                    checked={toReverse === entry}
                    onChange={() => edit(setRedemptionId)(entry.redemptionId!)}
                  />
                  {t('redemptionOn', { amount: money.format(entry.redeemedAmount), date: dates.date(entry.redemptionDate) })}
                </label>
              ))}
            </fieldset>
          )}
          <TextAreaField
            label={t('reason')}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => edit(setReason)(event.target.value)}
            error={outcome?.fields?.reason}
          />
          {outcome && <AlertBanner tone={outcome.tone}>{outcome.text}</AlertBanner>}
          {(resend.status === 'done' || resend.status === 'failed') && (
            <AlertBanner tone={resend.status === 'done' ? 'success' : 'error'}>{resend.message}</AlertBanner>
          )}
          {confirming && (
            <ConfirmStep
              sentence={confirmation().sentence ?? ''}
              confirmLabel={submitLabel}
              danger={danger}
              busy={busy}
              onConfirm={run}
              onCancel={() => setConfirming(false)}
            />
          )}
          {/* Hidden, not removed, while the step asks: focus comes back to the button that opened it. */}
          <div className="card-actions__buttons" hidden={confirming}>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={resend.status === 'busy'}
              onClick={() => dispatch(cardActionsActions.resendRequest(code))}
            >
              {t('emailAgain')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {t('close')}
            </button>
            <button type="submit" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}>
              {submitLabel}
            </button>
          </div>
        </form>
      )}
      <CardActivityList />
    </Modal>
  );
}
