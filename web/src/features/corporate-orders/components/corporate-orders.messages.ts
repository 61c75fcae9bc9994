import { defineCatalog } from '@gv/proto';
import corporateOrdersTexts from './messages/corporateOrders.page.json' with { type: 'json' };

/** Admin /corporate-orders: a new batch, its confirmation and progress, and past batches. */
export const corporateOrdersMessages = defineCatalog('corporateOrders.page', corporateOrdersTexts);
