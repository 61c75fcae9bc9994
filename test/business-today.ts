import type { ApiClient } from './api';

/**
 * Today where the admin's business is (its time zone, from /me), as YYYY-MM-DD: reports name the business's days, so a
 * test run just after midnight UTC still names the day (and month) the business is in.
 */
export async function businessToday(api: ApiClient): Promise<string> {
  const { timeZone } = (await api.get('/api/v1/admin/me')).body.user as { timeZone: string };
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The month it is now where the admin's business is, as YYYY-MM: the month-end's months are the business's. */
export async function businessMonth(api: ApiClient): Promise<string> {
  return (await businessToday(api)).slice(0, 7);
}
