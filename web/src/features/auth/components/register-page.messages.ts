import { defineCatalog } from '@gv/proto';
import registerTexts from './messages/auth.register.json' with { type: 'json' };

export const registerMessages = defineCatalog('auth.register', registerTexts);
