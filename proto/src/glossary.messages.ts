/**
 * The glossary's words in every language (decision 0074: one label and one definition per figure). The English is
 * GLOSSARY's own: glossary.ts reads its labels and definitions from here, so each figure's words live once.
 */
import { defineCatalog } from './locale.js';

/** The figures the glossary names. */
export type FigureKey =
  | 'orders'
  | 'cardsSold'
  | 'faceValueSold'
  | 'paidValueSold'
  | 'paidOutside'
  | 'issuedOutside'
  | 'loaded'
  | 'redeemed'
  | 'cashedOut'
  | 'credited'
  | 'debited'
  | 'refunded'
  | 'forfeited'
  | 'expired'
  | 'escheated'
  | 'outstanding';

/** Each figure's label: what every screen, CSV and report calls it. */
export const figureLabelMessages = defineCatalog<FigureKey>('glossary.label', {
  en: {
    orders: 'Orders',
    cardsSold: 'Cards sold',
    faceValueSold: 'Face value sold',
    paidValueSold: 'Paid value sold',
    paidOutside: 'Paid outside the platform',
    issuedOutside: 'Issued, paid outside the platform',
    loaded: 'Loaded',
    redeemed: 'Redeemed',
    cashedOut: 'Cashed out',
    credited: 'Credited',
    debited: 'Debited',
    refunded: 'Refunded',
    forfeited: 'Forfeited',
    expired: 'Expired',
    escheated: 'Reported as unclaimed property',
    outstanding: 'Outstanding',
  },
  es: {
    orders: 'Pedidos',
    cardsSold: 'Tarjetas vendidas',
    faceValueSold: 'Valor nominal vendido',
    paidValueSold: 'Valor pagado vendido',
    paidOutside: 'Pagado fuera de la plataforma',
    issuedOutside: 'Emitido, pagado fuera de la plataforma',
    loaded: 'Recargado',
    redeemed: 'Canjeado',
    cashedOut: 'Pagado en efectivo',
    credited: 'Abonado',
    debited: 'Descontado',
    refunded: 'Reembolsado',
    forfeited: 'Perdido',
    expired: 'Caducado',
    escheated: 'Declarado como bien no reclamado',
    outstanding: 'Saldo pendiente',
  },
  fr: {
    orders: 'Commandes',
    cardsSold: 'Cartes vendues',
    faceValueSold: 'Valeur faciale vendue',
    paidValueSold: 'Valeur payée vendue',
    paidOutside: 'Payé hors de la plateforme',
    issuedOutside: 'Émis, payé hors de la plateforme',
    loaded: 'Rechargé',
    redeemed: 'Utilisé',
    cashedOut: 'Remboursé en espèces',
    credited: 'Crédité',
    debited: 'Débité',
    refunded: 'Remboursé',
    forfeited: 'Perdu',
    expired: 'Expiré',
    escheated: 'Déclaré comme bien non réclamé',
    outstanding: 'Encours',
  },
});

