import './card-actions.css';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatUsd, REVERSAL_WINDOW_DAYS, type CardActionDone, type ScannedGiftCard } from '@gv/proto';
import { AlertBanner } from '../ui/alert-banner';
import { ConfirmStep } from '../ui/confirm-step';
import { TextAreaField, TextField } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { SegmentedToggle } from '../ui/segmented-toggle';
import { Spinner } from '../ui/spinner';
import { ApiError } from '../../lib/api-client';
import { formatInstantDate } from '../../lib/format-date';
import { useCall } from '../../lib/use-call';
import { cardActionsApi } from '../../lib/card-actions-api';
import {
  adjustConfirmation,
  dollarsOf,
  reasonProblem,
  refundConfirmation,
  reverseConfirmation,
  stateConfirmation,
  type Confirmation,
} from './action-confirmation';
import { CardActivityList } from './card-activity-list';
import { ChangeRecipientForm } from './change-recipient-form';

type Action = 'refund' | 'adjust' | 'state' | 'reverse' | 'recipient';

/** The actions that can apply to the card as it is now: no refund with no paid value left, no reversal with nothing to reverse. */
const actionsFor = (card: { voided: boolean; gift: boolean; refundable: boolean; reversible: boolean }): readonly { id: Action; label: string }[] => [
  ...(card.refundable ? [{ id: 'refund', label: 'Refund' } as const] : []),
  { id: 'adjust', label: 'Adjust' },
  ...(card.reversible ? [{ id: 'reverse', label: 'Reverse' } as const] : []),
  { id: 'state', label: card.voided ? 'Reactivate' : 'Void' },
  ...(card.gift ? [{ id: 'recipient', label: 'Recipient' } as const] : []),
];

const STATUS_LABELS: Record<ScannedGiftCard['giftCard']['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  void: 'Voided',
  on_hold: 'On hold (disputed)',
  refunded: 'Refunded',
  replaced: 'Moved to a new code',
};

