import { Controller, Inject } from '@nestjs/common';
import { CONFIG, DB, RpcHandler, type Db, type PlatformConfig } from '@gv/platform';
import { OrdersRpc, text, type SquareCredentialsCheck, type SquareCredentialsVerified } from '@gv/proto';
import { hasSoldLiveCard } from '../db/order-repository.js';
import { credentialErrors, environmentOfApplicationId, isLocationId, verdictOf, type CardsCurrency } from '../domain/square-credentials.js';
import { SquarePayments } from '../square/square-payments.js';
import { squareSdk } from '../square/square-sdk.js';

/** Within the gateway's request-reply wait, like a payment call. */
const VERIFY_OPTIONS = { timeoutInSeconds: 6, maxRetries: 1 };

/**
 * Before identity stores Square credentials: Square's Locations API must know the location for that token, and it
 * must be active, taking payments in a currency Square takes; once the business sold a live card, in its cards'
 * currency (else the location's currency, answered, becomes the business's). The application id is checked for the
 * shape and environment Square's Web Payments SDK accepts; sandbox credentials take no money, so they are refused
 * unless the operator allows them (staging: ALLOW_SANDBOX_LIVE).
 */
@Controller()
export class VerifySquareCredentialsRpc {
  constructor(private readonly square: SquarePayments, @Inject(CONFIG) private readonly config: PlatformConfig, @Inject(DB) private readonly db: Db) {}

  @RpcHandler(OrdersRpc.verifySquareCredentials)
  async verify(body: SquareCredentialsCheck): Promise<SquareCredentialsVerified> {
    const environment = environmentOfApplicationId(text(body.applicationId));
    if (!environment) throw credentialErrors.applicationId();
    if (environment === 'sandbox' && this.config.ALLOW_SANDBOX_LIVE !== '1') throw credentialErrors.sandbox();
    const locationId = text(body.locationId);
    if (!isLocationId(locationId)) throw credentialErrors.locationId();
    const cards = await this.cardsOf(body.business);
    const client = await this.square.liveClient(environment, String(body.sealedAccessToken), VERIFY_OPTIONS);
    let refusal;
    let name = '';
    let currency = '';
    try {
      const { location } = await client.locations.get({ locationId });
      refusal = verdictOf(locationId, { location }, cards);
      name = location?.name ?? '';
      currency = location?.currency ?? '';
    } catch (error) {
      refusal = verdictOf(locationId, { status: error instanceof (await squareSdk()).SquareError ? (error.statusCode ?? 0) : 0 }, cards);
    }
    if (refusal) throw refusal;
    return { verified: true, locationName: name, currency };
  }

  private async cardsOf(business: SquareCredentialsCheck['business']): Promise<CardsCurrency | undefined> {
    if (!business) return undefined;
    return { currency: text(business.currency), fixed: await hasSoldLiveCard(this.db, text(business.businessSlug)) };
  }
}
