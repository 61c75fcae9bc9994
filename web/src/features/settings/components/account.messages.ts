import { defineCatalog } from '@gv/proto';
import accountTexts from './messages/settings.account.json' with { type: 'json' };

/** The password card and the "Sell on your website" card. */
export const accountMessages = defineCatalog('settings.account', accountTexts);
