import { randomBytes } from 'node:crypto';
import { sealSecret } from '@gv/platform';
import type { ScheduledDelivery } from '@gv/proto';
import { codeLookupHash, codeLookupHashes, type CardCodeKeys } from '../redemption-keys.js';

const TOKEN_CONTEXT = 'delivery-change:';

/** Every hash a change link token may be stored under (one per key of the ring): keyed as card codes are, in a context of its own. */
export function changeTokenHashes(keys: CardCodeKeys, token: string): string[] {
  return codeLookupHashes(keys, `${TOKEN_CONTEXT}${token}`);
}

/** A new change link token, and the hash the card keeps of it. */
export function newChangeToken(keys: CardCodeKeys): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: codeLookupHash(keys, `${TOKEN_CONTEXT}${token}`) };
}

/** The zone a delivery time is stated in: the one the buyer chose, else the offset the time was written with. */
export function deliveryZone(deliverAt: string, timeZone: string | null | undefined): string {
  if (timeZone) return timeZone;
  const offset = /([+-]\d{2}:\d{2})$/.exec(deliverAt);
  return offset && offset[1] !== '+00:00' && offset[1] !== '-00:00' ? offset[1] : 'UTC';
}

/** A version of a delivery as its events describe it: the change link token sealed for the buyer's address, where the link is sent. */
export function deliveryFacts(sealKey: Buffer, token: string, at: { deliverAt: string; timeZone: string | null | undefined; version: number; buyerEmail: string }): ScheduledDelivery {
  return { deliverAt: at.deliverAt, timeZone: deliveryZone(at.deliverAt, at.timeZone), version: at.version, sealedChangeToken: sealSecret(sealKey, token, at.buyerEmail) };
}

/**
 * A gift's email scheduled for `deliverAt`: the card's columns (the change link token only as its hash) and the
 * event's description. Each version has a new token.
 */
export function scheduledDelivery(keys: CardCodeKeys, sealKey: Buffer, deliverAt: string, timeZone: string | null | undefined, buyerEmail: string, version = 0) {
  const { token, hash } = newChangeToken(keys);
  return {
    card: { deliverAt, deliverTimeZone: timeZone ?? null, deliveryVersion: version, deliveryTokenHash: hash },
    event: deliveryFacts(sealKey, token, { deliverAt, timeZone, version, buyerEmail }),
  };
}
