import { defineCatalog } from '@gv/proto';
import pageTexts from './messages/settings.page.json' with { type: 'json' };

export const pageMessages = defineCatalog('settings.page', pageTexts);
