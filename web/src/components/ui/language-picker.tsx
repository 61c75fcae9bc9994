import { useId } from 'react';
import { useLocaleChoice, useMessages } from '../../lib/i18n';
import { LocaleSelect } from './locale-select';
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
      <LocaleSelect id={id} className="language-picker__select" value={locale} onLocale={choose} />
    </span>
  );
}
