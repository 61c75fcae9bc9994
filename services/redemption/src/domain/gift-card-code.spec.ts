import { crockfordBase32, newGiftCardCode } from './gift-card-code';

describe('gift card codes', () => {
  it('encodes bytes in Crockford base32, most significant bits first', () => {
    expect(crockfordBase32(new Uint8Array(16))).toBe('0'.repeat(26));
    expect(crockfordBase32(new Uint8Array(16).fill(255))).toBe(`7${'Z'.repeat(25)}`);
    expect(crockfordBase32(Uint8Array.from([0x01]))).toBe('01');
    // 0x0123456789ABCDEF as 64 bits: 13 characters, checked against BigInt's own base32 digits mapped to Crockford's alphabet.
    const bytes = Uint8Array.from([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]);
    const digits = 0x0123456789abcdefn.toString(32).padStart(13, '0');
    const crockford = [...digits].map((d) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[parseInt(d, 32)]).join('');
    expect(crockfordBase32(bytes)).toBe(crockford);
  });

  it('makes 26-character codes of the Crockford alphabet carrying 128 random bits', () => {
    const codes = Array.from({ length: 2000 }, () => newGiftCardCode());
    for (const code of codes) expect(code).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(new Set(codes).size).toBe(codes.length);

    // Every one of the 128 bits varies: each is set in roughly half of the codes (binomial, n = 2000: 40–60 % is > 8 sigma wide).
    const ones = new Array<number>(128).fill(0);
    for (const code of codes) {
      let value = 0n;
      for (const char of code) value = value * 32n + BigInt('0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(char));
      for (let bit = 0; bit < 128; bit++) if ((value >> BigInt(bit)) & 1n) ones[bit]++;
    }
    for (const count of ones) {
      expect(count).toBeGreaterThan(codes.length * 0.4);
      expect(count).toBeLessThan(codes.length * 0.6);
    }
  });
});
