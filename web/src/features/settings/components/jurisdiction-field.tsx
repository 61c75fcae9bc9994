import { useMemo } from 'react';
import {
  DEFAULT_JURISDICTION,
  formatWholeAmount,
  giftCardLaw,
  lawCurrency,
  lawOwnerNoteMessages,
  lawsByCountry,
  NUMBER_LOCALES,
  translate,
  type CatalogKey,
  type GiftCardLaw,
} from '@gv/proto';
import { useMoney } from '../../../lib/currency';
import { FormField } from '../../../components/ui/form-field';
import { SelectOptions } from '../../../components/ui/select-options';
import { useLocale, useMessages, type Translate } from '../../../lib/i18n';
import { profileMessages } from './business-profile-card.messages';

/** What the law does to a card's value, in a sentence for the business choosing it. */
/** The field of a law its option shows (its name, from the law's own data). */
const LAW_NAME = 'name';

function paidValueRule(law: GiftCardLaw, t: Translate<CatalogKey<typeof profileMessages>>): string {
  const rule = law.paidValue;
  if (rule.kind === 'never') return t('neverExpires');
  if (rule.kind === 'minimum') return t('lastsAtLeast', { years: rule.years });
  return rule.defaultYears === null ? t('expiresWithCard') : t('lastsTerm', { years: rule.defaultYears });
}

/**
 * The gift card law new cards are sold under: a select of the jurisdictions of the countries whose Square locations
 * take the business's currency, grouped by country, with what the chosen one means.
 */
export function JurisdictionField({ value, error, onChange }: { value: string; error?: string | null; onChange: (code: string) => void }) {
  const { currency } = useMoney();
  const t = useMessages(profileMessages);
  const locale = useLocale();
  const countryName = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const law = giftCardLaw(value) ?? giftCardLaw(DEFAULT_JURISDICTION)!;
  const bonus = law.bonusValue === 'with-paid' ? t('bonusWithPaid') : t('bonusWithCard');
  const cash =
    law.cashOutBelowCents === null
      ? ''
      : t('cashOut', { amount: formatWholeAmount(law.cashOutBelowCents, lawCurrency(law), NUMBER_LOCALES[locale]) });
  return (
    <FormField
      label={t('law')}
      error={error}
      hint={
        <>
          {t('lawHint', { paidValue: paidValueRule(law, t), bonus, cash, source: law.source })}
          {law.ownerNote && <> {translate(lawOwnerNoteMessages, locale, law.ownerNote)}</>}
        </>
      }
    >
      {(control) => (
        <select {...control} className="select" value={law.code} onChange={(event) => onChange(event.target.value)}>
          {lawsByCountry(currency, law.code).map(({ country, laws }) =>
            country === null ? (
              <SelectOptions key="any" choices={laws} value="code" label={LAW_NAME} />
            ) : (
              <optgroup key={country} label={countryName.of(country)}>
                <SelectOptions choices={laws} value="code" label={LAW_NAME} />
              </optgroup>
            ),
          )}
        </select>
      )}
    </FormField>
  );
}
