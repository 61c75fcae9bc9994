import { defineCatalog } from '@gv/proto';
import stateTexts from './messages/giftcards.state.json' with { type: 'json' };

/** The gift cards screen's notices and fallbacks, set outside React (slice, saga, form rules). */
export const stateMessages = defineCatalog('giftcards.state', stateTexts);
