import { useState } from 'react';
import { JOURNAL_ACCOUNT_KEYS, type CatalogKey, type JournalAccountKey, type JournalAccounts, type MonthEndSettings } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';
import { useMessages } from '../../../lib/i18n';
import { monthEndMessages } from './month-end.messages';
import { MonthEndSettingsCard } from './month-end-settings-card';

const ACCOUNT_LABELS: Record<JournalAccountKey, CatalogKey<typeof monthEndMessages>> = {
  clearing: 'accountClearing',
  liability: 'accountLiability',
  revenue: 'accountRevenue',
  breakageIncome: 'accountBreakageIncome',
  promotionalDiscount: 'accountPromotionalDiscount',
  adjustments: 'accountAdjustments',
  unclaimedProperty: 'accountUnclaimedProperty',
  vatPayable: 'accountVatPayable',
};

/** The accounts of the owner's ledger the journal posts to: by name for QuickBooks Online, by code for Xero; set once. */
export function JournalAccountsForm({ settings, busy, month }: { settings: MonthEndSettings; busy: boolean; month: string }) {
  const t = useMessages(monthEndMessages);
  const [accounts, setAccounts] = useState<JournalAccounts>(settings.accounts);
  const setAccount = (key: JournalAccountKey, part: 'name' | 'code', value: string) =>
    setAccounts({ ...accounts, accounts: { ...accounts.accounts, [key]: { ...accounts.accounts[key], [part]: value } } });
  return (
    <MonthEndSettingsCard id="accounts" settings={settings} month={month} changed={{ accounts }} busy={busy}>
      {JOURNAL_ACCOUNT_KEYS.map((key) => (
        <fieldset key={key} className="month-end__account">
          <legend>{t(ACCOUNT_LABELS[key])}</legend>
          <TextField label={t('accountName')} value={accounts.accounts[key].name} onValue={(value) => setAccount(key, 'name', value)} />
          <TextField label={t('accountCode')} value={accounts.accounts[key].code} onValue={(value) => setAccount(key, 'code', value)} />
        </fieldset>
      ))}
      <TextField
        label={t('xeroTaxRate')}
        hint={t('xeroTaxRateHint')}
        value={accounts.xeroTaxRate}
        onValue={(xeroTaxRate) => setAccounts({ ...accounts, xeroTaxRate })}
      />
    </MonthEndSettingsCard>
  );
}
