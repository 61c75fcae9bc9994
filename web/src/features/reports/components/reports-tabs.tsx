import type { ReactNode } from 'react';
import { NavLink } from '../../../components/ui/nav-link';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { booksMessages } from './reports.messages';

const TABS = [
  { to: paths.admin.reports.getHref(), label: 'tabBooks' },
  { to: paths.admin.reportsLocations.getHref(), label: 'tabLocations' },
  { to: paths.admin.reportsAudit.getHref(), label: 'tabAudit' },
  { to: paths.admin.reportsMonthEnd.getHref(), label: 'tabMonthEnd' },
  { to: paths.admin.reportsUnclaimed.getHref(), label: 'tabUnclaimed' },
] as const;

/** The views of /reports, as links (each its own address, so a view can be bookmarked and the back button works). */
function ReportsTabs() {
  const t = useMessages(booksMessages);
  return (
    <nav className="reports-tabs" aria-label={t('tabsLabel')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="reports-tabs__tab">
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

/** A view of /reports, `id` naming it: the tabs, its title with `badge` beside it if any, then `children`. */
export function ReportsView({ id, title, badge, children }: { id: string; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <section className="reports" aria-labelledby={`${id}-title`}>
      <ReportsTabs />
      <header className="reports__head">
        <h1 id={`${id}-title`}>{title}</h1>
        {badge}
      </header>
      {children}
    </section>
  );
}
