import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Gift card management (spec §2 Admin GiftCards); filled by a later issue. */
export function GiftCardsPage() {
  return <PlaceholderPage title="GiftCards" icon="gift" description="Create, edit and remove the gift cards your business sells." />;
}
