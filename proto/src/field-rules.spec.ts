import { FIELD_MESSAGES, isEmail, normalizeEmail, optionalUsPhone, otpText, parseUsPhone, phoneText, requireEmail, requireText, websiteAddress, type FieldErrors } from './field-rules';

describe('email (spec §8)', () => {
  it.each([['ana@example.com'], ['a.b+tag@sub.example.co']])('%p is an address', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([['ana'], ['ana@example'], ['ana @example.com'], ['@example.com'], [`${'a'.repeat(250)}@x.io`]])('%p is not an address', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('is compared trimmed and lowercase', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(normalizeEmail(42)).toBe('');
  });
});

describe('US phone (spec §8)', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
  ])('%p is stored as %p', (input, stored) => {
    expect(parseUsPhone(input)).toBe(stored);
  });

  it.each([['555123456'], ['(555) 123'], ['555-123-45678'], ['555 123 456x'], ['']])('%p is not a US phone', (input) => {
    expect(parseUsPhone(input)).toBeNull();
  });

  it('is read from text, or from a JSON number as its digits', () => {
    expect(phoneText(' (555) 123-4567 ')).toBe('(555) 123-4567');
    expect(parseUsPhone(phoneText(5551234567))).toBe('(555) 123-4567');
    for (const notAPhone of [0, -5551234567, 555.5, Number.NaN, null, undefined, {}]) expect(phoneText(notAPhone)).toBe('');
  });
});

describe('website', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['https://example.com/menu', 'https://example.com/menu'],
    ['http://shop.example.org', 'http://shop.example.org'],
  ])('%p is the website %p', (value, address) => {
    expect(websiteAddress(value)).toBe(address);
  });

  it.each([['localhost'], ['not a url'], ['https://'], ['javascript:alert(1)'], ['javascript:x@evil.example.com/%0aalert(1)'], ['data:text/html,hi'], ['https://user:pw@example.com']])(
    '%p is not a website',
    (value) => {
      expect(websiteAddress(value)).toBeNull();
    },
  );
});

describe('required text', () => {
  it("records the spec's messages for a blank or too long value and returns the trimmed text", () => {
    const errors: FieldErrors = {};
    expect(requireText(errors, 'name', '  Ana  ')).toBe('Ana');
    requireText(errors, 'blank', '   ');
    requireText(errors, 'missing', undefined);
    requireText(errors, 'long', 'x'.repeat(11), 10);
    expect(errors).toEqual({ blank: FIELD_MESSAGES.mandatory, missing: FIELD_MESSAGES.mandatory, long: FIELD_MESSAGES.tooLong });
  });
});

describe('required email and optional phone', () => {
  it('returns the normalized email and the stored phone, and records a message for each field that is not one', () => {
    const errors: FieldErrors = {};
    expect(requireEmail(errors, 'email', ' Ana@Example.com ')).toBe('ana@example.com');
    expect(optionalUsPhone(errors, 'phone', 5551234567, FIELD_MESSAGES.usPhone)).toBe('(555) 123-4567');
    expect(optionalUsPhone(errors, 'phone', undefined, FIELD_MESSAGES.usPhone)).toBe('');
    expect(errors).toEqual({});
    requireEmail(errors, 'email', 'ana');
    expect(optionalUsPhone(errors, 'phone', '12', FIELD_MESSAGES.interestPhone)).toBe('');
    expect(errors).toEqual({ email: FIELD_MESSAGES.email, phone: FIELD_MESSAGES.interestPhone });
  });
});

describe('otpText', () => {
  it('reads a code as text, or a JSON number as its six digits with leading zeros restored', () => {
    expect(otpText(' 012345 ')).toBe('012345');
    expect(otpText(12345)).toBe('012345');
    expect(otpText(987654)).toBe('987654');
    for (const notACode of [1_000_000, -1, 1.5, Number.NaN, null, undefined, {}]) expect(otpText(notACode).length === 6).toBe(false);
  });
});
