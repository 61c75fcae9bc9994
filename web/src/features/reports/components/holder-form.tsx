import { useState } from 'react';
import type { CatalogKey, MonthEndSettings, UnclaimedPropertyHolder } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';
import { useMessages } from '../../../lib/i18n';
import { monthEndMessages } from './month-end.messages';
import { MonthEndSettingsCard } from './month-end-settings-card';

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
  const [holder, setHolder] = useState<UnclaimedPropertyHolder>(settings.holder ?? EMPTY);
  return (
    <MonthEndSettingsCard id="holder" settings={settings} month={month} changed={{ holder }} busy={busy}>
      {FIELDS.map(([key, label]) => (
        <TextField key={key} label={t(label)} value={holder[key]} onValue={(value) => setHolder({ ...holder, [key]: value })} />
      ))}
    </MonthEndSettingsCard>
  );
}
