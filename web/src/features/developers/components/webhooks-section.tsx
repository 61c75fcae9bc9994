import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEventType } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { Modal } from '../../../components/ui/modal';
import { RowAction } from '../../../components/ui/row-action';
import { Table, type Column } from '../../../components/ui/table';
import { TitledCard } from '../../../components/ui/titled-card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useBusinessDates } from '../../../lib/format-date';
import { webhooksApi } from '../api/webhooks-api';

const COLUMNS: readonly Column[] = ['Endpoint', 'Events', 'Status', { hidden: 'Actions' }];
const DELIVERY_COLUMNS: readonly Column[] = ['Event', 'Status', 'Attempts', 'Answer', 'Time', 'Sent', { hidden: 'Actions' }];

/** The /developers page's webhooks: endpoints signed per the Standard Webhooks spec, a test message, and each endpoint's delivery log. */
export function WebhooksSection() {
  const [webhooks, setWebhooks] = useState<WebhookEndpoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [opened, setOpened] = useState<WebhookEndpoint | null>(null);

  const load = useCallback(async () => {
    try {
      setWebhooks((await webhooksApi.list()).webhooks);
      setError(null);
    } catch (failed) {
      setError(errorMessage(failed, 'Webhooks could not be loaded. Please try again.'));
    }
  }, []);
  useEffect(() => void load(), [load]);

  const act = async (work: () => Promise<unknown>, failure: string) => {
    try {
      await work();
      await load();
    } catch (failed) {
      setError(errorMessage(failed, failure));
    }
  };

  return (
    <>
      <h2 className="developers-heading">Webhooks</h2>
      <p className="muted">
        Your systems are told when a card is issued, redeemed, refunded, voided or reloaded, and when an order is paid or refunded: a signed POST to
        your https address (Standard Webhooks: <code>Webhook-Id</code>, <code>Webhook-Timestamp</code>, <code>Webhook-Signature</code>).
      </p>
      {secret ? (
        <TitledCard titleId="webhooks-secret-title" title={`Signing secret for ${secret.url}`} className="developers-card developers-made">
          <AlertBanner tone="warning">Copy this secret now: it will not be shown again. Your endpoint verifies every message with it.</AlertBanner>
          <code className="developers-made__key" aria-label="The signing secret">
            {secret.secret}
          </code>
          <div className="developers-made__actions">
            <button type="button" className="btn btn--primary" onClick={() => setSecret(null)}>
              Done
            </button>
          </div>
        </TitledCard>
      ) : (
        <WebhookForm
          onMade={(url, made) => {
            setSecret({ url, secret: made });
            void load();
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
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const toggle = (event: WebhookEventType, on: boolean) => setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const made = await webhooksApi.create({ url: url.trim(), events });
      setUrl('');
      onMade(url.trim(), made.secret);
    } catch (refused) {
      setFields(refused instanceof ApiError && refused.fields ? refused.fields : {});
      setError(errorMessage(refused, 'The endpoint could not be added. Please try again.'));
    } finally {
      setSaving(false);
    }
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
      <fieldset className="check-group" aria-describedby={fields.events ? 'webhooks-events-error' : undefined}>
        <legend className="field__label">Events to send</legend>
        {WEBHOOK_EVENTS.map((type) => (
          <label key={type} className="check-group__option">
            <input type="checkbox" checked={events.includes(type)} onChange={(change) => toggle(type, change.target.checked)} />
            <code>{type}</code>
          </label>
        ))}
        {fields.events && (
          <span id="webhooks-events-error" className="field__error">
            {fields.events}
          </span>
        )}
      </fieldset>
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
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setDeliveries((await webhooksApi.deliveries(webhook.id)).deliveries);
      setError(null);
    } catch (failed) {
      setError(errorMessage(failed, 'Deliveries could not be loaded. Please try again.'));
    }
  }, [webhook.id]);
  useEffect(() => void load(), [load]);

  const resend = async (delivery: WebhookDelivery) => {
    try {
      await webhooksApi.resend(webhook.id, delivery.id);
      await load();
    } catch (failed) {
      setError(errorMessage(failed, 'The delivery could not be sent again.'));
    }
  };

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
