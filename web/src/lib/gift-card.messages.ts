import { defineCatalog } from '@gv/proto';

/** How a list and a card's page describe a card type. */
export const giftCardMessages = defineCatalog('lib.giftCard', {
  en: { usableAt: 'Can be used at: {locations}' },
  es: { usableAt: 'Se puede usar en: {locations}' },
  fr: { usableAt: 'Utilisable à : {locations}' },
});
