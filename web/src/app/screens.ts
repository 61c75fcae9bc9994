import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { screenTookOver } from '../boot/early-tap';
import type { Screens } from './routes';
import type { Feature } from './store';

type FeatureModule = Promise<{ storeFeature: Feature }>;

/** The store features of the screens, each loaded with its screen's chunk. */
const features = {
  auth: () => import('../features/auth/auth-feature'),
  cardActions: () => import('../components/card-actions/card-actions-feature'),
  corporateOrders: () => import('../features/corporate-orders/corporate-orders-feature'),
  customers: () => import('../features/customers/customers-feature'),
  dashboard: () => import('../features/dashboard/dashboard-feature'),
  giftCards: () => import('../features/giftcards/gift-cards-feature'),
  orders: () => import('../features/orders/orders-feature'),
  redeem: () => import('../features/redeem/redeem-feature'),
  reports: () => import('../features/reports/reports-feature'),
  settings: () => import('../features/settings/settings-feature'),
  signedInProfile: () => import('./signed-in-profile-saga'),
  superAdmin: () => import('../features/super-admin/super-admin-feature'),
  team: () => import('../features/team/team-feature'),
} satisfies Record<string, () => FeatureModule>;

/**
 * `Screen`, noting once it has mounted or hydrated that a tap held before its code came may be made again
 * (boot/early-tap.ts). Part of what the lazy screen resolves to, so it runs only once the screen itself has taken over
 * its drawn HTML: a sibling in the screen's Suspense boundary could run before that, as Preact hydrates the rest of a
 * boundary while one of its lazy parts is still loading.
 */
function takingOver<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  return function TakingOver(props: P) {
    useEffect(screenTookOver, []);
    return createElement(Screen, props);
  };
}

/**
 * React.lazy for a named export, so each screen becomes its own chunk; it comes inside the store's Provider, with the
 * store features it needs injected before it first renders.
 */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, ...needs: (() => FeatureModule)[]) {
  return lazy(async () => {
    const [screen, { withStore }, ...loaded] = await Promise.all([load(), import('./with-store'), ...needs.map((need) => need())]);
    return {
      default: takingOver(
        withStore(
          screen[name] as ComponentType,
          loaded.map(({ storeFeature }) => storeFeature),
        ),
      ),
    };
  });
}

/** React.lazy for a screen that keeps its own state (the public screens: landing, storefront, holder): it loads no store. */
function lazyStoreless<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: takingOver((await load())[name] as ComponentType) }));
}

/** Every screen of the SPA as a chunk of its own: a page loads the code of the screen it shows and nothing more. */
export const lazyScreens: Screens = {
  LandingPage: lazyStoreless(() => import('../features/landing/components/landing-page'), 'LandingPage'),
  // The session is looked up when a screen that depends on it opens: the sign-in screens and the admin area.
  LoginPage: lazyNamed(() => import('../features/auth/components/login-page'), 'LoginPage', features.auth),
  SuspendedPage: lazyNamed(() => import('../features/auth/components/suspended-page'), 'SuspendedPage', features.auth),
  RegisterPage: lazyNamed(() => import('../features/auth/components/register-page'), 'RegisterPage', features.auth),
  SetPasswordPage: lazyNamed(() => import('../features/auth/components/set-password-page'), 'SetPasswordPage', features.auth),
  ForgotPasswordPage: lazyNamed(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage', features.auth),
  ResetPasswordPage: lazyNamed(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage', features.auth),
  // The invitation link: a new account, or the signed-in person, joins a business's team and is signed in to it.
  AcceptInvitationPage: lazyNamed(() => import('../features/auth/components/accept-invitation-page'), 'AcceptInvitationPage', features.auth),
  AdminGuard: lazyNamed(() => import('./guards/admin-guard'), 'AdminGuard', features.auth),
  // A buyer's screens: the purchase dialog brings the store, with its own slice and saga, on Buy Now.
  ExplorePage: lazyStoreless(() => import('../features/storefront/components/explore-page'), 'ExplorePage'),
  EmbedPage: lazyStoreless(() => import('../features/storefront/components/embed-page'), 'EmbedPage'),
  GiftCardDetailsPage: lazyStoreless(() => import('../features/storefront/components/gift-card-details-page'), 'GiftCardDetailsPage'),
  CardPage: lazyStoreless(() => import('../features/card/components/card-page'), 'CardPage'),
  GiftRevealPage: lazyStoreless(() => import('../features/card/components/gift-reveal-page'), 'GiftRevealPage'),
  GiftDeliveryPage: lazyStoreless(() => import('../features/gift-delivery/components/gift-delivery-page'), 'GiftDeliveryPage'),
  AdminLayout: lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout'),
  DashboardPage: lazyNamed(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage', features.dashboard),
  GiftCardsPage: lazyNamed(() => import('../features/giftcards/components/gift-cards-page'), 'GiftCardsPage', features.giftCards),
  OrdersPage: lazyNamed(() => import('../features/orders/components/orders-page'), 'OrdersPage', features.orders, features.cardActions),
  CustomersPage: lazyNamed(
    () => import('../features/customers/components/customers-page'),
    'CustomersPage',
    features.customers,
    features.cardActions,
  ),
  CorporateOrdersPage: lazyNamed(
    () => import('../features/corporate-orders/components/corporate-orders-page'),
    'CorporateOrdersPage',
    features.corporateOrders,
  ),
  PromotionsPage: lazyNamed(() => import('../features/promotions/components/promotions-page'), 'PromotionsPage'),
  ReportsPage: lazyNamed(() => import('../features/reports/components/reports-page'), 'ReportsPage', features.reports),
  AuditTrailPage: lazyNamed(() => import('../features/reports/components/audit-trail-page'), 'AuditTrailPage', features.reports),
  LocationsReportPage: lazyNamed(() => import('../features/reports/components/locations-report-page'), 'LocationsReportPage', features.reports),
  MonthEndPage: lazyNamed(() => import('../features/reports/components/month-end-page'), 'MonthEndPage', features.reports),
  UnclaimedPropertyPage: lazyNamed(() => import('../features/reports/components/unclaimed-property-page'), 'UnclaimedPropertyPage', features.reports),
  SettingsPage: lazyNamed(() => import('../features/settings/components/settings-page'), 'SettingsPage', features.settings, features.signedInProfile),
  TeamPage: lazyNamed(() => import('../features/team/components/team-page'), 'TeamPage', features.team),
  DevelopersPage: lazyNamed(() => import('../features/developers/components/developers-page'), 'DevelopersPage'),
  RedeemPage: lazyNamed(() => import('../features/redeem/components/redeem-page'), 'RedeemPage', features.redeem, features.cardActions),
  SuperLoginPage: lazyNamed(() => import('../features/super-admin/components/super-login-page'), 'SuperLoginPage', features.superAdmin),
  SuperAdminGuard: lazyNamed(() => import('./guards/super-admin-guard'), 'SuperAdminGuard'),
  SuperAdminDashboardPage: lazyNamed(
    () => import('../features/super-admin/components/super-admin-dashboard-page'),
    'SuperAdminDashboardPage',
    features.superAdmin,
  ),
  SuperAdminBusinessesPage: lazyNamed(() => import('../features/super-admin/components/businesses-page'), 'BusinessesPage', features.superAdmin),
  SuperAdminBusinessPage: lazyNamed(
    () => import('../features/super-admin/components/business-detail-page'),
    'BusinessDetailPage',
    features.superAdmin,
  ),
  SuperAdminOperationsPage: lazyNamed(() => import('../features/super-admin/components/operations-page'), 'OperationsPage', features.superAdmin),
};
