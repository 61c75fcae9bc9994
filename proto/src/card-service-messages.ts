/** What redemption, wallet and notifications answer another service or a device that asked them something they refuse. */
import { defineCatalog } from './locale.js';

export const cardServiceMessages = defineCatalog('cardService', {
  en: {
    orderOtherBusiness: 'This order was issued for another business.',
    reloadOtherBusiness: 'This reload names another business’s card.',
    notAReload: 'This order issues a card; it does not reload one.',
    noReloadWithOrder: 'This card has no reload with that order.',
    squareJustStarted: 'This card has just started working at Square; try again in a moment',
    deviceLibraryInvalid: 'Not a device library identifier',
    pushTokenRequired: 'A push token (hexadecimal) is required',
    enabledInvalid: 'enabled is true or false.',
    integratorReversal: 'Reversed through the integrator API',
  },
  es: {
    orderOtherBusiness: 'Este pedido se emitió para otro negocio.',
    reloadOtherBusiness: 'Esta recarga nombra una tarjeta de otro negocio.',
    notAReload: 'Este pedido emite una tarjeta; no recarga ninguna.',
    noReloadWithOrder: 'Esta tarjeta no tiene ninguna recarga con ese pedido.',
    squareJustStarted: 'Esta tarjeta acaba de empezar a funcionar en Square; inténtalo de nuevo en un momento',
    deviceLibraryInvalid: 'No es un identificador de biblioteca de dispositivo',
    pushTokenRequired: 'Se necesita un token push (hexadecimal)',
    enabledInvalid: 'enabled es true o false.',
    integratorReversal: 'Anulado a través de la API de integración',
  },
  fr: {
    orderOtherBusiness: 'Cette commande a été émise pour un autre commerce.',
    reloadOtherBusiness: 'Cette recharge désigne la carte d’un autre commerce.',
    notAReload: 'Cette commande émet une carte ; elle n’en recharge aucune.',
    noReloadWithOrder: 'Cette carte n’a aucune recharge liée à cette commande.',
    squareJustStarted: 'Cette carte vient de commencer à fonctionner chez Square ; réessayez dans un instant',
    deviceLibraryInvalid: 'Ce n’est pas un identifiant de bibliothèque d’appareil',
    pushTokenRequired: 'Un jeton push (hexadécimal) est requis',
    enabledInvalid: 'enabled vaut true ou false.',
    integratorReversal: 'Annulé via l’API d’intégration',
  },
});

export const CARD_SERVICE_MESSAGES = cardServiceMessages.messages.en;
