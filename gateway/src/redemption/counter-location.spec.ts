import { DomainError } from '@gv/platform';
import { counterLocation } from './counter-location';

const downtown = { id: '0b6c1a52-4f8e-4c0e-9a57-3c1d2b7e8f01', name: 'Downtown' };
const airport = { id: '7d2e9f40-1a3b-4c5d-8e6f-9a0b1c2d3e4f', name: 'Airport' };
const anywhere = { locationIds: [] };

/** The refusal's code, status-deciding, and its message or field messages. */
function refusal(call: () => unknown) {
  try {
    call();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error('not refused');
}

describe('the counter’s location (decision 0078)', () => {
  it('is the one named, among the open locations; with one open location, that one unasked', () => {
    expect(counterLocation([downtown, airport], anywhere, airport.id)).toEqual(airport);
    expect(counterLocation([downtown, airport], anywhere, ` ${airport.id.toUpperCase()} `)).toEqual(airport);
    for (const unnamed of [undefined, null, '']) expect(counterLocation([downtown], anywhere, unnamed)).toEqual(downtown);
    expect(counterLocation([], anywhere, undefined)).toBeUndefined();
  });

  it('must be named when there is a choice, and must be an open location of the business', () => {
    expect(refusal(() => counterLocation([downtown, airport], anywhere, undefined))).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { locationId: 'Choose the location you are at' },
    });
    for (const chosen of ['elsewhere', 42, { id: downtown.id }]) {
      expect(refusal(() => counterLocation([downtown, airport], anywhere, chosen))).toMatchObject({
        code: 'VALIDATION.FAILED',
        fields: { locationId: 'Unknown location' },
      });
    }
  });

  it('is one of a person’s own locations when they are limited to some, also when it is the only one', () => {
    const clerk = { locationIds: [downtown.id] };
    expect(counterLocation([downtown, airport], clerk, downtown.id)).toEqual(downtown);
    expect(refusal(() => counterLocation([downtown, airport], clerk, airport.id))).toEqual({
      code: 'FORBIDDEN_LOCATION',
      message: 'You do not work at Airport.',
      fields: undefined,
    });
    expect(refusal(() => counterLocation([airport], clerk, undefined))).toMatchObject({ code: 'FORBIDDEN_LOCATION' });
  });
});
