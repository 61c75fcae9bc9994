import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Orders and buyers (spec §2 Orders); filled by a later issue. */
export function OrdersPage() {
  return <PlaceholderPage title="Orders" icon="receipt" description="Gift card orders and customer purchases with their redemption history." />;
}
