import { useState, type FormEvent } from 'react';
import { formatUsd, type OutsidePaymentCap } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFetched } from '../../../lib/use-fetched';
import { superAdminApi } from '../api/super-admin-api';

/** The business's daily limit on value paid outside the platform (corporate orders, decision 0071); past it a batch waits for approval. */
export function OutsidePaymentCapCard({ businessSlug }: { businessSlug: string }) {
  const fetched = useFetched(() => superAdminApi.outsidePaymentCap(businessSlug), [businessSlug]);
  const [saved, setSaved] = useState<OutsidePaymentCap | null>(null);
  const cap = saved ?? fetched.data;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      setSaved(await superAdminApi.setOutsidePaymentCap(businessSlug, value ?? String(cap?.dailyCap ?? '')));
      setValue(null);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.fields?.dailyCap ? failure.fields.dailyCap : errorMessage(failure, 'The limit could not be saved.'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card" aria-labelledby="outside-cap-title">
      <h2 id="outside-cap-title" className="card__title">
        Paid outside the platform
      </h2>
      {fetched.error && !cap && <AlertBanner tone="error">{fetched.error}</AlertBanner>}
      {cap && (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Daily limit (USD)"
            inputMode="decimal"
            value={value ?? String(cap.dailyCap)}
            onValue={setValue}
            error={error ?? undefined}
            hint={`Corporate orders confirmed past it wait for your approval. ${cap.custom ? 'Set for this business' : 'The default'}; ${formatUsd(cap.usedToday)} used today (UTC).`}
          />
          <button type="submit" className="btn btn--primary btn--sm" disabled={saving}>
            {saving ? 'Saving…' : 'Save limit'}
          </button>
        </form>
      )}
    </section>
  );
}
