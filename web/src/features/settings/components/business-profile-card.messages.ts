import { defineCatalog } from '@gv/proto';
import profileTexts from './messages/settings.businessProfile.json' with { type: 'json' };

/** The business profile card and its fields (contact email, language, time zone, gift card law). */
export const profileMessages = defineCatalog('settings.businessProfile', profileTexts);
