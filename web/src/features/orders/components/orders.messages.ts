import { defineCatalog } from '@gv/proto';
import ordersTexts from './messages/orders.page.json' with { type: 'json' };

/** Admin /orders: the orders table, its filters, each gift card with its buyers, and a card's redemption history. */
export const ordersMessages = defineCatalog('orders.page', ordersTexts);
