import { useState, type FormEvent } from 'react';
import { CORPORATE_MAX_CARDS, CORPORATE_MESSAGES, formatUsd, parseRecipientsCsv, type CorporateOrderSummary, type GiftCardView } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { corporateOrdersApi } from '../api/corporate-orders-api';
import { RecipientsPreview } from './recipients-preview';

type Kind = 'named' | 'unnamed';
const KINDS = [
  { id: 'named', label: 'Named (CSV)' },
  { id: 'unnamed', label: 'Unnamed (print)' },
] as const;

type Csv = ReturnType<typeof parseRecipientsCsv> & { fileName: string };

/** A new batch: the card, the company, how it paid, and a CSV of recipients or a number of unnamed cards. */
export function NewBatchForm({ cards, onCreated }: { cards: GiftCardView[]; onCreated: (order: CorporateOrderSummary) => void }) {
  const [giftCardId, setGiftCardId] = useState(cards[0]?._id ?? '');
  const [company, setCompany] = useState('');
  const [paymentReference, setPaymentReference] = useState('');
  const [kind, setKind] = useState<Kind>('named');
  const [csv, setCsv] = useState<Csv | null>(null);
  const [count, setCount] = useState('10');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** A new file input after each batch, so the last file's name goes with it. */
  const [batches, setBatches] = useState(0);

  const readCsv = async (file: File | undefined) => {
    setCsv(file ? { ...parseRecipientsCsv(await file.text()), fileName: file.name } : null);
  };

  const csvProblem =
    kind === 'named' && csv && csv.errors.length > 0
      ? (csv.errors.find(({ row }) => row === 0)?.message ??
        `${csv.errors.length} ${csv.errors.length === 1 ? 'row of the CSV needs' : 'rows of the CSV need'} fixing.`)
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!giftCardId) missing.giftCardId = CORPORATE_MESSAGES.giftCard;
    if (!company.trim()) missing.company = CORPORATE_MESSAGES.company;
    if (!paymentReference.trim()) missing.paymentReference = CORPORATE_MESSAGES.paymentReference;
    if (kind === 'named' && !csv) missing.csv = CORPORATE_MESSAGES.emptyCsv;
    setFields(missing);
    setError(null);
    if (Object.keys(missing).length > 0 || csvProblem) return;
    setSaving(true);
    try {
      const target = kind === 'named' ? { recipients: csv!.recipients } : { count: Number(count) };
      onCreated(await corporateOrdersApi.create({ giftCardId, company: company.trim(), paymentReference: paymentReference.trim(), ...target }));
      setCsv(null);
      setBatches((n) => n + 1);
      setCompany('');
      setPaymentReference('');
    } catch (failure) {
      setError(errorMessage(failure, 'The batch could not be created. Please try again.'));
      if (failure instanceof ApiError && failure.fields) setFields(failure.fields);
    } finally {
      setSaving(false);
    }
  };

  const card = cards.find(({ _id }) => _id === giftCardId);
  return (
    <form className="corporate-card form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="corporate-new-title">
      <h2 id="corporate-new-title">New batch</h2>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <div className="form-grid">
        <SelectField
          label="Gift card"
          value={giftCardId}
          onValue={setGiftCardId}
          error={fields.giftCardId}
          hint={card ? `${formatUsd(card.amount)} each, ${formatUsd(card.salePrice)} paid value · valid through ${card.expirationDate}` : undefined}
        >
          {cards.map((option) => (
            <option key={option._id} value={option._id}>
              {option.giftCardName} ({formatUsd(option.amount)})
            </option>
          ))}
        </SelectField>
        <TextField label="Company" value={company} maxLength={120} onValue={setCompany} error={fields.company} placeholder="e.g. Acme Corp" />
        <TextField
          label="Payment reference"
          value={paymentReference}
          maxLength={120}
          onValue={setPaymentReference}
          error={fields.paymentReference}
          placeholder="e.g. INV-2026-0042"
          hint="Paid outside the platform: the invoice or transfer number. One batch per reference."
        />
      </div>
      <SegmentedToggle label="Cards" options={KINDS} value={kind} onChange={setKind} />
      {kind === 'named' ? (
        <div className="field">
          <label className="field__label" htmlFor="corporate-csv">
            Recipients CSV
          </label>
          <input
            key={batches}
            id="corporate-csv"
            className="input"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void readCsv(event.target.files?.[0])}
            aria-describedby="corporate-csv-hint"
          />
          <span id="corporate-csv-hint" className="field__hint">
            A header line "name,email", then one line per card (at most {CORPORATE_MAX_CARDS}). Each card is emailed to its holder.
          </span>
          {(fields.csv ?? fields.recipients) && <span className="field__error">{fields.csv ?? fields.recipients}</span>}
          {csvProblem && <span className="field__error">{csvProblem}</span>}
          {csv && csv.rows.length > 0 && <RecipientsPreview rows={csv.rows} errors={csv.errors} />}
        </div>
      ) : (
        <TextField
          label="Number of cards"
          type="number"
          inputMode="numeric"
          min={1}
          max={CORPORATE_MAX_CARDS}
          value={count}
          onValue={setCount}
          error={fields.count}
          hint="Unnamed cards are not emailed: download them as a PDF of codes and QR codes to print."
        />
      )}
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {saving ? 'Creating…' : 'Create batch'}
      </button>
    </form>
  );
}
