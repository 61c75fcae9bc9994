import { defineCatalog } from '@gv/proto';

/** The purchase dialog while its code loads. */
export const checkoutLoadingMessages = defineCatalog('app.checkoutLoading', {
  en: { buy: 'Buy Gift Card', reload: 'Add value', loading: 'Loading checkout…' },
  es: { buy: 'Comprar tarjeta regalo', reload: 'Añadir saldo', loading: 'Cargando el pago…' },
  fr: { buy: 'Acheter une carte cadeau', reload: 'Recharger', loading: 'Chargement du paiement…' },
});
