import { useState } from 'react';
import { allowedParentOrigin, EmbeddedCheckoutContext, type EmbeddedCheckout } from '../../../lib/embedded-checkout';
import { readPreloadedPage } from '../../../lib/preloaded-page';
import { ExplorePage } from './explore-page';

/**
 * /embed/{businessSlug}: the business's storefront and checkout without the site around them, in the frame the
 * "Buy a gift card" button opens on the business's own website (the gateway lets only those websites frame it).
 */
export function EmbedPage() {
  const [checkout] = useState<EmbeddedCheckout>(() => ({
    parentOrigin: typeof window === 'undefined' ? null : allowedParentOrigin(window.location.search, readPreloadedPage().embedOrigins ?? []),
  }));
  return (
    <EmbeddedCheckoutContext value={checkout}>
      <ExplorePage />
    </EmbeddedCheckoutContext>
  );
}
