import { defineCatalog, TEST_CARD_AT_COUNTER, testCardMark } from '@gv/proto';

/** Bars, badges and notes shared by several screens: test mode, suspension, wallets, promotions, CSV exports. */
export const noticesMessages = defineCatalog('ui.notices', {
  en: {
    testModeBanner: 'Test mode — cards bought here have no value',
    testModeBar: '<strong>Test mode:</strong> <link>connect Square to start selling</link>',
    testCardMark: testCardMark('en'),
    testCardAtCounter: TEST_CARD_AT_COUNTER,
    testData: 'Test data',
    suspended: 'Your business is suspended: selling is off.',
    suspendedReason: ' Reason: “{reason}”.',
    suspendedText:
      ' Your pages say you are not selling gift cards right now and checkouts are refused. Cards you already sold can still be redeemed. Contact Giftcard Vault to reinstate it.',
    addToGoogleWallet: 'Add to Google Wallet',
    addToAppleWallet: 'Add to Apple Wallet',
    testPass: "<strong>Test pass</strong>: signed with this platform's local test keys, so Apple Wallet and Google Wallet will not accept it.",
    promotion: '{name}: {amount}, while it lasts',
    promotionLeft: ' · {amount} of bonus left',
    exportHeading: 'Export CSV:',
    exportFailed: 'The export failed. Please try again.',
    exporting: 'Exporting {label}… {rows, number} rows',
  },
  es: {
    testModeBanner: 'Modo de prueba: las tarjetas compradas aquí no tienen valor',
    testModeBar: '<strong>Modo de prueba:</strong> <link>conecta Square para empezar a vender</link>',
    testCardMark: testCardMark('es'),
    testCardAtCounter: 'Tarjeta de prueba: sin valor',
    testData: 'Datos de prueba',
    suspended: 'Tu negocio está suspendido: las ventas están desactivadas.',
    suspendedReason: ' Motivo: «{reason}».',
    suspendedText:
      ' Tus páginas indican que ahora mismo no vendes tarjetas regalo y se rechazan los pagos. Las tarjetas que ya vendiste se pueden seguir canjeando. Ponte en contacto con Giftcard Vault para reactivarlo.',
    addToGoogleWallet: 'Añadir a Google Wallet',
    addToAppleWallet: 'Añadir a Apple Wallet',
    testPass:
      '<strong>Pase de prueba</strong>: firmado con las claves de prueba locales de esta plataforma, así que Apple Wallet y Google Wallet no lo aceptarán.',
    promotion: '{name}: {amount}, hasta agotar existencias',
    promotionLeft: ' · quedan {amount} de bonificación',
    exportHeading: 'Exportar CSV:',
    exportFailed: 'No se ha podido exportar. Inténtalo de nuevo.',
    exporting: 'Exportando {label}… {rows, plural, one {# fila} other {# filas}}',
  },
  fr: {
    testModeBanner: 'Mode test — les cartes achetées ici n’ont aucune valeur',
    testModeBar: '<strong>Mode test :</strong> <link>connectez Square pour commencer à vendre</link>',
    testCardMark: testCardMark('fr'),
    testCardAtCounter: 'Carte de test — sans valeur',
    testData: 'Données de test',
    suspended: 'Votre commerce est suspendu : la vente est désactivée.',
    suspendedReason: ' Motif : « {reason} ».',
    suspendedText:
      ' Vos pages indiquent que vous ne vendez pas de cartes cadeaux pour le moment et les paiements sont refusés. Les cartes déjà vendues peuvent toujours être utilisées. Contactez Giftcard Vault pour le réactiver.',
    addToGoogleWallet: 'Ajouter à Google Wallet',
    addToAppleWallet: 'Ajouter à Apple Wallet',
    testPass:
      '<strong>Pass de test</strong> : signé avec les clés de test locales de cette plateforme, Apple Wallet et Google Wallet ne l’accepteront donc pas.',
    promotion: '{name} : {amount}, dans la limite du budget',
    promotionLeft: ' · {amount} de bonus restant',
    exportHeading: 'Exporter en CSV :',
    exportFailed: 'L’export a échoué. Veuillez réessayer.',
    exporting: 'Export {label}… {rows, plural, one {# ligne} other {# lignes}}',
  },
});
