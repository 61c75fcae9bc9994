import { clientKey, type Budget } from '@gv/platform/rules';

/**
 * create-payment is open to anyone. Many buyers can share one address (a hotel lobby, a conference venue behind one
 * NAT), so a client address gets 100 calls per 10 minutes (a buyer needs one to three); a business 20,000 per 10
 * minutes (far beyond a shop's sales, a ceiling against floods). What stops card testing is declinePolicy below.
 */
export function checkoutBudgets(ip: string | undefined, businessSlug: string): Budget[] {
  return [
    { key: `create-payment:client:${clientKey(ip)}`, max: 100, windowSeconds: 600 },
    { key: `create-payment:business:${businessSlug}`, max: 20_000, windowSeconds: 600 },
  ];
}

/**
 * Declined payments per client address: 10 an hour, then 429 until the hour is over. Declines are counted once the
 * bank has answered, not reserved before each charge, so good checkouts from one address are never held back by
 * one another (decision 0036).
 */
export function declineBudgets(ip: string | undefined): Budget[] {
  return [{ key: `payment-declines:client:${clientKey(ip)}`, max: 10, windowSeconds: 3600 }];
}
