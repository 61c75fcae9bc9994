/**
 * The law's sentences on a card (its disclosure) and the cash-out words, in every language. The English texts are
 * GIFT_CARD_LAWS' disclosure templates word for word: lawDisclosure finds a template's key by its English text.
 */
import { defineCatalog } from './locale.js';

export const lawDisclosureMessages = defineCatalog('giftCardLaw.disclosure', {
  en: {
    statedPaidExpires: 'Funds paid for this card can be spent until {paidExpiresOn}.',
    paidDoesNotExpire: 'Funds paid for this card do not expire.',
    statedBonusExpires: 'Promotional value was not paid for and expires on {bonusExpiresOn}.',
    usPaidExpires: 'Funds paid for this card expire on {paidExpiresOn}, even if the card shows an earlier date.',
    usBonusExpires: 'Promotional value is a bonus, not paid for, and expires on {bonusExpiresOn}.',
    paidExpiresOn: 'Funds paid for this card expire on {paidExpiresOn}.',
    caPaidNeverExpires: 'Funds paid for this card never expire and carry no fees.',
    caBonusExpires: 'PROMOTIONAL VALUE EXPIRES ON {bonusExpiresOn}.',
    caCashOut: 'A balance under {cashOutBelow} can be redeemed in cash (California Civil Code §1749.5).',
    iePaidExpires: 'This voucher expires on {paidExpiresOn}: funds paid for it can be spent until then.',
    iePaidNeverExpires: 'Funds paid for this voucher do not expire.',
    ieBonusExpires: 'Promotional value is part of this voucher and can be spent until {bonusExpiresOn}.',
    ieNotice: 'No fee is charged for using this voucher, and its balance can be spent over several transactions.',
    paidNeverExpires: 'Funds paid for this card never expire.',
    bonusGivenFree: 'Promotional value was given free and expires on {bonusExpiresOn}.',
    onNotice: 'No dormancy or inactivity fees are charged on this card.',
    qcCashOut: 'A balance of $5.00 or less is refunded in cash on request (Quebec Consumer Protection Act, s. 187.5).',
    auPaidExpires: 'This card expires on {paidExpiresOn}: funds paid for it can be spent until then.',
    auPaidNeverExpires: 'This card has no expiry date.',
    auBonusExpires: 'Promotional value on this card can be spent until {bonusExpiresOn}.',
    auNotice: 'No fees are charged on this card after it is sold.',
    otherBonusExpires: 'Promotional value expires on {bonusExpiresOn}.',
    withPaid: '{amount} paid — {sentence}',
    withBonus: '{amount} bonus — {sentence}',
  },
  es: {
    statedPaidExpires: 'El importe pagado por esta tarjeta se puede gastar hasta el {paidExpiresOn}.',
    paidDoesNotExpire: 'El importe pagado por esta tarjeta no caduca.',
    statedBonusExpires: 'El valor promocional no se ha pagado y caduca el {bonusExpiresOn}.',
    usPaidExpires: 'El importe pagado por esta tarjeta caduca el {paidExpiresOn}, aunque la tarjeta muestre una fecha anterior.',
    usBonusExpires: 'El valor promocional es una bonificación, no se ha pagado y caduca el {bonusExpiresOn}.',
    paidExpiresOn: 'El importe pagado por esta tarjeta caduca el {paidExpiresOn}.',
    caPaidNeverExpires: 'El importe pagado por esta tarjeta nunca caduca y no tiene comisiones.',
    caBonusExpires: 'EL VALOR PROMOCIONAL CADUCA EL {bonusExpiresOn}.',
    caCashOut: 'Un saldo inferior a {cashOutBelow} se puede canjear en efectivo (Código Civil de California, §1749.5).',
    iePaidExpires: 'Este vale caduca el {paidExpiresOn}: el importe pagado por él se puede gastar hasta entonces.',
    iePaidNeverExpires: 'El importe pagado por este vale no caduca.',
    ieBonusExpires: 'El valor promocional forma parte de este vale y se puede gastar hasta el {bonusExpiresOn}.',
    ieNotice: 'No se cobra ninguna comisión por usar este vale, y su saldo se puede gastar en varias compras.',
    paidNeverExpires: 'El importe pagado por esta tarjeta nunca caduca.',
    bonusGivenFree: 'El valor promocional se ha regalado y caduca el {bonusExpiresOn}.',
    onNotice: 'Esta tarjeta no tiene comisiones por inactividad.',
    qcCashOut: 'Un saldo de {cashOutAtMost} o menos se reembolsa en efectivo si lo pides (Ley de protección del consumidor de Quebec, art. 187.5).',
    auPaidExpires: 'Esta tarjeta caduca el {paidExpiresOn}: el importe pagado por ella se puede gastar hasta entonces.',
    auPaidNeverExpires: 'Esta tarjeta no tiene fecha de caducidad.',
    auBonusExpires: 'El valor promocional de esta tarjeta se puede gastar hasta el {bonusExpiresOn}.',
    auNotice: 'Esta tarjeta no tiene comisiones una vez vendida.',
    otherBonusExpires: 'El valor promocional caduca el {bonusExpiresOn}.',
    withPaid: '{amount} pagados — {sentence}',
    withBonus: '{amount} de bonificación — {sentence}',
  },
  fr: {
    statedPaidExpires: 'Les fonds payés pour cette carte peuvent être dépensés jusqu’au {paidExpiresOn}.',
    paidDoesNotExpire: 'Les fonds payés pour cette carte n’expirent pas.',
    statedBonusExpires: 'La valeur promotionnelle n’a pas été payée et expire le {bonusExpiresOn}.',
    usPaidExpires: 'Les fonds payés pour cette carte expirent le {paidExpiresOn}, même si la carte indique une date antérieure.',
    usBonusExpires: 'La valeur promotionnelle est un bonus, non payé, qui expire le {bonusExpiresOn}.',
    paidExpiresOn: 'Les fonds payés pour cette carte expirent le {paidExpiresOn}.',
    caPaidNeverExpires: 'Les fonds payés pour cette carte n’expirent jamais et ne donnent lieu à aucuns frais.',
    caBonusExpires: 'LA VALEUR PROMOTIONNELLE EXPIRE LE {bonusExpiresOn}.',
    caCashOut: 'Un solde inférieur à {cashOutBelow} peut être remboursé en espèces (Code civil de Californie, §1749.5).',
    iePaidExpires: 'Ce bon expire le {paidExpiresOn} : les fonds payés pour celui-ci peuvent être dépensés jusque-là.',
    iePaidNeverExpires: 'Les fonds payés pour ce bon n’expirent pas.',
    ieBonusExpires: 'La valeur promotionnelle fait partie de ce bon et peut être dépensée jusqu’au {bonusExpiresOn}.',
    ieNotice: 'Aucuns frais ne sont facturés pour l’utilisation de ce bon, et son solde peut être dépensé en plusieurs fois.',
    paidNeverExpires: 'Les fonds payés pour cette carte n’expirent jamais.',
    bonusGivenFree: 'La valeur promotionnelle a été offerte et expire le {bonusExpiresOn}.',
    onNotice: 'Aucuns frais d’inactivité ne sont facturés sur cette carte.',
    qcCashOut:
      'Un solde de {cashOutAtMost} ou moins est remboursé en espèces sur demande (Loi sur la protection du consommateur du Québec, art. 187.5).',
    auPaidExpires: 'Cette carte expire le {paidExpiresOn} : les fonds payés pour celle-ci peuvent être dépensés jusque-là.',
    auPaidNeverExpires: 'Cette carte n’a pas de date d’expiration.',
    auBonusExpires: 'La valeur promotionnelle de cette carte peut être dépensée jusqu’au {bonusExpiresOn}.',
    auNotice: 'Aucuns frais ne sont facturés sur cette carte après sa vente.',
    otherBonusExpires: 'La valeur promotionnelle expire le {bonusExpiresOn}.',
    withPaid: '{amount} payés — {sentence}',
    withBonus: '{amount} de bonus — {sentence}',
  },
});

