import { defineCatalog } from '@gv/proto';
import exploreTexts from './messages/storefront.explore.json' with { type: 'json' };

/** /explore and a business's gift card list. */
export const exploreMessages = defineCatalog('storefront.explore', exploreTexts);
