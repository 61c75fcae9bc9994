import { defineCatalog } from '@gv/proto';
import cardActionsTexts from './messages/cardActions.modal.json' with { type: 'json' };

/** The card actions modal (refund, adjust, reverse, void or reactivate, new recipient) and what its store says. */
export const cardActionsMessages = defineCatalog('cardActions.modal', cardActionsTexts);
