import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { screenTookOver } from '../boot/early-tap';
import { paths } from '../config/paths';
import { DelayedLoadingOverlay } from '../components/ui/loading-overlay';
import { RouteErrorBoundary } from './route-error';
import { ScrollOnNavigate } from './scroll-on-navigate';

/**
 * The screens of the route table. The browser gets each as its own lazily loaded chunk (screens.ts); the server
 * renders the public ones from the same components, imported directly (entry-server.tsx).
 */
export interface Screens {
  LandingPage: ComponentType;
  LoginPage: ComponentType;
  RegisterPage: ComponentType;
  SetPasswordPage: ComponentType;
  ForgotPasswordPage: ComponentType;
  ResetPasswordPage: ComponentType;
  ExplorePage: ComponentType;
  GiftCardDetailsPage: ComponentType;
  CardPage: ComponentType;
  GiftRevealPage: ComponentType;
  GiftDeliveryPage: ComponentType;
  AdminGuard: ComponentType;
  AdminLayout: ComponentType;
  DashboardPage: ComponentType;
  GiftCardsPage: ComponentType;
  OrdersPage: ComponentType;
  CustomersPage: ComponentType;
  CorporateOrdersPage: ComponentType;
  ReportsPage: ComponentType;
  AuditTrailPage: ComponentType;
  SettingsPage: ComponentType;
  RedeemPage: ComponentType;
  SuperLoginPage: ComponentType;
  SuperAdminGuard: ComponentType;
  SuperAdminDashboardPage: ComponentType;
  SuperAdminBusinessesPage: ComponentType;
  SuperAdminBusinessPage: ComponentType;
  SuperAdminOperationsPage: ComponentType;
}

/** Mounted with its screen: the moment a drawn screen has been hydrated, when a tap made before its code came is made again. */
function TookOver() {
  useEffect(screenTookOver, []);
  return null;
}

/** Each screen in a boundary of its own, the same on the server and in the browser, so a server-rendered screen hydrates once its chunk is in. */
function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<DelayedLoadingOverlay />}>
      {children}
      <TookOver />
    </Suspense>
  );
}

function RootLayout() {
  return (
    <>
      <ScrollOnNavigate />
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

/** Spec §2 route table, plus /set-password, /forgot-password and /reset-password (our additions). */
export function AppRoutes({ screens: s }: { screens: Screens }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<Lazy><s.LandingPage /></Lazy>} />
        <Route path={paths.login.path} element={<Lazy><s.LoginPage /></Lazy>} />
        <Route path={paths.register.path} element={<Lazy><s.RegisterPage /></Lazy>} />
        <Route path={paths.setPassword.path} element={<Lazy><s.SetPasswordPage /></Lazy>} />
        <Route path={paths.forgotPassword.path} element={<Lazy><s.ForgotPasswordPage /></Lazy>} />
        <Route path={paths.resetPassword.path} element={<Lazy><s.ResetPasswordPage /></Lazy>} />
        <Route path={paths.explore.path} element={<Lazy><s.ExplorePage /></Lazy>} />
        <Route path={paths.giftCard.path} element={<Lazy><s.GiftCardDetailsPage /></Lazy>} />
        <Route path={paths.businessGiftCards.path} element={<Lazy><s.ExplorePage /></Lazy>} />
        <Route path={paths.businessGiftCard.path} element={<Lazy><s.GiftCardDetailsPage /></Lazy>} />
        <Route path={paths.card.path} element={<Lazy><s.CardPage /></Lazy>} />
        <Route path={paths.cardReveal.path} element={<Lazy><s.GiftRevealPage /></Lazy>} />
        <Route path={paths.giftDelivery.path} element={<Lazy><s.GiftDeliveryPage /></Lazy>} />
        <Route element={<Lazy><s.AdminGuard /></Lazy>}>
          <Route element={<Lazy><s.AdminLayout /></Lazy>}>
            <Route path={paths.admin.dashboard.path} element={<s.DashboardPage />} />
            <Route path={paths.admin.giftCards.path} element={<s.GiftCardsPage />} />
            <Route path={paths.admin.orders.path} element={<s.OrdersPage />} />
            <Route path={paths.admin.customers.path} element={<s.CustomersPage />} />
            <Route path={paths.admin.corporateOrders.path} element={<s.CorporateOrdersPage />} />
            <Route path={paths.admin.reports.path} element={<s.ReportsPage />} />
            <Route path={paths.admin.reportsAudit.path} element={<s.AuditTrailPage />} />
            <Route path={paths.admin.settings.path} element={<s.SettingsPage />} />
            <Route path={paths.admin.redeem.path} element={<s.RedeemPage />} />
          </Route>
        </Route>
        <Route path={paths.superAdmin.login.path} element={<Lazy><s.SuperLoginPage /></Lazy>} />
        <Route element={<Lazy><s.SuperAdminGuard /></Lazy>}>
          <Route path={paths.superAdmin.dashboard.path} element={<Lazy><s.SuperAdminDashboardPage /></Lazy>} />
          <Route path={paths.superAdmin.businesses.path} element={<Lazy><s.SuperAdminBusinessesPage /></Lazy>} />
          <Route path={paths.superAdmin.business.path} element={<Lazy><s.SuperAdminBusinessPage /></Lazy>} />
          <Route path={paths.superAdmin.operations.path} element={<Lazy><s.SuperAdminOperationsPage /></Lazy>} />
        </Route>
        <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
