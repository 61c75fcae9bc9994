import { defineCatalog } from '@gv/proto';
import detailsTexts from './messages/storefront.details.json' with { type: 'json' };

/** A gift card's page: its flip card, price, dates and notes. */
export const detailsMessages = defineCatalog('storefront.details', detailsTexts);
