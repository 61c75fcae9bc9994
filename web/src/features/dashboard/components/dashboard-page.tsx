import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Admin statistics (spec §2 Admin dashboard); filled by a later issue. */
export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" icon="trend" description="Gift cards sold, revenue and redemptions for the last 30 days will appear here." />;
}
