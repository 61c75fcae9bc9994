import { Inject, Injectable } from '@nestjs/common';
import { BatchedLookup, DB, NotFoundError, plainQuery, qualifiedName, type Db } from '@gv/platform';
import type { BusinessStatus, PaymentCredentials, PaymentCredentialsRequest } from '@gv/proto';
import { businesses } from '../db/schema.js';

const BUSINESSES = qualifiedName(businesses);
const CREDENTIAL_COLUMNS = 'slug, name, square_application_id, square_location_id, square_access_token_encrypted, square_webhook_signature_key_encrypted, live_at is not null as live, status, jurisdiction, time_zone';

interface CredentialsRow {
  slug: string;
  name: string;
  square_application_id: string;
  square_location_id: string;
  square_access_token_encrypted: string | null;
  square_webhook_signature_key_encrypted: string | null;
  live: boolean;
  status: BusinessStatus;
  jurisdiction: string;
  time_zone: string;
}

/** For the orders service: a business's Square settings with its secrets still sealed; only the process that calls Square opens them. */
@Injectable()
export class GetPaymentCredentialsHandler {
  /** Every checkout asks this: the checkouts of one turn share a query (plain SQL, see plainQuery). */
  private readonly businesses: BatchedLookup<CredentialsRow>;

  constructor(@Inject(DB) db: Db) {
    this.businesses = new BatchedLookup(async (slugs) => {
      const rows = await plainQuery<CredentialsRow>(db, `select ${CREDENTIAL_COLUMNS} from ${BUSINESSES} where slug = any($1::text[])`, [slugs]);
      return new Map(rows.map((row) => [row.slug, row]));
    });
  }

  async execute(request: PaymentCredentialsRequest): Promise<PaymentCredentials> {
    const slug = typeof request.businessSlug === 'string' ? request.businessSlug : '';
    const business = slug ? await this.businesses.get(slug) : undefined;
    if (!business) throw new NotFoundError('Business not found', 'BUSINESS.NOT_FOUND');
    return {
      businessSlug: business.slug,
      businessName: business.name,
      applicationId: business.square_application_id,
      locationId: business.square_location_id,
      sealedAccessToken: business.square_access_token_encrypted,
      sealedWebhookSignatureKey: business.square_webhook_signature_key_encrypted,
      live: business.live,
      status: business.status,
      jurisdiction: business.jurisdiction,
      timeZone: business.time_zone,
    };
  }
}
