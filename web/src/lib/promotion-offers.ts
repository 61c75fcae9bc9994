import { useEffect, useState } from 'react';
import type { PromotionOffer } from '@gv/proto';
import { apiClient } from './api-client';

/** The business's running offers, for its storefront; none while loading or when the call fails (the cards still sell). */
export function usePromotionOffers(businessSlug: string | null | undefined): PromotionOffer[] {
  const [offers, setOffers] = useState<PromotionOffer[]>([]);
  useEffect(() => {
    if (!businessSlug) return;
    let current = true;
    apiClient
      .call('GET /api/v1/public/promotions', { query: { businessSlug } })
      .then((answer) => current && setOffers(answer.offers))
      .catch(() => current && setOffers([]));
    return () => {
      current = false;
    };
  }, [businessSlug]);
  return offers;
}
