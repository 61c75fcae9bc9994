import { createHmac } from 'node:crypto';
import { WebhooksHelper } from 'square';
import { isSquareSignature } from './webhook-signature';

const url = 'https://vault.example.com/api/payments/square-webhook/harbor-grill';
const body = '{"type":"payment.updated","data":{"object":{"payment":{"id":"PAY1"}}}}';
const key = 'signature-key-1';
const signature = createHmac('sha256', key).update(url + body).digest('base64');

describe('the Square webhook signature', () => {
  it("accepts what Square's own helper accepts", async () => {
    expect(await WebhooksHelper.verifySignature({ requestBody: body, signatureHeader: signature, signatureKey: key, notificationUrl: url })).toBe(true);
    expect(isSquareSignature(key, url, body, signature)).toBe(true);
  });

  it('refuses another key, another URL, a changed body, and a missing or malformed header', () => {
    expect(isSquareSignature('another-key', url, body, signature)).toBe(false);
    expect(isSquareSignature(key, `${url}-x`, body, signature)).toBe(false);
    expect(isSquareSignature(key, url, body.replace('PAY1', 'PAY2'), signature)).toBe(false);
    for (const header of [undefined, '', 'not base64 at all', signature.slice(0, 20)]) expect(isSquareSignature(key, url, body, header)).toBe(false);
  });
});
