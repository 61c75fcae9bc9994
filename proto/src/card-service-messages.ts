/** What redemption, wallet and notifications answer another service or a device that asked them something they refuse. */
import { defineCatalog } from './locale.js';
import cardServiceTexts from './messages/cardService.json' with { type: 'json' };

export const cardServiceMessages = defineCatalog('cardService', cardServiceTexts);

export const CARD_SERVICE_MESSAGES = cardServiceMessages.messages.en;
