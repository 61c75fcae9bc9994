/**
 * Every amount limit the platform sets, per currency, in minor units: one table, so a yen business's cards are
 * bounded in round yen rather than in cents read as yen. The non-USD rows keep the USD row's round figures where the
 * currencies are near par (CAD, GBP, EUR, AUD) and use round yen of a like size for JPY.
 */
import { DEFAULT_CURRENCY, isSquareCurrency, type CurrencyCode } from './money.js';

export interface CurrencyLimits {
  /** The highest face value of a card type. */
  cardMaxCents: number;
  /** The range an "Any amount" card type may offer, and the step its amounts go in. */
  custom: { minCents: number; maxCents: number; stepCents: number };
  /** The quick picks the storefront offers for an "Any amount" card, those within its range shown. */
  quickPickCents: readonly number[];
  /** What a business may credit to its cards in one UTC day (adjustments up, decision 0071). */
  dailyCreditCapCents: number;
  /** What a business may confirm of corporate value a day unless the super admin sets another cap (decision 0071). */
  corporateDailyCapCents: number;
  /** What an API key may redeem in one UTC day unless the owner sets otherwise, and the most the owner may set. */
  apiKeyDailyLimitCents: number;
  apiKeyMaxDailyLimitCents: number;
  /** Prepaid-access thresholds (decision 0086): loaded on one card a day, and bought by one buyer of one business a day. */
  cardLoadsPerDayCents: number;
  buyerPerDayCents: number;
}

const NEAR_DOLLAR: CurrencyLimits = {
  cardMaxCents: 100_000_00,
  custom: { minCents: 5_00, maxCents: 2_000_00, stepCents: 1_00 },
  quickPickCents: [25_00, 50_00, 100_00],
  dailyCreditCapCents: 500_00,
  corporateDailyCapCents: 5_000_00,
  apiKeyDailyLimitCents: 500_00,
  apiKeyMaxDailyLimitCents: 100_000_00,
  cardLoadsPerDayCents: 2_000_00,
  buyerPerDayCents: 10_000_00,
};

export const CURRENCY_LIMITS: Readonly<Record<CurrencyCode, CurrencyLimits>> = {
  USD: NEAR_DOLLAR,
  CAD: NEAR_DOLLAR,
  GBP: NEAR_DOLLAR,
  EUR: NEAR_DOLLAR,
  AUD: NEAR_DOLLAR,
  JPY: {
    cardMaxCents: 10_000_000,
    custom: { minCents: 500, maxCents: 300_000, stepCents: 100 },
    quickPickCents: [3_000, 5_000, 10_000],
    dailyCreditCapCents: 50_000,
    corporateDailyCapCents: 500_000,
    apiKeyDailyLimitCents: 50_000,
    apiKeyMaxDailyLimitCents: 10_000_000,
    cardLoadsPerDayCents: 300_000,
    buyerPerDayCents: 1_500_000,
  },
};

/** The limits of `currency`; a code Square does not take has the default currency's. */
export function currencyLimits(currency: string = DEFAULT_CURRENCY): CurrencyLimits {
  return CURRENCY_LIMITS[isSquareCurrency(currency) ? currency : DEFAULT_CURRENCY];
}
