import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { JOURNAL_ACCOUNT_KEYS, type JournalAccountKey, type JournalAccounts, type MonthEndSettings } from '@gv/proto';
import { BusyButton } from '../../../components/ui/busy-button';
import { TextField } from '../../../components/ui/form-field';
import { reportsActions } from '../reports-slice';

const ACCOUNT_LABELS: Record<JournalAccountKey, string> = {
  clearing: 'Cash or clearing',
  liability: 'Gift card liability',
  revenue: 'Sales revenue',
  breakageIncome: 'Breakage income',
  promotionalDiscount: 'Promotional discount',
  adjustments: 'Balance adjustments',
  unclaimedProperty: 'Unclaimed property payable',
};

/** The accounts of the owner's ledger the journal posts to: by name for QuickBooks Online, by code for Xero; set once. */
export function JournalAccountsForm({ settings, busy, month }: { settings: MonthEndSettings; busy: boolean; month: string }) {
  const dispatch = useDispatch();
  const [accounts, setAccounts] = useState<JournalAccounts>(settings.accounts);
  const setAccount = (key: JournalAccountKey, part: 'name' | 'code', value: string) =>
    setAccounts({ ...accounts, accounts: { ...accounts.accounts, [key]: { ...accounts.accounts[key], [part]: value } } });
  return (
    <article className="reports__card reports__card--wide" aria-labelledby="accounts-title">
      <h2 id="accounts-title">Journal accounts</h2>
      <p className="reports__lead">Name each account as your chart of accounts does: QuickBooks Online imports by name, Xero by code.</p>
      <form
        className="month-end__accounts"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(reportsActions.saveMonthEndSettings({ month, settings: { ...settings, accounts } }));
        }}
      >
        {JOURNAL_ACCOUNT_KEYS.map((key) => (
          <fieldset key={key} className="month-end__account">
            <legend>{ACCOUNT_LABELS[key]}</legend>
            <TextField label="Name" value={accounts.accounts[key].name} onValue={(value) => setAccount(key, 'name', value)} />
            <TextField label="Code" value={accounts.accounts[key].code} onValue={(value) => setAccount(key, 'code', value)} />
          </fieldset>
        ))}
        <TextField
          label="Xero tax rate"
          hint="As named in your Xero tax settings; selling a gift card is not a taxable sale."
          value={accounts.xeroTaxRate}
          onValue={(xeroTaxRate) => setAccounts({ ...accounts, xeroTaxRate })}
        />
        <BusyButton type="submit" className="btn btn--secondary" busy={busy}>
          Save accounts
        </BusyButton>
      </form>
    </article>
  );
}
