import { clientKey, type Budget } from '@gv/platform';

/**
 * Failed sign-ins are counted per account and client address, with waits that
 * grow (5 a minute, 10 per 15 minutes, 20 a day), under much higher ceilings
 * per account (100 an hour, against guessing from many addresses) and per
 * address across accounts (100 per 15 minutes). A stranger's failures lock out
 * only the stranger's address: the owner still signs in from theirs.
 */
export function signInBudgets(realm: 'admin' | 'super-admin', email: string, ip: string | undefined): Budget[] {
  const client = clientKey(ip);
  const pair = `${realm}-login:${email}:${client}`;
  return [
    { key: pair, max: 5, windowSeconds: 60 },
    { key: pair, max: 10, windowSeconds: 15 * 60 },
    { key: pair, max: 20, windowSeconds: 24 * 3600 },
    { key: `${realm}-login:${email}`, max: 100, windowSeconds: 3600 },
    { key: `${realm}-login-client:${client}`, max: 100, windowSeconds: 15 * 60 },
  ];
}
