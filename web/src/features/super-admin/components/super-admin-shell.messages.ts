import { defineCatalog } from '@gv/proto';

/** The super admin's frame (navigation, Sign Out) and its sign-in page. */
export const shellMessages = defineCatalog('superAdmin.shell', {
  en: {
    badge: 'Super admin',
    navLabel: 'Super admin',
    navDashboard: 'Dashboard',
    navBusinesses: 'Businesses',
    navOperations: 'Operations',
    signOut: 'Sign Out',
    loginTitle: 'Super Admin Login',
    loginSubtitle: 'Review registration requests and manage business admins.',
    back: '← Back to Giftcard Vault',
  },
  es: {
    badge: 'Superadministrador',
    navLabel: 'Superadministrador',
    navDashboard: 'Panel',
    navBusinesses: 'Negocios',
    navOperations: 'Operaciones',
    signOut: 'Cerrar sesión',
    loginTitle: 'Acceso de superadministrador',
    loginSubtitle: 'Revisa las solicitudes de registro y gestiona a los administradores de los negocios.',
    back: '← Volver a Giftcard Vault',
  },
  fr: {
    badge: 'Super admin',
    navLabel: 'Super admin',
    navDashboard: 'Tableau de bord',
    navBusinesses: 'Entreprises',
    navOperations: 'Opérations',
    signOut: 'Se déconnecter',
    loginTitle: 'Connexion super admin',
    loginSubtitle: 'Examinez les demandes d’inscription et gérez les administrateurs des entreprises.',
    back: '← Retour à Giftcard Vault',
  },
});
