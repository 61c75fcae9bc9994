import { defineCatalog } from '@gv/proto';
import pageTexts from './messages/landing.page.json' with { type: 'json' };
import headerTexts from './messages/landing.header.json' with { type: 'json' };
import linkTexts from './messages/landing.links.json' with { type: 'json' };

export const pageMessages = defineCatalog('landing.page', pageTexts);

export const headerMessages = defineCatalog('landing.header', headerTexts);

export const linkMessages = defineCatalog('landing.links', linkTexts);
