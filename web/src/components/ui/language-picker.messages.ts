import { defineCatalog } from '@gv/proto';

/** The language picker's label (each language's name is its own: LOCALE_NAMES). */
export const languagePickerMessages = defineCatalog('ui.languagePicker', {
  en: { label: 'Language' },
  es: { label: 'Idioma' },
  fr: { label: 'Langue' },
});
