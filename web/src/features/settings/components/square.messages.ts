import { defineCatalog } from '@gv/proto';
import squareTexts from './messages/settings.square.json' with { type: 'json' };

/** The Square cards: credentials, their setup guide, and the Point of Sale switch with its registration of existing cards. */
export const squareMessages = defineCatalog('settings.square', squareTexts);
