import { defineCatalog } from '@gv/proto';

export const introMessages = defineCatalog('landing.intro', {
  en: {
    scene1: 'Create gift cards your guests will love',
    scene2: 'Sell them online from your own page',
    scene3: 'Delivered instantly, ready for any phone wallet',
    scene4: 'Redeem at the counter with a QR scan and a one-time code',
    cardOffer: "Chef's Special · {off, number, percent} off",
    buyNow: 'Buy Now',
    title: 'Welcome to Giftcard Vault',
    replay: 'Replay',
    register: 'Register your business',
    skip: 'Skip intro',
    play: 'Play the intro',
  },
  es: {
    scene1: 'Crea tarjetas regalo que encantarán a tus clientes',
    scene2: 'Véndelas en línea desde tu propia página',
    scene3: 'Entregadas al instante, listas para cualquier monedero del móvil',
    scene4: 'Canjéalas en el mostrador con un escaneo QR y un código de un solo uso',
    cardOffer: 'Especial del chef · {off, number, percent} dto.',
    buyNow: 'Comprar ya',
    title: 'Te damos la bienvenida a Giftcard Vault',
    replay: 'Volver a ver',
    register: 'Registra tu negocio',
    skip: 'Saltar la introducción',
    play: 'Reproducir la introducción',
  },
  fr: {
    scene1: 'Créez des cartes cadeaux que vos clients adoreront',
    scene2: 'Vendez-les en ligne depuis votre propre page',
    scene3: 'Livrées instantanément, prêtes pour tout portefeuille mobile',
    scene4: 'Encaissez-les au comptoir avec un scan QR et un code à usage unique',
    cardOffer: 'Spécialité du chef · -{off, number, percent}',
    buyNow: 'Acheter',
    title: 'Bienvenue sur Giftcard Vault',
    replay: 'Revoir',
    register: 'Inscrivez votre entreprise',
    skip: "Passer l'introduction",
    play: "Lancer l'introduction",
  },
});

export const contactQrMessages = defineCatalog('landing.contactQr', {
  en: {
    alt: 'QR code linking to {url}',
    unavailable: 'QR code unavailable',
    scan: 'Scan to visit <link>{site}</link>',
  },
  es: {
    alt: 'Código QR que enlaza a {url}',
    unavailable: 'Código QR no disponible',
    scan: 'Escanea para visitar <link>{site}</link>',
  },
  fr: {
    alt: 'Code QR menant à {url}',
    unavailable: 'Code QR indisponible',
    scan: 'Scannez pour visiter <link>{site}</link>',
  },
});
