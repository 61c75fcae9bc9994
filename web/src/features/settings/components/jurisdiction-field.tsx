import { DEFAULT_JURISDICTION, GIFT_CARD_LAWS, giftCardLaw } from '@gv/proto';
import { FormField } from '../../../components/ui/form-field';
import { SelectOptions } from '../../../components/ui/select-options';

/** The gift card law new cards are sold under: a select of the jurisdictions the platform knows, with what the chosen one means. */
export function JurisdictionField({ value, error, onChange }: { value: string; error?: string | null; onChange: (code: string) => void }) {
  const law = giftCardLaw(value) ?? giftCardLaw(DEFAULT_JURISDICTION)!;
  const paid =
    law.paidValueMinYears === null
      ? 'Paid value never expires'
      : law.paidValueMinYears === 0
        ? 'Paid value expires with the card'
        : `Paid value lasts at least ${law.paidValueMinYears} years`;
  const cash = law.cashOutBelowCents === null ? '' : `; a balance under $${law.cashOutBelowCents / 100} is paid out in cash on request`;
  return (
    <FormField
      label="Gift card law"
      error={error}
      hint={
        <>
          {paid}; bonus value follows the card’s date{cash} ({law.source}). Cards already sold keep the law they were sold under.
        </>
      }
    >
      {(control) => (
        <select {...control} className="select" value={law.code} onChange={(event) => onChange(event.target.value)}>
          <SelectOptions choices={GIFT_CARD_LAWS} value="code" label="name" />
        </select>
      )}
    </FormField>
  );
}
