import { defineCatalog } from '@gv/proto';
import pageTexts from './messages/promotions.page.json' with { type: 'json' };

export const pageMessages = defineCatalog('promotions.page', pageTexts);
