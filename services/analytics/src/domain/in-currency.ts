/**
 * An answer with money, and the ISO 4217 code its amounts are in (the business's). The proto answer types do not
 * name it yet; the answers carry it all the same, so a client can read 5000 as ¥5,000 rather than $5,000.
 */
export type InCurrency<Answer> = Answer & { currency: string };
