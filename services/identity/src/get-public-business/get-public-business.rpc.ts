import { NotFoundError, type Db } from '@gv/platform';
import type { PublicBusinessAnswer, PublicBusinessRequest } from '@gv/proto';
import { findBusiness } from '../db/business-repository.js';

/** Public business header for the storefront (spec §3 "Business (public)"). */
export async function publicBusiness(db: Db, request: PublicBusinessRequest): Promise<PublicBusinessAnswer> {
  const slug = typeof request.businessSlug === 'string' ? request.businessSlug.toLowerCase() : '';
  const business = slug && slug.length <= 60 ? await findBusiness(db, slug) : undefined;
  if (!business) throw new NotFoundError('Business not found', 'BUSINESS.NOT_FOUND');
  const { street, city, state } = business.address;
  return {
    success: true,
    business: {
      businessSlug: business.slug,
      name: business.name,
      logoUrl: business.logoUrl,
      address: { street, city, state },
      testMode: business.liveAt === null,
      status: business.status,
    },
  };
}
