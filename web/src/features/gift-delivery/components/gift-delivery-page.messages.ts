import { defineCatalog } from '@gv/proto';
import pageTexts from './messages/giftDelivery.page.json' with { type: 'json' };

export const pageMessages = defineCatalog('giftDelivery.page', pageTexts);
