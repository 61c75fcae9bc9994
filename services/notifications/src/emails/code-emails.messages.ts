import { defineCatalog } from '@gv/proto';

/** The holder's one-time codes (to redeem or cash out at the counter; to add a phone or set a PIN), in every language. */
export const codeEmailMessages = defineCatalog('notifications.codeEmails', {
  en: {
    redeemSubject: '{code} is your code to {cashOut, select, yes {cash out} other {redeem}} {amount} at {business}',
    redeemHeading: 'Confirm your {cashOut, select, yes {cash-out} other {redemption}}, {name}',
    cashOutIntro: '{business} is about to pay you {amount} in cash, what is left on your {giftCard} gift card. The card will then have {zero} left.',
    redeemIntro: '{business} is about to redeem {amount} from your {giftCard} gift card (balance {balance}).',
    tellStaff: 'Tell this code to the staff at the counter to confirm. It works once, for this amount only.',
    redeemExpires:
      'It expires in {minutes} minutes. If you are not at the counter right now, do not share it with anyone: your balance stays as it is.',
    setPin: 'set a PIN',
    addPhone: 'add a phone for counter codes',
    holderSubject: '{code} is your code to {what} for your {giftCard} gift card',
    holderHeading: 'Confirm it is you, {name}',
    holderIntro: 'Someone asked on the page of your {giftCard} gift card from {business} to {what}. Enter this code there to confirm.',
    holderExpires: 'It expires in {minutes} minutes and works once. If it was not you, ignore this email: nothing changes.',
  },
  es: {
    redeemSubject: '{code} es tu código para {cashOut, select, yes {retirar en efectivo} other {canjear}} {amount} en {business}',
    redeemHeading: 'Confirma tu {cashOut, select, yes {retirada en efectivo} other {canje}}, {name}',
    cashOutIntro:
      '{business} está a punto de pagarte {amount} en efectivo, lo que queda en tu tarjeta regalo {giftCard}. La tarjeta quedará con {zero}.',
    redeemIntro: '{business} está a punto de canjear {amount} de tu tarjeta regalo {giftCard} (saldo {balance}).',
    tellStaff: 'Di este código al personal del mostrador para confirmar. Sirve una sola vez y solo para este importe.',
    redeemExpires: 'Caduca en {minutes} minutos. Si no estás ahora en el mostrador, no se lo compartas a nadie: tu saldo no cambia.',
    setPin: 'establecer un PIN',
    addPhone: 'añadir un teléfono para los códigos del mostrador',
    holderSubject: '{code} es tu código para {what} en tu tarjeta regalo {giftCard}',
    holderHeading: 'Confirma que eres tú, {name}',
    holderIntro: 'Alguien ha pedido en la página de tu tarjeta regalo {giftCard} de {business} {what}. Introduce allí este código para confirmarlo.',
    holderExpires: 'Caduca en {minutes} minutos y sirve una sola vez. Si no has sido tú, ignora este email: no cambia nada.',
  },
  fr: {
    redeemSubject: '{code} est votre code pour {cashOut, select, yes {retirer en espèces} other {utiliser}} {amount} chez {business}',
    redeemHeading: 'Confirmez votre {cashOut, select, yes {retrait en espèces} other {utilisation}}, {name}',
    cashOutIntro:
      '{business} s’apprête à vous remettre {amount} en espèces, ce qui reste sur votre carte cadeau {giftCard}. La carte aura alors un solde de {zero}.',
    redeemIntro: '{business} s’apprête à utiliser {amount} de votre carte cadeau {giftCard} (solde {balance}).',
    tellStaff: 'Donnez ce code au personnel du comptoir pour confirmer. Il ne fonctionne qu’une fois, pour ce montant uniquement.',
    redeemExpires:
      'Il expire dans {minutes} minutes. Si vous n’êtes pas au comptoir en ce moment, ne le communiquez à personne : votre solde reste inchangé.',
    setPin: 'définir un code PIN',
    addPhone: 'ajouter un téléphone pour les codes du comptoir',
    holderSubject: '{code} est votre code pour {what} sur votre carte cadeau {giftCard}',
    holderHeading: 'Confirmez que c’est bien vous, {name}',
    holderIntro: 'Quelqu’un a demandé sur la page de votre carte cadeau {giftCard} de {business} de {what}. Saisissez-y ce code pour confirmer.',
    holderExpires: 'Il expire dans {minutes} minutes et ne fonctionne qu’une fois. Si ce n’était pas vous, ignorez cet e-mail : rien ne change.',
  },
});
