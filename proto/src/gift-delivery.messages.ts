/** A gift's delivery time as the buyer reads it, in every language. */
import { defineCatalog } from './locale.js';

export const deliveryTimeMessages = defineCatalog('giftDelivery.time', {
  en: { when: '{time} {zone}' },
  es: { when: '{time} ({zone})' },
  fr: { when: '{time} ({zone})' },
});
