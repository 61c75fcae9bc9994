import { randomBytes } from 'node:crypto';
import { sealSecret } from '@gv/platform';
import type { ScheduledDelivery } from '@gv/proto';
import { codeLookupHash, type CardCodeKeys } from '../redemption-keys.js';

/** A change link token's lookup hash: keyed as card codes are, in a context of its own. */
export function changeTokenHash(keys: CardCodeKeys, token: string): string {
  return codeLookupHash(keys, `delivery-change:${token}`);
}

/** The zone a delivery time is stated in: the one the buyer chose, else the offset the time was written with. */
export function deliveryZone(deliverAt: string, timeZone: string | null | undefined): string {
  if (timeZone) return timeZone;
  const offset = /([+-]\d{2}:\d{2})$/.exec(deliverAt);
  return offset && offset[1] !== '+00:00' && offset[1] !== '-00:00' ? offset[1] : 'UTC';
}

/**
 * A gift's email scheduled for `deliverAt`: the card's columns (the change link token only as its hash) and the
 * event's description (the token sealed for the buyer's address, where the link is sent). Each version has a new token.
 */
export function scheduledDelivery(keys: CardCodeKeys, sealKey: Buffer, deliverAt: string, timeZone: string | null | undefined, buyerEmail: string, version = 0) {
  const token = randomBytes(24).toString('base64url');
  const zone = deliveryZone(deliverAt, timeZone);
  return {
    card: { deliverAt, deliverTimeZone: timeZone ?? null, deliveryVersion: version, deliveryTokenHash: changeTokenHash(keys, token) },
    event: { deliverAt, timeZone: zone, version, sealedChangeToken: sealSecret(sealKey, token, buyerEmail) } satisfies ScheduledDelivery,
  };
}
