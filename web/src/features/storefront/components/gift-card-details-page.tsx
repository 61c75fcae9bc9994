import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { StorefrontShell } from './storefront-shell';

/** /gift-card/{id} and /{businessSlug}/gift-card/{id} (spec §2 Card details); filled by a later issue. */
export function GiftCardDetailsPage() {
  const { businessSlug } = useParams();
  const back = businessSlug ? paths.businessGiftCards.getHref(businessSlug) : paths.explore.getHref();
  return (
    <StorefrontShell>
      <PlaceholderPage title="Gift card" icon="card" description="Card details and purchase are on the way.">
        <Link to={back} className="btn btn--secondary">
          Back to gift cards
        </Link>
      </PlaceholderPage>
    </StorefrontShell>
  );
}
