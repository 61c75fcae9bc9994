import { defineCatalog } from '@gv/proto';
import languagePickerTexts from './messages/ui.languagePicker.json' with { type: 'json' };

/** The language picker's label (each language's name is its own: LOCALE_NAMES). */
export const languagePickerMessages = defineCatalog('ui.languagePicker', languagePickerTexts);
