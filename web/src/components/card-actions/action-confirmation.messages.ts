import { defineCatalog } from '@gv/proto';

/** The sentence an admin confirms before a card action runs. Amounts come formatted. */
export const actionConfirmationMessages = defineCatalog('cardActions.confirmation', {
  en: {
    refund: "Refund {amount} to {card, select, known {the buyer's card ending {last4}} other {the buyer's card}}? The card will have {left} left.",
    add: 'Add {amount} to the card as bonus value? The card will have {total}.',
    takeOff: 'Take {amount} off the card? The card will have {left} left.',
    reverse: 'Credit {amount} back to the card? The card will have {total}.',
    reactivate: 'Reactivate the card? It can be spent again, with its {balance}.',
    void: 'Void the card? It can no longer be spent until it is reactivated; its {balance} balance is kept.',
    recipient: 'Send the card to {name} at {email}? They get a new code, and the old code stops working at once.',
  },
  es: {
    refund:
      '¿Reembolsar {amount} a {card, select, known {la tarjeta del comprador terminada en {last4}} other {la tarjeta del comprador}}? A la tarjeta le quedarán {left}.',
    add: '¿Añadir {amount} a la tarjeta como valor extra? La tarjeta tendrá {total}.',
    takeOff: '¿Restar {amount} de la tarjeta? A la tarjeta le quedarán {left}.',
    reverse: '¿Devolver {amount} a la tarjeta? La tarjeta tendrá {total}.',
    reactivate: '¿Reactivar la tarjeta? Se podrá volver a usar, con sus {balance}.',
    void: '¿Anular la tarjeta? No se podrá usar hasta que se reactive; se conserva su saldo de {balance}.',
    recipient: '¿Enviar la tarjeta a {name} en {email}? Recibirá un código nuevo y el código antiguo dejará de funcionar al instante.',
  },
  fr: {
    refund:
      'Rembourser {amount} sur {card, select, known {la carte de l’acheteur se terminant par {last4}} other {la carte de l’acheteur}} ? Il restera {left} sur la carte.',
    add: 'Ajouter {amount} à la carte en valeur bonus ? La carte aura {total}.',
    takeOff: 'Retirer {amount} de la carte ? Il restera {left} sur la carte.',
    reverse: 'Recréditer {amount} sur la carte ? La carte aura {total}.',
    reactivate: 'Réactiver la carte ? Elle pourra de nouveau être utilisée, avec ses {balance}.',
    void: 'Annuler la carte ? Elle ne pourra plus être utilisée tant qu’elle n’est pas réactivée ; son solde de {balance} est conservé.',
    recipient:
      'Envoyer la carte à {name} à l’adresse {email} ? Cette personne reçoit un nouveau code et l’ancien code cesse aussitôt de fonctionner.',
  },
});
