import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Counter redemption (spec §2 Redeem); filled by a later issue. */
export function RedeemPage() {
  return <PlaceholderPage title="Redeem" icon="scan" description="Scan a buyer's QR code, confirm with a one-time code and redeem their balance." />;
}
