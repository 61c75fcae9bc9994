import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { CatalogKey, MonthEndSettings, UnclaimedPropertyHolder } from '@gv/proto';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/form-field';
import { reportsActions } from '../reports-slice';
import { useMessages } from '../../../lib/i18n';
import { monthEndMessages } from './month-end.messages';

const FIELDS: readonly [keyof UnclaimedPropertyHolder, CatalogKey<typeof monthEndMessages>][] = [
  ['name', 'holderName'],
  ['taxId', 'holderTaxId'],
  ['street', 'holderStreet'],
  ['city', 'holderCity'],
  ['state', 'holderState'],
  ['zip', 'holderZip'],
  ['contactName', 'holderContactName'],
  ['contactPhone', 'holderContactPhone'],
  ['contactEmail', 'holderContactEmail'],
];

const EMPTY = Object.fromEntries(FIELDS.map(([key]) => [key, ''])) as unknown as UnclaimedPropertyHolder;

/** The business as holder of unclaimed property (decision 0095): what each state's holder report names. */
export function HolderForm({ settings, busy, month }: { settings: MonthEndSettings; busy: boolean; month: string }) {
  const t = useMessages(monthEndMessages);
  const dispatch = useDispatch();
  const [holder, setHolder] = useState<UnclaimedPropertyHolder>(settings.holder ?? EMPTY);
  return (
    <article className="reports__card reports__card--wide" aria-labelledby="holder-title">
      <h2 id="holder-title">{t('holderTitle')}</h2>
      <p className="reports__lead">{t('holderLead')}</p>
      <form
        className="month-end__accounts"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(reportsActions.saveMonthEndSettings({ month, settings: { ...settings, holder } }));
        }}
      >
        {FIELDS.map(([key, label]) => (
          <TextField key={key} label={t(label)} value={holder[key]} onValue={(value) => setHolder({ ...holder, [key]: value })} />
        ))}
        <BusyButton type="submit" className="btn btn--secondary" busy={busy}>
          {t('saveHolder')}
        </BusyButton>
      </form>
    </article>
  );
}
