import { DEFAULT_JOURNAL_ACCOUNTS, type MonthJournal } from '@gv/proto';
import { journalCsv } from './journal-csv';

/** A $50 card sold for $45 in March 2026 and $20 of it redeemed ($5 bonus first). */
const journal: MonthJournal = {
  month: '2026-03',
  date: '2026-03-31',
  narration: 'Gift cards 2026-03',
  accounts: DEFAULT_JOURNAL_ACCOUNTS,
  lines: [
    { account: 'clearing', debitCents: 4_500, creditCents: 0, description: 'Gift cards sold: paid value' },
    { account: 'liability', debitCents: 0, creditCents: 4_500, description: 'Gift cards sold: paid value' },
    { account: 'promotionalDiscount', debitCents: 500, creditCents: 0, description: 'Gift cards sold: bonus value (promotional discount)' },
    { account: 'liability', debitCents: 0, creditCents: 500, description: 'Gift cards sold: bonus value (promotional discount)' },
    { account: 'liability', debitCents: 2_000, creditCents: 0, description: 'Gift cards redeemed' },
    { account: 'revenue', debitCents: 0, creditCents: 2_000, description: 'Gift cards redeemed' },
  ],
  vat: { dueAtSale: [], dueAtRedemption: { grossCents: 2_000 } },
};

/** The same card as a single-purpose voucher at 20% (decision 0099): its $7.50 of VAT due at sale. */
const withVat: MonthJournal = {
  ...journal,
  lines: [
    ...journal.lines,
    { account: 'liability', debitCents: 750, creditCents: 0, description: 'VAT due at sale on single-purpose vouchers (20%)' },
    { account: 'vatPayable', debitCents: 0, creditCents: 750, description: 'VAT due at sale on single-purpose vouchers (20%)' },
  ],
  vat: { dueAtSale: [{ vatRateBp: 2_000, grossCents: 4_500, vatCents: 750 }], dueAtRedemption: { grossCents: 0 } },
};

describe('the month’s journal as import files', () => {
  it('writes QuickBooks Online’s journal entry import: MM/DD/YYYY, accounts by name, debits and credits apart', () => {
    expect(journalCsv(journal, 'quickbooks').split('\r\n')).toEqual([
      'JournalNo,JournalDate,AccountName,Debits,Credits,Description,Name',
      'GC-2026-03,03/31/2026,Square Clearing,45.00,,Gift cards sold: paid value (Gift cards 2026-03),',
      'GC-2026-03,03/31/2026,Gift Card Liability,,45.00,Gift cards sold: paid value (Gift cards 2026-03),',
      'GC-2026-03,03/31/2026,Promotional Discounts,5.00,,Gift cards sold: bonus value (promotional discount) (Gift cards 2026-03),',
      'GC-2026-03,03/31/2026,Gift Card Liability,,5.00,Gift cards sold: bonus value (promotional discount) (Gift cards 2026-03),',
      'GC-2026-03,03/31/2026,Gift Card Liability,20.00,,Gift cards redeemed (Gift cards 2026-03),',
      'GC-2026-03,03/31/2026,Sales,,20.00,Gift cards redeemed (Gift cards 2026-03),',
      '',
    ]);
  });

  it('writes Xero’s manual journal import: dd mmm yyyy, accounts by code, a signed amount, the tax rate on each line', () => {
    const [header, first, , , , redeemed] = journalCsv(journal, 'xero').split('\r\n');
    expect(header).toBe('Narration,Date,Description,AccountCode,TaxRate,Amount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2');
    expect(first).toBe('Gift cards 2026-03,31 Mar 2026,Gift cards sold: paid value,610,Tax Exempt,45.00,,,,');
    expect(redeemed).toBe('Gift cards 2026-03,31 Mar 2026,Gift cards redeemed,835,Tax Exempt,20.00,,,,');
    expect(journalCsv(journal, 'xero').split('\r\n')[6]).toBe('Gift cards 2026-03,31 Mar 2026,Gift cards redeemed,200,Tax Exempt,-20.00,,,,');
  });

  it('names the VAT payable account as the owner’s chart does, by name for QuickBooks and by code for Xero', () => {
    expect(journalCsv(withVat, 'quickbooks').split('\r\n').at(-2)).toBe(
      'GC-2026-03,03/31/2026,VAT Payable,,7.50,VAT due at sale on single-purpose vouchers (20%) (Gift cards 2026-03),',
    );
    expect(journalCsv(withVat, 'xero').split('\r\n').at(-2)).toBe(
      'Gift cards 2026-03,31 Mar 2026,VAT due at sale on single-purpose vouchers (20%),820,Tax Exempt,-7.50,,,,',
    );
  });
});
