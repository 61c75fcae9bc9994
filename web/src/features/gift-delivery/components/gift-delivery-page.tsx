import { BrandedPage } from '../../../components/ui/branded-page';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { describeDeliveryTime, MAX_GIFT_MESSAGE_LENGTH, type ScheduledGift } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { DeliveryTimeFields } from '../../../components/ui/delivery-time-fields';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { DelayedLoadingOverlay } from '../../../components/ui/loading-overlay';
import { BusyButton } from '../../../components/ui/busy-button';
import { ApiError } from '../../../lib/api-client';
import { deliveryInstant, deliveryTimeError, deliveryTimeOf, type DeliveryTime } from '../../../lib/delivery-time';
import { useFetched } from '../../../lib/use-fetched';
import { giftDeliveryApi } from '../api/gift-delivery-api';
import './gift-delivery-page.css';

type Saving =
  | { status: 'idle' }
  | { status: 'busy'; now: boolean }
  | { status: 'saved'; message: string; gift: ScheduledGift }
  | { status: 'failed'; message: string; fields: Record<string, string> };

/** Target of the change link in a scheduled gift's confirmation: until it is sent, the buyer moves its time, changes its recipient or message, or sends it now. */
export function GiftDeliveryPage() {
  const { token = '' } = useParams();
  const { data: gift, error } = useFetched(() => giftDeliveryApi.get(token), [token]);
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });

  return (
    <BrandedPage block="gift-delivery" card="gift-delivery__card">
      <h1 className="gift-delivery__title">Change your gift's delivery</h1>
      {error ? (
        <AlertBanner tone="error">{error}</AlertBanner>
      ) : !gift ? (
        <DelayedLoadingOverlay />
      ) : saving.status === 'saved' ? (
        <>
          <AlertBanner tone="success">{saving.message}</AlertBanner>
          <GiftSummary gift={saving.gift} />
        </>
      ) : gift.sentAt ? (
        <>
          <AlertBanner tone="info">This gift has already been sent, so its delivery can no longer be changed.</AlertBanner>
          <GiftSummary gift={gift} />
        </>
      ) : (
        <ChangeForm token={token} gift={gift} saving={saving} onSaving={setSaving} />
      )}
    </BrandedPage>
  );
}

function GiftSummary({ gift }: { gift: ScheduledGift }) {
  return (
    <dl className="gift-delivery__summary">
      <dt>Gift card</dt>
      <dd>
        {gift.giftCardName} from {gift.businessName}
      </dd>
      <dt>Recipient</dt>
      <dd>
        {gift.recipientName} ({gift.recipientEmail})
      </dd>
      {gift.message && (
        <>
          <dt>Message</dt>
          <dd className="gift-delivery__message">{gift.message}</dd>
        </>
      )}
      <dt>{gift.sentAt ? 'Sent' : 'Sending'}</dt>
      <dd>{describeDeliveryTime(gift.sentAt ?? gift.deliverAt, gift.deliverTimeZone)}</dd>
    </dl>
  );
}

function ChangeForm({ token, gift, saving, onSaving }: { token: string; gift: ScheduledGift; saving: Saving; onSaving: (saving: Saving) => void }) {
  const [when, setWhen] = useState<DeliveryTime>(() => deliveryTimeOf(gift.deliverAt, gift.deliverTimeZone));
  const [recipientName, setRecipientName] = useState(gift.recipientName);
  const [recipientEmail, setRecipientEmail] = useState(gift.recipientEmail);
  const [message, setMessage] = useState(gift.message);
  const [timeError, setTimeError] = useState<string | null>(null);
  const fields = saving.status === 'failed' ? saving.fields : {};
  const busy = saving.status === 'busy';

  useEffect(() => setTimeError(null), [when]);

  /** Saves the form with the chosen time, or with this instant: the gift then goes at once. */
  const save = async (now: boolean) => {
    const problem = now ? null : deliveryTimeError(when);
    setTimeError(problem);
    if (problem) return;
    onSaving({ status: 'busy', now });
    try {
      const answer = await giftDeliveryApi.change(token, {
        deliverAt: now ? new Date().toISOString() : deliveryInstant(when),
        deliverTimeZone: when.timeZone,
        recipientName: recipientName.trim(),
        recipientEmail: recipientEmail.trim(),
        message: message.trim(),
      });
      onSaving({ status: 'saved', message: answer.message, gift: answer.gift });
    } catch (failure) {
      onSaving({
        status: 'failed',
        message: (failure as Error).message || 'Your change could not be saved. Please try again.',
        fields: failure instanceof ApiError ? (failure.fields ?? {}) : {},
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="gift-delivery__lead">
        Your {gift.giftCardName} gift card from {gift.businessName} goes to {gift.recipientName} on{' '}
        {describeDeliveryTime(gift.deliverAt, gift.deliverTimeZone)}. Until then you can change the time, the address or your message, or send it now.
      </p>
      {saving.status === 'failed' && <AlertBanner tone="error">{saving.message}</AlertBanner>}
      <DeliveryTimeFields value={when} onChange={setWhen} error={timeError ?? fields.deliverAt} zoneError={fields.deliverTimeZone} />
      <TextField label="Recipient name" value={recipientName} error={fields.recipientName} autoComplete="off" onValue={setRecipientName} />
      <TextField
        label="Recipient email"
        type="email"
        value={recipientEmail}
        error={fields.recipientEmail}
        autoComplete="off"
        onValue={setRecipientEmail}
      />
      <TextAreaField
        label="Personal message"
        optional
        rows={4}
        maxLength={MAX_GIFT_MESSAGE_LENGTH}
        value={message}
        error={fields.message}
        placeholder="Write a few words for the recipient"
        onValue={setMessage}
      />
      <div className="gift-delivery__actions">
        <BusyButton type="submit" className="btn btn--gradient btn--lg" busy={busy && !saving.now} disabled={busy}>
          Save changes
        </BusyButton>
        <BusyButton type="button" className="btn btn--secondary btn--lg" busy={busy && saving.now} disabled={busy} onClick={() => void save(true)}>
          Send now
        </BusyButton>
      </div>
    </form>
  );
}
