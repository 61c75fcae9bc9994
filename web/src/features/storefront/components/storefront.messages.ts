import { defineCatalog } from '@gv/proto';
import storefrontTexts from './messages/storefront.shell.json' with { type: 'json' };

/** The storefront's frame and small parts: shell, business header, loader, not-found page, lost card, tiles. */
export const storefrontMessages = defineCatalog('storefront.shell', storefrontTexts);
