import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CORPORATE_MAX_CARDS, corporateOrderMessages, LOCATION_MESSAGES, parseRecipientsCsv, translator, type GiftCardView } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { corporateOrdersActions, selectCorporateOrders } from '../corporate-orders-slice';
import { RecipientsPreview } from './recipients-preview';
import { SelectOptions } from '../../../components/ui/select-options';
import { useMoney } from '../../../lib/currency';
import { useLocale, useMessages } from '../../../lib/i18n';
import { corporateOrdersMessages } from './corporate-orders.messages';

type Kind = 'named' | 'unnamed';
const KINDS = [
  { id: 'named', label: 'kindNamed' },
  { id: 'unnamed', label: 'kindUnnamed' },
] as const;

/** The field of a location its option shows (a field name, not words). */
const LOCATION_NAME = 'name';

type Csv = ReturnType<typeof parseRecipientsCsv> & { fileName: string };

/** A new batch: the card, the company, how it paid, and a CSV of recipients or a number of unnamed cards. */
export function NewBatchForm({ cards }: { cards: readonly GiftCardView[] }) {
  const money = useMoney();
  const t = useMessages(corporateOrdersMessages);
  const locale = useLocale();
  const refusal = translator(corporateOrderMessages, locale);
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
    setCsv(file ? { ...parseRecipientsCsv(await file.text(), locale), fileName: file.name } : null);
  };

  const csvProblem =
    kind === 'named' && csv && csv.errors.length > 0
      ? (csv.errors.find(({ row }) => row === 0)?.message ?? t('rowsNeedFixing', { count: csv.errors.length }))
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!giftCardId) found.giftCardId = refusal('giftCard');
    if (!company.trim()) found.company = refusal('company');
    if (!paymentReference.trim()) found.paymentReference = refusal('paymentReference');
    if (kind === 'named' && !csv) found.csv = refusal('emptyCsv');
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
      <h2 id="corporate-new-title">{t('newBatch')}</h2>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      <div className="form-grid">
        <SelectField
          label={t('giftCard')}
          value={giftCardId}
          onValue={setGiftCardId}
          error={fields.giftCardId}
          hint={
            card ? t('giftCardHint', { amount: money.format(card.amount), paid: money.format(card.salePrice), day: card.expirationDate }) : undefined
          }
        >
          {cards.map((option) => (
            <option key={option._id} value={option._id}>
              {t('giftCardOption', { name: option.giftCardName, amount: money.format(option.amount) })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('company')}
          value={company}
          maxLength={120}
          onValue={setCompany}
          error={fields.company}
          placeholder={t('companyPlaceholder')}
        />
        <TextField
          label={t('paymentReference')}
          value={paymentReference}
          maxLength={120}
          onValue={setPaymentReference}
          error={fields.paymentReference}
          placeholder={t('paymentReferencePlaceholder')}
          hint={t('paymentReferenceHint')}
        />
        {locations.length > 1 && (
          <SelectField label={t('salesBelongTo')} value={locationId} onValue={setLocationId} error={fields.locationId} hint={t('salesBelongToHint')}>
            <option value="">{t('chooseLocation')}</option>
            <SelectOptions choices={locations} value="id" label={LOCATION_NAME} />
          </SelectField>
        )}
      </div>
      <SegmentedToggle label={t('cards')} options={KINDS.map(({ id, label }) => ({ id, label: t(label) }))} value={kind} onChange={setKind} />
      {kind === 'named' ? (
        <div className="field">
          <label className="field__label" htmlFor="corporate-csv">
            {t('recipientsCsv')}
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
            {t('csvHint', { max: CORPORATE_MAX_CARDS })}
          </span>
          {(fields.csv ?? fields.recipients) && <span className="field__error">{fields.csv ?? fields.recipients}</span>}
          {csvProblem && <span className="field__error">{csvProblem}</span>}
          {csv && csv.rows.length > 0 && <RecipientsPreview rows={csv.rows} errors={csv.errors} />}
        </div>
      ) : (
        <TextField
          label={t('numberOfCards')}
          type="number"
          inputMode="numeric"
          min={1}
          max={CORPORATE_MAX_CARDS}
          value={count}
          onValue={setCount}
          error={fields.count}
          hint={t('numberOfCardsHint')}
        />
      )}
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {saving ? t('creating') : t('createBatch')}
      </button>
    </form>
  );
}
