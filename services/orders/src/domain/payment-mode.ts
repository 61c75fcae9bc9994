import { isSquareSandboxApplicationId, type PaymentCredentials, type PaymentMode, type PaymentsConfig } from '@gv/proto';

/** Square's Web Payments SDK scripts; test mode gets the gateway's stand-in that makes Square's sandbox test tokens. */
const SCRIPT_URLS: Record<PaymentMode, string> = {
  test: '/square-test-sdk.js',
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  production: 'https://web.squarecdn.com/v1/square.js',
};

/** What the stand-in script is given in test mode (Square's format, so the same dialog code runs in every mode). */
const TEST_APPLICATION_ID = 'sandbox-sq0idb-giftcard-vault-test-mode';
const TEST_LOCATION_ID = 'TEST-MODE';

/**
 * A business pays through Square once it switched to live (which needs credentials Square confirmed); until then
 * every checkout is a test payment. Square's sandbox application ids start with `sandbox-`.
 */
export function paymentModeOf(credentials: Pick<PaymentCredentials, 'applicationId' | 'sealedAccessToken' | 'live'>): PaymentMode {
  if (!credentials.live || !credentials.sealedAccessToken || !credentials.applicationId) return 'test';
  return isSquareSandboxApplicationId(credentials.applicationId) ? 'sandbox' : 'production';
}

export function paymentsConfigOf(credentials: PaymentCredentials, mode: PaymentMode): PaymentsConfig {
  const zone = credentials.timeZone ? { timeZone: credentials.timeZone } : {};
  return mode === 'test'
    ? { mode, applicationId: TEST_APPLICATION_ID, locationId: TEST_LOCATION_ID, scriptUrl: SCRIPT_URLS.test, ...zone }
    : { mode, applicationId: credentials.applicationId, locationId: credentials.locationId, scriptUrl: SCRIPT_URLS[mode], ...zone };
}
