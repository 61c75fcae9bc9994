import { defineCatalog } from '@gv/proto';
import formTexts from './messages/giftcards.form.json' with { type: 'json' };

/** The gift card create/edit form: its fields, amounts, locations, redemption window and VAT treatment. */
export const formMessages = defineCatalog('giftcards.form', formTexts);
