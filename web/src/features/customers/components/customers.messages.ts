import { defineCatalog } from '@gv/proto';
import customersTexts from './messages/customers.page.json' with { type: 'json' };

/** Admin /customers: the list, one customer's cards and privacy, erasing them, and the screen's fallbacks. */
export const customersMessages = defineCatalog('customers.page', customersTexts);
