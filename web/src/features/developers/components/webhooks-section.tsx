import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, webhookAnswerIn, type WebhookDelivery, type WebhookEndpoint, type WebhookEventType } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckGroup } from '../../../components/ui/check-group';
import { TextField } from '../../../components/ui/form-field';
import { ListTable } from '../../../components/ui/list-table';
import { Modal } from '../../../components/ui/modal';
import { RowAction } from '../../../components/ui/row-action';
import type { Column } from '../../../components/ui/table';
import { TitledCard } from '../../../components/ui/titled-card';
import { useBusinessDates } from '../../../lib/format-date';
import { useFormSend } from '../../../lib/use-call';
import { useReloadable } from '../../../lib/use-fetched';
import { webhooksApi } from '../api/webhooks-api';
import { ShownOnceSecret } from './shown-once-secret';
import { useAnswer } from './use-answer';
import { useMessages } from '../../../lib/i18n';
import { webhooksMessages } from './webhooks-section.messages';

/** Not words: shown the same in every language. */
const NONE = '—';
const URL_EXAMPLE = 'https://shop.example.com/giftcard-hooks';

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((type) => ({ id: type, label: <code>{type}</code> }));

/** The /developers page's webhooks: endpoints signed per the Standard Webhooks spec, a test message, and each endpoint's delivery log. */
export function WebhooksSection() {
  const t = useMessages(webhooksMessages);
  const answer = useAnswer(webhookAnswerIn);
  const columns: readonly Column[] = [t('colEndpoint'), t('colEvents'), t('colStatus'), { hidden: t('colActions') }];
  const { data: webhooks, error, reload, change: act } = useReloadable(async () => (await webhooksApi.list()).webhooks, t('loadFailed'), []);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [opened, setOpened] = useState<WebhookEndpoint | null>(null);

  return (
    <>
      <h2 className="developers-heading">{t('heading')}</h2>
      <p className="muted">{t.rich('intro', { code: (chunks) => <code>{chunks}</code> })}</p>
      {secret ? (
        <ShownOnceSecret
          titleId="webhooks-secret-title"
          title={t('secretTitle', { url: secret.url })}
          warning={t('secretWarning')}
          label={t('secretLabel')}
          secret={secret.secret}
          onDone={() => setSecret(null)}
        />
      ) : (
        <WebhookForm
          onMade={(url, made) => {
            setSecret({ url, secret: made });
            void reload();
          }}
        />
      )}
      <TitledCard titleId="developers-webhooks-title" title={t('endpointsTitle')} className="developers-card">
        <ListTable
          items={webhooks}
          error={answer(error)}
          loading={t('loadingEndpoints')}
          empty={t('noEndpoints')}
          columns={columns}
          className="list-table developers-table"
          rowKey={(webhook) => webhook.id}
          cells={(webhook) => (
            <>
              <td data-label={t('colEndpoint')}>
                <code>{webhook.url}</code>
              </td>
              <td data-label={t('colEvents')}>{webhook.events.join(', ')}</td>
              <td data-label={t('colStatus')}>{webhook.enabled ? t('on') : webhook.disabledAt ? t('offFailing') : t('off')}</td>
              <td data-label={t('colActions')} className="developers-actions">
                <RowAction
                  action={t('sendTest')}
                  item={webhook.url}
                  look="btn--ghost"
                  onClick={() => void act(() => webhooksApi.test(webhook.id), t('testFailed'))}
                />
                <RowAction action={t('deliveries')} item={webhook.url} look="btn--ghost" onClick={() => setOpened(webhook)} />
                <RowAction
                  action={webhook.enabled ? t('turnOff') : t('turnOn')}
                  item={webhook.url}
                  look="btn--ghost"
                  onClick={() => void act(() => webhooksApi.setEnabled(webhook.id, !webhook.enabled), t('changeFailed'))}
                />
                <RowAction
                  action={t('delete')}
                  item={webhook.url}
                  look="btn--ghost developers-danger"
                  onClick={() => void act(() => webhooksApi.remove(webhook.id), t('deleteFailed'))}
                />
              </td>
            </>
          )}
        />
      </TitledCard>
      {opened && <DeliveriesDialog webhook={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function WebhookForm({ onMade }: { onMade: (url: string, secret: string) => void }) {
  const t = useMessages(webhooksMessages);
  const answer = useAnswer(webhookAnswerIn);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['card.issued', 'card.redeemed']);
  const { saving, error, fields, send } = useFormSend(t('addFailed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return send(async () => {
      const made = await webhooksApi.create({ url: url.trim(), events });
      setUrl('');
      onMade(url.trim(), made.secret);
    });
  };

  return (
    <form className="card developers-card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="webhooks-new-title">
      <h2 id="webhooks-new-title" className="card__title">
        {t('newTitle')}
      </h2>
      {error && <AlertBanner tone="error">{answer(error)}</AlertBanner>}
      <TextField label={t('urlLabel')} value={url} inputMode="url" onValue={setUrl} error={answer(fields.url)} placeholder={URL_EXAMPLE} />
      <CheckGroup
        legend={t('eventsLegend')}
        options={EVENT_OPTIONS}
        chosen={events}
        onChange={setEvents}
        error={answer(fields.events)}
        errorId="webhooks-events-error"
      />
      <div>
        <BusyButton type="submit" className="btn btn--primary" busy={saving}>
          {t('add')}
        </BusyButton>
      </div>
    </form>
  );
}

/** An endpoint's last 30 days of deliveries: what was sent, how it was answered, and Resend. */
function DeliveriesDialog({ webhook, onClose }: { webhook: WebhookEndpoint; onClose: () => void }) {
  const t = useMessages(webhooksMessages);
  const answer = useAnswer(webhookAnswerIn);
  const dates = useBusinessDates();
  const deliveryColumns: readonly Column[] = [
    t('colEvent'),
    t('colStatus'),
    t('colAttempts'),
    t('colAnswer'),
    t('colTime'),
    t('colSent'),
    { hidden: t('colActions') },
  ];
  const {
    data: deliveries,
    error,
    change,
  } = useReloadable(async () => (await webhooksApi.deliveries(webhook.id)).deliveries, t('deliveriesFailed'), [webhook.id]);
  const resend = (delivery: WebhookDelivery) => change(() => webhooksApi.resend(webhook.id, delivery.id), t('resendFailed'));

  return (
    <Modal open size="lg" title={t('deliveriesTitle', { url: webhook.url })} onClose={onClose}>
      <ListTable
        items={deliveries}
        error={answer(error)}
        loading={t('loadingDeliveries')}
        empty={t('noDeliveries')}
        columns={deliveryColumns}
        className="list-table developers-table"
        rowKey={(delivery) => delivery.id}
        cells={(delivery) => (
          <>
            <td data-label={t('colEvent')}>
              <code>{delivery.type}</code>
            </td>
            <td data-label={t('colStatus')}>
              {delivery.status === 'delivered' ? t('delivered') : delivery.attempts === 0 ? t('waiting') : t('retrying')}
            </td>
            <td data-label={t('colAttempts')}>{delivery.attempts}</td>
            <td data-label={t('colAnswer')}>{delivery.responseStatus ?? delivery.error ?? NONE}</td>
            <td data-label={t('colTime')}>{delivery.durationMs === null ? NONE : t('duration', { ms: String(delivery.durationMs) })}</td>
            <td data-label={t('colSent')}>{delivery.lastAttemptAt ? dates.dateTime(delivery.lastAttemptAt) : NONE}</td>
            <td data-label={t('colActions')}>
              <RowAction action={t('resend')} item={delivery.id} look="btn--ghost" onClick={() => void resend(delivery)} />
            </td>
          </>
        )}
      />
    </Modal>
  );
}
