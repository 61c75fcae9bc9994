import { NavLink } from '../../../components/ui/nav-link';
import { paths } from '../../../config/paths';

const TABS = [
  { to: paths.admin.reports.getHref(), label: 'Books' },
  { to: paths.admin.reportsLocations.getHref(), label: 'Locations' },
  { to: paths.admin.reportsAudit.getHref(), label: 'Audit trail' },
  { to: paths.admin.reportsMonthEnd.getHref(), label: 'Month-end' },
  { to: paths.admin.reportsUnclaimed.getHref(), label: 'Unclaimed property' },
] as const;

/** The views of /reports, as links (each its own address, so a view can be bookmarked and the back button works). */
export function ReportsTabs() {
  return (
    <nav className="reports-tabs" aria-label="Reports">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="reports-tabs__tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
