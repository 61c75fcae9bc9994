import { CREDENTIAL_REASONS, environmentOfApplicationId, verdictOf } from './square-credentials';

describe('verifying Square credentials', () => {
  it("knows Square's application ids by environment and refuses anything else", () => {
    expect(environmentOfApplicationId('sandbox-sq0idb-abc_D-1')).toBe('sandbox');
    expect(environmentOfApplicationId('sq0idp-abc')).toBe('production');
    for (const bogus of ['bogus', 'sq0idp-', 'sandbox-sq0idp-abc', 'sq0idp-a b']) expect(environmentOfApplicationId(bogus)).toBeUndefined();
  });

  it('confirms only an active location that is the one asked for and takes the currency of cards already sold, with a reason for every refusal', () => {
    const verdict = (answer: Parameters<typeof verdictOf>[1]) => verdictOf('L1', answer, { currency: 'USD', fixed: true });
    expect(verdict({ location: { id: 'L1', status: 'ACTIVE', currency: 'USD' } })).toBeUndefined();
    expect(verdict({ location: { id: 'L1', status: 'INACTIVE' } })?.message).toBe(CREDENTIAL_REASONS.inactiveLocation('L1'));
    expect(verdict({ location: { id: 'L2', status: 'ACTIVE' } })?.message).toBe(CREDENTIAL_REASONS.unknownLocation('L1'));
    expect(verdict({ location: { id: 'L1', status: 'ACTIVE', currency: 'GBP' } })).toMatchObject({
      message: 'this Square location takes GBP; your cards are in USD.',
      fields: { squareLocationId: 'this Square location takes GBP; your cards are in USD.' },
    });
    expect(verdict({ status: 404 })).toMatchObject({ code: 'SQUARE.CREDENTIALS_NOT_CONFIRMED', message: CREDENTIAL_REASONS.unknownLocation('L1') });
    expect(verdict({ status: 401 })).toMatchObject({ code: 'SQUARE.CREDENTIALS_NOT_CONFIRMED', fields: { squareAccessToken: CREDENTIAL_REASONS.token } });
    expect(verdict({ status: 503 })).toMatchObject({ code: 'SQUARE.UNREACHABLE', message: CREDENTIAL_REASONS.unreachable });
  });

  it('takes a location in another currency Square takes while no live card was sold, or for no business; never one in a currency cards are not sold in', () => {
    const yen = { location: { id: 'L1', status: 'ACTIVE', currency: 'JPY' } };
    expect(verdictOf('L1', yen, { currency: 'USD', fixed: false })).toBeUndefined();
    expect(verdictOf('L1', yen, undefined)).toBeUndefined();
    const pesos = verdictOf('L1', { location: { id: 'L1', status: 'ACTIVE', currency: 'MXN' } }, undefined);
    expect(pesos).toMatchObject({
      code: 'SQUARE.CREDENTIALS_NOT_CONFIRMED',
      message: 'this Square location takes MXN; cards can be sold in USD, CAD, GBP, EUR, AUD, JPY only.',
      fields: { squareLocationId: CREDENTIAL_REASONS.unsupportedCurrency('MXN') },
    });
  });
});