/** Each figure's definition: one sentence a business owner can check the number against. */
export const figureDefinitionMessages = defineCatalog<FigureKey>('glossary.definition', {
  en: {
    orders: 'Orders paid through the platform whose cards were issued: one order may buy several cards.',
    cardsSold: 'Cards issued for orders paid through the platform (a card per recipient), counted on the day of issue; corporate cards are not sold.',
    faceValueSold: 'The face value of the cards sold: what buyers paid plus the bonus value of the discount.',
    paidValueSold: 'What buyers paid for the cards sold, before refunds.',
    paidOutside: 'What companies paid, outside the platform, for the corporate cards issued to them (never sales).',
    issuedOutside: 'The face value of the corporate cards issued: owed like any card, whoever paid.',
    loaded: 'Paid value added to cards by reloads, counted on the day of the load: what was paid for it, no bonus.',
    redeemed: 'Value spent at the counter, less redemptions reversed (a reversal counts on its own day).',
    cashedOut: 'Value the holder took in cash where the law gives it back: it left the card without being spent.',
    credited: 'Value an admin added to cards by adjusting balances up (a goodwill credit): not a sale, not a reversal.',
    debited: 'Value an admin took off cards by adjusting balances down: not spent at the counter.',
    refunded: "Paid value given back to buyers' payments, less refunds Square refused.",
    forfeited:
      'Value deactivated without being spent or given back: the bonus value that goes with a full refund, and what was left on a card whose payment was lost to a dispute.',
    expired:
      'Value that passed its last day: bonus value written off by its expiry, and value still on cards past its last day (breakage) since the range began.',
    escheated:
      'Value taken off dormant cards when the business reported them to a state as unclaimed property: owed to the state, never breakage (decision 0095).',
    outstanding:
      'Value still on cards at the end of the range that can be spent: what the business owes (value past its last day is breakage, not owed).',
  },
  es: {
    orders: 'Pedidos pagados a través de la plataforma cuyas tarjetas se emitieron: un pedido puede comprar varias tarjetas.',
    cardsSold:
      'Tarjetas emitidas por pedidos pagados a través de la plataforma (una tarjeta por destinatario), contadas el día de la emisión; las tarjetas corporativas no se venden.',
    faceValueSold: 'El valor nominal de las tarjetas vendidas: lo que pagaron los compradores más el valor extra del descuento.',
    paidValueSold: 'Lo que pagaron los compradores por las tarjetas vendidas, antes de reembolsos.',
    paidOutside: 'Lo que pagaron las empresas, fuera de la plataforma, por las tarjetas corporativas que se les emitieron (nunca son ventas).',
    issuedOutside: 'El valor nominal de las tarjetas corporativas emitidas: se debe como el de cualquier tarjeta, pague quien pague.',
    loaded: 'Valor pagado que las recargas añadieron a las tarjetas, contado el día de la recarga: lo que se pagó por él, sin valor extra.',
    redeemed: 'Valor gastado en el mostrador, menos los canjes anulados (una anulación cuenta en su propio día).',
    cashedOut: 'Valor que el titular retiró en efectivo donde la ley obliga a devolverlo: salió de la tarjeta sin gastarse.',
    credited: 'Valor que un administrador añadió a las tarjetas al ajustar saldos al alza (un abono de cortesía): no es una venta ni una anulación.',
    debited: 'Valor que un administrador quitó de las tarjetas al ajustar saldos a la baja: no se gastó en el mostrador.',
    refunded: 'Valor pagado devuelto a los pagos de los compradores, menos los reembolsos que Square rechazó.',
    forfeited:
      'Valor desactivado sin gastarse ni devolverse: el valor extra que acompaña a un reembolso total y lo que quedaba en una tarjeta cuyo pago se perdió en una disputa.',
    expired:
      'Valor que pasó su último día: valor extra dado de baja al caducar y valor que sigue en tarjetas pasado su último día (breakage) desde el inicio del periodo.',
    escheated:
      'Valor retirado de tarjetas inactivas cuando el negocio las declaró a un estado como bienes no reclamados: se debe al estado, nunca es breakage (decisión 0095).',
    outstanding:
      'Valor que sigue en las tarjetas al final del periodo y que se puede gastar: lo que el negocio debe (el valor pasado su último día es breakage, no se debe).',
  },
  fr: {
    orders: 'Commandes payées via la plateforme dont les cartes ont été émises : une commande peut acheter plusieurs cartes.',
    cardsSold:
      'Cartes émises pour des commandes payées via la plateforme (une carte par destinataire), comptées le jour de leur émission ; les cartes d’entreprise ne sont pas vendues.',
    faceValueSold: 'La valeur faciale des cartes vendues : ce que les acheteurs ont payé plus la valeur bonus de la remise.',
    paidValueSold: 'Ce que les acheteurs ont payé pour les cartes vendues, avant remboursements.',
    paidOutside: 'Ce que les entreprises ont payé, hors de la plateforme, pour les cartes d’entreprise qui leur ont été émises (jamais des ventes).',
    issuedOutside: 'La valeur faciale des cartes d’entreprise émises : due comme pour toute carte, quel que soit le payeur.',
    loaded: 'Valeur payée ajoutée aux cartes par les recharges, comptée le jour de la recharge : ce qui a été payé, sans bonus.',
    redeemed: 'Valeur dépensée au comptoir, moins les utilisations annulées (une annulation compte le jour où elle a lieu).',
    cashedOut: 'Valeur que le titulaire a retirée en espèces là où la loi impose de la rendre : elle a quitté la carte sans être dépensée.',
    credited:
      'Valeur qu’un administrateur a ajoutée aux cartes en ajustant les soldes à la hausse (un geste commercial) : ni une vente, ni une annulation.',
    debited: 'Valeur qu’un administrateur a retirée des cartes en ajustant les soldes à la baisse : non dépensée au comptoir.',
    refunded: 'Valeur payée rendue sur les paiements des acheteurs, moins les remboursements refusés par Square.',
    forfeited:
      'Valeur désactivée sans être dépensée ni rendue : la valeur bonus qui accompagne un remboursement total, et ce qui restait sur une carte dont le paiement a été perdu lors d’un litige.',
    expired:
      'Valeur dont le dernier jour est passé : valeur bonus annulée à son expiration, et valeur encore sur les cartes après leur dernier jour (breakage) depuis le début de la période.',
    escheated:
      'Valeur retirée des cartes inactives lorsque l’entreprise les a déclarées à un État comme biens non réclamés : due à l’État, jamais du breakage (décision 0095).',
    outstanding:
      'Valeur encore sur les cartes à la fin de la période et pouvant être dépensée : ce que l’entreprise doit (la valeur dont le dernier jour est passé est du breakage, non due).',
  },
});
