import { Inject, Injectable } from '@nestjs/common';
import { BatchedLookup, DB, NotFoundError, type Db } from '@gv/platform';
import { ACCOUNT_MESSAGES, nearestLocale, type PaymentCredentials, type PaymentCredentialsRequest } from '@gv/proto';
import { credentialsOf, type CredentialsRow } from '../db/business-repository.js';

/** For the orders service: a business's Square settings with its secrets still sealed; only the process that calls Square opens them. */
@Injectable()
export class GetPaymentCredentialsHandler {
  /** Every checkout asks this: the checkouts of one turn share a query. */
  private readonly businesses: BatchedLookup<CredentialsRow>;

  constructor(@Inject(DB) db: Db) {
    this.businesses = new BatchedLookup((slugs) => credentialsOf(db, slugs));
  }

  async execute(request: PaymentCredentialsRequest): Promise<PaymentCredentials> {
    const slug = typeof request.businessSlug === 'string' ? request.businessSlug : '';
    const business = slug ? await this.businesses.get(slug) : undefined;
    if (!business) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound, 'BUSINESS.NOT_FOUND');
    return {
      businessSlug: business.slug,
      businessName: business.name,
      applicationId: business.square_application_id,
      locationId: business.square_location_id,
      sealedAccessToken: business.square_access_token_encrypted,
      sealedWebhookSignatureKey: business.square_webhook_signature_key_encrypted,
      squareGiftCardSync: business.square_gift_card_sync,
      sealedGiftCardSignatureKey: business.square_gift_card_signature_key_encrypted,
      live: business.live,
      status: business.status,
      jurisdiction: business.jurisdiction,
      currency: business.currency,
      locale: nearestLocale(business.locale),
      timeZone: business.time_zone,
    };
  }
}
