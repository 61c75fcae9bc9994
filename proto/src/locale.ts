/**
 * The languages the platform speaks and its message catalogs. Every sentence a person reads (pages, emails, wallet
 * passes, error messages) is a key of a catalog with its English (the spec's words), Spanish and French text in ICU
 * MessageFormat, formatted by FormatJS: plurals, numbers and dates follow the language's rules.
 */
import { IntlMessageFormat } from 'intl-messageformat';

export const LOCALES = ['en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of a business that has not chosen one, and of a message whose language is unknown. */
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_MESSAGE = 'Choose a language: en, es or fr.';

/** Each language in its own words, as a language picker offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language tag such as 'es-MX' or 'fr' as the language the platform speaks nearest to it, else DEFAULT_LOCALE. */
export function nearestLocale(tag: string | null | undefined): Locale {
  const language = tag?.toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** One area's messages in every language: the same keys in each, English first. */
export interface Catalog<K extends string> {
  readonly namespace: string;
  readonly messages: Readonly<Record<Locale, Readonly<Record<K, string>>>>;
}

export type CatalogKey<C> = C extends Catalog<infer K> ? K : never;

/** Texts with exactly the keys K: the type checker refuses a missing key and, by typing it `never`, an extra one. */
type TextsWithKeys<K extends string, T> = T & Record<K, string> & Record<Exclude<keyof T, K>, never>;

/**
 * A catalog from its texts, kept as data in `messages/<namespace>.json` so that translators and their tools edit
 * data, not code. The Spanish and French texts must have exactly the English keys.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineCatalog<K extends string, ES, FR>(
  namespace: string,
  messages: { en: Record<K, string>; es: TextsWithKeys<NoInfer<K>, ES>; fr: TextsWithKeys<NoInfer<K>, FR> },
): Catalog<K> {
  return { namespace, messages };
}

/** The arguments of an ICU message: `{name}`, `{count, plural, …}`, `{when, date, long}`. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

const formatters = new Map<string, IntlMessageFormat>();

/** One message of a catalog in a language, its arguments filled in with the language's rules. */
/*#__NO_SIDE_EFFECTS__*/
export function translate<K extends string>(catalog: Catalog<K>, locale: Locale, key: K, values?: MessageValues): string {
  const text = catalog.messages[locale][key];
  const cacheKey = `${locale}\u0000${text}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(text, locale);
    formatters.set(cacheKey, formatter);
  }
  return String(formatter.format(values as Record<string, string | number | Date> | undefined));
}

/** A catalog's messages in one language, for code that writes many of them (an email, a pass). */
/*#__NO_SIDE_EFFECTS__*/
export function translator<K extends string>(catalog: Catalog<K>, locale: Locale): (key: K, values?: MessageValues) => string {
  return (key, values) => translate(catalog, locale, key, values);
}

/** The tag numbers and money are formatted with in each language: $42.50 in English, 42,50 € in Spanish and French. */
export const NUMBER_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

/** The tag dates are formatted with: the spec's 30 Jun 2027 in English, 30 jun 2027 and 30 juin 2027. */
export const DATE_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };
