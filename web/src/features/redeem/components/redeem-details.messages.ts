import { defineCatalog } from '@gv/proto';
import detailsTexts from './messages/redeem.details.json' with { type: 'json' };

/** The scanned card's details at the counter: balance, holder, the amount, the holder's code or PIN, cash-out, history. */
export const detailsMessages = defineCatalog('redeem.details', detailsTexts);
