import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Square signs a notification with the subscription's signature key:
 * base64(HMAC-SHA256(key, notification URL + raw body)) in x-square-hmacsha256-signature.
 * Compared in constant time (the SDK's WebhooksHelper compares with ===).
 */
export function isSquareSignature(signatureKey: string, notificationUrl: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', signatureKey).update(notificationUrl + rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
