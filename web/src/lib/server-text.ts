import * as proto from '@gv/proto';
import type { Catalog } from '@gv/proto';
import { currentLocale, message } from './i18n';

const isCatalog = (value: unknown): value is Catalog<string> =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'messages' in value;

/** Every catalog of proto: the services answer with their English (refusals, confirmations), the app shows them in its language. */
const SERVER_CATALOGS: readonly Catalog<string>[] = Object.values(proto).filter(isCatalog);

interface Sentence {
  catalog: Catalog<string>;
  key: string;
  /** The English as a pattern: each simple `{argument}` captures the words the server put there. */
  pattern: RegExp;
  names: string[];
}

let sentences: Sentence[] | undefined;

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Every English sentence with no arguments or only simple ones (`{amount}`, not plurals or selects). */
function englishSentences(): Sentence[] {
  sentences ??= SERVER_CATALOGS.flatMap((catalog) =>
    Object.entries(catalog.messages.en).flatMap(([key, english]) => {
      const names: string[] = [];
      const parts = english.split(/\{(\w+)\}/);
      const literal = parts.filter((_, index) => index % 2 === 0);
      // Plurals and selects are left out, and so are compositions of arguments ("{amount} ({rate})") that would match anything.
      if (literal.some((part) => /[{}]/.test(part)) || !/\p{L}{3}/u.test(literal.join(''))) return [];
      const pattern = parts.map((part, index) => (index % 2 === 0 ? escape(part) : (names.push(part), '(.+?)'))).join('');
      return [{ catalog, key, pattern: new RegExp(`^${pattern}$`), names }];
    }),
  );
  return sentences;
}

/**
 * A message the server wrote in English (the spec's words), in the app's language now when it is one of the
 * catalogs' sentences; its arguments (an amount, a name) are kept as the server wrote them. Any other text as it came.
 */
export function serverText(text: string): string {
  if (!text || currentLocale() === 'en') return text;
  for (const { catalog, key, pattern, names } of englishSentences()) {
    const match = pattern.exec(text);
    if (match) return message(catalog, key, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
  }
  return text;
}
