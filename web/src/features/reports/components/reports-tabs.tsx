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
export function ReportsTabs() {
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
