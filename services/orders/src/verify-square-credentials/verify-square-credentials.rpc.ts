import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { OrdersRpc, text, type SquareCredentialsCheck, type SquareCredentialsVerified } from '@gv/proto';
import { credentialErrors, environmentOfApplicationId, isLocationId, verdictOf } from '../domain/square-credentials.js';
import { SquarePayments } from '../square/square-payments.js';
import { squareSdk } from '../square/square-sdk.js';

/** Within the gateway's request-reply wait, like a payment call. */
const VERIFY_OPTIONS = { timeoutInSeconds: 6, maxRetries: 1 };

/**
 * Before identity stores Square credentials: Square's Locations API must know the location for that token, and it
 * must be active. The application id is checked for the shape and environment Square's Web Payments SDK accepts.
 */
@Controller()
export class VerifySquareCredentialsRpc {
  constructor(private readonly square: SquarePayments) {}

  @RpcHandler(OrdersRpc.verifySquareCredentials)
  async verify(body: SquareCredentialsCheck): Promise<SquareCredentialsVerified> {
    const environment = environmentOfApplicationId(text(body.applicationId));
    if (!environment) throw credentialErrors.applicationId();
    const locationId = text(body.locationId);
    if (!isLocationId(locationId)) throw credentialErrors.locationId();
    const client = await this.square.liveClient(environment, String(body.sealedAccessToken), VERIFY_OPTIONS);
    let refusal;
    let name = '';
    try {
      const { location } = await client.locations.get({ locationId });
      refusal = verdictOf(locationId, { location });
      name = location?.name ?? '';
    } catch (error) {
      refusal = verdictOf(locationId, { status: error instanceof (await squareSdk()).SquareError ? (error.statusCode ?? 0) : 0 });
    }
    if (refusal) throw refusal;
    return { verified: true, locationName: name };
  }
}
