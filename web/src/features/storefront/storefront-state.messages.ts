import { defineCatalog } from '@gv/proto';
import storefrontStateTexts from './messages/storefront.state.json' with { type: 'json' };

/** What the storefront says when a business or its cards could not be loaded. */
export const storefrontStateMessages = defineCatalog('storefront.state', storefrontStateTexts);
