import { defineCatalog } from '@gv/proto';
import paymentTexts from './messages/purchase.payment.json' with { type: 'json' };

/** The payment step (step 3) and the payment's error messages. */
export const paymentMessages = defineCatalog('purchase.payment', paymentTexts);
