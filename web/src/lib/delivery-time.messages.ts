import { defineCatalog } from '@gv/proto';

/** Why a gift's delivery time cannot be sent, as the fields say it. */
export const deliveryTimeMessages = defineCatalog('lib.deliveryTime', {
  en: { inThePast: 'Choose a time in the future' },
  es: { inThePast: 'Elige una hora en el futuro' },
  fr: { inThePast: 'Choisissez une heure dans le futur' },
});
