import { codeLookupHash, loadCardCodeKeys, openCode, sealCode } from './redemption-keys';

describe("a card code's keyed hash and sealed copy", () => {
  const keys = loadCardCodeKeys({ SECRET_KEY: 'a-long-shared-secret-key-for-tests', DATA_DIR: '' });
  const code = '0123456789ABCDEFGHJKMNPQRS';

  it('finds the same card by the same code under the same master key only', () => {
    const hash = codeLookupHash(keys, code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeLookupHash(loadCardCodeKeys({ SECRET_KEY: 'a-long-shared-secret-key-for-tests', DATA_DIR: '' }), code)).toBe(hash);
    expect(codeLookupHash(loadCardCodeKeys({ SECRET_KEY: 'another-long-secret-key-for-tests', DATA_DIR: '' }), code)).not.toBe(hash);
    expect(codeLookupHash(keys, '0123456789ABCDEFGHJKMNPQRT')).not.toBe(hash);
  });

  it('shows the code again from the copy sealed for its card, and from no other card', () => {
    const sealed = sealCode(keys, 'card-1', code);
    expect(sealed).not.toContain(code);
    expect(openCode(keys, { id: 'card-1', codeSealed: sealed })).toBe(code);
    expect(() => openCode(keys, { id: 'card-2', codeSealed: sealed })).toThrow();
  });
});
