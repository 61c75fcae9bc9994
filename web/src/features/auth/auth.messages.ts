import { defineCatalog } from '@gv/proto';

/** What the sign-in, registration and invitation calls say when the server gives no reason, and the registration's steps. */
export const authMessages = defineCatalog('auth.flow', {
  en: {
    loginFailed: 'Failed to login',
    registrationFailed: 'Error during registration. Check OTP or details.',
    invitationFailed: 'The invitation could not be accepted. Please try again.',
    setPasswordFailed: 'Failed to set password',
    resetLinkFailed: 'Failed to send the reset link',
    resetFailed: 'Failed to reset password',
    otpSent: 'OTP sent to your email.',
    otpSendFailed: 'Error sending OTP. Try again.',
    otpVerified: 'OTP verified successfully.',
    otpInvalid: 'Invalid OTP. Please try again.',
    registered: 'Registration successful!',
  },
  es: {
    loginFailed: 'No se pudo iniciar sesión',
    registrationFailed: 'Error en el registro. Revisa el código o los datos.',
    invitationFailed: 'No se pudo aceptar la invitación. Inténtalo de nuevo.',
    setPasswordFailed: 'No se pudo establecer la contraseña',
    resetLinkFailed: 'No se pudo enviar el enlace de restablecimiento',
    resetFailed: 'No se pudo restablecer la contraseña',
    otpSent: 'Te hemos enviado el código a tu correo.',
    otpSendFailed: 'Error al enviar el código. Inténtalo de nuevo.',
    otpVerified: 'Código verificado correctamente.',
    otpInvalid: 'Código no válido. Inténtalo de nuevo.',
    registered: '¡Registro completado!',
  },
  fr: {
    loginFailed: 'Échec de la connexion',
    registrationFailed: "Erreur lors de l'inscription. Vérifiez le code ou vos informations.",
    invitationFailed: "L'invitation n'a pas pu être acceptée. Veuillez réessayer.",
    setPasswordFailed: 'Impossible de définir le mot de passe',
    resetLinkFailed: "Impossible d'envoyer le lien de réinitialisation",
    resetFailed: 'Impossible de réinitialiser le mot de passe',
    otpSent: 'Code envoyé à votre adresse e-mail.',
    otpSendFailed: "Erreur lors de l'envoi du code. Réessayez.",
    otpVerified: 'Code vérifié.',
    otpInvalid: 'Code invalide. Veuillez réessayer.',
    registered: 'Inscription réussie !',
  },
});
