import { clientKey, type Budget } from '@gv/platform';

/**
 * create-payment is open to anyone, which attracts card testing: a client gets 20 calls per 10 minutes (a buyer
 * needs one to three), a business 20,000 per 10 minutes (far beyond a shop's sales, a ceiling against floods).
 */
export function checkoutBudgets(ip: string | undefined, businessSlug: string): Budget[] {
  return [
    { key: `create-payment:client:${clientKey(ip)}`, max: 20, windowSeconds: 600 },
    { key: `create-payment:business:${businessSlug}`, max: 20_000, windowSeconds: 600 },
  ];
}

/** Declined payments per client: 5 an hour, then 429 until the hour is over. */
export function declineBudgets(ip: string | undefined): Budget[] {
  return [{ key: `payment-declines:client:${clientKey(ip)}`, max: 5, windowSeconds: 3600 }];
}
