import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { DelayedLoadingOverlay } from '../components/ui/loading-overlay';
import type { AdminArea } from '../lib/staff-access';
import { RouteErrorBoundary } from './route-error';
import { ScrollOnNavigate } from './scroll-on-navigate';

/**
 * The screens of the route table. The browser gets each as its own lazily loaded chunk (screens.ts); the server
 * renders the public ones from the same components, imported directly (entry-server.tsx).
 */
export interface Screens {
  LandingPage: ComponentType;
  LoginPage: ComponentType;
  SuspendedPage: ComponentType;
  RegisterPage: ComponentType;
  SetPasswordPage: ComponentType;
  ForgotPasswordPage: ComponentType;
  ResetPasswordPage: ComponentType;
  AcceptInvitationPage: ComponentType;
  ExplorePage: ComponentType;
  EmbedPage: ComponentType;
  GiftCardDetailsPage: ComponentType;
  CardPage: ComponentType;
  GiftRevealPage: ComponentType;
  GiftDeliveryPage: ComponentType;
  AdminGuard: ComponentType<{ area: AdminArea; children: ReactNode }>;
  AdminLayout: ComponentType<{ children: ReactNode }>;
  DashboardPage: ComponentType;
  GiftCardsPage: ComponentType;
  OrdersPage: ComponentType;
  CustomersPage: ComponentType;
  CorporateOrdersPage: ComponentType;
  PromotionsPage: ComponentType;
  ReportsPage: ComponentType;
  AuditTrailPage: ComponentType;
  LocationsReportPage: ComponentType;
  MonthEndPage: ComponentType;
  UnclaimedPropertyPage: ComponentType;
  SettingsPage: ComponentType;
  TeamPage: ComponentType;
  DevelopersPage: ComponentType;
  RedeemPage: ComponentType;
  SuperLoginPage: ComponentType;
  SuperAdminGuard: ComponentType<{ children: ReactNode }>;
  SuperAdminDashboardPage: ComponentType;
  SuperAdminBusinessesPage: ComponentType;
  SuperAdminBusinessPage: ComponentType;
  SuperAdminOperationsPage: ComponentType;
}

/**
 * Each screen in a boundary of its own, the same on the server and in the browser, so a server-rendered screen hydrates
 * once its chunk is in. The browser's screens note when they have taken over (screens.ts).
 */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedLoadingOverlay />}>{children}</Suspense>;
}

/** The admin area around an admin screen: the session and role check, then the sidebar layout (kept while moving between admin screens). */
function AdminShell({ screens: s, area, children }: { screens: Screens; area: AdminArea; children: ReactNode }) {
  return (
    <Lazy>
      <s.AdminGuard area={area}>
        <Lazy>
          <s.AdminLayout>{children}</s.AdminLayout>
        </Lazy>
      </s.AdminGuard>
    </Lazy>
  );
}

function SuperAdminArea({ screens: s, children }: { screens: Screens; children: ReactNode }) {
  return (
    <Lazy>
      <s.SuperAdminGuard>
        <Lazy>{children}</Lazy>
      </s.SuperAdminGuard>
    </Lazy>
  );
}

