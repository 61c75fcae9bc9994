import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink } from '../../../components/ui/nav-link';
import { paths } from '../../../config/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { superAdminActions } from '../super-admin-slice';
import { useMessages } from '../../../lib/i18n';
import { shellMessages } from './super-admin-shell.messages';
import './super-admin.css';

const NAV = [
  { to: paths.superAdmin.dashboard.getHref(), label: 'navDashboard' },
  { to: paths.superAdmin.businesses.getHref(), label: 'navBusinesses' },
  { to: paths.superAdmin.operations.getHref(), label: 'navOperations' },
] as const;

/** The frame of the super admin's screens: brand, their navigation, theme and Sign Out. */
export function SuperAdminShell({ children }: { children: ReactNode }) {
  const t = useMessages(shellMessages);
  const dispatch = useDispatch();
  return (
    <div className="sa-layout">
      <header className="frosted-bar sa-topbar">
        <div className="sa-topbar__inner">
          <div className="sa-topbar__brand">
            <BrandLogo />
            <span className="super-login__badge">{t('badge')}</span>
          </div>
          <nav className="sa-nav" aria-label={t('navLabel')}>
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className="sa-nav__link">
                {t(item.label)}
              </NavLink>
            ))}
          </nav>
          <div className="sa-topbar__actions">
            <ThemeToggle />
            <button type="button" className="btn btn--secondary" onClick={() => dispatch(superAdminActions.signOut())}>
              {t('signOut')}
            </button>
          </div>
        </div>
      </header>
      <main className="sa-main" id="main">
        {children}
      </main>
    </div>
  );
}
