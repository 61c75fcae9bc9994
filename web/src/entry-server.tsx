import { StrictMode, type ComponentType } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import { LocaleProvider } from './lib/i18n';
import type { PreloadedPage } from './lib/preloaded-page';
import { AppRoutes, type Screens } from './app/routes';
import { CardPage } from './features/card/components/card-page';
import { HolderCard, HolderCardContext, preloadedCardState } from './features/card/holder-card-state';
import { LandingPage } from './features/landing/components/landing-page';
import { EmbedPage } from './features/storefront/components/embed-page';
import { ExplorePage } from './features/storefront/components/explore-page';
import { GiftCardDetailsPage } from './features/storefront/components/gift-card-details-page';
import { preloadedState, Storefront, StorefrontContext } from './features/storefront/storefront-state';

/** A render that takes longer is given up: the gateway then sends the page without its HTML, as before server rendering. */
const RENDER_TIMEOUT_MS = 2000;

/** Signed-in screens are never rendered here: the gateway asks only for public pages. */
const NotServerRendered: ComponentType = () => {
  throw new Error('only public pages are rendered on the server');
};

const screens: Screens = {
  LandingPage,
  LoginPage: NotServerRendered,
  SuspendedPage: NotServerRendered,
  RegisterPage: NotServerRendered,
  SetPasswordPage: NotServerRendered,
  ForgotPasswordPage: NotServerRendered,
  ResetPasswordPage: NotServerRendered,
  AcceptInvitationPage: NotServerRendered,
  ExplorePage,
  EmbedPage,
  GiftCardDetailsPage,
  CardPage,
  GiftRevealPage: NotServerRendered,
  AdminGuard: NotServerRendered,
  AdminLayout: NotServerRendered,
  DashboardPage: NotServerRendered,
  GiftCardsPage: NotServerRendered,
  OrdersPage: NotServerRendered,
  CustomersPage: NotServerRendered,
  GiftDeliveryPage: NotServerRendered,
  CorporateOrdersPage: NotServerRendered,
  PromotionsPage: NotServerRendered,
  ReportsPage: NotServerRendered,
  AuditTrailPage: NotServerRendered,
  LocationsReportPage: NotServerRendered,
  MonthEndPage: NotServerRendered,
  UnclaimedPropertyPage: NotServerRendered,
  SettingsPage: NotServerRendered,
  TeamPage: NotServerRendered,
  DevelopersPage: NotServerRendered,
  RedeemPage: NotServerRendered,
  SuperLoginPage: NotServerRendered,
  SuperAdminGuard: NotServerRendered,
  SuperAdminDashboardPage: NotServerRendered,
  SuperAdminBusinessesPage: NotServerRendered,
  SuperAdminBusinessPage: NotServerRendered,
  SuperAdminOperationsPage: NotServerRendered,
};

/**
 * The HTML of the SPA's root element for a public page (`url`: path and query), drawn by the SPA's own route table
 * and screens from the data the page's HTML carries (gateway/src/http/static-html.ts), so the browser paints it
 * before any script runs and hydrates it (app/start.tsx). The render is awaited whole, suspended parts and all: the
 * markup is then final, with no inline script to swap streamed parts in, which the page's Content-Security-Policy
 * forbids. Rejects on any error, or past RENDER_TIMEOUT_MS, so the gateway sends the page unrendered rather than half drawn.
 */
export function renderPage(url: string, data: PreloadedPage): Promise<string> {
  const storefront = new Storefront(preloadedState(data));
  const holderCard = new HolderCard(preloadedCardState(data));
  const page = (
    <StrictMode>
      <LocaleProvider initial={data.locale}>
        <StorefrontContext value={storefront}>
          <HolderCardContext value={holderCard}>
            <Router ssrPath={url}>
              <AppRoutes screens={screens} />
            </Router>
          </HolderCardContext>
        </StorefrontContext>
      </LocaleProvider>
    </StrictMode>
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering ${url} took more than ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  });
  // The code is written against React's API and built on Preact (vite.config.ts): this JSX makes Preact's elements,
  // typed as React's, which Preact's renderer takes. A render given up on runs to its end unread: it cannot be aborted.
  const html = (async () => renderToStringAsync(page as unknown as VNode))();
  return Promise.race([html, late]).finally(() => clearTimeout(timer));
}
