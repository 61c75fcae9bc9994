import { defineCatalog } from '@gv/proto';
import pageTexts from './messages/developers.page.json' with { type: 'json' };
import secretTexts from './messages/developers.secret.json' with { type: 'json' };

export const pageMessages = defineCatalog('developers.page', pageTexts);

export const secretMessages = defineCatalog('developers.secret', secretTexts);