/** Spec §2 route table, plus /set-password, /forgot-password, /reset-password, /accept-invitation and /team (our additions). */
export function AppRoutes({ screens: s }: { screens: Screens }) {
  const admin = (Screen: ComponentType, area: AdminArea) => (
    <AdminShell screens={s} area={area}>
      <Screen />
    </AdminShell>
  );
  const superAdmin = (Screen: ComponentType) => (
    <SuperAdminArea screens={s}>
      <Screen />
    </SuperAdminArea>
  );
  return (
    <>
      <ScrollOnNavigate />
      <RouteErrorBoundary>
        <Switch>
          <Route path={paths.home.path}>
            <Lazy>
              <s.LandingPage />
            </Lazy>
          </Route>
          <Route path={paths.login.path}>
            <Lazy>
              <s.LoginPage />
            </Lazy>
          </Route>
          <Route path={paths.suspended.path}>
            <Lazy>
              <s.SuspendedPage />
            </Lazy>
          </Route>
          <Route path={paths.register.path}>
            <Lazy>
              <s.RegisterPage />
            </Lazy>
          </Route>
          <Route path={paths.setPassword.path}>
            <Lazy>
              <s.SetPasswordPage />
            </Lazy>
          </Route>
          <Route path={paths.forgotPassword.path}>
            <Lazy>
              <s.ForgotPasswordPage />
            </Lazy>
          </Route>
          <Route path={paths.resetPassword.path}>
            <Lazy>
              <s.ResetPasswordPage />
            </Lazy>
          </Route>
          <Route path={paths.acceptInvitation.path}>
            <Lazy>
              <s.AcceptInvitationPage />
            </Lazy>
          </Route>
          <Route path={paths.explore.path}>
            <Lazy>
              <s.ExplorePage />
            </Lazy>
          </Route>
          <Route path={paths.giftCard.path}>
            <Lazy>
              <s.GiftCardDetailsPage />
            </Lazy>
          </Route>
          <Route path={paths.businessGiftCards.path}>
            <Lazy>
              <s.ExplorePage />
            </Lazy>
          </Route>
          <Route path={paths.businessGiftCard.path}>
            <Lazy>
              <s.GiftCardDetailsPage />
            </Lazy>
          </Route>
          <Route path={paths.embed.path}>
            <Lazy>
              <s.EmbedPage />
            </Lazy>
          </Route>
          <Route path={paths.card.path}>
            <Lazy>
              <s.CardPage />
            </Lazy>
          </Route>
          <Route path={paths.cardReveal.path}>
            <Lazy>
              <s.GiftRevealPage />
            </Lazy>
          </Route>
          <Route path={paths.giftDelivery.path}>
            <Lazy>
              <s.GiftDeliveryPage />
            </Lazy>
          </Route>
          <Route path={paths.admin.dashboard.path}>{admin(s.DashboardPage, 'dashboard')}</Route>
          <Route path={paths.admin.giftCards.path}>{admin(s.GiftCardsPage, 'giftCards')}</Route>
          <Route path={paths.admin.orders.path}>{admin(s.OrdersPage, 'orders')}</Route>
          <Route path={paths.admin.customers.path}>{admin(s.CustomersPage, 'customers')}</Route>
          <Route path={paths.admin.corporateOrders.path}>{admin(s.CorporateOrdersPage, 'corporateOrders')}</Route>
          <Route path={paths.admin.promotions.path}>{admin(s.PromotionsPage, 'promotions')}</Route>
          <Route path={paths.admin.reports.path}>{admin(s.ReportsPage, 'reports')}</Route>
          <Route path={paths.admin.reportsAudit.path}>{admin(s.AuditTrailPage, 'reportsAudit')}</Route>
          <Route path={paths.admin.reportsLocations.path}>{admin(s.LocationsReportPage, 'reportsLocations')}</Route>
          <Route path={paths.admin.reportsMonthEnd.path}>{admin(s.MonthEndPage, 'reportsMonthEnd')}</Route>
          <Route path={paths.admin.reportsUnclaimed.path}>{admin(s.UnclaimedPropertyPage, 'reportsUnclaimed')}</Route>
          <Route path={paths.admin.settings.path}>{admin(s.SettingsPage, 'settings')}</Route>
          <Route path={paths.admin.team.path}>{admin(s.TeamPage, 'team')}</Route>
          <Route path={paths.admin.developers.path}>{admin(s.DevelopersPage, 'developers')}</Route>
          <Route path={paths.admin.redeem.path}>{admin(s.RedeemPage, 'redeem')}</Route>
          <Route path={paths.superAdmin.login.path}>
            <Lazy>
              <s.SuperLoginPage />
            </Lazy>
          </Route>
          <Route path={paths.superAdmin.home.path}>
            <Redirect to={paths.superAdmin.dashboard.getHref()} replace />
          </Route>
          <Route path={paths.superAdmin.dashboard.path}>{superAdmin(s.SuperAdminDashboardPage)}</Route>
          <Route path={paths.superAdmin.businesses.path}>{superAdmin(s.SuperAdminBusinessesPage)}</Route>
          <Route path={paths.superAdmin.business.path}>{superAdmin(s.SuperAdminBusinessPage)}</Route>
          <Route path={paths.superAdmin.operations.path}>{superAdmin(s.SuperAdminOperationsPage)}</Route>
          <Route>
            <Redirect to={paths.home.getHref()} replace />
          </Route>
        </Switch>
      </RouteErrorBoundary>
    </>
  );
}
