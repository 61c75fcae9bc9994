/** A gift's delivery time as the buyer reads it, in every language. */
import { defineCatalog } from './locale.js';
import deliveryTimeTexts from './messages/giftDelivery.time.json' with { type: 'json' };

export const deliveryTimeMessages = defineCatalog('giftDelivery.time', deliveryTimeTexts);
