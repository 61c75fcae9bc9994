import { DEFAULT_JURISDICTION, formatWholeAmount, giftCardLaw, lawCurrency, lawsByCountry, type GiftCardLaw } from '@gv/proto';
import { useMoney } from '../../../lib/currency';
import { FormField } from '../../../components/ui/form-field';
import { SelectOptions } from '../../../components/ui/select-options';

const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

/** What the law does to a card's value, in a sentence for the business choosing it. */
function paidValueRule(law: GiftCardLaw): string {
  const rule = law.paidValue;
  if (rule.kind === 'never') return 'Paid value never expires';
  if (rule.kind === 'minimum') return `Paid value lasts at least ${rule.years} years`;
  return rule.defaultYears === null
    ? 'Paid value expires with the card'
    : `Paid value lasts the term you state: ${rule.defaultYears} years from sale, or the card’s date if later`;
}

/**
 * The gift card law new cards are sold under: a select of the jurisdictions of the countries whose Square locations
 * take the business's currency, grouped by country, with what the chosen one means.
 */
export function JurisdictionField({ value, error, onChange }: { value: string; error?: string | null; onChange: (code: string) => void }) {
  const { currency } = useMoney();
  const law = giftCardLaw(value) ?? giftCardLaw(DEFAULT_JURISDICTION)!;
  const bonus = law.bonusValue === 'with-paid' ? 'bonus value lasts as long' : 'bonus value follows the card’s date';
  const cash =
    law.cashOutBelowCents === null
      ? ''
      : `; a balance under ${formatWholeAmount(law.cashOutBelowCents, lawCurrency(law))} is paid out in cash on request`;
  return (
    <FormField
      label="Gift card law"
      error={error}
      hint={
        <>
          {paidValueRule(law)}; {bonus}
          {cash} ({law.source}). Cards already sold keep the law they were sold under.
          {law.ownerNote && <> {law.ownerNote}</>}
        </>
      }
    >
      {(control) => (
        <select {...control} className="select" value={law.code} onChange={(event) => onChange(event.target.value)}>
          {lawsByCountry(currency, law.code).map(({ country, laws }) =>
            country === null ? (
              <SelectOptions key="any" choices={laws} value="code" label="name" />
            ) : (
              <optgroup key={country} label={countryName.of(country)}>
                <SelectOptions choices={laws} value="code" label="name" />
              </optgroup>
            ),
          )}
        </select>
      )}
    </FormField>
  );
}
