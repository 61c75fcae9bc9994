import { defineCatalog } from '@gv/proto';
import monthEndTexts from './messages/reports.monthEnd.json' with { type: 'json' };

/** The Month-end tab: breakage under ASC 606, the rate, the journal, closing the month, the accounts and the holder. */
export const monthEndMessages = defineCatalog('reports.monthEnd', monthEndTexts);
