import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '@gv/proto';
import { useLocaleChoice, useMessages } from '../../lib/i18n';
import { languagePickerMessages } from './language-picker.messages';
import './language-picker.css';

/** The visitor's language: each one named in its own words; the pick is remembered on this device and wins over the page's. */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useMessages(languagePickerMessages);
  const { locale, choose } = useLocaleChoice();
  const id = useId();
  return (
    <span className={`language-picker${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="language-picker__label">
        {t('label')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
