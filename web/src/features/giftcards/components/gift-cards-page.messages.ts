import { defineCatalog } from '@gv/proto';
import listTexts from './messages/giftcards.list.json' with { type: 'json' };

/** The admin gift cards list: page, table, delete dialog and success popup. */
export const listMessages = defineCatalog('giftcards.list', listTexts);
