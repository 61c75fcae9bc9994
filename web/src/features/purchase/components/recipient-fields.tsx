import { DeliveryTimeFields } from '../../../components/ui/delivery-time-fields';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { defaultDeliveryTime } from '../../../lib/delivery-time';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';
import { recipientKey, type RecipientDraft, type RecipientField } from '../purchase-form';

interface RecipientFieldsProps {
  index: number;
  /** How many recipients the gift has: the heading and the remove button show only with several. */
  count: number;
  recipient: RecipientDraft;
  errors: Record<string, string>;
  /** The zone a new schedule starts in: the business's. */
  defaultZone: string;
  /** The card's last day: no later date is offered. */
  lastDay: string;
  onField: (field: RecipientField, value: string) => void;
  onDelivery: (when: RecipientDraft['when']) => void;
  onRemove: () => void;
}

/** One recipient of a gift: name, email, message, and whether the card goes now or at a chosen date, time and zone. */
export function RecipientFields({ index, count, recipient, errors, defaultZone, lastDay, onField, onDelivery, onRemove }: RecipientFieldsProps) {
  const t = useMessages(dialogMessages);
  const deliveryChoices = [
    { id: 'now', label: t('sendNow') },
    { id: 'schedule', label: t('schedule') },
  ] as const;
  const error = (field: RecipientField | 'deliverAt') => errors[recipientKey(index, field)];
  /** A typed field's value, its error and its edits. */
  const bound = (field: 'recipientName' | 'recipientEmail') => ({
    value: recipient.values[field] ?? '',
    error: error(field),
    onValue: (value: string) => onField(field, value),
  });
  return (
    <fieldset className="pd-recipient" data-recipient={index}>
      {count > 1 && (
        <legend className="pd-recipient__legend">
          {t('recipient', { number: index + 1 })}
          <button
            type="button"
            className="btn btn--ghost btn--sm pd-recipient__remove"
            onClick={onRemove}
            aria-label={t('removeRecipient', { number: index + 1 })}
          >
            {t('remove')}
          </button>
        </legend>
      )}
      <div className="form-grid">
        <TextField label={t('recipientName')} autoComplete="off" {...bound('recipientName')} />
        <TextField label={t('recipientEmail')} type="email" autoComplete="off" {...bound('recipientEmail')} />
        <TextAreaField
          label={t('personalMessage')}
          optional
          className="field--full"
          rows={4}
          maxLength={500}
          value={recipient.values.message ?? ''}
          placeholder={t('messagePlaceholder')}
          onChange={(e) => onField('message', e.target.value)}
        />
      </div>
      <div className="pd-recipient__delivery">
        <span className="field__label">{t('delivery')}</span>
        <SegmentedToggle
          label={t('whenToSend', { number: index + 1 })}
          options={deliveryChoices}
          value={recipient.when ? 'schedule' : 'now'}
          onChange={(choice) => onDelivery(choice === 'now' ? null : (recipient.when ?? defaultDeliveryTime(defaultZone)))}
        />
      </div>
      {recipient.when && <DeliveryTimeFields value={recipient.when} onChange={onDelivery} error={error('deliverAt')} lastDay={lastDay} />}
    </fieldset>
  );
}
