import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret as the Standard Webhooks spec writes it: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The Standard Webhooks headers of one attempt: `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body" under the secret's bytes. */
export function signedHeaders(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
