import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, IntlContext, IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, LOCALES, nearestLocale, translate, type Catalog, type Locale, type MessageValues } from '@gv/proto';

/**
 * The language the app speaks now, and the catalogs' messages in it (react-intl). The language is the visitor's own
 * pick when they made one on this device, else the page's (the business's default language, or the language a gift
 * was chosen in), else the browser's. Every catalog a screen uses registers its three languages on first use, so the
 * provider's messages hold every screen that has been drawn.
 */

const messages: Record<Locale, Record<string, string>> = { en: {}, es: {}, fr: {} };
const registered = new WeakSet<Catalog<string>>();

function register(catalog: Catalog<string>) {
  if (registered.has(catalog)) return;
  registered.add(catalog);
  for (const locale of LOCALES) {
    for (const [key, text] of Object.entries(catalog.messages[locale])) messages[locale][`${catalog.namespace}.${key}`] = text;
  }
}

const PICK_KEY = 'gv.locale';

/** The locale outside React (sagas, label builders): the one the provider last drew with. */
let activeLocale: Locale = DEFAULT_LOCALE;

export function currentLocale(): Locale {
  return activeLocale;
}

interface LocaleChoice {
  locale: Locale;
  /** The visitor's pick, remembered on this device. */
  choose: (locale: Locale) => void;
  /** A page's language (its business's, a gift's): used unless the visitor picked one. */
  suggest: (locale: Locale | undefined) => void;
}

const LocaleContext = createContext<LocaleChoice>({ locale: DEFAULT_LOCALE, choose: () => {}, suggest: () => {} });

function storedPick(): Locale | undefined {
  // Where storage is blocked (a framed checkout on another site), there is no remembered pick.
  try {
    const pick = localStorage.getItem(PICK_KEY);
    return pick ? nearestLocale(pick) : undefined;
  } catch {
    return undefined;
  }
}

function browserLocale(): Locale {
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : nearestLocale(navigator.language);
}

/** `initial`: the language the server drew the page in, so hydration draws the same words. */
export function LocaleProvider({ initial, children }: { initial?: Locale; children: ReactNode }) {
  const [pick, setPick] = useState<Locale | undefined>(() => (initial ? undefined : storedPick()));
  const [suggested, setSuggested] = useState<Locale | undefined>(initial);
  const locale = pick ?? suggested ?? (initial || browserLocale());
  activeLocale = locale;

  useEffect(() => {
    // After hydration: the visitor's own pick wins over the language the server drew in.
    if (initial) setPick(storedPick());
  }, [initial]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const choose = useCallback((next: Locale) => {
    try {
      localStorage.setItem(PICK_KEY, next);
    } catch {
      // Not remembered where storage is blocked: the pick lasts for this page.
    }
    setPick(next);
  }, []);
  const suggest = useCallback((next: Locale | undefined) => setSuggested(next), []);
  const choice = useMemo(() => ({ locale, choose, suggest }), [locale, choose, suggest]);

  return (
    <LocaleContext value={choice}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/** The language now, with the visitor's pick and a page's suggestion. */
export function useLocaleChoice(): LocaleChoice {
  return useContext(LocaleContext);
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** A page's language (the business's default, the gift's): the app speaks it unless the visitor picked another. */
export function useSuggestedLocale(locale: Locale | undefined) {
  const { suggest } = useLocaleChoice();
  useEffect(() => suggest(locale), [locale, suggest]);
}

/** Outside any provider (a component's own test, a root without the app): English. */
const englishIntl = createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: messages.en });

type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface Translate<K extends string> {
  /** The message as text, its ICU arguments filled in. */
  (key: K, values?: MessageValues): string;
  /** The message with elements inside it: `<link>terms</link>` with `{link: (chunks) => <a>{chunks}</a>}`. */
  rich: (key: K, values: RichValues) => ReactNode;
}

/** A catalog's messages in the language now: `const t = useMessages(catalog); t('title')`. */
export function useMessages<K extends string>(catalog: Catalog<K>): Translate<K> {
  register(catalog);
  const intl = useContext(IntlContext) ?? englishIntl;
  return useMemo(() => {
    const descriptor = (key: K) => ({ id: `${catalog.namespace}.${key}`, defaultMessage: catalog.messages[DEFAULT_LOCALE][key] });
    const t = ((key: K, values?: MessageValues) =>
      intl.formatMessage(descriptor(key), values as Record<string, string | number | Date>)) as Translate<K>;
    t.rich = (key, values) => intl.formatMessage(descriptor(key), values as Record<string, ReactNode>);
    return t;
  }, [intl, catalog]);
}

/** A catalog's message in the language now, for code outside React (a saga's toast, a label builder). */
export function message<K extends string>(catalog: Catalog<K>, key: K, values?: MessageValues): string {
  return translate(catalog, activeLocale, key, values);
}
