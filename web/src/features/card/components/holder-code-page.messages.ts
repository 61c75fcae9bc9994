import { defineCatalog } from '@gv/proto';
import holderCodePageTexts from './messages/card.holderCodePage.json' with { type: 'json' };

/** The frame of a page whose address holds a card's code (holder page, gift reveal), and why a card cannot be shown. */
export const holderCodePageMessages = defineCatalog('card.holderCodePage', holderCodePageTexts);
