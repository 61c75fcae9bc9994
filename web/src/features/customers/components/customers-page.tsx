import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Spec §2: /customers is a placeholder. */
export function CustomersPage() {
  return <PlaceholderPage title="Customers" icon="users" description="Customer insights are on the way." />;
}
