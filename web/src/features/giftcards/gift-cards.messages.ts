import { defineCatalog } from '@gv/proto';

/** The gift cards screen's notices and fallbacks, set outside React (slice, saga, form rules). */
export const stateMessages = defineCatalog('giftcards.state', {
  en: {
    genericError: 'Something went wrong. Please try again.',
    created: 'Gift Card Created Successfully',
    updated: 'Gift Card Updated Successfully',
    deleted: 'Gift Card Deleted Successfully',
    tickALocation: 'Tick at least one location, or choose every location.',
  },
  es: {
    genericError: 'Algo salió mal. Inténtalo de nuevo.',
    created: 'Tarjeta regalo creada correctamente',
    updated: 'Tarjeta regalo actualizada correctamente',
    deleted: 'Tarjeta regalo eliminada correctamente',
    tickALocation: 'Marca al menos un local o elige todos los locales.',
  },
  fr: {
    genericError: 'Un problème est survenu. Veuillez réessayer.',
    created: 'Carte cadeau créée avec succès',
    updated: 'Carte cadeau mise à jour avec succès',
    deleted: 'Carte cadeau supprimée avec succès',
    tickALocation: 'Cochez au moins un établissement, ou choisissez tous les établissements.',
  },
});