export const cashOutMessages = defineCatalog('giftCardLaw.cashOut', {
  en: {
    offer: 'Cash out {amount}',
    done: "Paid out {amount} in cash. The gift card's balance is now {zero}.",
    notAllowed: 'This gift card cannot be cashed out: it was sold under {law}, which gives no cash-out.',
    notUnder: 'Only a balance under {amount} can be cashed out.',
    nothingLeft: 'Nothing is left on this gift card to cash out.',
    amountChanged: 'The balance has changed since the cash-out was offered. Scan the card again.',
  },
  es: {
    offer: 'Retirar {amount} en efectivo',
    done: 'Se han pagado {amount} en efectivo. El saldo de la tarjeta regalo ahora es {zero}.',
    notAllowed: 'Esta tarjeta regalo no se puede canjear por efectivo: se vendió conforme a {law}, que no prevé el reembolso en efectivo.',
    notUnder: 'Solo se puede retirar en efectivo un saldo inferior a {amount}.',
    nothingLeft: 'No queda saldo en esta tarjeta regalo para retirar en efectivo.',
    amountChanged: 'El saldo ha cambiado desde que se ofreció el reembolso en efectivo. Vuelve a escanear la tarjeta.',
  },
  fr: {
    offer: 'Rembourser {amount} en espèces',
    done: '{amount} remboursés en espèces. Le solde de la carte cadeau est maintenant de {zero}.',
    notAllowed:
      'Cette carte cadeau ne peut pas être remboursée en espèces : elle a été vendue sous le régime de {law}, qui ne prévoit aucun remboursement en espèces.',
    notUnder: 'Seul un solde inférieur à {amount} peut être remboursé en espèces.',
    nothingLeft: 'Il ne reste rien à rembourser en espèces sur cette carte cadeau.',
    amountChanged: 'Le solde a changé depuis que le remboursement en espèces a été proposé. Scannez à nouveau la carte.',
  },
});

