import { defineCatalog } from '@gv/proto';
import giftRevealTexts from './messages/card.giftReveal.json' with { type: 'json' };

/** /card/{code}/reveal: a gift unwrapped, with its giver's name and message. */
export const giftRevealMessages = defineCatalog('card.giftReveal', giftRevealTexts);