const REVERSAL_WINDOW_MS = REVERSAL_WINDOW_DAYS * 86_400_000;
const optionalAmount = (text: string) => (text.trim() === '' ? undefined : dollarsOf(text));
const toCents = (dollars: number) => Math.round(dollars * 100);

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
  const [code, setCode] = useState(soldCode);
  const [card, setCard] = useState<ScannedGiftCard | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Action>('refund');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [redemptionId, setRedemptionId] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [resend, resendEmail] = useCall();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; fields?: Record<string, string> } | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    cardActionsApi.card(code).then(setCard, (error: Error) => setLoadError(error.message));
  }, [code]);
  useEffect(load, [load]);

  if (!card) {
    return (
      <Modal open title="Manage gift card" onClose={onClose} size="md">
        {loadError ? <AlertBanner tone="error">{loadError}</AlertBanner> : <Spinner label="Loading the card" />}
      </Modal>
    );
  }

  const { giftCard } = card;
  const buyer = card.buyers[0]!;
  const voided = giftCard.status === 'void';
  const reversible = buyer.redemptionHistory.filter(
    (entry) => !entry.reversed && Date.now() - Date.parse(entry.redemptionDate) <= REVERSAL_WINDOW_MS,
  );
  const refundAmount = optionalAmount(amount) ?? giftCard.paidBalance;
  const refundable = giftCard.status === 'active' && giftCard.paidBalance > 0;
  const actions = actionsFor({ voided, gift: buyer.giftInfo !== null, refundable, reversible: reversible.length > 0 });
  // The one chosen while it still applies (a refund takes the paid value off), else the first that does.
  const action = actions.some((option) => option.id === chosen) ? chosen : actions[0].id;
  const toReverse = reversible.find((entry) => entry.redemptionId === redemptionId) ?? reversible[0];
  const figures = {
    balanceCents: toCents(buyer.remainingBalance),
    paidCents: toCents(giftCard.paidBalance),
    paymentCardLast4: giftCard.paymentCardLast4,
  };
  const confirmation = (): Confirmation =>
    action === 'refund'
      ? refundConfirmation(amount, figures)
      : action === 'adjust'
        ? adjustConfirmation(amount, figures)
        : action === 'reverse'
          ? reverseConfirmation(toCents(toReverse?.redeemedAmount ?? 0), figures)
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

  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      let refunded = '';
      let done: CardActionDone;
      if (action === 'refund') {
        const refund = await cardActionsApi.refund(code, reason, optionalAmount(amount));
        refunded = `${formatUsd(refund.refundedAmount)} refunded. `;
        done = refund;
      } else if (action === 'adjust') done = await cardActionsApi.adjust(code, dollarsOf(amount), reason);
      else if (action === 'reverse') done = await cardActionsApi.reverse(code, toReverse!.redemptionId!, reason);
      else done = await (voided ? cardActionsApi.reactivate(code, reason) : cardActionsApi.void(code, reason));
      setOutcome({ tone: 'success', text: `${refunded}Balance now ${formatUsd(done.remainingBalance)} · ${STATUS_LABELS[done.status]}.` });
      setAmount('');
      setReason('');
      onChanged(code);
      load();
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message, fields: error instanceof ApiError ? error.fields : undefined });
    } finally {
      setBusy(false);
      // Done or refused, the step closes: what is left (a partial refund's rest) needs a click and a sentence of its own.
      setConfirming(false);
    }
  };

  const moved = (newCode: string, email: string) => {
    setOutcome({ tone: 'success', text: `The card went to ${email} under a new code, ${newCode}. The old code no longer works.` });
    setCode(newCode);
    onChanged(newCode);
  };

  const danger = action === 'refund' || (action === 'state' && !voided) || (action === 'adjust' && amount.trim().startsWith('-'));
  const submitLabel =
    action === 'refund'
      ? `Refund ${formatUsd(refundAmount)}`
      : action === 'adjust'
        ? 'Adjust balance'
        : action === 'reverse'
          ? 'Reverse redemption'
          : voided
            ? 'Reactivate card'
            : 'Void card';

  return (
    <Modal open title="Manage gift card" onClose={onClose} size="md">
      <p className="card-actions__who">
        <strong>{buyerName}</strong> · {giftCard.giftCardName} · <code>{code}</code>
      </p>
      <dl className="card-actions__facts">
        <dt>Status</dt>
        <dd data-status={giftCard.status}>{STATUS_LABELS[giftCard.status]}</dd>
        <dt>Paid</dt>
        <dd>{formatUsd(giftCard.amountPaid)}</dd>
        <dt>Redeemed</dt>
        <dd>{formatUsd(buyer.usedAmount)}</dd>
        <dt>Paid value left</dt>
        <dd>{formatUsd(giftCard.paidBalance)}</dd>
        <dt>Bonus value left</dt>
        <dd>{formatUsd(giftCard.bonusBalance)}</dd>
      </dl>
      <SegmentedToggle
        label="What to do"
        options={actions}
        value={action}
        onChange={(id) => (setChosen(id), setOutcome(null), setConfirming(false))}
      />
      {action === 'recipient' && buyer.giftInfo ? (
        <>
          {outcome && <AlertBanner tone={outcome.tone}>{outcome.text}</AlertBanner>}
          <ChangeRecipientForm
            key={`${code}:${buyer.giftInfo.recipientEmail}`}
            code={code}
            recipient={buyer.giftInfo}
            onMoved={moved}
            onClose={onClose}
          />
        </>
      ) : (
        <form className="card-actions__form" onSubmit={ask} noValidate>
          {action === 'refund' && (
            <TextField
              label="Amount to refund"
              optional
              inputMode="decimal"
              startText="$"
              value={amount}
              onChange={(event) => edit(setAmount)(event.target.value)}
              placeholder={giftCard.paidBalance.toFixed(2)}
              hint={`Left empty: all the paid value left, ${formatUsd(giftCard.paidBalance)}, goes back to the buyer's payment. Bonus value is never paid out.`}
              error={outcome?.fields?.amount}
            />
          )}
          {action === 'adjust' && (
            <TextField
              label="Amount"
              inputMode="decimal"
              startText="$"
              value={amount}
              onChange={(event) => edit(setAmount)(event.target.value)}
              hint="Positive adds value (as bonus value); negative takes value off."
              error={outcome?.fields?.amount}
            />
          )}
          {action === 'reverse' && (
            <fieldset className="card-actions__redemptions">
              <legend>Redemption to credit back</legend>
              {reversible.map((entry) => (
                <label key={entry.redemptionId} className="radio">
                  <input
                    type="radio"
                    name="redemption"
                    value={entry.redemptionId}
                    checked={toReverse === entry}
                    onChange={() => edit(setRedemptionId)(entry.redemptionId!)}
                  />
                  {formatUsd(entry.redeemedAmount)} on {formatInstantDate(entry.redemptionDate)}
                </label>
              ))}
            </fieldset>
          )}
          <TextAreaField
            label="Reason"
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
              onClick={() => resendEmail(() => cardActionsApi.resend(code))}
            >
              Email the card again
            </button>
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              Close
            </button>
            <button type="submit" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}>
              {submitLabel}
            </button>
          </div>
        </form>
      )}
      <CardActivityList code={code} card={card} />
    </Modal>
  );
}
