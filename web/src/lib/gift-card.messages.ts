import { defineCatalog } from '@gv/proto';
import giftCardTexts from './messages/lib.giftCard.json' with { type: 'json' };

/** How a list and a card's page describe a card type. */
export const giftCardMessages = defineCatalog('lib.giftCard', giftCardTexts);
