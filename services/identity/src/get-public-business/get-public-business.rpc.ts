import { NotFoundError, type Db } from '@gv/platform';
import { ACCOUNT_MESSAGES, nearestLocale, type EmbedOrigins, type PublicBusinessAnswer, type PublicBusinessRequest } from '@gv/proto';
import { findBusiness } from '../db/business-repository.js';

/** Public business header for the storefront (spec §3 "Business (public)"). */
export async function publicBusiness(db: Db, request: PublicBusinessRequest): Promise<PublicBusinessAnswer> {
  const business = await requestedBusiness(db, request);
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
      timeZone: business.timeZone,
      currency: business.currency,
      locale: nearestLocale(business.locale),
    },
  };
}

/** The websites that may frame the business's checkout, for the gateway's CSP of /embed/{businessSlug}. */
export async function embedOrigins(db: Db, request: PublicBusinessRequest): Promise<EmbedOrigins> {
  return { origins: (await requestedBusiness(db, request)).embedOrigins };
}

async function requestedBusiness(db: Db, request: PublicBusinessRequest) {
  const slug = typeof request.businessSlug === 'string' ? request.businessSlug.toLowerCase() : '';
  const business = slug && slug.length <= 60 ? await findBusiness(db, slug) : undefined;
  if (!business) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound, 'BUSINESS.NOT_FOUND');
  return business;
}
