import { defineCatalog } from '@gv/proto';

/** The frame of a page whose address holds a card's code (holder page, gift reveal), and why a card cannot be shown. */
export const holderCodePageMessages = defineCatalog('card.holderCodePage', {
  en: {
    skipLink: 'Skip to content',
    notFoundTitle: 'Gift card not found',
    notFoundText: 'Check the link or the QR code in your gift card email.',
    retry: 'Retry',
    loadFailed: "We couldn't load this gift card. Please try again.",
    notFound: 'Gift card not found.',
  },
  es: {
    skipLink: 'Ir al contenido',
    notFoundTitle: 'No se ha encontrado la tarjeta regalo',
    notFoundText: 'Revisa el enlace o el código QR del correo de tu tarjeta regalo.',
    retry: 'Reintentar',
    loadFailed: 'No hemos podido cargar esta tarjeta regalo. Inténtalo de nuevo.',
    notFound: 'No se ha encontrado la tarjeta regalo.',
  },
  fr: {
    skipLink: 'Aller au contenu',
    notFoundTitle: 'Carte cadeau introuvable',
    notFoundText: "Vérifiez le lien ou le QR code dans l'e-mail de votre carte cadeau.",
    retry: 'Réessayer',
    loadFailed: "Nous n'avons pas pu charger cette carte cadeau. Veuillez réessayer.",
    notFound: 'Carte cadeau introuvable.',
  },
});
