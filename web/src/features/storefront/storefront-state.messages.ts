import { defineCatalog } from '@gv/proto';

/** What the storefront says when a business or its cards could not be loaded. */
export const storefrontStateMessages = defineCatalog('storefront.state', {
  en: {
    businessFetch: 'Failed to fetch business information',
    generic: 'Something went wrong. Please try again.',
    businessNotFound: 'Business not found',
  },
  es: {
    businessFetch: 'No se ha podido obtener la información del negocio',
    generic: 'Algo salió mal. Inténtalo de nuevo.',
    businessNotFound: 'Negocio no encontrado',
  },
  fr: {
    businessFetch: 'Impossible de récupérer les informations du commerce',
    generic: 'Un problème est survenu. Veuillez réessayer.',
    businessNotFound: 'Commerce introuvable',
  },
});
