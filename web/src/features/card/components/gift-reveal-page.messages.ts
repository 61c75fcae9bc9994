import { defineCatalog } from '@gv/proto';

/** /card/{code}/reveal: a gift unwrapped, with its giver's name and message. */
export const giftRevealMessages = defineCatalog('card.giftReveal', {
  en: {
    documentTitle: 'A gift from {from} | Giftcard Vault',
    documentTitleDefault: 'Your gift card | Giftcard Vault',
    loading: 'Loading your gift',
    sentYouAGift: '<highlight>{from}</highlight> sent you a gift',
    yourGiftCard: 'Your gift card',
    giftCard: 'Gift card',
    value: 'Value: ',
    from: 'From {from}',
    seeCard: 'See your gift card',
    nextHint: 'Its QR code, balance and wallet buttons are on the next page.',
  },
  es: {
    documentTitle: 'Un regalo de {from} | Giftcard Vault',
    documentTitleDefault: 'Tu tarjeta regalo | Giftcard Vault',
    loading: 'Cargando tu regalo',
    sentYouAGift: '<highlight>{from}</highlight> te ha enviado un regalo',
    yourGiftCard: 'Tu tarjeta regalo',
    giftCard: 'Tarjeta regalo',
    value: 'Valor: ',
    from: 'De {from}',
    seeCard: 'Ver tu tarjeta regalo',
    nextHint: 'Su código QR, su saldo y los botones de wallet están en la página siguiente.',
  },
  fr: {
    documentTitle: 'Un cadeau de {from} | Giftcard Vault',
    documentTitleDefault: 'Votre carte cadeau | Giftcard Vault',
    loading: 'Chargement de votre cadeau',
    sentYouAGift: '<highlight>{from}</highlight> vous a envoyé un cadeau',
    yourGiftCard: 'Votre carte cadeau',
    giftCard: 'Carte cadeau',
    value: 'Valeur : ',
    from: 'De la part de {from}',
    seeCard: 'Voir votre carte cadeau',
    nextHint: 'Son QR code, son solde et les boutons de wallet sont sur la page suivante.',
  },
});
