import { randomBytes } from 'node:crypto';

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or typed is hard to get wrong. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Bytes as Crockford base32, most significant bits first (16 bytes → 26 characters). */
export function crockfordBase32(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  const length = Math.ceil((bytes.length * 8) / 5);
  let out = '';
  for (let i = 0; i < length; i++) {
    out = CROCKFORD[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

/** A new gift card code: 128 bits from the CSPRNG, 26 uppercase characters. */
export function newGiftCardCode(): string {
  return crockfordBase32(randomBytes(16));
}
