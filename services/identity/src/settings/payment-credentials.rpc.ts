import { Controller, Inject } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DB, NotFoundError, RpcHandler, type Db } from '@gv/platform';
import { Rpc, type PaymentCredentials, type PaymentCredentialsRequest } from '@gv/proto';
import { businesses } from '../db/schema.js';

/** For the orders service: a business's Square settings with its secrets still sealed; only the process that calls Square opens them. */
@Controller()
export class PaymentCredentialsRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(Rpc.identity.paymentCredentials)
  async get(body: PaymentCredentialsRequest): Promise<PaymentCredentials> {
    const slug = typeof body.businessSlug === 'string' ? body.businessSlug : '';
    const [business] = slug ? await this.db.select().from(businesses).where(eq(businesses.slug, slug)) : [];
    if (!business) throw new NotFoundError('Business not found', 'BUSINESS.NOT_FOUND');
    return {
      businessSlug: business.slug,
      businessName: business.name,
      applicationId: business.squareApplicationId,
      locationId: business.squareLocationId,
      sealedAccessToken: business.squareAccessTokenEncrypted,
      sealedWebhookSignatureKey: business.squareWebhookSignatureKeyEncrypted,
    };
  }
}
