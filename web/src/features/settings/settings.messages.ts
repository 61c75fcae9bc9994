import { defineCatalog } from '@gv/proto';
import statusTexts from './messages/settings.status.json' with { type: 'json' };

/** What the settings saves and switches end with, beside their buttons. */
export const statusMessages = defineCatalog('settings.status', statusTexts);
