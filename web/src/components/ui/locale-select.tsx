import { useLayoutEffect, useRef, type SelectHTMLAttributes } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@gv/proto';

interface LocaleSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: Locale;
  onLocale: (locale: Locale) => void;
}

/** A `<select>` of the app's languages, each named in its own words. */
export function LocaleSelect({ value, onLocale, ...select }: LocaleSelectProps) {
  const ref = useRef<HTMLSelectElement>(null);
  // A language picked on this device changes the page right after hydration, which can leave the server-drawn
  // <select> showing the page's first language (seen on the holder page): the element is told again.
  useLayoutEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return (
    <select
      {...select}
      ref={ref}
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
