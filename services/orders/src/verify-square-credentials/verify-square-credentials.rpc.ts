import { Controller, Inject } from '@nestjs/common';
import { CONFIG, RpcHandler, type PlatformConfig } from '@gv/platform';
import { OrdersRpc, text, type SquareCredentialsCheck, type SquareCredentialsVerified } from '@gv/proto';
import { ORDER_CURRENCY } from '../domain/payment-contradictions.js';
import { credentialErrors, environmentOfApplicationId, isLocationId, verdictOf } from '../domain/square-credentials.js';
import { SquarePayments } from '../square/square-payments.js';
import { squareSdk } from '../square/square-sdk.js';

/** Within the gateway's request-reply wait, like a payment call. */
const VERIFY_OPTIONS = { timeoutInSeconds: 6, maxRetries: 1 };

/**
 * Before identity stores Square credentials: Square's Locations API must know the location for that token, and it
 * must be active, taking payments in the currency the business's cards are in. The application id is checked for the shape and environment Square's Web Payments SDK accepts;
 * sandbox credentials take no money, so they are refused unless the operator allows them (staging: ALLOW_SANDBOX_LIVE).
 */
@Controller()
export class VerifySquareCredentialsRpc {
  constructor(private readonly square: SquarePayments, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @RpcHandler(OrdersRpc.verifySquareCredentials)
  async verify(body: SquareCredentialsCheck): Promise<SquareCredentialsVerified> {
    const environment = environmentOfApplicationId(text(body.applicationId));
    if (!environment) throw credentialErrors.applicationId();
    if (environment === 'sandbox' && this.config.ALLOW_SANDBOX_LIVE !== '1') throw credentialErrors.sandbox();
    const locationId = text(body.locationId);
    if (!isLocationId(locationId)) throw credentialErrors.locationId();
    const client = await this.square.liveClient(environment, String(body.sealedAccessToken), VERIFY_OPTIONS);
    let refusal;
    let name = '';
    try {
      const { location } = await client.locations.get({ locationId });
      refusal = verdictOf(locationId, { location }, ORDER_CURRENCY);
      name = location?.name ?? '';
    } catch (error) {
      refusal = verdictOf(locationId, { status: error instanceof (await squareSdk()).SquareError ? (error.statusCode ?? 0) : 0 }, ORDER_CURRENCY);
    }
    if (refusal) throw refusal;
    return { verified: true, locationName: name };
  }
}
