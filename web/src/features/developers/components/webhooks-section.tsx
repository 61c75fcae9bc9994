import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEventType } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckGroup } from '../../../components/ui/check-group';
import { TextField } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { Modal } from '../../../components/ui/modal';
import { RowAction } from '../../../components/ui/row-action';
import { Table, type Column } from '../../../components/ui/table';
import { TitledCard } from '../../../components/ui/titled-card';
import { useBusinessDates } from '../../../lib/format-date';
import { useFormSend } from '../../../lib/use-call';
import { useReloadable } from '../../../lib/use-fetched';
import { webhooksApi } from '../api/webhooks-api';
import { ShownOnceSecret } from './shown-once-secret';

const COLUMNS: readonly Column[] = ['Endpoint', 'Events', 'Status', { hidden: 'Actions' }];
const DELIVERY_COLUMNS: readonly Column[] = ['Event', 'Status', 'Attempts', 'Answer', 'Time', 'Sent', { hidden: 'Actions' }];
const EVENT_OPTIONS = WEBHOOK_EVENTS.map((type) => ({ id: type, label: <code>{type}</code> }));

/** The /developers page's webhooks: endpoints signed per the Standard Webhooks spec, a test message, and each endpoint's delivery log. */
export function WebhooksSection() {
  const {
    data: webhooks,
    error,
    reload,
    change: act,
  } = useReloadable(async () => (await webhooksApi.list()).webhooks, 'Webhooks could not be loaded. Please try again.', []);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [opened, setOpened] = useState<WebhookEndpoint | null>(null);

  return (
    <>
      <h2 className="developers-heading">Webhooks</h2>
      <p className="muted">
        Your systems are told when a card is issued, redeemed, refunded, voided or reloaded, and when an order is paid or refunded: a signed POST to
        your https address (Standard Webhooks: <code>Webhook-Id</code>, <code>Webhook-Timestamp</code>, <code>Webhook-Signature</code>).
      </p>
      {secret ? (
        <ShownOnceSecret
          titleId="webhooks-secret-title"
          title={`Signing secret for ${secret.url}`}
          warning="Copy this secret now: it will not be shown again. Your endpoint verifies every message with it."
          label="The signing secret"
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
      <TitledCard titleId="developers-webhooks-title" title="Your webhook endpoints" className="developers-card">
        <ListState items={webhooks} error={error} loading="Loading webhooks" empty="No webhook endpoints yet.">
          {(rows) => (
            <Table columns={COLUMNS} className="list-table developers-table">
              {rows.map((webhook) => (
                <tr key={webhook.id}>
                  <td data-label="Endpoint">
                    <code>{webhook.url}</code>
                  </td>
                  <td data-label="Events">{webhook.events.join(', ')}</td>
                  <td data-label="Status">{webhook.enabled ? 'On' : webhook.disabledAt ? 'Off: failing for 3 days' : 'Off'}</td>
                  <td data-label="Actions" className="developers-actions">
                    <RowAction
                      action="Send test"
                      item={webhook.url}
                      look="btn--ghost"
                      onClick={() => void act(() => webhooksApi.test(webhook.id), 'The test could not be queued.')}
                    />
                    <RowAction action="Deliveries" item={webhook.url} look="btn--ghost" onClick={() => setOpened(webhook)} />
                    <RowAction
                      action={webhook.enabled ? 'Turn off' : 'Turn on'}
                      item={webhook.url}
                      look="btn--ghost"
                      onClick={() => void act(() => webhooksApi.setEnabled(webhook.id, !webhook.enabled), 'The endpoint could not be changed.')}
                    />
                    <RowAction
                      action="Delete"
                      item={webhook.url}
                      look="btn--ghost developers-danger"
                      onClick={() => void act(() => webhooksApi.remove(webhook.id), 'The endpoint could not be deleted.')}
                    />
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </ListState>
      </TitledCard>
      {opened && <DeliveriesDialog webhook={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function WebhookForm({ onMade }: { onMade: (url: string, secret: string) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['card.issued', 'card.redeemed']);
  const { saving, error, fields, send } = useFormSend('The endpoint could not be added. Please try again.');

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
        New webhook endpoint
      </h2>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <TextField
        label="Endpoint URL"
        value={url}
        inputMode="url"
        onValue={setUrl}
        error={fields.url}
        placeholder="https://shop.example.com/giftcard-hooks"
      />
      <CheckGroup
        legend="Events to send"
        options={EVENT_OPTIONS}
        chosen={events}
        onChange={setEvents}
        error={fields.events}
        errorId="webhooks-events-error"
      />
      <div>
        <BusyButton type="submit" className="btn btn--primary" busy={saving}>
          Add endpoint
        </BusyButton>
      </div>
    </form>
  );
}

/** An endpoint's last 30 days of deliveries: what was sent, how it was answered, and Resend. */
function DeliveriesDialog({ webhook, onClose }: { webhook: WebhookEndpoint; onClose: () => void }) {
  const dates = useBusinessDates();
  const {
    data: deliveries,
    error,
    change,
  } = useReloadable(async () => (await webhooksApi.deliveries(webhook.id)).deliveries, 'Deliveries could not be loaded. Please try again.', [
    webhook.id,
  ]);
  const resend = (delivery: WebhookDelivery) => change(() => webhooksApi.resend(webhook.id, delivery.id), 'The delivery could not be sent again.');

  return (
    <Modal open size="lg" title={`Deliveries to ${webhook.url}`} onClose={onClose}>
      <ListState items={deliveries} error={error} loading="Loading deliveries" empty="Nothing sent in the last 30 days.">
        {(rows) => (
          <Table columns={DELIVERY_COLUMNS} className="list-table developers-table">
            {rows.map((delivery) => (
              <tr key={delivery.id}>
                <td data-label="Event">
                  <code>{delivery.type}</code>
                </td>
                <td data-label="Status">{delivery.status === 'delivered' ? 'Delivered' : delivery.attempts === 0 ? 'Waiting' : 'Retrying'}</td>
                <td data-label="Attempts">{delivery.attempts}</td>
                <td data-label="Answer">{delivery.responseStatus ?? delivery.error ?? '—'}</td>
                <td data-label="Time">{delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`}</td>
                <td data-label="Sent">{delivery.lastAttemptAt ? dates.dateTime(delivery.lastAttemptAt) : '—'}</td>
                <td data-label="Actions">
                  <RowAction action="Resend" item={delivery.id} look="btn--ghost" onClick={() => void resend(delivery)} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </ListState>
    </Modal>
  );
}
