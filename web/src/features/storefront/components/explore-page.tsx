import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { StorefrontShell } from './storefront-shell';

/** /explore and /{businessSlug}/giftcards (spec §2 Explore list); filled by a later issue. */
export function ExplorePage() {
  const { businessSlug } = useParams();
  return (
    <StorefrontShell>
      <PlaceholderPage
        title={businessSlug ? 'Gift cards' : 'Explore gift cards'}
        icon="store"
        description={businessSlug ? `Gift cards of ${businessSlug} will be listed here.` : 'Browse gift cards from our businesses.'}
      />
    </StorefrontShell>
  );
}
