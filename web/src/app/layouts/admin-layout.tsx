import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BurgerIcon } from '../../components/ui/burger-icon';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'wouter';
import { TWO_STEP_MESSAGES } from '@gv/proto';
import { Icon, type IconName } from '../../components/ui/icon';
import { NavLink } from '../../components/ui/nav-link';
import { paths } from '../../config/paths';
import { BrandLogo } from '../../components/ui/brand-logo';
import { DelayedLoadingOverlay } from '../../components/ui/loading-overlay';
import { SuspendedBar } from '../../components/ui/suspended-bar';
import { TestModeBar } from '../../components/ui/test-mode';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { AlertBanner } from '../../components/ui/alert-banner';
import { authActions, selectAuth } from '../../features/auth/auth-slice';
import { homeOf, navFor, type NavArea } from '../../lib/staff-access';
import { readStoredFlag, storeFlag } from '../../lib/stored-flag';
import { CurrencyProvider } from '../../lib/currency';
import { AdminTwoStepCard } from '../../features/settings/components/admin-two-step-card';
import { TwoStepBanner } from '../../features/settings/components/two-step-banner';
import { useMessages, useSuggestedLocale } from '../../lib/i18n';
import { adminLayoutMessages } from './admin-layout.messages';
import './admin-layout.css';

const COLLAPSED_KEY = 'gv_sidebar_collapsed';

/** Each sidebar entry's icon (its label is the catalog's message of the same key); its link is the area's path, its place and who sees it come from staff-access.ts. */
const NAV_ICONS: Record<NavArea, IconName> = {
  dashboard: 'tiles',
  giftCards: 'giftCard',
  orders: 'receipt',
  customers: 'contact',
  corporateOrders: 'briefcase',
  promotions: 'sparkles',
  reports: 'chart',
  team: 'users',
  developers: 'key',
  settings: 'gear',
  redeem: 'scanLine',
};

const EXPAND_MARK = '»';
const COLLAPSE_MARK = '«';

/** Shell for admin paths: collapsible sidebar (a drawer on phones) and a top bar. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const t = useMessages(adminLayoutMessages);
  const { user, access, refusal } = useSelector(selectAuth);
  // The admin app speaks the business's language, unless this person picked another on this device.
  useSuggestedLocale(user?.locale);
  const [pathname] = useLocation();
  const [collapsed, setCollapsed] = useState(() => readStoredFlag('localStorage', COLLAPSED_KEY));
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    storeFlag('localStorage', COLLAPSED_KEY, collapsed);
  }, [collapsed]);

  // Close the phone drawer after navigating.
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const businessName = user?.restaurantName || user?.name || t('yourBusiness');
  // The guard lets no one in before their role is known.
  const role = access?.role ?? 'clerk';

  return (
    <div className={`admin${collapsed ? ' admin--collapsed' : ''}${drawerOpen ? ' admin--drawer-open' : ''}`}>
      <a href="#admin-main" className="skip-link">
        {t('skip')}
      </a>
      <aside className="sidebar" id="admin-sidebar" aria-label={t('admin')}>
        <div className="sidebar__head">
          <BrandLogo to={homeOf(role)} compact={collapsed} />
          <button
            type="button"
            className="sidebar__collapse"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={t(collapsed ? 'expand' : 'collapse')}
            aria-expanded={!collapsed}
            aria-controls="admin-sidebar"
            title={t(collapsed ? 'expand' : 'collapse')}
          >
            <span aria-hidden="true">{collapsed ? EXPAND_MARK : COLLAPSE_MARK}</span>
          </button>
        </div>
        <nav className="sidebar__nav" aria-label={t('navigation')}>
          <ul>
            {navFor(role).map((area) => (
              <li key={area}>
                <NavLink to={paths.admin[area].getHref()} className="sidebar__link" title={collapsed ? t(area) : undefined}>
                  <Icon name={NAV_ICONS[area]} size={20} />
                  <span className="sidebar__label">{t(area)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sidebar__foot">
          <button
            type="button"
            className="sidebar__link sidebar__logout"
            onClick={() => dispatch(authActions.logoutRequest())}
            title={collapsed ? t('logout') : undefined}
          >
            <Icon name="logout" size={20} />
            <span className="sidebar__label">{t('logout')}</span>
          </button>
        </div>
      </aside>
      <div className="admin__backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
      <div className="admin__body">
        <header className="admin__topbar">
          <button
            type="button"
            className="icon-button admin__menu"
            aria-label={t('openNavigation')}
            aria-expanded={drawerOpen}
            aria-controls="admin-sidebar"
            onClick={() => setDrawerOpen(true)}
          >
            <BurgerIcon />
          </button>
          <div className="admin__business">
            {user?.logoUrl ? (
              <img className="admin__avatar" src={user.logoUrl} alt="" />
            ) : (
              <span className="admin__avatar admin__avatar--initial" aria-hidden="true">
                {businessName.charAt(0).toUpperCase()}
              </span>
            )}
            <span className="admin__business-name">{businessName}</span>
          </div>
          <ThemeToggle />
        </header>
        {user?.businessStatus === 'suspended' && <SuspendedBar reason={user.suspension?.reason} />}
        {user?.testMode && <TestModeBar />}
        {user && <TwoStepBanner user={user} />}
        {refusal && (
          <AlertBanner tone="error" className="admin__refusal" onDismiss={() => dispatch(authActions.refusalDismissed())}>
            {refusal}
          </AlertBanner>
        )}
        <main className="admin__main" id="admin-main">
          {user?.twoStepSetupRequired ? (
            // The platform requires two-step sign-in of every owner: nothing else works until it is on (the server refuses the rest).
            <section className="admin__two-step-required" aria-labelledby="two-step-title">
              <AdminTwoStepCard intro={TWO_STEP_MESSAGES.setupRequired} />
            </section>
          ) : (
            <CurrencyProvider currency={user?.currency}>
              <Suspense fallback={<DelayedLoadingOverlay />}>{children}</Suspense>
            </CurrencyProvider>
          )}
        </main>
      </div>
    </div>
  );
}
