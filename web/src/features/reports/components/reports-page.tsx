import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Spec §2: /reports is a placeholder. */
export function ReportsPage() {
  return <PlaceholderPage title="Reports" icon="chart" description="Downloadable sales and redemption reports are on the way." />;
}
