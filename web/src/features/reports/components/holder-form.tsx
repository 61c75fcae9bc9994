import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { MonthEndSettings, UnclaimedPropertyHolder } from '@gv/proto';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/form-field';
import { reportsActions } from '../reports-slice';

const FIELDS: readonly [keyof UnclaimedPropertyHolder, string][] = [
  ['name', 'Legal name'],
  ['taxId', 'Federal tax id (EIN)'],
  ['street', 'Street'],
  ['city', 'City'],
  ['state', 'State of incorporation'],
  ['zip', 'ZIP code'],
  ['contactName', 'Contact name'],
  ['contactPhone', 'Contact phone'],
  ['contactEmail', 'Contact email'],
];

const EMPTY = Object.fromEntries(FIELDS.map(([key]) => [key, ''])) as unknown as UnclaimedPropertyHolder;

/** The business as holder of unclaimed property (decision 0095): what each state's holder report names. */
export function HolderForm({ settings, busy, month }: { settings: MonthEndSettings; busy: boolean; month: string }) {
  const dispatch = useDispatch();
  const [holder, setHolder] = useState<UnclaimedPropertyHolder>(settings.holder ?? EMPTY);
  return (
    <article className="reports__card reports__card--wide" aria-labelledby="holder-title">
      <h2 id="holder-title">Unclaimed property holder</h2>
      <p className="reports__lead">Named on the holder reports of the Unclaimed property tab. Its state counts for cards whose buyer gave none.</p>
      <form
        className="month-end__accounts"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(reportsActions.saveMonthEndSettings({ month, settings: { ...settings, holder } }));
        }}
      >
        {FIELDS.map(([key, label]) => (
          <TextField key={key} label={label} value={holder[key]} onValue={(value) => setHolder({ ...holder, [key]: value })} />
        ))}
        <BusyButton type="submit" className="btn btn--secondary" busy={busy}>
          Save holder
        </BusyButton>
      </form>
    </article>
  );
}
