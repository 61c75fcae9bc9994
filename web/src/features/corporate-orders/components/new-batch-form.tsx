import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CORPORATE_MAX_CARDS, CORPORATE_MESSAGES, LOCATION_MESSAGES, parseRecipientsCsv, type GiftCardView } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { corporateOrdersActions, selectCorporateOrders } from '../corporate-orders-slice';
import { RecipientsPreview } from './recipients-preview';
import { SelectOptions } from '../../../components/ui/select-options';
import { useMoney } from '../../../lib/currency';

type Kind = 'named' | 'unnamed';
const KINDS = [
  { id: 'named', label: 'Named (CSV)' },
  { id: 'unnamed', label: 'Unnamed (print)' },
] as const;

type Csv = ReturnType<typeof parseRecipientsCsv> & { fileName: string };

/** A new batch: the card, the company, how it paid, and a CSV of recipients or a number of unnamed cards. */
export function NewBatchForm({ cards }: { cards: GiftCardView[] }) {
  const money = useMoney();
  const dispatch = useDispatch();
  const { create, locations } = useSelector(selectCorporateOrders);
  const { pending: saving, error, fields: refused, created } = create;
  const [locationId, setLocationId] = useState('');
  const [giftCardId, setGiftCardId] = useState(cards[0]?._id ?? '');
  const [company, setCompany] = useState('');
  const [paymentReference, setPaymentReference] = useState('');
  const [kind, setKind] = useState<Kind>('named');
  const [csv, setCsv] = useState<Csv | null>(null);
  const [count, setCount] = useState('10');
  const [missing, setMissing] = useState<Record<string, string>>({});
  // What the form found missing, else what the server refused.
  const fields = { ...refused, ...missing };

  // A batch was created: the form starts afresh for the next (its card stays), with a new file input so the last file's name goes.
  useEffect(() => {
    setCsv(null);
    setCompany('');
    setPaymentReference('');
  }, [created]);

  const readCsv = async (file: File | undefined) => {
    setCsv(file ? { ...parseRecipientsCsv(await file.text()), fileName: file.name } : null);
  };

  const csvProblem =
    kind === 'named' && csv && csv.errors.length > 0
      ? (csv.errors.find(({ row }) => row === 0)?.message ??
        `${csv.errors.length} ${csv.errors.length === 1 ? 'row of the CSV needs' : 'rows of the CSV need'} fixing.`)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!giftCardId) found.giftCardId = CORPORATE_MESSAGES.giftCard;
    if (!company.trim()) found.company = CORPORATE_MESSAGES.company;
    if (!paymentReference.trim()) found.paymentReference = CORPORATE_MESSAGES.paymentReference;
    if (kind === 'named' && !csv) found.csv = CORPORATE_MESSAGES.emptyCsv;
    if (locations.length > 1 && !locationId) found.locationId = LOCATION_MESSAGES.chooseForSales;
    setMissing(found);
    if (Object.keys(found).length > 0 || csvProblem) {
      dispatch(corporateOrdersActions.createChecked());
      return;
    }
    const target = kind === 'named' ? { recipients: csv!.recipients } : { count: Number(count) };
    const location = locations.length > 1 ? { locationId } : {};
    dispatch(
      corporateOrdersActions.createRequest({
        giftCardId,
        company: company.trim(),
        paymentReference: paymentReference.trim(),
        ...target,
        ...location,
      }),
    );
  };

  const card = cards.find(({ _id }) => _id === giftCardId);
  return (
    <form className="corporate-card form" onSubmit={submit} noValidate aria-labelledby="corporate-new-title">
      <h2 id="corporate-new-title">New batch</h2>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <div className="form-grid">
        <SelectField
          label="Gift card"
          value={giftCardId}
          onValue={setGiftCardId}
          error={fields.giftCardId}
          hint={
            card ? `${money.format(card.amount)} each, ${money.format(card.salePrice)} paid value · valid through ${card.expirationDate}` : undefined
          }
        >
          {cards.map((option) => (
            <option key={option._id} value={option._id}>
              {option.giftCardName} ({money.format(option.amount)})
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
        {locations.length > 1 && (
          <SelectField
            label="Sales belong to"
            value={locationId}
            onValue={setLocationId}
            error={fields.locationId}
            hint="The location this batch counts as sold at, in the Locations report."
          >
            <option value="">Choose a location</option>
            <SelectOptions choices={locations} value="id" label="name" />
          </SelectField>
        )}
      </div>
      <SegmentedToggle label="Cards" options={KINDS} value={kind} onChange={setKind} />
      {kind === 'named' ? (
        <div className="field">
          <label className="field__label" htmlFor="corporate-csv">
            Recipients CSV
          </label>
          <input
            key={created}
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
