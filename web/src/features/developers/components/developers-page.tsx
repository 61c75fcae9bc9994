import { useState, type FormEvent } from 'react';
import { API_SCOPES, type ApiKeySummary, type ApiScope } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckGroup } from '../../../components/ui/check-group';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { TextField } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { Modal } from '../../../components/ui/modal';
import { RowAction } from '../../../components/ui/row-action';
import { MoneyCell, Table, type Column } from '../../../components/ui/table';
import { TitledCard } from '../../../components/ui/titled-card';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { useFormSend } from '../../../lib/use-call';
import { useReloadable } from '../../../lib/use-fetched';
import { apiKeysApi } from '../api/api-keys-api';
import { ShownOnceSecret } from './shown-once-secret';
import { WebhooksSection } from './webhooks-section';
import './developers.css';
import { useMoney } from '../../../lib/currency';

const COLUMNS: readonly Column[] = ['Name', 'Key', 'Scopes', 'Daily limit', 'Last used', { hidden: 'Actions' }];

const SCOPE_LABEL: Record<ApiScope, string> = {
  'cards:read': 'Read cards (cards:read)',
  'cards:redeem': 'Redeem and reverse (cards:redeem)',
  'orders:read': 'Read orders (orders:read)',
  'reports:read': 'Read reports (reports:read)',
};
const SCOPE_OPTIONS = API_SCOPES.map((scope) => ({ id: scope, label: SCOPE_LABEL[scope] }));

/** Admin /developers (owners): API keys for the business's other systems, each shown once when made, and revoked at once; and webhooks. */
export function DevelopersPage() {
  useDocumentMeta({ title: 'Developers | Giftcard Vault' });
  const dates = useBusinessDates();
  const {
    data: keys,
    error,
    reload,
  } = useReloadable(async () => (await apiKeysApi.list()).keys, 'API keys could not be loaded. Please try again.', []);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  return (
    <section className="developers" aria-labelledby="developers-title">
      <h1 id="developers-title">Developers</h1>
      <p className="muted">
        API keys let your other systems (a point of sale, an online shop, your accounting) read and redeem your gift cards with the integrator API.
        Send a key as <code>Authorization: Bearer gv_…</code>. A key made in test mode (<code>gv_test_</code>) sees only test cards.
      </p>
      {made ? (
        <ShownOnceSecret
          titleId="developers-made-title"
          title={`Your new key: ${made.name}`}
          warning="Copy this key now and keep it secret: it will not be shown again."
          label="The new API key"
          secret={made.key}
          copyLabel="Copy key"
          onDone={() => setMade(null)}
        />
      ) : (
        <KeyForm
          onMade={(name, key) => {
            setMade({ name, key });
            void reload();
          }}
        />
      )}
      <TitledCard titleId="developers-keys-title" title="Your keys" className="developers-card">
        <ListState items={keys} error={error} loading="Loading API keys" empty="No API keys yet.">
          {(rows) => (
            <Table columns={COLUMNS} className="list-table developers-table">
              {rows.map((key) => (
                <tr key={key.id}>
                  <td data-label="Name">
                    <strong>{key.name}</strong>
                  </td>
                  <td data-label="Key">
                    <code>{key.prefix}…</code>
                  </td>
                  <td data-label="Scopes">{key.scopes.join(', ')}</td>
                  <MoneyCell label="Daily limit" dollars={key.dailyLimit} />
                  <td data-label="Last used">{key.lastUsedAt ? dates.dateTime(key.lastUsedAt) : 'Never'}</td>
                  <td data-label="Actions">
                    <RowAction action="Revoke" item={key.name} look="btn--ghost developers-danger" onClick={() => setRevoking(key)} />
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </ListState>
      </TitledCard>
      <WebhooksSection />
      {revoking && (
        <RevokeDialog
          apiKey={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setRevoking(null);
            void reload();
          }}
        />
      )}
    </section>
  );
}

/** A new key's name, scopes and daily limit. */
function KeyForm({ onMade }: { onMade: (name: string, key: string) => void }) {
  const money = useMoney();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['cards:read']);
  const [dailyLimit, setDailyLimit] = useState('');
  const { saving, error, fields, send } = useFormSend('The key could not be made. Please try again.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return send(async () => {
      const limit = dailyLimit.trim() === '' ? undefined : Number(dailyLimit);
      const { key } = await apiKeysApi.create({ name, scopes, ...(limit !== undefined && { dailyLimit: limit }) });
      onMade(name.trim(), key);
    });
  };

  return (
    <form className="card developers-card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="developers-new-title">
      <h2 id="developers-new-title" className="card__title">
        New API key
      </h2>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <div className="form-grid">
        <TextField label="Name" value={name} maxLength={100} onValue={setName} error={fields.name} placeholder="e.g. Online shop" />
        <TextField
          label={`Daily redemption limit (${money.symbol})`}
          optional
          inputMode={money.digits > 0 ? 'decimal' : 'numeric'}
          value={dailyLimit}
          onValue={setDailyLimit}
          error={fields.dailyLimit}
          hint={`What the key may redeem in a day. Left empty: ${money.formatWhole(money.limits.apiKeyDailyLimitCents)}.`}
        />
      </div>
      <CheckGroup
        legend="What the key may do"
        options={SCOPE_OPTIONS}
        chosen={scopes}
        onChange={setScopes}
        error={fields.scopes}
        errorId="developers-scopes-error"
      />
      <div>
        <BusyButton type="submit" className="btn btn--primary" busy={saving}>
          Create key
        </BusyButton>
      </div>
    </form>
  );
}

/** The key just made, shown this once: it is kept only as a hash. */
function RevokeDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKeySummary; onClose: () => void; onRevoked: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = async () => {
    setBusy(true);
    try {
      await apiKeysApi.revoke(apiKey.id);
      onRevoked();
    } catch (refused) {
      setError(errorMessage(refused, 'The key could not be revoked. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      size="sm"
      title={`Revoke ${apiKey.name}?`}
      onClose={onClose}
      busy={busy}
      footer={<DialogActions onCancel={onClose} label="Revoke key" tone="danger" busy={busy} onConfirm={() => void revoke()} focusOnOpen />}
    >
      <p>Systems using this key are refused from their next call on. This cannot be undone.</p>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
    </Modal>
  );
}
