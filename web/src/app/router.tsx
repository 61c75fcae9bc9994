import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../config/paths';
import { DelayedLoadingOverlay } from '../components/ui/loading-overlay';
import { LandingPage } from '../features/landing/components/landing-page';
import { AdminGuard } from './guards/admin-guard';
import { SuperAdminGuard } from './guards/super-admin-guard';
import { RouteError } from './route-error';
import { injectFeature, type Feature } from './store';

type FeatureModule = Promise<{ storeFeature: Feature }>;

/** The store features of the screens, each loaded with its screen's chunk. */
const features = {
  card: () => import('../features/card/card-feature'),
  dashboard: () => import('../features/dashboard/dashboard-feature'),
  giftCards: () => import('../features/giftcards/gift-cards-feature'),
  orders: () => import('../features/orders/orders-feature'),
  purchase: () => import('../features/purchase/purchase-feature'),
  redeem: () => import('../features/redeem/redeem-feature'),
  settings: () => import('../features/settings/settings-feature'),
  signedInProfile: () => import('./signed-in-profile-saga'),
  storefront: () => import('../features/storefront/storefront-feature'),
  superAdmin: () => import('../features/super-admin/super-admin-feature'),
} satisfies Record<string, () => FeatureModule>;

/**
 * React.lazy for a named export, so each screen becomes its own chunk; the store features it
 * needs are injected before it first renders.
 */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, ...needs: (() => FeatureModule)[]) {
  return lazy(async () => {
    const [screen, ...loaded] = await Promise.all([load(), ...needs.map((need) => need())]);
    for (const { storeFeature } of loaded) injectFeature(storeFeature);
    return { default: screen[name] as ComponentType };
  });
}

const LoginPage = lazyNamed(() => import('../features/auth/components/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../features/auth/components/register-page'), 'RegisterPage');
const SetPasswordPage = lazyNamed(() => import('../features/auth/components/set-password-page'), 'SetPasswordPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
// The storefront screens open the purchase dialog, whose own chunk loads on Buy Now; its slice and saga come here.
const ExplorePage = lazyNamed(() => import('../features/storefront/components/explore-page'), 'ExplorePage', features.storefront, features.purchase);
const GiftCardDetailsPage = lazyNamed(() => import('../features/storefront/components/gift-card-details-page'), 'GiftCardDetailsPage', features.storefront, features.purchase);
const CardPage = lazyNamed(() => import('../features/card/components/card-page'), 'CardPage', features.card);
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage', features.dashboard);
const GiftCardsPage = lazyNamed(() => import('../features/giftcards/components/gift-cards-page'), 'GiftCardsPage', features.giftCards);
const OrdersPage = lazyNamed(() => import('../features/orders/components/orders-page'), 'OrdersPage', features.orders);
const CustomersPage = lazyNamed(() => import('../features/customers/components/customers-page'), 'CustomersPage');
const ReportsPage = lazyNamed(() => import('../features/reports/components/reports-page'), 'ReportsPage');
const AuditTrailPage = lazyNamed(() => import('../features/reports/components/audit-trail-page'), 'AuditTrailPage');
const SettingsPage = lazyNamed(() => import('../features/settings/components/settings-page'), 'SettingsPage', features.settings, features.signedInProfile);
const RedeemPage = lazyNamed(() => import('../features/redeem/components/redeem-page'), 'RedeemPage', features.redeem);
const SuperLoginPage = lazyNamed(() => import('../features/super-admin/components/super-login-page'), 'SuperLoginPage', features.superAdmin);
const SuperAdminDashboardPage = lazyNamed(
  () => import('../features/super-admin/components/super-admin-dashboard-page'),
  'SuperAdminDashboardPage',
  features.superAdmin,
);

const SuperAdminBusinessesPage = lazyNamed(() => import('../features/super-admin/components/businesses-page'), 'BusinessesPage', features.superAdmin);
const SuperAdminBusinessPage = lazyNamed(() => import('../features/super-admin/components/business-detail-page'), 'BusinessDetailPage', features.superAdmin);
const SuperAdminOperationsPage = lazyNamed(() => import('../features/super-admin/components/operations-page'), 'OperationsPage', features.superAdmin);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedLoadingOverlay />}>{children}</Suspense>;
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Spec §2 route table, plus /set-password, /forgot-password and /reset-password (our additions). */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <LandingPage /> },
      { path: paths.login.path, element: <Lazy><LoginPage /></Lazy> },
      { path: paths.register.path, element: <Lazy><RegisterPage /></Lazy> },
      { path: paths.setPassword.path, element: <Lazy><SetPasswordPage /></Lazy> },
      { path: paths.forgotPassword.path, element: <Lazy><ForgotPasswordPage /></Lazy> },
      { path: paths.resetPassword.path, element: <Lazy><ResetPasswordPage /></Lazy> },
      { path: paths.explore.path, element: <Lazy><ExplorePage /></Lazy> },
      { path: paths.giftCard.path, element: <Lazy><GiftCardDetailsPage /></Lazy> },
      { path: paths.businessGiftCards.path, element: <Lazy><ExplorePage /></Lazy> },
      { path: paths.businessGiftCard.path, element: <Lazy><GiftCardDetailsPage /></Lazy> },
      { path: paths.card.path, element: <Lazy><CardPage /></Lazy> },
      {
        element: <AdminGuard />,
        children: [
          {
            element: <Lazy><AdminLayout /></Lazy>,
            children: [
              { path: paths.admin.dashboard.path, element: <DashboardPage /> },
              { path: paths.admin.giftCards.path, element: <GiftCardsPage /> },
              { path: paths.admin.orders.path, element: <OrdersPage /> },
              { path: paths.admin.customers.path, element: <CustomersPage /> },
              { path: paths.admin.reports.path, element: <ReportsPage /> },
              { path: paths.admin.reportsAudit.path, element: <AuditTrailPage /> },
              { path: paths.admin.settings.path, element: <SettingsPage /> },
              { path: paths.admin.redeem.path, element: <RedeemPage /> },
            ],
          },
        ],
      },
      { path: paths.superAdmin.login.path, element: <Lazy><SuperLoginPage /></Lazy> },
      {
        element: <SuperAdminGuard />,
        children: [
          { path: paths.superAdmin.dashboard.path, element: <Lazy><SuperAdminDashboardPage /></Lazy> },
          { path: paths.superAdmin.businesses.path, element: <Lazy><SuperAdminBusinessesPage /></Lazy> },
          { path: paths.superAdmin.business.path, element: <Lazy><SuperAdminBusinessPage /></Lazy> },
          { path: paths.superAdmin.operations.path, element: <Lazy><SuperAdminOperationsPage /></Lazy> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
]);
