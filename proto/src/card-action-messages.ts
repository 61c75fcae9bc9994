import { defineCatalog, translate, type MessageValues } from './locale.js';

/**
 * What an admin's action on a sold card (refund, adjust, reverse, void, reactivate, new recipient) says when it is
 * refused or done, in each language; the server answers in English (CARD_ACTION_MESSAGES). Amounts come formatted.
 */
export const cardActionMessages = defineCatalog('cardActions', {
  en: {
    reasonMissing: 'Enter a reason.',
    reasonTooLong: 'Keep the reason to 500 characters.',
    amountInvalid: 'Enter a non-zero amount in dollars with at most two decimals, such as 5.00 or -5.00.',
    belowZero: 'The balance cannot go below zero.',
    creditCap:
      "Credits are limited to {cap} a day for each business: this one would pass today's limit. For value a customer paid for elsewhere, use a corporate order.",
    onlyActiveVoided: 'Only an active gift card can be voided.',
    onlyVoidReactivated: 'Only a voided gift card can be reactivated.',
    balanceLocked: 'This gift card can no longer change its balance.',
    redemptionNotFound: 'Redemption not found.',
    alreadyReversed: 'This redemption has already been reversed.',
    reversalTooLate: 'A redemption can only be reversed within {days, plural, one {# day} other {# days}}.',
    refundAmountInvalid: 'Enter a refund amount in dollars with at most two decimals, more than 0.',
    nothingToRefund: 'Nothing paid is left on this gift card to refund.',
    onlyActiveRefunded: 'Only an active gift card can be refunded.',
    paidOutside: 'This gift card was paid outside the platform (a corporate order): return the money the way it was paid, then void the card.',
    refundTooLarge: 'The refund cannot be more than the paid value left, {amount}.',
    refundRejected: 'Square did not accept the refund ({reason}). The value is back on the gift card.',
    onlyGiftRecipient: 'Only a gift bought for someone else has a recipient to change.',
    onlyActiveMoved: 'Only an active gift card can get a new recipient.',
    recipientChanged: 'Recipient changed to {email}',
  },
  es: {
    reasonMissing: 'Indica un motivo.',
    reasonTooLong: 'El motivo no puede superar los 500 caracteres.',
    amountInvalid: 'Introduce un importe distinto de cero con dos decimales como máximo, como 5.00 o -5.00.',
    belowZero: 'El saldo no puede quedar por debajo de cero.',
    creditCap:
      'Los abonos están limitados a {cap} al día por negocio: este superaría el límite de hoy. Para un valor que un cliente pagó por otra vía, usa un pedido de empresa.',
    onlyActiveVoided: 'Solo se puede anular una tarjeta regalo activa.',
    onlyVoidReactivated: 'Solo se puede reactivar una tarjeta regalo anulada.',
    balanceLocked: 'El saldo de esta tarjeta regalo ya no se puede cambiar.',
    redemptionNotFound: 'No se ha encontrado el canje.',
    alreadyReversed: 'Este canje ya se ha revertido.',
    reversalTooLate: 'Un canje solo se puede revertir en {days, plural, one {# día} other {# días}}.',
    refundAmountInvalid: 'Introduce un importe de reembolso mayor que 0, con dos decimales como máximo.',
    nothingToRefund: 'No queda valor pagado en esta tarjeta regalo que reembolsar.',
    onlyActiveRefunded: 'Solo se puede reembolsar una tarjeta regalo activa.',
    paidOutside:
      'Esta tarjeta regalo se pagó fuera de la plataforma (un pedido de empresa): devuelve el dinero por la misma vía por la que se pagó y después anula la tarjeta.',
    refundTooLarge: 'El reembolso no puede superar el valor pagado restante, {amount}.',
    refundRejected: 'Square no aceptó el reembolso ({reason}). El valor ha vuelto a la tarjeta regalo.',
    onlyGiftRecipient: 'Solo un regalo comprado para otra persona tiene un destinatario que cambiar.',
    onlyActiveMoved: 'Solo una tarjeta regalo activa puede tener un nuevo destinatario.',
    recipientChanged: 'Destinatario cambiado a {email}',
  },
  fr: {
    reasonMissing: 'Indiquez un motif.',
    reasonTooLong: 'Le motif ne doit pas dépasser 500 caractères.',
    amountInvalid: 'Saisissez un montant non nul avec au plus deux décimales, par exemple 5.00 ou -5.00.',
    belowZero: 'Le solde ne peut pas passer sous zéro.',
    creditCap:
      "Les crédits sont limités à {cap} par jour et par commerce : celui-ci dépasserait la limite du jour. Pour une valeur qu'un client a payée ailleurs, utilisez une commande entreprise.",
    onlyActiveVoided: 'Seule une carte cadeau active peut être annulée.',
    onlyVoidReactivated: 'Seule une carte cadeau annulée peut être réactivée.',
    balanceLocked: 'Le solde de cette carte cadeau ne peut plus changer.',
    redemptionNotFound: 'Utilisation introuvable.',
    alreadyReversed: 'Cette utilisation a déjà été annulée.',
    reversalTooLate: 'Une utilisation ne peut être annulée que dans un délai de {days, plural, one {# jour} other {# jours}}.',
    refundAmountInvalid: 'Saisissez un montant de remboursement supérieur à 0, avec au plus deux décimales.',
    nothingToRefund: 'Il ne reste aucune valeur payée à rembourser sur cette carte cadeau.',
    onlyActiveRefunded: 'Seule une carte cadeau active peut être remboursée.',
    paidOutside:
      "Cette carte cadeau a été payée en dehors de la plateforme (une commande entreprise) : rendez l'argent par le moyen utilisé pour le paiement, puis annulez la carte.",
    refundTooLarge: 'Le remboursement ne peut pas dépasser la valeur payée restante, {amount}.',
    refundRejected: "Square n'a pas accepté le remboursement ({reason}). La valeur a été remise sur la carte cadeau.",
    onlyGiftRecipient: "Seul un cadeau acheté pour quelqu'un d'autre a un destinataire à changer.",
    onlyActiveMoved: 'Seule une carte cadeau active peut recevoir un nouveau destinataire.',
    recipientChanged: 'Destinataire changé pour {email}',
  },
});

/** A card action's message in English, as the server answers it. */
export const cardActionEnglish = (key: keyof typeof cardActionMessages.messages.en, values?: MessageValues): string =>
  translate(cardActionMessages, 'en', key, values);
