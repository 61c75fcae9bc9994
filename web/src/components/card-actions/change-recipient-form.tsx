import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../ui/alert-banner';
import { ConfirmStep } from '../ui/confirm-step';
import { TextAreaField, TextField } from '../ui/form-field';
import { recipientConfirmation } from './action-confirmation';
import { cardActionsActions, selectCardActions } from './card-actions-slice';
import { useCardActionResult } from './use-card-action-result';
import { useMessages } from '../../lib/i18n';
import { cardActionsMessages } from './card-actions.messages';

/**
 * A gift sent to the wrong person: its new recipient gets the card under a new code, and the old code stops working
 * at once. The modal then manages the new code.
 */
export function ChangeRecipientForm({
  code,
  recipient,
  onClose,
}: {
  code: string;
  recipient: { recipientName: string; recipientEmail: string };
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const busy = useSelector(selectCardActions).pending;
  const t = useMessages(cardActionsMessages);
  const [name, setName] = useState(recipient.recipientName);
  const [email, setEmail] = useState(recipient.recipientEmail);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ text: string; fields?: Record<string, string> } | null>(null);

  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    set(event.target.value);
    setConfirming(false);
    setFailure(null);
  };

  // The first click only asks: the sentence says what will happen, or the form says what to fix.
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const { fields } = recipientConfirmation(name, email);
    setFailure(fields ? { text: Object.values(fields)[0], fields } : null);
    setConfirming(!fields);
  };

  useCardActionResult('recipient', ({ tone, text, fields }) => {
    setConfirming(false);
    if (tone === 'error') setFailure({ text, fields });
  });

  const submit = () => {
    setFailure(null);
    dispatch(
      cardActionsActions.recipientRequest({
        code,
        recipient: { recipientName: name, recipientEmail: email, ...(reason.trim() ? { reason } : {}) },
      }),
    );
  };

  return (
    <form className="card-actions__form" onSubmit={ask} noValidate>
      <p className="muted">{t('recipientIntro')}</p>
      <TextField label={t('recipientName')} value={name} onChange={edit(setName)} error={failure?.fields?.recipientName} autoComplete="off" />
      <TextField
        label={t('recipientEmail')}
        type="email"
        value={email}
        onChange={edit(setEmail)}
        error={failure?.fields?.recipientEmail}
        autoComplete="off"
      />
      <TextAreaField
        label={t('reason')}
        optional
        rows={2}
        maxLength={500}
        value={reason}
        onChange={edit(setReason)}
        error={failure?.fields?.reason}
      />
      {failure && !failure.fields && <AlertBanner tone="error">{failure.text}</AlertBanner>}
      {confirming && (
        <ConfirmStep
          sentence={recipientConfirmation(name, email).sentence ?? ''}
          confirmLabel={t('sendToNewRecipient')}
          busy={busy}
          onConfirm={submit}
          onCancel={() => setConfirming(false)}
        />
      )}
      <div className="card-actions__buttons" hidden={confirming}>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('close')}
        </button>
        <button type="submit" className="btn btn--primary">
          {t('sendToNewRecipient')}
        </button>
      </div>
    </form>
  );
}
