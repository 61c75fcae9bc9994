import { csvLine, toMajorUnits, type JournalFormat, type MonthJournal } from '@gv/proto';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** QuickBooks Online's journal entry import: MM/DD/YYYY, debits and credits in columns of their own, one blank. */
function quickBooks(journal: MonthJournal): string {
  const [year, month, day] = journal.date.split('-');
  const number = `GC-${journal.month}`;
  const lines = journal.lines.map((line) =>
    csvLine([
      number,
      `${month}/${day}/${year}`,
      journal.accounts.accounts[line.account].name,
      line.debitCents > 0 ? toMajorUnits(line.debitCents, journal.currency) : '',
      line.creditCents > 0 ? toMajorUnits(line.creditCents, journal.currency) : '',
      `${line.description} (${journal.narration})`,
      '',
    ], journal.currency),
  );
  return [csvLine(['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name']), ...lines].join('');
}

/**
 * Xero's manual journal import: lines of one journal share its narration and date; the date as "dd mmm yyyy", which
 * reads the same whatever the organisation's region; the account by code; a debit positive and a credit negative.
 */
function xero(journal: MonthJournal): string {
  const [year, month, day] = journal.date.split('-');
  const date = `${day} ${MONTHS[Number(month) - 1]} ${year}`;
  const lines = journal.lines.map((line) =>
    csvLine([
      journal.narration,
      date,
      line.description,
      journal.accounts.accounts[line.account].code,
      journal.accounts.xeroTaxRate,
      toMajorUnits(line.debitCents - line.creditCents, journal.currency),
      '',
      '',
      '',
      '',
    ], journal.currency),
  );
  return [csvLine(['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2']), ...lines].join('');
}

/** The month's journal entry as the ledger's import file (no byte order mark: both read the header row by name). */
export function journalCsv(journal: MonthJournal, format: JournalFormat): string {
  return format === 'quickbooks' ? quickBooks(journal) : xero(journal);
}
