import { createContext, useContext, type ReactNode } from 'react';
import {
  currencyLimits,
  DEFAULT_CURRENCY,
  SQUARE_CURRENCIES,
  formatAmount,
  formatMoney,
  formatWholeAmount,
  majorUnitName,
  minorDigits,
  NUMBER_LOCALES,
  parseAmount,
  toMajorUnits,
  toMinorUnits,
  type CurrencyCode,
  type CurrencyLimits,
  type Locale,
} from '@gv/proto';
import { currentLocale, useLocale } from './i18n';

/** Money in one currency, as the app shows and reads it: every amount a component writes or takes goes through one. */
export interface Money {
  /** The ISO 4217 code. */
  currency: string;
  /** What a form calls its major units: 'dollars', 'pounds', 'euros', 'yen'. */
  units: string;
  /** The sign an amount field shows before the number: '$', '¥', '£', 'CA$'. */
  symbol: string;
  /** The minor-unit digits (2; 0 for JPY) and the matching input step ('0.01'; '1'). */
  digits: number;
  step: string;
  /** The keyboard an amount field asks a phone for: with a decimal point, or digits only for a currency without minor units. */
  inputMode: 'decimal' | 'numeric';
  /** Major units with the sign and the currency's decimals: 42.5 → '$42.50', 5000 JPY → '¥5,000'. */
  format: (major: number) => string;
  /** Minor units as `format` writes them: 4250 → '$42.50'. */
  formatMinor: (minor: number) => string;
  /** Minor units without decimals when whole: 500 → '$5', 5000 JPY → '¥5,000'. */
  formatWhole: (minor: number) => string;
  /** Typed text ('42.5', '$1,250', ¥ '3000') to minor units, or null when it is not an amount in this currency ('30.5' in yen). */
  parse: (text: string) => number | null;
  toMajor: (minor: number) => number;
  toMinor: (major: number) => number;
  /** Every amount limit the platform sets in this currency. */
  limits: CurrencyLimits;
}

function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const CURRENCY_NAMES: Readonly<Record<CurrencyCode, string>> = {
  USD: 'US dollar',
  CAD: 'Canadian dollar',
  GBP: 'British pound',
  EUR: 'Euro',
  AUD: 'Australian dollar',
  JPY: 'Japanese yen',
};

/** A currency as a choice names it: 'JPY — Japanese yen'; a code Square does not take, by its code. */
export function currencyLabel(code: string): string {
  const name = CURRENCY_NAMES[code as CurrencyCode];
  return name ? `${code} — ${name}` : code;
}

/** The currencies a business may price its cards in (those Square takes), for a select. */
export const CURRENCY_CHOICES: readonly { code: CurrencyCode; label: string }[] = SQUARE_CURRENCIES.map((code) => ({
  code,
  label: currencyLabel(code),
}));

const moneyByCurrency = new Map<string, Money>();

/**
 * The Money of `currency` in a language ($42.50 in English, 42,50 € in French), for code outside React (sagas, label
 * builders): the app's language now unless told; components use useMoney().
 */
export function moneyIn(currency: string = DEFAULT_CURRENCY, locale: Locale = currentLocale()): Money {
  const key = `${currency} ${locale}`;
  let money = moneyByCurrency.get(key);
  if (!money) {
    const tag = NUMBER_LOCALES[locale];
    const digits = minorDigits(currency);
    money = {
      currency,
      units: majorUnitName(currency),
      symbol: currencySymbol(currency),
      digits,
      step: digits === 0 ? '1' : (1 / 10 ** digits).toFixed(digits),
      inputMode: digits > 0 ? 'decimal' : 'numeric',
      format: (major) => formatAmount(major, currency, tag),
      formatMinor: (minor) => formatMoney(minor, currency, tag),
      formatWhole: (minor) => formatWholeAmount(minor, currency, tag),
      parse: (text) => parseAmount(text, currency),
      toMajor: (minor) => toMajorUnits(minor, currency),
      toMinor: (major) => toMinorUnits(major, currency),
      limits: currencyLimits(currency),
    };
    moneyByCurrency.set(key, money);
  }
  return money;
}

const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);

/**
 * The currency the amounts below are in: the signed-in admin's business in the admin app, the business on its public
 * pages, the card's on the holder page and at the counter (a card keeps the currency it was sold in). Absent: USD.
 */
export function CurrencyProvider({ currency, children }: { currency: string | null | undefined; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency || DEFAULT_CURRENCY}>{children}</CurrencyContext.Provider>;
}

/** The Money of the nearest CurrencyProvider. */
export function useMoney(): Money {
  return moneyIn(useContext(CurrencyContext), useLocale());
}
