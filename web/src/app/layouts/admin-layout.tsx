import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BurgerIcon } from '../../components/ui/burger-icon';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'wouter';
import { TWO_STEP_MESSAGES } from '@gv/proto';
import { Icon } from '../../components/ui/icon';
import { LineIcon } from '../../components/ui/line-icon';
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
import { AdminTwoStepCard } from '../../features/settings/components/admin-two-step-card';
import { TwoStepBanner } from '../../features/settings/components/two-step-banner';
import './admin-layout.css';

const COLLAPSED_KEY = 'gv_sidebar_collapsed';

const icon = (d: ReactNode) => <LineIcon size={20}>{d}</LineIcon>;

/** Each sidebar entry's label and icon; its link is the area's path, its place and who sees it come from staff-access.ts. */
const NAV: Record<NavArea, { label: string; icon: ReactNode }> = {
  dashboard: { label: 'Dashboard', icon: icon(<path d="M3 13h8V3H3zM13 21h8V11h-8zM3 21h8v-6H3zM13 3v6h8V3z" />) },
  giftCards: {
    label: 'GiftCards',
    icon: icon(
      <>
        <rect x="3" y="8" width="18" height="13" rx="2" />
        <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
      </>,
    ),
  },
  orders: {
    label: 'Orders',
    icon: icon(
      <>
        <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" />
        <path d="M9 7h6M9 11h6M9 15h4" />
      </>,
    ),
  },
  corporateOrders: {
    label: 'Corporate orders',
    icon: icon(
      <>
        <rect x="3" y="7" width="18" height="14" rx="2" />
        <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
      </>,
    ),
  },
  reports: { label: 'Reports', icon: icon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />) },
  team: { label: 'Team', icon: <Icon name="users" size={20} /> },
  settings: {
    label: 'Settings',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="3" />
        <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
      </>,
    ),
  },
  redeem: {
    label: 'Redeem',
    icon: icon(
      <>
        <path d="M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2" />
        <path d="M7 12h10" />
      </>,
    ),
  },
};

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Shell for admin paths: collapsible sidebar (a drawer on phones) and a top bar. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const { user, access, refusal } = useSelector(selectAuth);
  const [pathname] = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      // not remembered; fine
    }
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

  const businessName = user?.restaurantName || user?.name || 'Your business';
  // The guard lets no one in before their role is known.
  const role = access?.role ?? 'clerk';

  return (
    <div className={`admin${collapsed ? ' admin--collapsed' : ''}${drawerOpen ? ' admin--drawer-open' : ''}`}>
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <aside className="sidebar" id="admin-sidebar" aria-label="Admin">
        <div className="sidebar__head">
          <BrandLogo to={homeOf(role)} compact={collapsed} />
          <button
            type="button"
            className="sidebar__collapse"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls="admin-sidebar"
            title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </button>
        </div>
        <nav className="sidebar__nav" aria-label="Admin navigation">
          <ul>
            {navFor(role).map((area) => (
              <li key={area}>
                <NavLink to={paths.admin[area].getHref()} className="sidebar__link" title={collapsed ? NAV[area].label : undefined}>
                  {NAV[area].icon}
                  <span className="sidebar__label">{NAV[area].label}</span>
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
            title={collapsed ? 'Logout' : undefined}
          >
            {icon(
              <>
                <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
                <path d="M16 17l5-5-5-5M21 12H9" />
              </>,
            )}
            <span className="sidebar__label">Logout</span>
          </button>
        </div>
      </aside>
      <div className="admin__backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
      <div className="admin__body">
        <header className="admin__topbar">
          <button
            type="button"
            className="icon-button admin__menu"
            aria-label="Open navigation"
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
        {user?.businessStatus === 'suspended' && <SuspendedBar />}
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
            <Suspense fallback={<DelayedLoadingOverlay />}>{children}</Suspense>
          )}
        </main>
      </div>
    </div>
  );
}
