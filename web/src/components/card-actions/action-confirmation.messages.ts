import { defineCatalog } from '@gv/proto';
import actionConfirmationTexts from './messages/cardActions.confirmation.json' with { type: 'json' };

/** The sentence an admin confirms before a card action runs. Amounts come formatted. */
export const actionConfirmationMessages = defineCatalog('cardActions.confirmation', actionConfirmationTexts);
