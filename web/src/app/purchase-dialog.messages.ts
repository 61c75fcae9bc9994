import { defineCatalog } from '@gv/proto';
import checkoutLoadingTexts from './messages/app.checkoutLoading.json' with { type: 'json' };

/** The purchase dialog while its code loads. */
export const checkoutLoadingMessages = defineCatalog('app.checkoutLoading', checkoutLoadingTexts);
