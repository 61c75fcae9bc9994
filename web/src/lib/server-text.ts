import type { Catalog } from '@gv/proto';
import { currentLocale, message } from './i18n';

interface Sentence {
  catalog: Catalog<string>;
  key: string;
  /** The English as a pattern: each simple `{argument}` captures the words the server put there. */
  pattern: RegExp;
  names: string[];
}

let sentences: Sentence[] | undefined;
let loading: Promise<void> | undefined;

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Every English sentence with no arguments or only simple ones (`{amount}`, not plurals or selects). */
function englishSentences(catalogs: readonly Catalog<string>[]): Sentence[] {
  return catalogs.flatMap((catalog) =>
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
}

/**
 * Loads every catalog's sentences when the app speaks another language than the server's English. They are many
 * (every catalog of proto, in every language), so they are fetched when first needed rather than with the first page.
 * Never fails: the texts then stay in English, and the next call tries again.
 */
export function loadServerText(): Promise<void> {
  if (currentLocale() === 'en') return Promise.resolve();
  loading ??= import('./server-catalogs').then(
    (catalogs) => {
      sentences = englishSentences(Object.values(catalogs));
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/**
 * A message the server wrote in English (the spec's words), in the app's language now when it is one of the
 * catalogs' sentences (once loadServerText has loaded them); its arguments (an amount, a name) are kept as the
 * server wrote them. Any other text as it came.
 */
export function serverText(text: string): string {
  if (!text || currentLocale() === 'en') return text;
  for (const { catalog, key, pattern, names } of sentences ?? []) {
    const match = pattern.exec(text);
    if (match) return message(catalog, key, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
  }
  return text;
}
