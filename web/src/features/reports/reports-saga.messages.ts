import { defineCatalog } from '@gv/proto';

/** What the reports' requests say when they fail, and what filing an unclaimed property report came to. */
export const reportsSagaMessages = defineCatalog('reports.saga', {
  en: {
    liabilityFailed: 'The report could not be loaded. Please try again.',
    activityFailed: 'The activity could not be loaded. Please try again.',
    locationsFailed: 'The locations report could not be loaded. Please try again.',
    monthEndFailed: 'The month-end could not be loaded. Please try again.',
    settingsFailed: 'The settings could not be saved. Please try again.',
    closeFailed: 'The month could not be closed. Please try again.',
    unclaimedFailed: 'The unclaimed property report could not be loaded. Please try again.',
    filed: 'Marked as filed: {cards, plural, one {# card} other {# cards}}, {amount} reported to {state}.',
    fileFailed: 'The report could not be marked as filed. Please try again.',
    auditFailed: 'The audit trail could not be loaded. Please try again.',
    moreAuditFailed: 'More entries could not be loaded. Please try again.',
  },
  es: {
    liabilityFailed: 'No se ha podido cargar el informe. Inténtalo de nuevo.',
    activityFailed: 'No se ha podido cargar la actividad. Inténtalo de nuevo.',
    locationsFailed: 'No se ha podido cargar el informe de establecimientos. Inténtalo de nuevo.',
    monthEndFailed: 'No se ha podido cargar el cierre de mes. Inténtalo de nuevo.',
    settingsFailed: 'No se ha podido guardar la configuración. Inténtalo de nuevo.',
    closeFailed: 'No se ha podido cerrar el mes. Inténtalo de nuevo.',
    unclaimedFailed: 'No se ha podido cargar el informe de bienes no reclamados. Inténtalo de nuevo.',
    filed: 'Marcado como presentado: {cards, plural, one {# tarjeta} other {# tarjetas}}, {amount} declarados a {state}.',
    fileFailed: 'No se ha podido marcar el informe como presentado. Inténtalo de nuevo.',
    auditFailed: 'No se ha podido cargar el registro de actividad. Inténtalo de nuevo.',
    moreAuditFailed: 'No se han podido cargar más entradas. Inténtalo de nuevo.',
  },
  fr: {
    liabilityFailed: 'Le rapport n’a pas pu être chargé. Veuillez réessayer.',
    activityFailed: 'L’activité n’a pas pu être chargée. Veuillez réessayer.',
    locationsFailed: 'Le rapport des établissements n’a pas pu être chargé. Veuillez réessayer.',
    monthEndFailed: 'La clôture mensuelle n’a pas pu être chargée. Veuillez réessayer.',
    settingsFailed: 'Les paramètres n’ont pas pu être enregistrés. Veuillez réessayer.',
    closeFailed: 'Le mois n’a pas pu être clôturé. Veuillez réessayer.',
    unclaimedFailed: 'Le rapport des biens non réclamés n’a pas pu être chargé. Veuillez réessayer.',
    filed: 'Marqué comme déposé : {cards, plural, one {# carte} other {# cartes}}, {amount} déclarés à {state}.',
    fileFailed: 'Le rapport n’a pas pu être marqué comme déposé. Veuillez réessayer.',
    auditFailed: 'Le journal d’activité n’a pas pu être chargé. Veuillez réessayer.',
    moreAuditFailed: 'Les entrées suivantes n’ont pas pu être chargées. Veuillez réessayer.',
  },
});
