/** The countries Square takes payments in, each with its currency (ISO 4217). */
export const SQUARE_COUNTRIES = { US: 'USD', CA: 'CAD', GB: 'GBP', IE: 'EUR', FR: 'EUR', ES: 'EUR', AU: 'AUD', JP: 'JPY' } as const;
export type SquareCountry = keyof typeof SQUARE_COUNTRIES;
