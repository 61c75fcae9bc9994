import { BrandedPage } from '../../../components/ui/branded-page';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import {
  deliveryMessages,
  describeDeliveryTime,
  isScheduled,
  MAX_GIFT_MESSAGE_LENGTH,
  type CatalogKey,
  type Locale,
  type ScheduledGift,
} from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { DeliveryTimeFields } from '../../../components/ui/delivery-time-fields';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { DelayedLoadingOverlay } from '../../../components/ui/loading-overlay';
import { BusyButton } from '../../../components/ui/busy-button';
import { ApiError } from '../../../lib/api-client';
import { deliveryInstant, deliveryTimeError, deliveryTimeOf, type DeliveryTime } from '../../../lib/delivery-time';
import { useFetched } from '../../../lib/use-fetched';
import { useLocale, useMessages, type Translate } from '../../../lib/i18n';
import { giftDeliveryApi } from '../api/gift-delivery-api';
import { pageMessages } from './gift-delivery-page.messages';
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
  const t = useMessages(pageMessages);
  const rules = useMessages(deliveryMessages);

  return (
    <BrandedPage block="gift-delivery" card="gift-delivery__card">
      <h1 className="gift-delivery__title">{t('title')}</h1>
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
          <AlertBanner tone="info">{rules('alreadySent')}</AlertBanner>
          <GiftSummary gift={gift} />
        </>
      ) : (
        <ChangeForm token={token} gift={gift} saving={saving} onSaving={setSaving} />
      )}
    </BrandedPage>
  );
}

function GiftSummary({ gift }: { gift: ScheduledGift }) {
  const t = useMessages(pageMessages);
  const locale = useLocale();
  return (
    <dl className="gift-delivery__summary">
      <dt>{t('giftCard')}</dt>
      <dd>{t('cardFrom', { card: gift.giftCardName, business: gift.businessName })}</dd>
      <dt>{t('recipient')}</dt>
      <dd>{t('recipientWithEmail', { name: gift.recipientName, email: gift.recipientEmail })}</dd>
      {gift.message && (
        <>
          <dt>{t('message')}</dt>
          <dd className="gift-delivery__message">{gift.message}</dd>
        </>
      )}
      <dt>{gift.sentAt ? t('sent') : t('sending')}</dt>
      <dd>{describeDeliveryTime(gift.sentAt ?? gift.deliverAt, gift.deliverTimeZone, locale)}</dd>
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
  const t = useMessages(pageMessages);
  const rules = useMessages(deliveryMessages);
  const locale = useLocale();

  useEffect(() => setTimeError(null), [when]);

  /** Saves the form with the chosen time, or with this instant: the gift then goes at once. */
  const save = async (now: boolean) => {
    const problem = now ? null : deliveryTimeError(when, new Date(), gift.validThrough);
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
      onSaving({ status: 'saved', message: savedMessage(t, rules('changed'), answer.gift, locale), gift: answer.gift });
    } catch (failure) {
      onSaving({
        status: 'failed',
        message: (failure as Error).message || t('saveFailed'),
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
        {t('lead', {
          card: gift.giftCardName,
          business: gift.businessName,
          recipient: gift.recipientName,
          when: describeDeliveryTime(gift.deliverAt, gift.deliverTimeZone, locale),
        })}
      </p>
      {saving.status === 'failed' && <AlertBanner tone="error">{saving.message}</AlertBanner>}
      <DeliveryTimeFields
        value={when}
        onChange={setWhen}
        error={timeError ?? fields.deliverAt}
        zoneError={fields.deliverTimeZone}
        lastDay={gift.validThrough}
      />
      <TextField label={t('recipientName')} value={recipientName} error={fields.recipientName} autoComplete="off" onValue={setRecipientName} />
      <TextField
        label={t('recipientEmail')}
        type="email"
        value={recipientEmail}
        error={fields.recipientEmail}
        autoComplete="off"
        onValue={setRecipientEmail}
      />
      <TextAreaField
        label={t('personalMessage')}
        optional
        rows={4}
        maxLength={MAX_GIFT_MESSAGE_LENGTH}
        value={message}
        error={fields.message}
        placeholder={t('messagePlaceholder')}
        onValue={setMessage}
      />
      <div className="choice-pair">
        <BusyButton type="submit" className="btn btn--gradient btn--lg" busy={busy && !saving.now} disabled={busy}>
          {t('saveChanges')}
        </BusyButton>
        <BusyButton type="button" className="btn btn--secondary btn--lg" busy={busy && saving.now} disabled={busy} onClick={() => void save(true)}>
          {t('sendNow')}
        </BusyButton>
      </div>
    </form>
  );
}

/** What the server says after a change (its "Saved. It will be sent on …"), in the language now. */
function savedMessage(t: Translate<CatalogKey<typeof pageMessages>>, changed: string, gift: ScheduledGift, locale: Locale): string {
  return isScheduled(gift.deliverAt, new Date())
    ? t('savedScheduled', { when: describeDeliveryTime(gift.deliverAt, gift.deliverTimeZone, locale), changed })
    : t('savedNow', { changed });
}