/** What a law asks of the business beyond what the platform does (GiftCardLaw.ownerNote), shown in Settings. */
export const lawOwnerNoteMessages = defineCatalog('giftCardLaw.ownerNote', {
  en: {
    voucherVat:
      'VAT on gift cards: each card type is a single-purpose voucher (what it buys and its VAT rate are known when it is sold, so VAT is due at sale) or a multi-purpose voucher (VAT is due when it is used, at the rate of what it buys). Choose it on each card type; receipts and the month-end journal follow your choice.',
    jpUnusedBalance:
      'Payment Services Act: when the unused balance of your cards exceeds ¥10 million on March 31 or September 30, notify your Local Finance Bureau (see the owner’s guide).',
  },
  es: {
    voucherVat:
      'IVA de las tarjetas regalo: cada tipo de tarjeta es un bono de uso único (lo que compra y su tipo de IVA se conocen al venderlo, así que el IVA se devenga en la venta) o un bono polivalente (el IVA se devenga cuando se usa, al tipo de lo que compra). Elígelo en cada tipo de tarjeta; los recibos y el asiento de cierre de mes siguen tu elección.',
    jpUnusedBalance:
      'Ley de Servicios de Pago: cuando el saldo no usado de tus tarjetas supere los 10 millones de yenes el 31 de marzo o el 30 de septiembre, notifícalo a tu Oficina Local de Finanzas (consulta la guía del propietario).',
  },
  fr: {
    voucherVat:
      'TVA des cartes cadeaux : chaque type de carte est un bon à usage unique (ce qu’il achète et son taux de TVA sont connus à la vente : la TVA est exigible à la vente) ou un bon à usages multiples (la TVA est exigible à son utilisation, au taux de ce qu’il achète). Choisissez-le sur chaque type de carte ; les reçus et l’écriture de fin de mois suivent votre choix.',
    jpUnusedBalance:
      'Loi sur les services de paiement : lorsque le solde inutilisé de vos cartes dépasse 10 millions de yens au 31 mars ou au 30 septembre, informez votre bureau local des finances (voir le guide du propriétaire).',
  },
});
