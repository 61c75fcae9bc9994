import { defineCatalog } from '@gv/proto';
import counterConfirmationTexts from './messages/card.counterConfirmation.json' with { type: 'json' };

/** "At the counter" on the holder page: how the counter confirms the holder, and setting a phone or PIN for it. */
export const counterConfirmationMessages = defineCatalog('card.counterConfirmation', counterConfirmationTexts);
