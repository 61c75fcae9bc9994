import type { SelectHTMLAttributes } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@gv/proto';

interface LocaleSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: Locale;
  onLocale: (locale: Locale) => void;
}

/** A `<select>` of the app's languages, each named in its own words. */
export function LocaleSelect({ value, onLocale, ...select }: LocaleSelectProps) {
  return (
    <select
      {...select}
      value={value}
      onChange={(event) => {
        if (isLocale(event.target.value)) onLocale(event.target.value);
      }}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
