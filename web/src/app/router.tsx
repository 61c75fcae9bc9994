import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../config/paths';
import { DelayedLoadingOverlay } from '../components/ui/loading-overlay';
import { LandingPage } from '../features/landing/components/landing-page';
import { AdminGuard } from './guards/admin-guard';
import { SuperAdminGuard } from './guards/super-admin-guard';
import { RouteError } from './route-error';

/** React.lazy for a named export, so each screen becomes its own chunk. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginPage = lazyNamed(() => import('../features/auth/components/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../features/auth/components/register-page'), 'RegisterPage');
const SetPasswordPage = lazyNamed(() => import('../features/auth/components/set-password-page'), 'SetPasswordPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
const ExplorePage = lazyNamed(() => import('../features/storefront/components/explore-page'), 'ExplorePage');
const GiftCardDetailsPage = lazyNamed(() => import('../features/storefront/components/gift-card-details-page'), 'GiftCardDetailsPage');
const CardPage = lazyNamed(() => import('../features/card/components/card-page'), 'CardPage');
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage');
const GiftCardsPage = lazyNamed(() => import('../features/giftcards/components/gift-cards-page'), 'GiftCardsPage');
const OrdersPage = lazyNamed(() => import('../features/orders/components/orders-page'), 'OrdersPage');
const CustomersPage = lazyNamed(() => import('../features/customers/components/customers-page'), 'CustomersPage');
const ReportsPage = lazyNamed(() => import('../features/reports/components/reports-page'), 'ReportsPage');
const SettingsPage = lazyNamed(() => import('../features/settings/components/settings-page'), 'SettingsPage');
const RedeemPage = lazyNamed(() => import('../features/redeem/components/redeem-page'), 'RedeemPage');
const SuperLoginPage = lazyNamed(() => import('../features/super-admin/components/super-login-page'), 'SuperLoginPage');
const SuperAdminDashboardPage = lazyNamed(
  () => import('../features/super-admin/components/super-admin-dashboard-page'),
  'SuperAdminDashboardPage',
);

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
              { path: paths.admin.settings.path, element: <SettingsPage /> },
              { path: paths.admin.redeem.path, element: <RedeemPage /> },
            ],
          },
        ],
      },
      { path: paths.superAdmin.login.path, element: <Lazy><SuperLoginPage /></Lazy> },
      {
        element: <SuperAdminGuard />,
        children: [{ path: paths.superAdmin.dashboard.path, element: <Lazy><SuperAdminDashboardPage /></Lazy> }],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
]);
