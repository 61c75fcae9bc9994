import { defineCatalog } from '@gv/proto';

/** The Unclaimed property tab: per state, the dormant cards, the holder report and marking it filed. */
export const unclaimedPropertyMessages = defineCatalog('reports.unclaimed', {
  en: {
    documentTitle: 'Unclaimed property | Giftcard Vault',
    title: 'Unclaimed property',
    intro:
      'Cards with no activity for longer than their state allows are reported to that state. Only paid value is reported: bonus value was never paid for. States we have no rule for are not listed: check with your advisor.',
    dormantOn: 'Dormant on',
    nothingDormant: 'No card is dormant past its state’s period on this day.',
    dormantCards: 'Dormant cards',
    reportDue: 'Report due',
    exportHeading: 'Export holder report:',
    exportLabel: '{state} (NAUPA)',
    markAsFiled: 'Mark as filed',
    markSentence:
      'Mark the {state} report as filed? {amount} leaves {cards, plural, one {# card} other {# cards}}, which can then only be claimed from the state.',
  },
  es: {
    documentTitle: 'Bienes no reclamados | Giftcard Vault',
    title: 'Bienes no reclamados',
    intro:
      'Las tarjetas sin actividad durante más tiempo del que permite su estado se declaran a ese estado. Solo se declara el valor pagado: el valor de bonificación nunca se pagó. Los estados para los que no tenemos norma no aparecen: consúltalo con tu asesor.',
    dormantOn: 'Inactivas a fecha de',
    nothingDormant: 'Ninguna tarjeta supera en este día el plazo de inactividad de su estado.',
    dormantCards: 'Tarjetas inactivas',
    reportDue: 'Vencimiento del informe',
    exportHeading: 'Exportar informe del titular:',
    exportLabel: '{state} (NAUPA)',
    markAsFiled: 'Marcar como presentado',
    markSentence:
      '¿Marcar el informe de {state} como presentado? {amount} sale de {cards, plural, one {# tarjeta} other {# tarjetas}}, que a partir de entonces solo podrán reclamarse al estado.',
  },
  fr: {
    documentTitle: 'Biens non réclamés | Giftcard Vault',
    title: 'Biens non réclamés',
    intro:
      'Les cartes sans activité depuis plus longtemps que leur État ne le permet sont déclarées à cet État. Seule la valeur payée est déclarée : la valeur bonus n’a jamais été payée. Les États pour lesquels nous n’avons pas de règle ne sont pas listés : renseignez-vous auprès de votre conseiller.',
    dormantOn: 'Inactives au',
    nothingDormant: 'Aucune carte ne dépasse à cette date la période d’inactivité de son État.',
    dormantCards: 'Cartes inactives',
    reportDue: 'Échéance du rapport',
    exportHeading: 'Exporter le rapport du détenteur :',
    exportLabel: '{state} (NAUPA)',
    markAsFiled: 'Marquer comme déposé',
    markSentence:
      'Marquer le rapport de {state} comme déposé ? {amount} quitte {cards, plural, one {# carte} other {# cartes}}, qui ne pourront ensuite être réclamées qu’auprès de l’État.',
  },
});
