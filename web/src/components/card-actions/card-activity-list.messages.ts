import { defineCatalog } from '@gv/proto';
import cardActivityTexts from './messages/cardActions.activity.json' with { type: 'json' };

/** The card actions modal's "Activity": everything that happened to the card, by whom. */
export const cardActivityMessages = defineCatalog('cardActions.activity', cardActivityTexts);
