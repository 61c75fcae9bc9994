import { defineCatalog } from '@gv/proto';
import signInTexts from './messages/ui.signIn.json' with { type: 'json' };

/** Both sign-in pages' forms, and the two-step sign-in card of settings. */
export const signInMessages = defineCatalog('ui.signIn', signInTexts);
