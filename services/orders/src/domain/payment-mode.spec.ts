import type { PaymentCredentials } from '@gv/proto';
import { paymentModeOf, paymentsConfigOf } from './payment-mode';

const credentials: PaymentCredentials = {
  businessSlug: 'harbor-grill',
  businessName: 'Harbor Grill',
  applicationId: 'sandbox-sq0idb-abc',
  locationId: 'L1',
  sealedAccessToken: 'v1.sealed',
  sealedWebhookSignatureKey: null,
  live: true,
};

describe('the payment mode of a business', () => {
  it('is test until the business is live, or without an access token or an application id; live: sandbox for a sandbox- application id, else production', () => {
    expect(paymentModeOf({ ...credentials, live: false })).toBe('test');
    expect(paymentModeOf({ ...credentials, sealedAccessToken: null })).toBe('test');
    expect(paymentModeOf({ ...credentials, applicationId: '' })).toBe('test');
    expect(paymentModeOf(credentials)).toBe('sandbox');
    expect(paymentModeOf({ ...credentials, applicationId: 'sq0idp-abc' })).toBe('production');
  });

  it("gives the browser Square's script of the mode, or the stand-in in test mode, and never a secret", () => {
    expect(paymentsConfigOf(credentials, 'sandbox')).toEqual({ mode: 'sandbox', applicationId: 'sandbox-sq0idb-abc', locationId: 'L1', scriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js' });
    expect(paymentsConfigOf({ ...credentials, applicationId: 'sq0idp-abc' }, 'production').scriptUrl).toBe('https://web.squarecdn.com/v1/square.js');
    expect(paymentsConfigOf(credentials, 'test')).toMatchObject({ mode: 'test', scriptUrl: '/square-test-sdk.js' });
    expect(JSON.stringify(paymentsConfigOf(credentials, 'sandbox'))).not.toContain('sealed');
  });
});
