/**
 * The law's sentences on a card (its disclosure) and the cash-out words, in every language. The English texts are
 * GIFT_CARD_LAWS' disclosure templates word for word: lawDisclosure finds a template's key by its English text.
 */
import { defineCatalog } from './locale.js';
import lawDisclosureTexts from './messages/giftCardLaw.disclosure.json' with { type: 'json' };
import cashOutTexts from './messages/giftCardLaw.cashOut.json' with { type: 'json' };
import lawOwnerNoteTexts from './messages/giftCardLaw.ownerNote.json' with { type: 'json' };

export const lawDisclosureMessages = defineCatalog('giftCardLaw.disclosure', lawDisclosureTexts);

export const cashOutMessages = defineCatalog('giftCardLaw.cashOut', cashOutTexts);

/** What a law asks of the business beyond what the platform does (GiftCardLaw.ownerNote), shown in Settings. */
export const lawOwnerNoteMessages = defineCatalog('giftCardLaw.ownerNote', lawOwnerNoteTexts);
