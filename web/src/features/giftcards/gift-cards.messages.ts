import { defineCatalog } from '@gv/proto';

/** The gift cards screen's notices and fallbacks, set outside React (slice, saga, form rules). */
export const stateMessages = defineCatalog('giftcards.state', {
  en: {
    genericError: 'Something went wrong. Please try again.',
    tickALocation: 'Tick at least one location, or choose every location.',
  },
  es: {
    genericError: 'Algo salió mal. Inténtalo de nuevo.',
    tickALocation: 'Marca al menos un local o elige todos los locales.',
  },
  fr: {
    genericError: 'Un problème est survenu. Veuillez réessayer.',
    tickALocation: 'Cochez au moins un établissement, ou choisissez tous les établissements.',
  },
});
