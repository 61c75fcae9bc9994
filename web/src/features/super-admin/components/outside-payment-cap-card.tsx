import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { TitledCard } from '../../../components/ui/titled-card';
import { moneyIn } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { businessesMessages } from './businesses.messages';

/**
 * The business's daily limit on value paid outside the platform (corporate orders, decision 0071), in its `currency`;
 * past it a batch waits for approval.
 */
export function OutsidePaymentCapCard({ currency }: { currency: string }) {
  const t = useMessages(businessesMessages);
  const money = moneyIn(currency);
  const dispatch = useDispatch();
  const {
    slug,
    cap: { value: cap, error: loadError, saving, saveError: error },
  } = useSelector(selectSuperAdmin).business;
  // What the admin typed, until the limit is read or saved again.
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => setValue(null), [cap]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slug) dispatch(superAdminActions.saveCapRequest({ slug, dailyCap: value ?? String(cap?.dailyCap ?? '') }));
  };

  return (
    <TitledCard titleId="outside-cap-title" title={t('capTitle')}>
      {loadError && !cap && <AlertBanner tone="error">{loadError}</AlertBanner>}
      {cap && (
        <form className="form" onSubmit={submit} noValidate>
          <TextField
            label={t('capLabel', { currency })}
            inputMode="decimal"
            value={value ?? String(cap.dailyCap)}
            onValue={setValue}
            error={error ?? undefined}
            hint={t('capHint', { custom: cap.custom ? 'yes' : 'no', used: money.format(cap.usedToday) })}
          />
          <button type="submit" className="btn btn--primary btn--sm" disabled={saving}>
            {saving ? t('saving') : t('saveLimit')}
          </button>
        </form>
      )}
    </TitledCard>
  );
}
