import { defineCatalog, translate, type MessageValues } from './locale.js';
import cardActionTexts from './messages/cardActions.json' with { type: 'json' };

/**
 * What an admin's action on a sold card (refund, adjust, reverse, void, reactivate, new recipient) says when it is
 * refused or done, in each language; the server answers in English (CARD_ACTION_MESSAGES). Amounts come formatted.
 */
export const cardActionMessages = defineCatalog('cardActions', cardActionTexts);

/** A card action's message in English, as the server answers it. */
export const cardActionEnglish = (key: keyof typeof cardActionMessages.messages.en, values?: MessageValues): string =>
  translate(cardActionMessages, 'en', key, values);
