import { useState, type FormEvent } from 'react';
import { API_SCOPES, integrationAnswerIn, type ApiKeySummary, type ApiScope, type CatalogKey } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckGroup } from '../../../components/ui/check-group';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { ListTable } from '../../../components/ui/list-table';
import { Modal } from '../../../components/ui/modal';
import { RowAction } from '../../../components/ui/row-action';
import { MoneyCell, type Column } from '../../../components/ui/table';
import { TitledCard } from '../../../components/ui/titled-card';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { useFormSend } from '../../../lib/use-call';
import { useReloadable } from '../../../lib/use-fetched';
import { apiKeysApi } from '../api/api-keys-api';
import { ShownOnceSecret } from './shown-once-secret';
import { useAnswer } from './use-answer';
import { WebhooksSection } from './webhooks-section';
import './developers.css';
import { useMoney } from '../../../lib/currency';
import { useMessages, type Translate } from '../../../lib/i18n';
import { pageMessages } from './developers-page.messages';

/** Not a word: a key's prefix is shown with it in every language. */
const ELLIPSIS = '…';

type PageKey = CatalogKey<typeof pageMessages>;

const SCOPE_LABEL: Record<ApiScope, PageKey> = {
  'cards:read': 'scopeCardsRead',
  'cards:redeem': 'scopeCardsRedeem',
  'orders:read': 'scopeOrdersRead',
  'reports:read': 'scopeReportsRead',
};
const scopeOptions = (t: Translate<PageKey>) => API_SCOPES.map((scope) => ({ id: scope, label: t(SCOPE_LABEL[scope]) }));

/** Admin /developers (owners): API keys for the business's other systems, each shown once when made, and revoked at once; and webhooks. */
export function DevelopersPage() {
  const t = useMessages(pageMessages);
  const answer = useAnswer(integrationAnswerIn);
  useDocumentMeta({ title: t('metaTitle') });
  const dates = useBusinessDates();
  const columns: readonly Column[] = [t('colName'), t('colKey'), t('colScopes'), t('colDailyLimit'), t('colLastUsed'), { hidden: t('colActions') }];
  const { data: keys, error, reload } = useReloadable(async () => (await apiKeysApi.list()).keys, t('loadFailed'), []);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  return (
    <section className="developers" aria-labelledby="developers-title">
      <h1 id="developers-title">{t('title')}</h1>
      <p className="muted">{t.rich('intro', { code: (chunks) => <code>{chunks}</code> })}</p>
      {made ? (
        <ShownOnceSecret
          titleId="developers-made-title"
          title={t('madeTitle', { name: made.name })}
          warning={t('madeWarning')}
          label={t('madeLabel')}
          secret={made.key}
          copyLabel={t('copyKey')}
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
      <TitledCard titleId="developers-keys-title" title={t('keysTitle')} className="developers-card">
        <ListTable
          items={keys}
          error={answer(error)}
          loading={t('loadingKeys')}
          empty={t('noKeys')}
          columns={columns}
          className="list-table developers-table"
          rowKey={(key) => key.id}
          cells={(key) => (
            <>
              <td data-label={t('colName')}>
                <strong>{key.name}</strong>
              </td>
              <td data-label={t('colKey')}>
                <code>
                  {key.prefix}
                  {ELLIPSIS}
                </code>
              </td>
              <td data-label={t('colScopes')}>{key.scopes.join(', ')}</td>
              <MoneyCell label={t('colDailyLimit')} dollars={key.dailyLimit} />
              <td data-label={t('colLastUsed')}>{key.lastUsedAt ? dates.dateTime(key.lastUsedAt) : t('never')}</td>
              <td data-label={t('colActions')}>
                <RowAction action={t('revoke')} item={key.name} look="btn--ghost developers-danger" onClick={() => setRevoking(key)} />
              </td>
            </>
          )}
        />
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
  const t = useMessages(pageMessages);
  const answer = useAnswer(integrationAnswerIn);
  const money = useMoney();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['cards:read']);
  const [dailyLimit, setDailyLimit] = useState('');
  const { saving, error, fields, send } = useFormSend(t('createFailed'));

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
        {t('newTitle')}
      </h2>
      {error && <AlertBanner tone="error">{answer(error)}</AlertBanner>}
      <div className="form-grid">
        <TextField
          label={t('colName')}
          value={name}
          maxLength={100}
          onValue={setName}
          error={answer(fields.name)}
          placeholder={t('namePlaceholder')}
        />
        <MoneyField
          label={t('limitLabel', { symbol: money.symbol })}
          optional
          value={dailyLimit}
          onValue={setDailyLimit}
          error={answer(fields.dailyLimit)}
          hint={t('limitHint', { amount: money.formatWhole(money.limits.apiKeyDailyLimitCents) })}
        />
      </div>
      <CheckGroup
        legend={t('scopesLegend')}
        options={scopeOptions(t)}
        chosen={scopes}
        onChange={setScopes}
        error={answer(fields.scopes)}
        errorId="developers-scopes-error"
      />
      <div>
        <BusyButton type="submit" className="btn btn--primary" busy={saving}>
          {t('create')}
        </BusyButton>
      </div>
    </form>
  );
}

/** The key just made, shown this once: it is kept only as a hash. */
function RevokeDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKeySummary; onClose: () => void; onRevoked: () => void }) {
  const t = useMessages(pageMessages);
  const answer = useAnswer(integrationAnswerIn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revoke = async () => {
    setBusy(true);
    try {
      await apiKeysApi.revoke(apiKey.id);
      onRevoked();
    } catch (refused) {
      setError(errorMessage(refused, t('revokeFailed')));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      size="sm"
      title={t('revokeTitle', { name: apiKey.name })}
      onClose={onClose}
      busy={busy}
      footer={<DialogActions onCancel={onClose} label={t('revokeConfirm')} tone="danger" busy={busy} onConfirm={() => void revoke()} focusOnOpen />}
    >
      <p>{t('revokeText')}</p>
      {error && <AlertBanner tone="error">{answer(error)}</AlertBanner>}
    </Modal>
  );
}
