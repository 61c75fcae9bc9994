import { defineCatalog } from '@gv/proto';
import authTexts from './messages/auth.flow.json' with { type: 'json' };

/** What the sign-in, registration and invitation calls say when the server gives no reason, and the registration's steps. */
export const authMessages = defineCatalog('auth.flow', authTexts);
