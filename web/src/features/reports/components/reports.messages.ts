import { defineCatalog } from '@gv/proto';
import booksTexts from './messages/reports.books.json' with { type: 'json' };

/** The Books tab (liability, movement, breakage, sales activity) and what every report tab shares: tabs, range, exports. */
export const booksMessages = defineCatalog('reports.books', booksTexts);
