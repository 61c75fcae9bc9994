import { defineCatalog } from '@gv/proto';

/** What the settings saves and switches end with, beside their buttons. */
export const statusMessages = defineCatalog('settings.status', {
  en: {
    saved: 'Settings saved successfully!',
    saveFailed: 'Failed to save settings',
    passwordChanged: 'Password changed successfully!',
    passwordFailed: 'Failed to change password',
    logoUploaded: 'Logo uploaded successfully!',
    logoFailed: 'Logo upload failed',
    posterFailed: 'Failed to generate digital ad',
    liveFailed: 'Failed to switch to live',
    testFailed: 'Failed to switch to test mode',
    nowLive: 'Your business is live: new purchases are real payments and their cards have value.',
    nowTest: 'Back in test mode: new purchases are test payments and their cards have no value. Cards sold while live keep their value.',
  },
  es: {
    saved: '¡Ajustes guardados correctamente!',
    saveFailed: 'No se han podido guardar los ajustes',
    passwordChanged: '¡Contraseña cambiada correctamente!',
    passwordFailed: 'No se ha podido cambiar la contraseña',
    logoUploaded: '¡Logotipo subido correctamente!',
    logoFailed: 'No se ha podido subir el logotipo',
    posterFailed: 'No se ha podido generar el anuncio digital',
    liveFailed: 'No se ha podido pasar al modo real',
    testFailed: 'No se ha podido pasar al modo de prueba',
    nowLive: 'Tu negocio está en modo real: las nuevas compras son pagos reales y sus tarjetas tienen valor.',
    nowTest:
      'De vuelta al modo de prueba: las nuevas compras son pagos de prueba y sus tarjetas no tienen valor. Las tarjetas vendidas en modo real conservan su valor.',
  },
  fr: {
    saved: 'Paramètres enregistrés !',
    saveFailed: 'Échec de l’enregistrement des paramètres',
    passwordChanged: 'Mot de passe modifié !',
    passwordFailed: 'Échec de la modification du mot de passe',
    logoUploaded: 'Logo importé !',
    logoFailed: 'Échec de l’import du logo',
    posterFailed: 'Échec de la création de l’affiche numérique',
    liveFailed: 'Échec du passage en mode réel',
    testFailed: 'Échec du passage en mode test',
    nowLive: 'Votre entreprise est en mode réel : les nouveaux achats sont de vrais paiements et leurs cartes ont de la valeur.',
    nowTest:
      'Retour en mode test : les nouveaux achats sont des paiements de test et leurs cartes n’ont aucune valeur. Les cartes vendues en mode réel gardent leur valeur.',
  },
});
